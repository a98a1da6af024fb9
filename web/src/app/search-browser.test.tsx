import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from './router-future';
import { routesIn } from './routes';
import { createI18n, LanguageProvider, loadMessages, readsIn, type Language } from '../lib/i18n';
import { withSwr } from '../test/render';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { SWRConfig } from 'swr';

/** The site at `address` in its language, as a visitor's browser runs it (the CMS the msw fake). */
async function open(language: Language, address: string) {
  const i18n = createI18n(language, await loadMessages(language));
  const router = createMemoryRouter(routesIn(language), {
    basename: language === 'en' ? undefined : `/${language}`,
    initialEntries: [address],
    future: ROUTER_FUTURE,
  });
  render(
    <LanguageProvider i18n={i18n}>
      {withSwr(
        <SWRConfig value={{ use: [readsIn(language)] }}>
          <RouterProvider router={router} future={PROVIDER_FUTURE} />
        </SWRConfig>,
      )}
    </LanguageProvider>,
  );
  return router;
}

describe('/search in the browser', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    [
      'en',
      '/search?q=stroke',
      'Search is not available just now. Please try again in a minute.',
      'Find a doctor by name or specialty',
    ],
    [
      'bn',
      '/bn/search?q=stroke',
      'এই মুহূর্তে খোঁজা যাচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
      'নাম বা বিশেষত্ব দিয়ে ডাক্তার খুঁজুন',
    ],
    ['hi', '/hi/search?q=stroke', 'अभी खोज उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।', 'नाम या विशेषज्ञता से डॉक्टर खोजें'],
  ] as const)(
    'says in %s when the CMS cannot search, and still offers the suggestions',
    async (language, address, words, doctors) => {
      server.use(http.get(`${API}/search/`, () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
      await open(language, address);
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      const prefix = language === 'en' ? '' : `/${language}`;
      const suggestions = document.querySelector<HTMLElement>('main .search-suggestions')!;
      expect(within(suggestions).getByRole('link', { name: doctors })).toHaveAttribute('href', `${prefix}/doctors`);
      expect(within(suggestions).getByRole('link', { name: '+91 90070 41234' })).toHaveAttribute(
        'href',
        'tel:+919007041234',
      );
      expect(suggestions.querySelector('a[href$="/conditions"]')).toHaveAttribute('href', `${prefix}/conditions`);
    },
  );

  it('asks the CMS in the page’s language, and leads from page to page in place', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/search/')) asked.push(new URL(request.url).search);
    });
    const user = userEvent.setup();
    const router = await open('hi', '/hi/search?q=stroke');
    const results = await screen.findByRole('region', { name: /“stroke” के लिए 12 नतीजे/ });
    expect(results.querySelectorAll('.search-result')).toHaveLength(10);
    expect(asked).toEqual(['?q=stroke&locale=hi']);
    await user.click(
      within(screen.getByRole('navigation', { name: 'नतीजों के पन्ने' })).getByRole('link', { name: 'अगला पन्ना' }),
    );
    expect(await screen.findByRole('link', { name: 'Life after a stroke' })).toHaveAttribute(
      'href',
      '/hi/blogs?post=4',
    );
    expect(router.state.location.search).toBe('?q=stroke&page=2');
    expect(asked).toEqual(['?q=stroke&locale=hi', '?q=stroke&page=2&locale=hi']);
    server.events.removeAllListeners();
  });

  it('searches again from its own box, which holds the words searched', async () => {
    const user = userEvent.setup();
    const router = await open('en', '/search?q=xyzzy');
    expect(await screen.findByText(/Nothing on this site matches “xyzzy”/)).toBeInTheDocument();
    const box = within(screen.getByRole('search', { name: 'Search for a condition, a doctor or a service' })).getByRole(
      'searchbox',
    );
    expect(box).toHaveValue('xyzzy');
    await user.clear(box);
    await user.type(box, 'stroke{Enter}');
    expect(await screen.findByText('12 results for “stroke” · Page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=stroke');
  });
});
