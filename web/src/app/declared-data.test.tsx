// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { consultant } from '../data/consultant';
import { renderPage, type ApiKey } from '../entry-server';
import { apiUrl } from '../lib/api/client';
import { handlers } from '../test/handlers';
import { publicRoutes } from './routes';

/**
 * An address for every public route (by its path in routes.tsx), and the addresses whose query
 * a page reads (page-query.ts): each is rendered as the page server renders it.
 */
const ADDRESSES: Record<string, string[]> = {
  '/': ['/'],
  about: ['/about'],
  services: ['/services'],
  'services/:id': ['/services/1'],
  departments: ['/departments'],
  'department/:id': ['/department/3'],
  Department2: ['/Department2'],
  'division/:id': ['/division/2'],
  neurosurgery: ['/neurosurgery'],
  doctors: ['/doctors', '/doctors?q=sen&specialty=Neurology&doctor=1'],
  research: ['/research'],
  blogs: ['/blogs', '/blogs?post=1'],
  videos: ['/videos'],
  'review-videos': ['/review-videos'],
  'news-and-events': ['/news-and-events', '/news-and-events?news=1&event=1'],
  contact: ['/contact'],
  appointment: ['/appointment', '/appointment?doctor=1'],
  booking: ['/booking', '/booking?ref=BK-7KQ4-M2XD'],
  feedback: ['/feedback'],
  estimate: ['/estimate', '/estimate?procedure=Craniotomy&department=Neurosurgery'],
  'estimate/status': ['/estimate/status', '/estimate/status?ref=NH-0042'],
  'international-patients': ['/international-patients'],
  packages: ['/packages'],
  schemes: ['/schemes', '/schemes?card=cghs&card=not-listed'],
  conditions: ['/conditions'],
  'conditions/:slug': ['/conditions/stroke', '/conditions/no-such-condition'],
  search: ['/search', '/search?q=stroke', '/search?q=stroke&page=2', '/search?q=nothing-matches'],
  accessibility: ['/accessibility'],
  message: ['/message'],
  emergency: ['/emergency'],
  ':name': [`/${consultant.slug}`, '/no-such-doctor'],
  '*': ['/no/such/page'],
};

/** The legacy API as the web tests fake it (test/handlers.ts), asked as the page server asks the CMS. */
async function loadApi([path, query]: ApiKey): Promise<unknown> {
  const response = await getResponse(handlers, new Request(apiUrl(path, query)));
  return response?.ok ? ((await response.json()) as unknown) : undefined;
}

describe('the data each public route declares', () => {
  it('has an address to render for every public route', () => {
    const paths = publicRoutes.map((route) => (route.index ? '/' : (route.path ?? '')));
    expect(Object.keys(ADDRESSES).sort()).toEqual(paths.sort());
  });

  it.each(Object.values(ADDRESSES).flat())('is every public read of %s', async (address) => {
    const undeclared: ApiKey[] = [];
    const loaded: ApiKey[] = [];
    const page = await renderPage(
      new URL(address, 'http://site.test'),
      (key) => {
        loaded.push(key);
        return loadApi(key);
      },
      { onUndeclaredRead: (key) => undeclared.push(key) },
    );
    expect(page.kind).toBe('page');
    expect(undeclared).toEqual([]);
    // The layout's own: the contact details in the header and footer of every page.
    expect(loaded).toContainEqual(['/site-settings/', undefined, false]);
  });
});

describe('the words each public route names', () => {
  // A page renders with the words every page may show and its route's own catalogue parts only
  // (handle.words in routes.tsx for Bengali and Hindi, addEnglish for English); in the tests a
  // message the catalogue lacks throws, naming it. Each page renders in fresh modules: the page
  // server's catalogues keep every part they have loaded, and the test setup's English is not there.
  const pages = Object.values(ADDRESSES)
    .flat()
    .flatMap((address) => [address, `/bn${address}`]);

  it.each(pages)('are all the words %s shows', async (address) => {
    vi.resetModules();
    const { renderPage: renderFresh } = await import('../entry-server');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await renderFresh(new URL(address, 'http://site.test'), loadApi);
    expect(page.kind).toBe('page');
    expect(errors.mock.calls.flat().map(String).join('\n')).not.toMatch(/No (en|bn) message/);
    errors.mockRestore();
  });
});
