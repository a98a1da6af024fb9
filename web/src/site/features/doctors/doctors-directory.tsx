import { DoctorFinder } from './doctor-finder';
import { isFiltering, matchesFinder, NO_FINDER_QUERY, specialtiesOn } from './doctor-finder-query';
import { DoctorGrid } from './doctor-grid';
import { useDoctors } from './use-doctors';
import type { DoctorFinderState } from './use-doctor-finder';

export const NO_MATCH_TEXT = 'No doctor matches your search.';

/**
 * The Doctors page: every doctor, then the medical officers when there are any. With a finder, a
 * name search and a specialty filter above the grids narrow both; while filtering, a grid with no
 * match is left out, and when nothing matches a clear message says so.
 */
export function DoctorsDirectory({ finder }: { finder?: DoctorFinderState }) {
  const allDoctors = useDoctors('doctor');
  const allOfficers = useDoctors('medical_officer');
  const query = finder?.query ?? NO_FINDER_QUERY;
  const filtering = isFiltering(query);
  const doctors = allDoctors.filter((doctor) => matchesFinder(doctor, query));
  const medicalOfficers = allOfficers.filter((doctor) => matchesFinder(doctor, query));
  const total = allDoctors.length + allOfficers.length;
  const shown = doctors.length + medicalOfficers.length;
  const nothingMatches = filtering && total > 0 && shown === 0;

  return (
    <>
      {finder && (
        <div className="container">
          <DoctorFinder
            query={query}
            specialties={specialtiesOn([...allDoctors, ...allOfficers], query.specialty)}
            onChange={finder.update}
            resultText={filtering && total > 0 ? `Showing ${shown} of ${total}.` : ''}
          />
        </div>
      )}
      {nothingMatches && (
        <div className="container doctor-finder__empty" role="status">
          <p>{NO_MATCH_TEXT}</p>
          <a
            href="/doctors"
            onClick={(event) => {
              event.preventDefault();
              finder?.update(NO_FINDER_QUERY);
            }}
          >
            Show all doctors
          </a>
        </div>
      )}
      {(!filtering || doctors.length > 0) && (
        <section className="section" aria-labelledby="doctors-title">
          <div className="container">
            <h2 id="doctors-title" className="section__title">
              Our Doctors
            </h2>
            <DoctorGrid doctors={doctors} leadPhoto />
          </div>
        </section>
      )}
      {medicalOfficers.length > 0 && (
        <section className="section section--alt" aria-labelledby="medical-officers-title">
          <div className="container">
            <h2 id="medical-officers-title" className="section__title">
              Medical Officers
            </h2>
            <DoctorGrid doctors={medicalOfficers} leadPhoto={doctors.length === 0} />
          </div>
        </section>
      )}
    </>
  );
}
