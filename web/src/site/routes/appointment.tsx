import { useActionData, type ActionFunction } from 'react-router-dom';
import type { FormOutcome } from '../components/patient-form/request-desk';
import { requestAction } from '../components/patient-form/request-action';
import { APPOINTMENT_REQUEST } from '../features/appointment/appointment-form';
import { booksOnline } from '../features/appointment/appointment-dates';
import { OPD_BOOKING } from '../features/appointment/booking-form';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { AppointmentRequest, useRequestedDoctor } from '../features/appointment/appointment-page';

const takeRequest = requestAction(APPOINTMENT_REQUEST);
const takeBooking = requestAction(OPD_BOOKING);

/**
 * The form, posted to this page with or without JavaScript, is taken here: a booking (it names a
 * session) or a request (a preferred date).
 */
export const action: ActionFunction = async (args) => {
  const posted = await args.request
    .clone()
    .formData()
    .catch(() => undefined);
  return (posted?.has('session') ? takeBooking : takeRequest)(args);
};

export function Component() {
  const text = useText();
  const { doctor, loading, asked } = useRequestedDoctor();
  // A visit just booked shows from its receipt alone, whether or not the doctors' list loaded.
  const booked = (useActionData() as FormOutcome | undefined)?.receipt?.visit;
  const title = !doctor
    ? text('requests.appointment.title')
    : booksOnline(doctor.opd)
      ? text('requests.booking.titleWith', { name: doctor.name })
      : text('requests.appointment.titleWith', { name: doctor.name });
  return (
    <Page
      title={title}
      description={text(
        doctor && booksOnline(doctor.opd) ? 'requests.booking.description' : 'requests.appointment.description',
      )}
      topMarginPx={PAGE_TOP_MARGIN_PX}
      // A doctor who is not (or no longer) listed: the page says how to choose one, as a 404.
      status={!loading && !doctor && asked && !booked ? 404 : undefined}
    >
      <PageHeader title={title} />
      <AppointmentRequest doctor={doctor} loading={loading} />
    </Page>
  );
}
