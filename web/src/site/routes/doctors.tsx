import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { DoctorsDirectory } from '../features/doctors/doctors-directory';
import { useDoctors } from '../features/doctors/use-doctors';
import { useDoctorFinder } from '../features/doctors/use-doctor-finder';
import { physicianData } from '../../lib/structured-data';

export function Component() {
  // The same requests as the directory's: SWR shares them.
  const people = [...useDoctors('doctor'), ...useDoctors('medical_officer')];
  const finder = useDoctorFinder();
  return (
    <Page
      title="Doctors & Medical Officers"
      description="Meet the hospital's neurologists, neurosurgeons and medical officers."
      structuredData={people.map((person) =>
        physicianData({
          name: person.name,
          description: person.designation,
          image: person.image,
          registrationNo: person.registration_no,
          opd: person.opd,
        }),
      )}
    >
      <PageHeader title="Doctors & Medical Officers" />
      <DoctorsDirectory finder={finder} />
    </Page>
  );
}
