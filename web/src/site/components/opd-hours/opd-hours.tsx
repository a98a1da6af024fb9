import { HPR_SEARCH_URL, type Doctor, type OpdSession } from '../../../lib/api';
import { BRANCH_NAMES, localDayAndTime, sessionText } from '../../../lib/opd-hours';
import { useIntlLocale, useLanguage, useText } from '../../../lib/i18n';
import './opd-hours.css';

/** One session as a line: English as the hospital's notices write it, other languages through Intl. */
function useSessionLine(): (session: OpdSession) => string {
  const language = useLanguage();
  const locale = useIntlLocale();
  const text = useText();
  if (language === 'en') return sessionText;
  const local = localDayAndTime(locale);
  const branch = (written: string) => {
    const key = BRANCH_NAMES.get(written);
    return key ? text(key) : written;
  };
  return (session) =>
    text('opd.session', {
      day: local.day(session.day),
      start: local.time(session.start),
      end: local.time(session.end),
      branch: branch(session.branch),
    });
}

/**
 * A doctor's OPD hours and registration number, as the Telemedicine Practice Guidelines expect a
 * patient to see them, and their HPR ID where given, with a link to check it on the national
 * register (whose search page is the only public address it has: the hint says to search for
 * the ID). Nothing when the CMS has none of them (an older record).
 */
export function OpdHours({ doctor, headingLevel = 3 }: { doctor: Doctor; headingLevel?: 3 | 4 }) {
  const text = useText();
  const line = useSessionLine();
  const sessions = doctor.opd ?? [];
  const Heading = `h${headingLevel}` as const;
  if (sessions.length === 0 && !doctor.registration_no && !doctor.hpr_id) return null;
  return (
    <div className="opd-hours">
      {sessions.length > 0 && (
        <>
          <Heading className="opd-hours__title">{text('opd.title')}</Heading>
          <ul className="opd-hours__list">
            {sessions.map((session) => (
              <li key={`${session.day}-${session.start}-${session.branch}`}>{line(session)}</li>
            ))}
          </ul>
        </>
      )}
      {doctor.registration_no && (
        <p className="opd-hours__registration">{text('opd.registration', { number: doctor.registration_no })}</p>
      )}
      {doctor.hpr_id && (
        <p className="opd-hours__registration">
          {text('opd.hprId', { number: doctor.hpr_id })}{' '}
          <a href={HPR_SEARCH_URL} title={text('opd.verifyHprHint')} target="_blank" rel="noopener noreferrer">
            {text('opd.verifyHpr')}
          </a>
        </p>
      )}
    </div>
  );
}
