import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { estimateStatusAction } from '../features/estimate-status/estimate-status-action';
import { EstimateStatus, RevisionRule } from '../features/estimate-status/estimate-status';
import { PaymentNotice } from '../components/payment-notice/payment-notice';

/** The page's one form (reference and phone), posted to it with or without JavaScript, is taken here. */
export const action = estimateStatusAction;

export function Component() {
  const text = useText();
  return (
    <Page
      title={text('requests.estimateStatus.title')}
      description={text('requests.estimateStatus.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('requests.estimateStatus.title')} />
      <div className="container patient-page">
        <EstimateStatus />
        <RevisionRule />
        <PaymentNotice />
      </div>
    </Page>
  );
}
