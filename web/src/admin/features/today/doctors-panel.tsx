import { useState, type FormEvent } from 'react';
import { LATE_MINUTES, useApi, type Doctor } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { DataTable } from '../../components/data-table';
import { SelectField, TextField } from '../../components/fields';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { hospitalToday } from '../../../lib/hospital-date';
import { sessionsOn } from './today-words';
import type { TodayDesk } from './use-today-desk';

const MINUTES = [15, 30, 45, 60, 90, 120, 180, LATE_MINUTES.max];

type Open = { doctor: number; form: 'leave' | 'late' } | null;

/** "On leave…": from and to, today unless changed; then Save. */
function LeaveForm({ doctor, desk, onDone }: { doctor: Doctor; desk: TodayDesk; onDone: () => void }) {
  const [from, setFrom] = useState(hospitalToday());
  const [to, setTo] = useState(hospitalToday());
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await desk.set({ kind: 'leave', doctor: doctor.id, from, to }, `${doctor.name} on leave`)) onDone();
  }
  return (
    <form className="adm-form__row today-inline" onSubmit={submit} aria-label={`${doctor.name} on leave`}>
      <TextField label="First day" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label="Last day" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <BusyButton small busy={desk.sending} busyLabel="Saving...">
        Save leave
      </BusyButton>
      <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

/** "Running late…": which session today and how late; then Save. */
function LateForm({ doctor, desk, onDone }: { doctor: Doctor; desk: TodayDesk; onDone: () => void }) {
  const today = hospitalToday();
  const sessions = sessionsOn(doctor, today);
  const [start, setStart] = useState(sessions[0]?.start ?? '');
  const [minutes, setMinutes] = useState('30');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const said = `${doctor.name} running ${minutes} min late`;
    if (
      await desk.set(
        { kind: 'late', doctor: doctor.id, date: today, session_start: start, minutes: Number(minutes) },
        said,
      )
    )
      onDone();
  }
  return (
    <form className="adm-form__row today-inline" onSubmit={submit} aria-label={`${doctor.name} running late`}>
      <SelectField
        label="Session"
        value={start}
        onChange={(event) => setStart(event.target.value)}
        options={sessions.map((session) => ({
          value: session.start,
          label: `${session.start}–${session.end}, ${session.branch}`,
        }))}
      />
      <SelectField
        label="How late"
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        options={MINUTES.map((value) => ({ value: String(value), label: `${value} minutes` }))}
      />
      <BusyButton small busy={desk.sending} busyLabel="Saving...">
        Save
      </BusyButton>
      <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

/** One row a doctor: today's sessions, and the three words the desk gives most, each in two clicks. */
export function DoctorsPanel({ desk }: { desk: TodayDesk }) {
  const doctors = useApi('/doctors/', { authenticated: true });
  const [open, setOpen] = useState<Open>(null);
  const today = hospitalToday();
  const list = Array.isArray(doctors.data) ? doctors.data : (doctors.data?.results ?? []);
  return (
    <Panel title="Doctors today">
      <ListState
        loading={!doctors.data && !doctors.error}
        error={doctors.error ? doctors.error.describe('Could not load the doctors.') : null}
        empty={list.length === 0}
        emptyText="No doctors yet."
        onRetry={() => void doctors.mutate()}
      >
        <DataTable caption="Doctors today" columns={['Doctor', 'OPD today']} actions>
          {list.map((doctor) => {
            const sessions = sessionsOn(doctor, today);
            const close = () => setOpen(null);
            return (
              <tr key={doctor.id}>
                <td>{doctor.name}</td>
                <td>{sessions.length > 0 ? sessions.map((s) => `${s.start}–${s.end}`).join(', ') : 'No OPD today'}</td>
                <td>
                  {open?.doctor === doctor.id && open.form === 'leave' ? (
                    <LeaveForm doctor={doctor} desk={desk} onDone={close} />
                  ) : open?.doctor === doctor.id && open.form === 'late' ? (
                    <LateForm doctor={doctor} desk={desk} onDone={close} />
                  ) : (
                    <div className="today-actions">
                      <button
                        type="button"
                        className="adm-button adm-button--secondary adm-button--small"
                        aria-label={`${doctor.name}: on leave…`}
                        onClick={() => setOpen({ doctor: doctor.id, form: 'leave' })}
                      >
                        On leave…
                      </button>
                      <button
                        type="button"
                        className="adm-button adm-button--secondary adm-button--small"
                        aria-label={`${doctor.name}: running late…`}
                        disabled={sessions.length === 0}
                        onClick={() => setOpen({ doctor: doctor.id, form: 'late' })}
                      >
                        Running late…
                      </button>
                      <BusyButton
                        type="button"
                        small
                        variant="ghost-danger"
                        busy={false}
                        disabled={sessions.length === 0 || desk.sending}
                        aria-label={`${doctor.name}: OPD closed today`}
                        onClick={() =>
                          void desk.set(
                            { kind: 'closed', doctor: doctor.id, date: today },
                            `${doctor.name}'s OPD closed today`,
                          )
                        }
                      >
                        Closed today
                      </BusyButton>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </ListState>
    </Panel>
  );
}
