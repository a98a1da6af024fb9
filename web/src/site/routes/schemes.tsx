import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { SchemesPage } from '../features/schemes/schemes-page';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page
      title={text('pages.schemes.title')}
      description={text('pages.schemes.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('pages.schemes.title')} />
      <SchemesPage />
    </Page>
  );
}
