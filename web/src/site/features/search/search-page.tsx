import { Link, useSearchParams } from 'react-router-dom';
import { usePublicApi } from '../../../lib/api';
import { useEnhanced } from '../../../lib/use-enhanced';
import { usePageText } from '../../components/page/page-words';
import { useHeadCollector } from '../../components/page/page-head';
import { searchAsked, searchKey, type SearchAsked } from './search-query';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { resultsPagePath } from '../../components/search-box/search-submit';
import { SearchSuggestions } from './search-suggestions';
import './search.css';

/** What the page says below its box: the results, or why there are none and where else to look. */
function Answer({ asked }: { asked: SearchAsked }) {
  const text = usePageText();
  const { data, error } = usePublicApi(searchKey(asked) ?? null);
  const { words } = asked;
  // Rendered on the server without the CMS's answer (it is away): the page says so itself, a 503
  // the page server sends when it has no good copy of this search (server/public-pages.ts). The
  // browser hydrates that page as served, then asks again.
  const served = !useEnhanced();
  const unanswered = served && words !== undefined && data === undefined;
  const collector = useHeadCollector();
  if (unanswered && collector?.head) collector.head = { ...collector.head, status: 503 };
  if (!words)
    return (
      <>
        <p className="search-page__state">{text('pages.search.empty')}</p>
        <SearchSuggestions />
      </>
    );
  if (error || unanswered)
    return (
      <>
        <p className="search-page__state" role="alert">
          {text('pages.search.unavailable')}
        </p>
        <SearchSuggestions />
      </>
    );
  if (!data) return <p className="search-page__state">{text('layout.loading')}</p>;
  if (data.total === 0)
    return (
      <>
        <p className="search-page__state">{text('pages.search.none', { query: words })}</p>
        <SearchSuggestions />
      </>
    );
  // A page past the last (an old link, a hand-typed address): the way back to the first.
  if (data.results.length === 0)
    return (
      <p className="search-page__state">
        {text('pages.search.pastLast', { query: words })}{' '}
        <Link to={resultsPagePath(words, 1)}>{text('pages.search.firstPage')}</Link>
      </p>
    );
  return <SearchResults answer={data} words={words} />;
}

/**
 * /search?q=…&page=…: the whole site's search (issue 44). The server answers the address with
 * its results (the route's loader reads them), so it works without JavaScript and a repeated
 * query comes from the page cache; the box keeps the words searched.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const asked = searchAsked(params);
  return (
    <div className="container search-page">
      <SearchForm words={asked.words} />
      <Answer asked={asked} />
    </div>
  );
}
