import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { DoctorsDirectory } from '../features/doctors/doctors-directory';
import { useDoctors } from '../features/doctors/use-doctors';
import { useDoctorFinder } from '../features/doctors/use-doctor-finder';
import { physicianData } from '../../lib/structured-data';
import { useText } from '../../lib/i18n';

export function Component() {
  // The same requests as the directory's: SWR shares them.
  const people = [...useDoctors('doctor'), ...useDoctors('medical_officer')];
  const finder = useDoctorFinder();
  const text = useText();
  return (
    <Page
      title={text('doctors.title')}
      description={text('doctors.description')}
      structuredData={people.map((person) =>
        physicianData({
          name: person.name,
          description: person.designation,
          image: person.image,
          registrationNo: person.registration_no,
          hprId: person.hpr_id,
          opd: person.opd,
        }),
      )}
    >
      <PageHeader title={text('doctors.title')} />
      <DoctorsDirectory finder={finder} />
    </Page>
  );
}
