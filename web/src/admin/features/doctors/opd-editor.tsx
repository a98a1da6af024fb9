import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { MAX_SESSION_PLACES, WEEKDAYS, type OpdSession, type Weekday } from '../../../lib/api';
import { dayName } from '../../../lib/opd-hours';

/** A session row as typed: every part may still be empty (places empty: asked for by request, not booked online). */
export type OpdRow = { day: Weekday | ''; start: string; end: string; branch: string; places: string };

export const EMPTY_OPD_ROW: OpdRow = { day: '', start: '', end: '', branch: '', places: '' };

/** A row as sent: its places only when given, as typed. */
type SentRow = Omit<OpdRow, 'places'> & { places?: string };

/** The rows to send: empty rows dropped, the rest as typed (the CMS names any mistake by its place). */
export const opdToSend = (rows: readonly OpdRow[]): Array<OpdSession | SentRow> =>
  rows
    .filter((row) => row.day || row.start || row.end || row.branch.trim() || row.places.trim())
    .map(({ places, ...session }) => (places.trim() ? { ...session, places: places.trim() } : session));

interface OpdEditorProps {
  rows: readonly OpdRow[];
  onChange: (rows: OpdRow[]) => void;
  /** The CMS's messages for `opd`, one per problem, each naming its session. */
  error?: string;
  disabled?: boolean;
}

/** One part of a session row: its label over its input. */
function SessionInput({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      <span className="adm-field__label">{label}</span>
      <input className="adm-input" {...input} />
    </label>
  );
}

/** The doctor's weekly OPD sessions: one row each (day, start, end, branch), added and removed. */
export function OpdEditor({ rows, onChange, error, disabled }: OpdEditorProps) {
  const id = useId();
  const update = (index: number, change: Partial<OpdRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="adm-field" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="adm-field__label">OPD hours</legend>
      <p id={`${id}-hint`} className="adm-field__hint">
        One row per weekly session. Shown on the doctor&apos;s card and offered as days on the appointment request.
        Places (1 to {MAX_SESSION_PLACES}): how many patients can book each date of the session online; leave it empty
        to take requests as before.
      </p>
      {rows.map((row, index) => {
        const n = index + 1;
        /** A time or the branch of this session, as its field takes it. */
        const text = (part: 'start' | 'end' | 'branch' | 'places') => ({
          value: row[part],
          disabled,
          onChange: (event: ChangeEvent<HTMLInputElement>) => update(index, { [part]: event.target.value }),
        });
        return (
          <div className="adm-form__row" key={index} role="group" aria-label={`Session ${n}`}>
            <label>
              <span className="adm-field__label">Day</span>
              <select
                className="adm-input"
                value={row.day}
                disabled={disabled}
                onChange={(event) => update(index, { day: event.target.value as Weekday | '' })}
              >
                <option value="">Choose</option>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {dayName(day)}
                  </option>
                ))}
              </select>
            </label>
            <SessionInput label="Start" type="time" {...text('start')} />
            <SessionInput label="End" type="time" {...text('end')} />
            <SessionInput label="Branch" maxLength={80} {...text('branch')} />
            <SessionInput
              label="Places"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SESSION_PLACES}
              {...text('places')}
            />
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove<span className="sr-only"> session {n}</span>
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="adm-button adm-button--secondary"
        disabled={disabled}
        onClick={() => onChange([...rows, EMPTY_OPD_ROW])}
      >
        Add a session
      </button>
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
