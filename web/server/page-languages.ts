import { LANGUAGES, localizedPath, splitLanguage, type Language } from '../src/entry-server';

/**
 * One page's address in each language. `requestPath` is what was asked (`/bn/doctors?q=sen`);
 * `headPath` the address a page gives itself instead (`/blogs?post=3`, always written in English).
 */
export function pageAddress(requestPath: string, headPath?: string): Record<Language, string> {
  const [pathname, ...query] = requestPath.split('?');
  const { path } = splitLanguage(pathname);
  const english = headPath ?? (query.length > 0 ? `${path}?${query.join('?')}` : path);
  return Object.fromEntries(LANGUAGES.map((language) => [language, localizedPath(language, english)])) as Record<
    Language,
    string
  >;
}
