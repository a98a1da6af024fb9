import { Page } from '../../../components/page/page';
import { PageHeader } from '../../../components/page/page-header';
import { DoctorsDirectory } from '../../../features/doctors/doctors-directory';

export function Component() {
  return (
    <Page title="Doctors & Medical Officers">
      <PageHeader title="Doctors & Medical Officers" />
      <DoctorsDirectory />
    </Page>
  );
}
