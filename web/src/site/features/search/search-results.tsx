import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE, SEARCH_PAGES_MAX, type SearchAnswer, type SearchResult } from '../../../lib/api';
import { useIntlLocale, useLanguage } from '../../../lib/i18n';
import { usePageText } from '../../components/page/page-words';
import { MarkedText } from './marked-text';
import { resultsPagePath } from '../../components/search-box/search-submit';
import { KIND_WORDS } from './search-words';

/** The pages of results a patient may open: every page the answer fills, up to the last one asked for. */
export const pagesOf = (total: number): number => Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), SEARCH_PAGES_MAX);

function Result({ result }: { result: SearchResult }) {
  const text = usePageText();
  const language = useLanguage();
  // A result not yet translated is read in English: its text says so to the browser and the screen reader.
  const lang = result.language === language ? undefined : result.language;
  return (
    <li className="search-result">
      <p className="search-result__kind">{text(KIND_WORDS[result.kind])}</p>
      <h2 className="search-result__title">
        <Link to={result.path} lang={lang}>
          <MarkedText spans={result.title} />
        </Link>
      </h2>
      <p className="search-result__excerpt" lang={lang}>
        <MarkedText spans={result.excerpt} />
      </p>
      {lang === 'en' && <p className="search-result__note">{text('pages.search.inEnglish')}</p>}
    </li>
  );
}

/** Previous, each page by its number, next: plain links, the page shown marked as the current one. */
function Pagination({ words, page, pages }: { words: string; page: number; pages: number }) {
  const text = usePageText();
  // Each number in the page's digits (২ on a Bengali page), as its link's name says it.
  const digits = new Intl.NumberFormat(useIntlLocale());
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="search-pages" aria-label={text('pages.search.pages')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={resultsPagePath(words, page - 1)} rel="prev">
              {text('pages.search.previous')}
            </Link>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className="search-pages__current">
                {digits.format(number)}
              </span>
            ) : (
              <Link to={resultsPagePath(words, number)} aria-label={text('pages.search.goTo', { page: number })}>
                {digits.format(number)}
              </Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={resultsPagePath(words, page + 1)} rel="next">
              {text('pages.search.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** One page of a search's answer: how many in all, the results ranked, and the way to the other pages. */
export function SearchResults({ answer, words }: { answer: SearchAnswer; words: string }) {
  const text = usePageText();
  const pages = pagesOf(answer.total);
  const page = Math.min(answer.page, Math.max(pages, 1));
  return (
    <section className="search-results" aria-labelledby="search-count">
      <p id="search-count" className="search-results__count">
        {text('pages.search.count', { count: answer.total, query: words })}
        {pages > 1 && <> · {text('pages.search.pageOf', { page, pages })}</>}
      </p>
      <ol className="search-results__list" start={(answer.page - 1) * SEARCH_PAGE_SIZE + 1}>
        {answer.results.map((result) => (
          <Result key={`${result.kind}-${result.id}`} result={result} />
        ))}
      </ol>
      {pages > 1 && <Pagination words={words} page={answer.page} pages={pages} />}
    </section>
  );
}
