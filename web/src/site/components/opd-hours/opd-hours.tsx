import type { Doctor } from '../../../lib/api';
import { sessionText } from '../../../lib/opd-hours';
import './opd-hours.css';

/**
 * A doctor's OPD hours and registration number, as the Telemedicine Practice Guidelines expect a
 * patient to see them. Nothing when the CMS has neither (an older record).
 */
export function OpdHours({ doctor, headingLevel = 3 }: { doctor: Doctor; headingLevel?: 3 | 4 }) {
  const sessions = doctor.opd ?? [];
  const Heading = `h${headingLevel}` as const;
  if (sessions.length === 0 && !doctor.registration_no) return null;
  return (
    <div className="opd-hours">
      {sessions.length > 0 && (
        <>
          <Heading className="opd-hours__title">OPD hours</Heading>
          <ul className="opd-hours__list">
            {sessions.map((session) => (
              <li key={`${session.day}-${session.start}-${session.branch}`}>{sessionText(session)}</li>
            ))}
          </ul>
        </>
      )}
      {doctor.registration_no && <p className="opd-hours__registration">Registration no. {doctor.registration_no}</p>}
    </div>
  );
}
