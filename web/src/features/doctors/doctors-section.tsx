import { Link } from 'react-router-dom';
import { DoctorGrid } from './doctor-grid';
import { useDoctors } from './use-doctors';
import { useText } from '../../lib/i18n';

/** How many doctors the home page introduces before linking to the full list. */
const HOME_DOCTOR_COUNT = 8;

/** The home page's doctors; hidden until (and unless) the list has loaded with someone in it. */
export function DoctorsSection() {
  const text = useText();
  const doctors = useDoctors('doctor');
  if (doctors.length === 0) return null;
  return (
    <section id="doctors" className="section" aria-labelledby="home-doctors-title">
      <div className="container">
        <h2 id="home-doctors-title" className="section__title">
          {text('doctors.ourDoctors')}
        </h2>
        <p className="section__lead">{text('home.doctorsLead')}</p>
        <DoctorGrid doctors={doctors.slice(0, HOME_DOCTOR_COUNT)} />
        <p className="doctors-section__more">
          <Link className="button button--outline" to="/doctors">
            {text('home.meetAllDoctors')}
          </Link>
        </p>
      </div>
    </section>
  );
}
