import { clockTime, longDate } from '../../../lib/hospital-date';
import { useIntlLocale, useText } from '../../../lib/i18n';
import type { BookedVisitShown } from '../patient-form/request-desk';
import './booked-visit.css';

/**
 * A visit booked online, as its patient is shown it after booking and on the booking page: the
 * reference, the doctor and session, and what matters at the door, the token and when to report.
 */
export function BookedVisit({ visit }: { visit: BookedVisitShown }) {
  const text = useText();
  const locale = useIntlLocale();
  const time = (value: string) => clockTime(value, locale);
  const number = new Intl.NumberFormat(locale);
  const active = visit.status === 'booked';
  return (
    <div className="booked-visit">
      <dl className="booked-visit__details">
        <dt>{text('requests.reference')}</dt>
        <dd>
          <strong className="booked-visit__reference">{visit.reference}</strong>
        </dd>
        <dt>{text('requests.visit.status')}</dt>
        <dd className="booked-visit__status">{text(`requests.visit.${visit.status}`)}</dd>
        <dt>{text('requests.visit.doctor')}</dt>
        <dd>{visit.doctor.name}</dd>
        <dt>{text('requests.visit.when')}</dt>
        <dd>
          {text('requests.visit.whenValue', {
            date: longDate(visit.date, locale),
            start: time(visit.start),
            end: time(visit.end),
          })}
        </dd>
        <dt>{text('requests.visit.branch')}</dt>
        <dd>{visit.branch}</dd>
        {active && (
          <>
            <dt>{text('requests.visit.token')}</dt>
            <dd>
              <strong className="booked-visit__token">{number.format(visit.token)}</strong>
            </dd>
            <dt>{text('requests.visit.report')}</dt>
            <dd className="booked-visit__window">
              {text('requests.visit.reportValue', { from: time(visit.report_from), to: time(visit.report_to) })}
            </dd>
          </>
        )}
      </dl>
      {active && visit.closed && (
        <p className="booked-visit__closed" role="status">
          {text('requests.visit.closed')}
        </p>
      )}
    </div>
  );
}
