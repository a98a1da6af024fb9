import { DataTable } from '../../components/data-table';
import { Panel } from '../../components/panel';
import type { TodayDesk } from './use-today-desk';

/**
 * After a leave or a closure: the bookings it fell on, for the desk to call each patient (each is
 * also messaged when a gateway is set up, and sees it on their booking page). Nothing before.
 */
export function ToCallPanel({ desk }: { desk: TodayDesk }) {
  if (!desk.toCall) return null;
  const { said, bookings } = desk.toCall;
  return (
    <Panel title="Patients to call">
      {bookings.length === 0 ? (
        <p>{said}: no booking falls on it.</p>
      ) : (
        <DataTable
          caption={`Bookings that ${said.toLowerCase()} falls on`}
          columns={['Date', 'Session', 'Token', 'Patient', 'Phone', 'Reference']}
        >
          {bookings.map((booking) => (
            <tr key={booking.reference}>
              <td>{booking.date}</td>
              <td>
                {booking.doctor}, {booking.start}
              </td>
              <td>{booking.token}</td>
              <td>{booking.name}</td>
              <td>
                <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
              </td>
              <td>{booking.reference}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
