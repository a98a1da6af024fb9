import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';
import { SearchInput } from '../../components/search-box/search-input';
import { useLocalizedPath, useText } from '../../../lib/i18n';
import { useSearchSubmit } from '../../components/search-box/search-submit';
import { SearchIcon } from '../../components/icons/icons';
import type { DetailsProps } from './use-details-open';

/** The box's open state, kept by the navigation (useDetailsOpen), which closes the menu when it opens. */
interface HeaderSearchProps {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  details: DetailsProps;
  /** Called as the box opens: the small-screen menu, which drops from the same line, closes. */
  onOpen: () => void;
}

/**
 * The site's one search box, at the end of every page's navigation (drawn in the top bar from
 * 1024 px): a `<details>` whose summary (a magnifier named "Search") opens a plain GET form to
 * /search (/bn/search, /hi/search), its input labelled on screen. Served working: the browser
 * opens it and sends the form with no script, and the search page is answered by the server. With
 * the app, opening it puts the cursor in the box, Escape closes it (focus back on the summary),
 * and a search leads to its page in place.
 */
export function HeaderSearch({ open, setOpen, details, onOpen }: HeaderSearchProps) {
  const summaryRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { pathname, search } = useLocation();
  const text = useText();
  const action = useLocalizedPath()('/search');
  const onSubmit = useSearchSubmit();

  // A search sent (or any other change of page) closes the box; one opened before the app started stays open.
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    setOpen(false);
  }, [pathname, search, setOpen]);

  return (
    <details
      {...details}
      className="site-search"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        summaryRef.current?.focus();
      }}
    >
      <summary
        ref={summaryRef}
        className="site-search__toggle"
        aria-label={text('header.search')}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
          if (open) return;
          onOpen();
          // Once the panel is drawn, the cursor waits in the box.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon size={24} />
      </summary>
      <div className="site-search__panel">
        <form
          method="get"
          action={action}
          onSubmit={onSubmit}
          role="search"
          aria-label={text('header.searchLabel')}
          className="container site-search__form"
        >
          <label htmlFor="site-search-q" className="site-search__label">
            {text('header.searchLabel')}
          </label>
          <div className="site-search__row">
            <SearchInput ref={inputRef} id="site-search-q" />
            <button type="submit" className="button site-search__button">
              {text('header.searchButton')}
            </button>
          </div>
        </form>
      </div>
    </details>
  );
}
