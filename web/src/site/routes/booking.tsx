import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { manageAction } from '../features/booking/manage-action';
import { ManageBooking } from '../features/booking/manage-booking';
import { PaymentNotice } from '../components/payment-notice/payment-notice';

/** Each form of the page (find, move, cancel), posted to it with or without JavaScript, is taken here. */
export const action = manageAction;

export function Component() {
  const text = useText();
  return (
    <Page
      title={text('requests.manage.title')}
      description={text('requests.manage.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('requests.manage.title')} />
      <div className="container patient-page">
        <ManageBooking />
        <PaymentNotice />
      </div>
    </Page>
  );
}
