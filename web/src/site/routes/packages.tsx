import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { PackagesPage } from '../features/packages/packages-page';

export function Component() {
  return (
    <Page
      title="Package rates"
      description="The hospital's package rates for neurosurgery, neurology and rehabilitation, what each includes, and how to ask for an estimate."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Package rates" />
      <PackagesPage />
    </Page>
  );
}
