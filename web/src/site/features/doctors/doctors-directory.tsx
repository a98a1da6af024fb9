import { useLocalizedPath, useText } from '../../../lib/i18n';
import { DoctorFinder } from './doctor-finder';
import { isFiltering, matchesFinder, NO_FINDER_QUERY, specialtiesOn } from './doctor-finder-query';
import { DoctorGrid } from './doctor-grid';
import { useDoctors } from './use-doctors';
import type { DoctorFinderState } from './use-doctor-finder';

/**
 * The Doctors page: every doctor, then the medical officers when there are any. With a finder, a
 * name search and a specialty filter above the grids narrow both; while filtering, a grid with no
 * match is left out, and when nothing matches a clear message says so.
 */
export function DoctorsDirectory({ finder }: { finder?: DoctorFinderState }) {
  const text = useText();
  const allPath = useLocalizedPath()('/doctors');
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
            resultText={filtering && total > 0 ? text('doctors.showing', { shown, total }) : ''}
          />
        </div>
      )}
      {nothingMatches && (
        <div className="container doctor-finder__empty" role="status">
          <p>{text('doctors.noMatch')}</p>
          <a
            href={allPath}
            onClick={(event) => {
              event.preventDefault();
              finder?.update(NO_FINDER_QUERY);
            }}
          >
            {text('doctors.showAll')}
          </a>
        </div>
      )}
      {(!filtering || doctors.length > 0) && (
        <section className="section" aria-labelledby="doctors-title">
          <div className="container">
            <h2 id="doctors-title" className="section__title">
              {text('doctors.ourDoctors')}
            </h2>
            <DoctorGrid doctors={doctors} leadPhoto />
          </div>
        </section>
      )}
      {medicalOfficers.length > 0 && (
        <section className="section section--alt" aria-labelledby="medical-officers-title">
          <div className="container">
            <h2 id="medical-officers-title" className="section__title">
              {text('doctors.medicalOfficers')}
            </h2>
            <DoctorGrid doctors={medicalOfficers} leadPhoto={doctors.length === 0} />
          </div>
        </section>
      )}
    </>
  );
}
