import { useSearchParams } from 'react-router-dom';
import { useApi, type DeskDay } from '../../../lib/api';
import { hospitalToday } from '../../../lib/hospital-date';
import { TextField } from '../../components/fields';
import { ListState } from '../../components/list-state';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { SessionTable } from './session-table';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/opd-list: each doctor's sessions of a day with their bookings in token order, the desk's
 * marks (arrived, no-show, seen), printable as the OPD list (issue 41, item 4). The day is in the
 * address (`?date=`) so the desk can bookmark it; none, or not a date, is today at the hospital.
 */
export function OpdListScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : hospitalToday();
  const day = useApi<DeskDay>('/bookings/', { query: { date }, authenticated: true });
  const sessions = day.data?.date === date ? day.data.sessions : [];

  return (
    <>
      <div className="adm-toolbar opd-controls">
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(event) => {
            // A cleared picker keeps the day shown, not an empty address.
            if (DATE.test(event.target.value)) setParams({ date: event.target.value });
          }}
        />
        <button type="button" className="adm-button adm-button--secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <ListState
        loading={day.isLoading}
        error={
          day.error && !isSessionExpired(day.error) ? describeError(day.error, 'Failed to load the OPD list.') : null
        }
        empty={sessions.length === 0}
        emptyText="No OPD sessions on this day."
        loadingText="Loading the OPD list..."
        onRetry={() => void day.mutate()}
      >
        {sessions.map((session) => (
          <SessionTable key={`${session.doctor.id}-${session.start}`} session={session} date={date} />
        ))}
      </ListState>
    </>
  );
}
