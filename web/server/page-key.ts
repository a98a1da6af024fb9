import { localizedPath, pageQueryOf, splitLanguage } from '../src/entry-server';

/**
 * The cache key of a public page: its path and, sorted, only the query parameters its route
 * reads (routes.tsx, `handle.query`), each with a value the page can use, in the page's own
 * spelling. `/doctors?utm_source=x`, `/doctors?specialty=nonsense` and `/about?q=x` are
 * `/doctors`, `/doctors` and `/about`: a query an outsider invents makes no entry of its own.
 */
export function pageKey(url: URL): string {
  // `/bn` is the Bengali home page, as `/bn/` (app/canonical-path.ts): one entry for both.
  const { language, path } = splitLanguage(url.pathname);
  const pathname = localizedPath(language, path);
  const query = pageQueryOf(pathname);
  const seen = new Set<string>();
  const kept: Array<[string, string]> = [];
  for (const [name, value] of url.searchParams) {
    if (seen.has(name) || !Object.hasOwn(query, name)) continue;
    seen.add(name);
    const reader = query[name];
    if (typeof reader === 'function') {
      // The page reads the first of a repeated parameter (URLSearchParams.get)...
      const usable = reader(value);
      if (usable !== undefined) kept.push([name, usable]);
      // ...unless it reads them all (a form's checkboxes): then each value it can use, in its order.
    } else for (const usable of reader.repeated(url.searchParams.getAll(name))) kept.push([name, usable]);
  }
  if (kept.length === 0) return pathname;
  // Stable: a repeated parameter's values keep the order the page keys them in.
  kept.sort(([a], [b]) => a.localeCompare(b));
  return `${pathname}?${new URLSearchParams(kept).toString()}`;
}
