import { Link } from 'react-router-dom';
import { DoctorGrid } from './doctor-grid';
import { useDoctors } from './use-doctors';
import { PageSection } from '../../components/page-section/page-section';
import { useText } from '../../../lib/i18n';

/** How many doctors the home page introduces before linking to the full list. */
const HOME_DOCTOR_COUNT = 8;

/** The home page's doctors; hidden until (and unless) the list has loaded with someone in it. */
export function DoctorsSection() {
  const doctors = useDoctors('doctor');
  const text = useText();
  if (doctors.length === 0) return null;
  return (
    <PageSection
      id="doctors"
      titleId="home-doctors-title"
      title={text('doctors.ourDoctors')}
      lead={text('home.doctorsLead')}
    >
      <DoctorGrid doctors={doctors.slice(0, HOME_DOCTOR_COUNT)} stripOnPhone />
      <p className="doctors-section__more">
        <Link className="button button--outline" to="/doctors">
          {text('home.meetAllDoctors')}
        </Link>
      </p>
    </PageSection>
  );
}
