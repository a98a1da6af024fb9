import type { LoaderFunction, Params, ShouldRevalidateFunction, UIMatch } from 'react-router-dom';
import { preload, unstable_serialize } from 'swr';
import { fetchApiKey, isServerReads, type ApiKey, type ApiReader } from '../lib/api';
import { readInLanguage, splitLanguage } from '../lib/i18n';

/**
 * The public API answers a route's own components read, by the keys they read them with (built
 * with `publicKey`, as the components build them): its loader reads them before the page renders.
 * Most depend on the path's parameters alone; a page that answers its query (/search?q=…) reads
 * by the address's query too.
 */
export type RouteReads = (params: Params, query: URLSearchParams) => readonly ApiKey[];

/** What a route's loader read: each answer by SWR's serialized key, undefined where the CMS did not answer. */
export type RouteAnswers = Record<string, unknown>;

/**
 * How long a link in the browser waits for the next page's answers before showing it anyway: on a
 * slow or dead CMS the page comes at once with its sections' own loading states, and fills in as
 * the answers arrive. Most answers come from the site's read cache in a few tens of milliseconds.
 */
const BROWSER_WAIT_MS = 1000;

/**
 * In the browser: the answers that came within the wait go with the page (page-answers.tsx); a
 * read still under way is handed to SWR as a preload, so the component that reads its key takes
 * that request over rather than sending a second one.
 */
async function readInBrowser(keys: readonly ApiKey[], read: ApiReader): Promise<unknown[]> {
  const answers: unknown[] = keys.map(() => undefined);
  const settled = keys.map(() => false);
  const requests = keys.map((key) => read(key));
  const reads = requests.map((request, index) =>
    request
      .then(
        (answer) => (answers[index] = answer),
        () => undefined,
      )
      .finally(() => (settled[index] = true)),
  );
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(reads), new Promise((resolve) => (waited = setTimeout(resolve, BROWSER_WAIT_MS)))]);
  clearTimeout(waited);
  keys.forEach((key, index) => {
    // Its failure is the component's to show, as it would be had the component fetched it.
    if (!settled[index]) void preload(key, () => requests[index]);
  });
  return answers;
}

/**
 * A route that reads API answers: its loader (the page server runs it with the CMS's reader, the
 * browser when a link leads there) and when to read again. The language is the address's, applied
 * here for both sides. It reads again only when its keys change: a change of query that no key
 * depends on (a doctor's profile opened by its address) reads nothing again.
 */
export function reads(keysOf: RouteReads): { loader: LoaderFunction; shouldRevalidate: ShouldRevalidateFunction } {
  return {
    loader: async ({ request, params, context }) => {
      const url = new URL(request.url);
      const keys = keysOf(params, url.searchParams);
      const { language } = splitLanguage(url.pathname);
      const answers = isServerReads(context)
        ? await Promise.all(keys.map(readInLanguage(context.readApi, language)))
        : await readInBrowser(keys, readInLanguage(fetchApiKey, language));
      const read: RouteAnswers = Object.fromEntries(
        keys.map((key, index) => [unstable_serialize(key), answers[index]]),
      );
      return read;
    },
    shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate &&
      unstable_serialize(keysOf(currentParams, currentUrl.searchParams)) !==
        unstable_serialize(keysOf(nextParams, nextUrl.searchParams)),
  };
}

/** Every answer the matched routes (layout and page) read, by serialized key: SWR's fallback. */
export function answersOf(matches: readonly Pick<UIMatch, 'data'>[]): RouteAnswers {
  const answers: RouteAnswers = {};
  for (const { data } of matches) {
    if (typeof data !== 'object' || data === null) continue;
    for (const [key, answer] of Object.entries(data)) if (answer !== undefined) answers[key] = answer;
  }
  return answers;
}
