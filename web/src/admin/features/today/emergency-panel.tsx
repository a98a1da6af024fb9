import { useState, type FormEvent } from 'react';
import { EMERGENCY_STATES, TODAY_NOTE_MAX, type EmergencyState, type TodayDeskItem } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { TextField } from '../../components/fields';
import { Panel } from '../../components/panel';
import type { TodayDesk } from './use-today-desk';

const LABELS: Record<EmergencyState, string> = {
  normal: 'Normal',
  busy: 'Busy',
  diverting: 'Diverting ambulances',
};

/** The emergency department's state: a choice and a short note, then Set (it replaces the current one). */
export function EmergencyPanel({ desk, current }: { desk: TodayDesk; current: TodayDeskItem | undefined }) {
  const [state, setState] = useState<EmergencyState>(current?.emergency ?? 'normal');
  const [note, setNote] = useState('');
  const tooLong = note.trim().length > TODAY_NOTE_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooLong) return;
    if (await desk.set({ kind: 'emergency', emergency: state, note: note.trim() || undefined }, 'Emergency department'))
      setNote('');
  }

  return (
    <Panel title="Emergency department">
      <form className="adm-form" onSubmit={submit} noValidate aria-label="Emergency department state">
        <fieldset className="adm-field today-states">
          <legend className="adm-field__label">State now</legend>
          {EMERGENCY_STATES.map((value) => (
            <label key={value} className="today-state">
              <input
                type="radio"
                name="emergency"
                value={value}
                checked={state === value}
                onChange={() => setState(value)}
              />{' '}
              {LABELS[value]}
            </label>
          ))}
        </fieldset>
        <TextField
          label="Note for patients (optional)"
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          hint={`At most ${TODAY_NOTE_MAX} characters, e.g. "Expect a wait for non-urgent cases".`}
          error={tooLong ? `Ensure this field has no more than ${TODAY_NOTE_MAX} characters.` : undefined}
        />
        <div className="adm-form__actions">
          <BusyButton busy={desk.sending} busyLabel="Saving..." disabled={tooLong}>
            Set emergency state
          </BusyButton>
        </div>
      </form>
    </Panel>
  );
}
