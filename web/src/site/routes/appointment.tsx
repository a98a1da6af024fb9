import { requestAction } from '../components/patient-form/request-action';
import { APPOINTMENT_REQUEST } from '../features/appointment/appointment-form';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { AppointmentRequest, useRequestedDoctor } from '../features/appointment/appointment-page';

/** The form, posted to this page with or without JavaScript, is taken here. */
export const action = requestAction(APPOINTMENT_REQUEST);

export function Component() {
  const text = useText();
  const { doctor, loading, asked } = useRequestedDoctor();
  const title = doctor
    ? text('requests.appointment.titleWith', { name: doctor.name })
    : text('requests.appointment.title');
  return (
    <Page
      title={title}
      description={text('requests.appointment.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
      // A doctor who is not (or no longer) listed: the page says how to choose one, as a 404.
      status={!loading && !doctor && asked ? 404 : undefined}
    >
      <PageHeader title={title} />
      <AppointmentRequest doctor={doctor} loading={loading} />
    </Page>
  );
}
