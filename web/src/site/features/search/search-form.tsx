import { SEARCH_QUERY_MAX } from '../../../lib/api';
import { useLocalizedPath } from '../../../lib/i18n';
import { usePageText } from '../../components/page/page-words';
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
        <input
          // A new search (from the header's box, the back button) shows its own words.
          key={words ?? ''}
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={words ?? ''}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          className="search-form__input"
        />
        <button type="submit" className="button">
          {text('pages.search.button')}
        </button>
      </div>
    </form>
  );
}
