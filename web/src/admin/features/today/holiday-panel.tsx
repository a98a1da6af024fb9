import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { TextField } from '../../components/fields';
import { Panel } from '../../components/panel';
import { hospitalToday } from '../../../lib/hospital-date';
import type { TodayDesk } from './use-today-desk';

/** A holiday: every OPD closed on a date, with its name as the note. */
export function HolidayPanel({ desk }: { desk: TodayDesk }) {
  const [date, setDate] = useState(hospitalToday());
  const [note, setNote] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await desk.set({ kind: 'closed', date, note: note.trim() || undefined }, 'Every OPD closed')) setNote('');
  }
  return (
    <Panel title="Holiday">
      <form className="adm-form" onSubmit={submit} noValidate aria-label="Close every OPD">
        <div className="adm-form__row">
          <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          <TextField
            label="Holiday (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            hint="Shown with it, e.g. Guru Nanak Jayanti."
          />
        </div>
        <div className="adm-form__actions">
          <BusyButton busy={desk.sending} busyLabel="Saving...">
            Close every OPD
          </BusyButton>
        </div>
      </form>
    </Panel>
  );
}
