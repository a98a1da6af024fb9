import { DoctorGrid } from './doctor-grid';
import { useDoctors } from './use-doctors';

/** The Doctors page: every doctor, then the medical officers when there are any. */
export function DoctorsDirectory() {
  const doctors = useDoctors('doctor');
  const medicalOfficers = useDoctors('medical_officer');
  return (
    <>
      <section className="section" aria-labelledby="doctors-title">
        <div className="container">
          <h2 id="doctors-title" className="section__title">
            Our Doctors
          </h2>
          <DoctorGrid doctors={doctors} />
        </div>
      </section>
      {medicalOfficers.length > 0 && (
        <section className="section section--alt" aria-labelledby="medical-officers-title">
          <div className="container">
            <h2 id="medical-officers-title" className="section__title">
              Medical Officers
            </h2>
            <DoctorGrid doctors={medicalOfficers} />
          </div>
        </section>
      )}
    </>
  );
}
