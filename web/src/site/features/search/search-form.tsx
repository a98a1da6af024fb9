import { useLocalizedPath } from '../../../lib/i18n';
import { usePageText } from '../../components/page/page-words';
import { SearchInput } from '../../components/search-box/search-input';
import { useSearchSubmit } from '../../components/search-box/search-submit';

/**
 * The search page's own box, holding the words searched: a plain GET form to the page itself, so
 * a patient rewords the question where the answer is, with or without JavaScript.
 */
export function SearchForm({ words }: { words: string | undefined }) {
  const text = usePageText();
  const action = useLocalizedPath()('/search');
  const onSubmit = useSearchSubmit();
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={text('pages.search.label')}
      className="search-form"
      onSubmit={onSubmit}
    >
      <label htmlFor="search-page-q">{text('pages.search.label')}</label>
      <div className="search-form__row">
        {/* A new search (from the header's box, the back button) shows its own words. */}
        <SearchInput key={words ?? ''} id="search-page-q" defaultValue={words ?? ''} />
        <button type="submit" className="button">
          {text('pages.search.button')}
        </button>
      </div>
    </form>
  );
}
