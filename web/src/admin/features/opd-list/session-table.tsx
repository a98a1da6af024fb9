import type { DeskSession } from '../../../lib/api';
import { longDate } from '../../../lib/hospital-date';
import { BookingRow } from './booking-row';

const COLUMNS = ['Token', 'Report', 'Name', 'Phone', 'ABHA', 'Status'] as const;

/**
 * One doctor's session of the day as the OPD list prints it: a header naming the doctor, date,
 * hours and branch, then its bookings in token order, with empty signature and notes columns on paper.
 */
export function SessionTable({ session, date }: { session: DeskSession; date: string }) {
  const taken = session.bookings.filter((b) => b.status !== 'cancelled').length;
  const bookings = [...session.bookings].sort((a, b) => a.token - b.token);
  const title = `${session.doctor.name}, ${session.start}–${session.end}`;
  return (
    <section className="adm-panel opd-session" aria-label={title}>
      <header className="opd-session__head">
        <h2 className="opd-session__doctor">{session.doctor.name}</h2>
        <p className="opd-session__meta">
          <span>{longDate(date)}</span>
          <span>
            {session.start}–{session.end}
          </span>
          <span>{session.branch}</span>
          <span>
            {taken} of {session.places} places taken
          </span>
          {session.closed && <strong>Closed this day</strong>}
        </p>
      </header>
      {bookings.length === 0 ? (
        <p className="opd-session__empty">No bookings.</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table opd-table">
            <caption className="adm-visually-hidden">Bookings of {title}, in token order</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                <th scope="col" className="opd-print-only" aria-hidden="true">
                  Signature
                </th>
                <th scope="col" className="opd-print-only" aria-hidden="true">
                  Notes
                </th>
                <th scope="col" className="opd-marks-cell">
                  <span className="adm-visually-hidden">Marks</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                // Keyed by the state too, so a fresh list replaces what a row last answered.
                <BookingRow key={`${booking.id}-${booking.status}`} initial={booking} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
