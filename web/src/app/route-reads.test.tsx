import '../test/match-media';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { directors } from '@hospital/test-support/site/site-content-fixtures';
import { API } from '../test/handlers';
import { renderRoute } from '../test/render';
import { server } from '../test/server';

/** A route's code is imported on first use, which can take a while in a cold test run. */
const LOAD = { timeout: 5000 };

/** Counts the browser's requests for one API path, answered as usual (test/handlers.ts) after `wait` ms. */
function countRequests(path: string, wait = 0) {
  const count = { value: 0 };
  server.use(
    http.get(`${API}${path}`, async () => {
      count.value += 1;
      await delay(wait);
      // Nothing returned: the usual handler answers.
    }),
  );
  return count;
}

describe("a page's reads when a link leads to it (its route's loader, in the browser)", () => {
  it('are fetched once, and the page comes with them', async () => {
    const requests = countRequests('/directors/');
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' }, LOAD);
    await act(() => router.navigate('/message'));
    // The page is drawn with the loader's answer: no loading state in between.
    expect(screen.getByRole('heading', { level: 1, name: "Director's Desk" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(directors[0].name) })).toBeInTheDocument();
    // Long enough for SWR's revalidation on mount to have gone out, had it not taken the loader's over.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.value).toBe(1);
  });

  it('on a slow CMS, do not hold the page back: it shows, then fills in from the same request', async () => {
    const requests = countRequests('/directors/', 2500);
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' }, LOAD);
    const started = Date.now();
    await act(() => router.navigate('/message'));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(screen.getByRole('heading', { level: 1, name: "Director's Desk" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(directors[0].name) })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: new RegExp(directors[0].name) }, LOAD)).toBeInTheDocument();
    expect(requests.value).toBe(1);
  });

  it('are not read again when only the query changes (a profile opened by its address)', async () => {
    const requests = countRequests('/doctors/');
    const { router } = renderRoute('/doctors');
    await screen.findByRole('heading', { level: 1, name: 'Doctors & Medical Officers' }, LOAD);
    await waitFor(() => expect(requests.value).toBeGreaterThan(0));
    const before = requests.value;
    await act(() => router.navigate('/doctors?doctor=1'));
    await screen.findByRole('dialog', {}, LOAD);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.value).toBe(before);
  });
});
