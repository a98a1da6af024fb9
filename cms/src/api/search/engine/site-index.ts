import MiniSearch, { type SearchOptions, type SearchResult as Hit } from 'minisearch';
import {
  SEARCH_PAGE_SIZE,
  type Language,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
} from '@hospital/contract';
import { excerptSpans, markedSpans } from './marks';
import { termOf, words } from './words';

/** One page of the site as the search knows it: the words it is found by, in one language. */
export interface SearchDocument {
  readonly kind: SearchKind;
  readonly id: number;
  /** Its heading: matches here rank first, and are marked in the result's title. */
  readonly title: string;
  /** Its text, from which the result's passage is taken. */
  readonly body: string;
  /**
   * Words it is found by that the result does not show: a doctor's specialty, a package's
   * department, the English title of a translated entry (a Bengali reader typing "stroke").
   */
  readonly keywords: string;
  readonly path: string;
  /** The language of its title and body: the index's, or English where it has no translation. */
  readonly language: Language;
}

/**
 * At most this many different words of a query are sought: a question of hundreds of words costs
 * no more than one of eight, and no patient's question needs more.
 */
export const SEARCH_TERMS_MAX = 8;
/** Longer words are sought as written and by their start, not with a typo: none is a real word. */
const FUZZY_LENGTH_MAX = 30;

const FIELDS = ['title', 'body', 'keywords'] as const;

/**
 * Words of three letters and more also find the words they start ("strok" finds "stroke");
 * words of four letters and more also find those one letter away ("migrane", "tumer" for
 * "tumor"), of eight and more two letters away ("epilepsi" for "epilepsy" is one).
 */
const SEEKING: SearchOptions = {
  fields: [...FIELDS],
  boost: { title: 3, body: 1, keywords: 0.5 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length < 4 || term.length > FUZZY_LENGTH_MAX ? false : term.length >= 8 ? 2 : 1),
  maxFuzzy: 2,
};

interface Ranked {
  readonly hit: Hit;
  readonly inTitle: boolean;
}

/** The words of a query that are sought, at most SEARCH_TERMS_MAX, each term once. */
export function soughtWords(query: string): string[] {
  const seen = new Set<string>();
  const sought: string[] = [];
  for (const word of words(query)) {
    const term = termOf(word);
    if (term === null || seen.has(term)) continue;
    seen.add(term);
    sought.push(word);
    if (sought.length === SEARCH_TERMS_MAX) break;
  }
  return sought;
}

/**
 * The site's pages in one language, indexed in memory (MiniSearch: an inverted index on a radix
 * tree, BM25 ranking, prefix and typo-tolerant look-ups), with the words cut and folded by
 * words.ts. Built whole from the documents; a change builds a new one (site-search.ts).
 */
export class SiteIndex {
  private readonly index: MiniSearch<SearchDocument & { key: string }>;
  private readonly documents = new Map<string, SearchDocument>();

  constructor(documents: readonly SearchDocument[]) {
    this.index = new MiniSearch({
      idField: 'key',
      fields: [...FIELDS],
      storeFields: [],
      tokenize: words,
      processTerm: (term) => termOf(term),
      searchOptions: SEEKING,
    });
    const keyed = documents.map((document) => ({ ...document, key: `${document.kind}:${document.id}` }));
    for (const document of keyed) this.documents.set(document.key, document);
    this.index.addAll(keyed);
  }

  get size(): number {
    return this.documents.size;
  }

  /**
   * One page of the documents that match `query` (already trimmed and bounded: searchedQuery).
   * Every sought word must match somewhere in a document, if any document has them all; else a
   * document matching any of them is a result. Title matches of a word as typed (or a word it
   * starts) come first, then by score (BM25, title weighted over body, typos under exact words).
   */
  find(query: string, page: number): SearchAnswer {
    const sought = soughtWords(query).join(' ');
    if (sought === '') return { query, total: 0, page, results: [] };
    let hits = this.index.search(sought, { combineWith: 'AND' });
    if (hits.length === 0) hits = this.index.search(sought, { combineWith: 'OR' });
    const terms = new Set(hits.length ? words(sought).map(termOf) : []);
    const ranked = hits
      .map((hit): Ranked => ({ hit, inTitle: matchesTitleAsTyped(hit, terms) }))
      .sort(
        (a, b) =>
          Number(b.inTitle) - Number(a.inTitle) ||
          b.hit.score - a.hit.score ||
          String(a.hit.id).localeCompare(String(b.hit.id)),
      );
    const from = (page - 1) * SEARCH_PAGE_SIZE;
    return {
      query,
      total: ranked.length,
      page,
      results: ranked.slice(from, from + SEARCH_PAGE_SIZE).map(({ hit }) => this.result(hit)),
    };
  }

  private result(hit: Hit): SearchResult {
    const document = this.documents.get(String(hit.id));
    if (!document) throw new Error(`The search index lost the document ${String(hit.id)}.`);
    const matched = new Set(hit.terms);
    return {
      kind: document.kind,
      id: document.id,
      title: markedSpans(document.title, matched),
      excerpt: excerptSpans(document.body, matched),
      path: document.path,
      language: document.language,
    };
  }
}

/** Whether a word of the title is one sought, or starts with one (not only a typo away). */
function matchesTitleAsTyped(hit: Hit, sought: ReadonlySet<string | null>): boolean {
  return Object.entries(hit.match).some(
    ([term, fields]) => fields.includes('title') && [...sought].some((word) => word !== null && term.startsWith(word)),
  );
}
