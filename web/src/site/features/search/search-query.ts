import { SEARCH_PAGES_MAX, SEARCH_QUERY_MAX } from '@hospital/contract';
import { publicKey, type PublicKey } from '../../../lib/api';

/**
 * A patient's words as searched: trimmed, each run of spaces one space, cut to the longest query
 * the CMS searches (by characters, never splitting one); blank is no search. The page key
 * (app/page-query.ts), the loader and the page all read the address with this, so `?q=+stroke+`
 * and `?q=stroke` are one page, and a 10,000-character query is a 100-character one.
 */
export function searchWords(value: string): string | undefined {
  const words = Array.from(value.trim().replace(/\s+/g, ' ')).slice(0, SEARCH_QUERY_MAX).join('').trim();
  return words || undefined;
}

/** A page of results past the first (`?page=2`), up to the last one may ask for; any other value is the first. */
export function resultsPage(value: string): string | undefined {
  if (!/^[1-9]\d?$/.test(value)) return undefined;
  return Number(value) > 1 && Number(value) <= SEARCH_PAGES_MAX ? value : undefined;
}

export interface SearchAsked {
  /** The words searched; undefined when none were given. */
  words: string | undefined;
  /** The page of results, from 1. */
  page: number;
}

/** What a search page's address asks for (`/search?q=stroke&page=2`). */
export function searchAsked(query: URLSearchParams): SearchAsked {
  const words = searchWords(query.get('q') ?? '');
  return { words, page: Number(resultsPage(query.get('page') ?? '') ?? 1) };
}

/** The CMS's answer to a search: read by the page, and by its route's loader, with this one key. */
export function searchKey({ words, page }: SearchAsked): PublicKey<'/search/'> | undefined {
  if (!words) return undefined;
  return publicKey('/search/', page > 1 ? { q: words, page } : { q: words });
}
