import { forwardRef } from 'react';
import { SEARCH_QUERY_MAX } from '../../../lib/api';
import './search-input.css';

/** The words of a search: the one field of the header's box and of the search page's, the same in both. */
export const SearchInput = forwardRef<HTMLInputElement, { id: string; defaultValue?: string }>(function SearchInput(
  { id, defaultValue },
  ref,
) {
  return (
    <input
      ref={ref}
      id={id}
      name="q"
      type="search"
      defaultValue={defaultValue}
      maxLength={SEARCH_QUERY_MAX}
      enterKeyHint="search"
      className="search-input"
    />
  );
});
