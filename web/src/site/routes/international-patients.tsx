import { requestAction } from '../components/patient-form/request-action';
import { VISA_REQUEST } from '../features/international-patients/visa-fields';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { InternationalPatientsPage } from '../features/international-patients/international-page';

/** The form, posted to this page with or without JavaScript, is taken here. */
export const action = requestAction(VISA_REQUEST);

export function Component() {
  const text = useText();
  return (
    <Page
      title={text('requests.international.title')}
      description={text('requests.international.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('requests.international.title')} />
      <InternationalPatientsPage />
    </Page>
  );
}
