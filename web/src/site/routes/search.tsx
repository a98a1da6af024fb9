import { useSearchParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { usePageText } from '../components/page/page-words';
import { SearchPage } from '../features/search/search-page';
import { searchWords } from '../features/search/search-query';

export function Component() {
  const text = usePageText();
  const [params] = useSearchParams();
  const words = searchWords(params.get('q') ?? '');
  return (
    <Page
      title={words ? text('pages.search.titleFor', { query: words }) : text('pages.search.title')}
      description={text('pages.search.description')}
      // A page of results is no page of its own for a search engine: never indexed, in no sitemap.
      noindex
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('pages.search.title')} />
      <SearchPage />
    </Page>
  );
}
