import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { PackagesPage } from '../features/packages/packages-page';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page
      title={text('pages.packages.title')}
      description={text('pages.packages.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('pages.packages.title')} />
      <PackagesPage />
    </Page>
  );
}
