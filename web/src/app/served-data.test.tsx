import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { useApi, type ApiKey } from '../lib/api';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { createI18n } from '../lib/i18n';
import { en } from '../lib/i18n/messages/en';
import { AnswersProvider } from './page-answers';
import { AppProviders } from './providers';

const BANNERS_KEY: ApiKey = ['/banners/', undefined, false];
const served = [{ id: '1', main_heading: 'Served heading', sub_heading: 'Served', banner_image: '/x.jpg' }];
const live = [{ id: '1', main_heading: 'Edited heading', sub_heading: 'Live', banner_image: '/x.jpg' }];

function Heading() {
  const { data } = useApi('/banners/');
  return <h1>{data?.[0]?.main_heading ?? 'nothing yet'}</h1>;
}

/** A new visit: its own SWR cache. */
function Visit({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

/** Counts the browser's requests for the banners, answering with the CMS's current banner. */
function countBannerRequests() {
  const count = { value: 0 };
  server.use(
    http.get(`${API}/banners/`, () => {
      count.value += 1;
      return HttpResponse.json(live);
    }),
  );
  return count;
}

/** The page with the banners its loader answered (page-answers.tsx), or without them. */
function renderWithAnswers({ answered }: { answered: boolean }) {
  const key = unstable_serialize(BANNERS_KEY);
  render(
    <Visit>
      <AppProviders i18n={createI18n('en', en)}>
        <AnswersProvider answers={answered ? { [key]: served } : {}}>
          <Heading />
        </AnswersProvider>
      </AppProviders>
    </Visit>,
  );
}

describe("the answers a page's loaders read, as its components mount", () => {
  it('are shown as they were read and not fetched again', async () => {
    const requests = countBannerRequests();
    renderWithAnswers({ answered: true });
    expect(screen.getByRole('heading')).toHaveTextContent('Served heading');
    // Long enough for SWR's revalidation on mount (it starts in the next task) to have gone out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.value).toBe(0);
    expect(screen.getByRole('heading')).toHaveTextContent('Served heading');
  });

  it('are still revalidated when the connection comes back', async () => {
    const requests = countBannerRequests();
    renderWithAnswers({ answered: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Edited heading'));
    expect(requests.value).toBe(1);
  });

  it('leave a read they did not answer (the CMS failed it) to the component, which fetches it', async () => {
    const requests = countBannerRequests();
    renderWithAnswers({ answered: false });
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Edited heading'));
    expect(requests.value).toBe(1);
  });
});
