import type { DeskBooking } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { MARKS, STATUS_LABELS, useAttendance } from './attendance';

/** One patient on the OPD list: token, reporting window, who, state, and the desk's marks. */
export function BookingRow({ initial }: { initial: DeskBooking }) {
  const { booking, sending, error, mark } = useAttendance(initial);
  return (
    <tr className={`opd-row opd-row--${booking.status}`}>
      <td className="opd-token">{booking.token}</td>
      <td>
        {booking.report_from}–{booking.report_to}
      </td>
      <th scope="row">{booking.name}</th>
      <td>
        <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
      </td>
      <td>{booking.abha ?? '—'}</td>
      <td>
        <span className="opd-status">{STATUS_LABELS[booking.status]}</span>
        {error && (
          <span role="alert" className="opd-error">
            {error}
          </span>
        )}
      </td>
      <td className="opd-print-only" aria-hidden="true" />
      <td className="opd-print-only" aria-hidden="true" />
      <td className="opd-marks-cell">
        <div className="opd-marks">
          {MARKS.map(({ mark: value, label }) => (
            <BusyButton
              key={value}
              type="button"
              small
              variant="secondary"
              busy={sending === value}
              busyLabel="Saving..."
              disabled={sending !== null || booking.status === value || booking.status === 'cancelled'}
              aria-label={`${label}: token ${booking.token}, ${booking.name}`}
              onClick={() => void mark(value)}
            >
              {label}
            </BusyButton>
          ))}
          {booking.status !== 'booked' && booking.status !== 'cancelled' && (
            <BusyButton
              type="button"
              small
              variant="ghost-danger"
              busy={sending === 'booked'}
              busyLabel="Saving..."
              disabled={sending !== null}
              aria-label={`Undo ${STATUS_LABELS[booking.status]}: token ${booking.token}, ${booking.name}`}
              onClick={() => void mark('booked')}
            >
              Undo
            </BusyButton>
          )}
        </div>
      </td>
    </tr>
  );
}
