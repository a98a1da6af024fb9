import { useEffect, useState } from 'react';
import type { Doctor, DoctorList, DoctorType } from '../../../lib/api';

export type DoctorFilter = 'all' | DoctorType;
export const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** Either shape of the doctor list: a plain array or a page with the server's links. */
export function pageOf(list: DoctorList | undefined) {
  if (!list) return { results: [] as Doctor[], count: 0, next: null, previous: null };
  if (Array.isArray(list)) return { results: list, count: list.length, next: null, previous: null };
  return list;
}

export function pageNumber(link: string | null): number {
  if (!link) return 1;
  const page = Number(new URL(link, 'http://localhost').searchParams.get('page'));
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * Which page of doctors to ask for: the type filter, the search (sent a moment after typing stops)
 * and a server paging link; a new filter or search starts again from the first page.
 */
export function useDoctorPages() {
  const [filter, setFilterState] = useState<DoctorFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  /** A server paging link, or null for the first page of the current filter and search. */
  const [pageLink, setPageLink] = useState<string | null>(null);

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(next);
      setPageLink(null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  return {
    filter,
    setFilter: (next: DoctorFilter) => {
      setFilterState(next);
      setPageLink(null);
    },
    searchText,
    setSearchText,
    /** Narrowed by a search or a filter: the empty list says "No doctors match." */
    narrowed: Boolean(search) || filter !== 'all',
    pageLink,
    setPageLink,
    path: pageLink ?? '/doctors/',
    query: pageLink
      ? undefined
      : { page: 1, page_size: PAGE_SIZE, type: filter === 'all' ? undefined : filter, search: search || undefined },
  };
}
