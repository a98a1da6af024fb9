import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { AppointmentRequest, useRequestedDoctor } from '../features/appointment/appointment-page';

export function Component() {
  const { doctor, loading, asked } = useRequestedDoctor();
  const title = doctor ? `Request an appointment with ${doctor.name}` : 'Request an appointment';
  return (
    <Page
      title={title}
      description="Ask for an OPD appointment with one of the hospital's doctors; the patient desk calls you to confirm a time."
      topMarginPx={PAGE_TOP_MARGIN_PX}
      // A doctor who is not (or no longer) listed: the page says how to choose one, as a 404.
      status={!loading && !doctor && asked ? 404 : undefined}
    >
      <PageHeader title={title} />
      <AppointmentRequest doctor={doctor} loading={loading} />
    </Page>
  );
}
