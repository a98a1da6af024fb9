import { CALL_OUTCOMES, type CallLogEntry, type CallOutcome } from '../../../lib/api';
import { formatMoment } from '../../components/format';

const OUTCOME_LABELS: Record<CallOutcome, string> = {
  reached: 'Spoke to the patient',
  no_answer: 'No answer',
  call_back: 'Asked to call back',
  wrong_number: 'Wrong number',
};

export const OUTCOME_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...CALL_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABELS[outcome] })),
];

const loggedAt = (iso: string | null): string => formatMoment(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** One entry's outcome and words, for the row's summary. */
export function entrySummary(entry: CallLogEntry): string {
  return [entry.outcome ? OUTCOME_LABELS[entry.outcome] : null, entry.text].filter(Boolean).join(': ');
}

/** The desk's calls to a patient, oldest first: who, when, how it went, what was said. */
export function CallLog({ entries }: { entries: readonly CallLogEntry[] }) {
  if (entries.length === 0) return <p className="adm-muted">No calls logged yet.</p>;
  return (
    <ol className="adm-desk-log" aria-label="Call log">
      {entries.map((entry, index) => (
        // Entries are only ever appended: their place in the log is their identity.
        <li key={index}>
          <span className="adm-desk-log__who">
            {entry.by ?? 'Unknown'}
            {entry.at && <time dateTime={entry.at}>, {loggedAt(entry.at)}</time>}
          </span>
          {entry.outcome && <span className="adm-badge">{OUTCOME_LABELS[entry.outcome]}</span>}
          {entry.text && <span className="adm-desk-note">{entry.text}</span>}
        </li>
      ))}
    </ol>
  );
}
