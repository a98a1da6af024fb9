import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ServicesList } from '../features/services/services-list';

export function Component() {
  return (
    <Page title="Services" topMarginPx={PAGE_TOP_MARGIN_PX}>
      <PageHeader title="Services" lead="Treatments and programmes offered by our neurosciences teams." />
      <div className="container">
        <ServicesList />
      </div>
    </Page>
  );
}
