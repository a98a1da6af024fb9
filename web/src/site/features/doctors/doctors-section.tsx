import { Link } from 'react-router-dom';
import { DoctorGrid } from './doctor-grid';
import { useDoctors } from './use-doctors';
import { PageSection } from '../../components/page-section/page-section';

/** How many doctors the home page introduces before linking to the full list. */
const HOME_DOCTOR_COUNT = 8;

/** The home page's doctors; hidden until (and unless) the list has loaded with someone in it. */
export function DoctorsSection() {
  const doctors = useDoctors('doctor');
  if (doctors.length === 0) return null;
  return (
    <PageSection
      id="doctors"
      titleId="home-doctors-title"
      title="Our Doctors"
      lead="Neurologists, neurosurgeons and intensivists who work together on every patient."
    >
      <DoctorGrid doctors={doctors.slice(0, HOME_DOCTOR_COUNT)} />
      <p className="doctors-section__more">
        <Link className="button button--outline" to="/doctors">
          Meet all our doctors
        </Link>
      </p>
    </PageSection>
  );
}
