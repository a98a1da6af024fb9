import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { InternationalPatientsPage } from '../features/international-patients/international-page';

export function Component() {
  return (
    <Page
      title="International patients"
      description="For patients from Bangladesh and abroad: what to bring, the medical visa and its two attendants, the invitation letter, and where to stay."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="International patients" />
      <InternationalPatientsPage />
    </Page>
  );
}
