import { requestAction } from '../components/patient-form/request-action';
import { ESTIMATE_REQUEST } from '../features/estimate/estimate-fields';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { EstimatePage } from '../features/estimate/estimate-page';

/** The form, posted to this page with or without JavaScript, is taken here. */
export const action = requestAction(ESTIMATE_REQUEST);

export function Component() {
  const text = useText();
  return (
    <Page
      title={text('requests.estimate.title')}
      description={text('requests.estimate.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('requests.estimate.title')} />
      <EstimatePage />
    </Page>
  );
}
