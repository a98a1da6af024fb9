import type { Language } from './answers';

/**
 * One search box for the whole site (issue 44): `GET /search/?q=…&page=…&locale=…` answers the
 * site's pages that match a patient's words, in the page's language with English as fallback,
 * ranked, each with its kind and the words that matched marked.
 */
export const SEARCH_KINDS = [
  'condition',
  'doctor',
  'department',
  'division',
  'service',
  'package',
  'news',
  'event',
  'blog',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A query longer than this is cut to it: no patient's question is longer, and it bounds the work. */
export const SEARCH_QUERY_MAX = 100;
/** Results on one page of answers. */
export const SEARCH_PAGE_SIZE = 10;
/** Pages of answers one may ask for: beyond them, a patient rewords the question. */
export const SEARCH_PAGES_MAX = 10;

/** A run of a result's text; `hit` marks a run that matched the patient's words (shown as <mark>). */
export interface SearchSpan {
  text: string;
  hit: boolean;
}

export interface SearchResult {
  kind: SearchKind;
  id: number;
  /** The result's title, its matched words marked. */
  title: SearchSpan[];
  /** A short passage (at most ~200 characters) around the first match, or the start of its text. */
  excerpt: SearchSpan[];
  /** Its page on the site, without a language prefix: `/doctors?doctor=3`, `/conditions/stroke`. */
  path: string;
  /** The language its text is in: the page's, or English where it has no translation yet. */
  language: Language;
}

export interface SearchAnswer {
  /** The query as searched: trimmed, whitespace collapsed, cut to SEARCH_QUERY_MAX. */
  query: string;
  /** How many results in all (every page). */
  total: number;
  /** The page answered, from 1. */
  page: number;
  results: SearchResult[];
}
