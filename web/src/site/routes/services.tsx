import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ServicesList } from '../features/services/services-list';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page title={text('nav.services')} topMarginPx={PAGE_TOP_MARGIN_PX}>
      <PageHeader title={text('nav.services')} lead={text('pages.services.lead')} />
      <div className="container">
        <ServicesList />
      </div>
    </Page>
  );
}
