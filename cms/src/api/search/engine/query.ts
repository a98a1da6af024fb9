import { SEARCH_PAGES_MAX, SEARCH_QUERY_MAX } from '@hospital/contract';

/** A query string's raw length worth reading: the rest cannot survive the cut to SEARCH_QUERY_MAX. */
const RAW_MAX = SEARCH_QUERY_MAX * 8;

/**
 * The query as searched (SearchAnswer.query): control characters read as spaces, whitespace
 * collapsed, trimmed and cut to SEARCH_QUERY_MAX characters (code points, so a Bengali letter or
 * an emoji is never cut in half). Anything but one string (a repeated or nested `q`) is no query.
 */
export function searchedQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const collapsed = raw
    .slice(0, RAW_MAX)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();
  return Array.from(collapsed).slice(0, SEARCH_QUERY_MAX).join('').trim();
}

/**
 * The page asked for: 1 when absent or empty, null when it is not a whole number from 1 to
 * SEARCH_PAGES_MAX (`0`, `-1`, `999`, `abc`, a list), which the search answers with no results.
 */
export function requestedPage(raw: unknown): number | null {
  if (raw === undefined || raw === '') return 1;
  if (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= SEARCH_PAGES_MAX ? page : null;
}
