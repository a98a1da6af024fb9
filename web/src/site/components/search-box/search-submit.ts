import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The address of one page of results, in the page's language (the router adds /bn or /hi). */
export function resultsPagePath(words: string, page: number): string {
  if (!words) return '/search';
  const query = new URLSearchParams(page > 1 ? { q: words, page: String(page) } : { q: words });
  return `/search?${query.toString()}`;
}

/**
 * A search box's form is a plain GET form to /search, answered by the server without JavaScript;
 * with the app running, sending it opens the results in place instead of loading the whole site again.
 */
export function useSearchSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const words = new FormData(event.currentTarget).get('q');
    event.preventDefault();
    navigate(resultsPagePath(typeof words === 'string' ? words.trim() : '', 1));
  };
}
