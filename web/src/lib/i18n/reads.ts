import type { Middleware } from 'swr';
import type { ApiKey } from '../api';
import type { Language } from './languages';

/**
 * A public read in a language: the same read with `locale` in its query (the CMS then answers in
 * that language, English field by field where no translation exists). English reads, and the
 * admin's, are asked exactly as they always were.
 */
export function keyInLanguage(key: ApiKey, language: Language): ApiKey {
  const [path, query, authenticated] = key;
  if (language === 'en' || authenticated) return key;
  return [path, { ...query, locale: language }, authenticated];
}

/** The page server's loader for a page in a language (entry-server.tsx). */
export function readInLanguage<Answer>(load: (key: ApiKey) => Answer, language: Language): (key: ApiKey) => Answer {
  return language === 'en' ? load : (key) => load(keyInLanguage(key, language));
}

const isApiKey = (key: unknown): key is ApiKey =>
  Array.isArray(key) && typeof key[0] === 'string' && typeof key[2] === 'boolean';

/**
 * The browser's reads on a Bengali or Hindi page, in its language. The components' keys stay as
 * they are written (one page is in one language), so the answers the server rendered with are
 * found under them; only what is fetched carries the locale.
 */
export function readsIn(language: Language): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher && isApiKey(key) ? () => fetcher(keyInLanguage(key, language)) : fetcher, config);
}
