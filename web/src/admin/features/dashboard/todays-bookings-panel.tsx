import { Link } from 'react-router-dom';
import { useApi, type DeskDay } from '../../../lib/api';
import { hospitalToday } from '../../../lib/hospital-date';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';

interface DoctorCount {
  id: number;
  name: string;
  booked: number;
}

/** Today's bookings (not the cancelled ones) per doctor, every session of theirs summed, by name. */
function bookingsPerDoctor(day: DeskDay | undefined): DoctorCount[] {
  const counts = new Map<number, DoctorCount>();
  for (const session of day?.sessions ?? []) {
    const count = counts.get(session.doctor.id) ?? { ...session.doctor, booked: 0 };
    count.booked += session.bookings.filter((b) => b.status !== 'cancelled').length;
    counts.set(session.doctor.id, count);
  }
  return [...counts.values()].filter((c) => c.booked > 0);
}

/** The dashboard's view of the desk's day: how many patients booked each doctor today, linking to the OPD list. */
export function TodaysBookingsPanel() {
  const today = hospitalToday();
  const day = useApi<DeskDay>('/bookings/', { query: { date: today }, authenticated: true });
  const counts = bookingsPerDoctor(day.data);
  const list = `/admin/opd-list?date=${today}`;
  return (
    <Panel
      title="Today's OPD bookings"
      actions={
        <Link to={list} className="adm-text-link">
          Open the OPD list
        </Link>
      }
    >
      <ListState
        loading={day.isLoading}
        error={
          day.error && !isSessionExpired(day.error)
            ? describeError(day.error, "Failed to load today's bookings.")
            : null
        }
        empty={counts.length === 0}
        emptyText="No OPD bookings today."
        loadingText="Loading today's bookings..."
        onRetry={() => void day.mutate()}
      >
        <ul className="adm-feed">
          {counts.map((count) => (
            <li key={count.id} className="adm-feed__item">
              <Link to={list} className="adm-feed__title">
                {count.name}
              </Link>
              <span className="adm-feed__what">
                {count.booked} {count.booked === 1 ? 'booking' : 'bookings'}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </Panel>
  );
}
