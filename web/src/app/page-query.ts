import { isDoctorSpecialty } from '../lib/doctor-specialties';
import { bookingReference } from '../site/features/booking/booking-reference';
import { chosenCards } from '../site/features/schemes/card-query';
import { resultsPage, searchWords } from '../site/features/search/search-query';
import { estimateReference } from '../site/features/estimate-status/estimate-reference';

/**
 * What a page makes of one query parameter's value: the value it would show (the same for every
 * spelling it treats alike), or undefined for a value it cannot use, which the page then ignores.
 */
export type QueryValue = (value: string) => string | undefined;

/**
 * The query parameters a route's page reads, each with what it makes of a value (a route's
 * `handle.query`, routes.tsx). The page server keys its cache on these alone (server/page-key.ts):
 * a parameter or a value the page cannot use makes no page of its own. A test reads the sources
 * for every parameter a page reads (page-query.test.ts).
 */
export type PageQuery = Readonly<Record<string, QueryValue | RepeatedQueryValue>>;

/**
 * A parameter a page reads every value of (`/schemes?card=cghs&card=echs`, a form's checkboxes):
 * what it makes of them all, in the order the page keys them (the same list for every spelling
 * it treats alike), bounded however many are sent.
 */
export interface RepeatedQueryValue {
  readonly repeated: (values: readonly string[]) => string[];
}

export interface ReadsQuery {
  query?: PageQuery;
}

/** A record's id as the CMS numbers them (`/blogs?post=3`): `03`, `3.0` and `abc` name none. */
export const RECORD_ID: QueryValue = (value) => (/^[1-9]\d{0,9}$/.test(value) ? value : undefined);

/** Longer than any name the doctor finder could match. */
const LONGEST_NAME_SEARCH = 80;

/**
 * The doctor finder's name search, as written (the browser shows it in the search box): blank or
 * longer than any name, it searches for nothing.
 */
export const NAME_SEARCH: QueryValue = (value) =>
  value.trim() && value.length <= LONGEST_NAME_SEARCH ? value : undefined;

/** One of the CMS's specialties; any other word filters nothing. */
export const SPECIALTY: QueryValue = (value) => (isDoctorSpecialty(value) ? value : undefined);

/** Text a form is filled in with, cut where the page cuts it (the estimate form's procedure, department). */
export const FILLED_IN =
  (length: number): QueryValue =>
  (value) => {
    const kept = value.slice(0, length);
    return kept.trim() ? kept : undefined;
  };

/** A booking's reference (`/booking?ref=BK-7KQ4-M2XD`, the confirmation's link), in capitals. */
export const BOOKING_REFERENCE: QueryValue = bookingReference;

/** The cards asked about on /schemes (`?card=cghs&card=echs`, its finder's checkboxes): every one read. */
export const CARDS: RepeatedQueryValue = { repeated: chosenCards };

/** An estimate's reference (`/estimate/status?ref=NH-0042`, the estimate request's receipt's link), in capitals. */
export const ESTIMATE_REFERENCE: QueryValue = estimateReference;

/** The words searched on /search (`?q=`): trimmed, spaces collapsed, cut to the longest query searched. */
export const SEARCH_WORDS: QueryValue = searchWords;

/** A page of search results past the first (`?page=2`), up to the last one may ask for. */
export const RESULTS_PAGE: QueryValue = resultsPage;
