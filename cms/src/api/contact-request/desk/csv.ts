import { stringify } from 'csv-stringify/sync';
import type { CallLogEntry, CallOutcome } from '@hospital/contract';
import type { ContactRequestShape } from '../../../legacy/shapes';
import { HOSPITAL_TIME_ZONE } from '../../../utils/hospital-day';

type Column = [keyof ContactRequestShape, string, kind?: 'time' | 'phone' | 'log'];

const COLUMNS: Column[] = [
  ['reference', 'Reference'],
  ['created_at', 'Received', 'time'],
  ['status', 'Status'],
  ['overdue', 'Overdue'],
  ['name', 'Name'],
  ['phone', 'Phone', 'phone'],
  ['email', 'Email'],
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['message', 'Message'],
  ['note', 'Note'],
  ['handled_by', 'Handled by'],
  ['handled_at', 'Handled at', 'time'],
  // Added with request types: after the old columns, so a sheet built on those still reads them.
  ['type', 'Type'],
  ['doctor', 'Doctor'],
  ['preferred_date', 'Preferred date'],
  // Estimates and visa letters. Never the passport number (it leaves the desk only to an admin who opens the request).
  ['procedure', 'Procedure'],
  ['department', 'Department'],
  ['passport_name', 'Name on passport'],
  ['nationality', 'Nationality'],
  ['attendants', 'Attendants'],
  // The language the patient wrote in, so the desk answers in it.
  ['language', 'Language'],
  // Every call, one a line in the cell.
  ['call_log', 'Call log', 'log'],
];

const OUTCOME_WORDS: Record<CallOutcome, string> = {
  reached: 'Spoke to the patient',
  no_answer: 'No answer',
  call_back: 'Asked to call back',
  wrong_number: 'Wrong number',
};

const HOSPITAL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: HOSPITAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the desk's wall clock read it: `2026-11-29 14:05` in Kolkata, whatever the server's zone. */
function hospitalTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(HOSPITAL_CLOCK.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** Digits of any script, spaces, `+`, dashes, brackets, dots: nothing a formula could be made of. */
const PHONE_SHAPED = /^[+\p{Nd}\s\-().]{1,40}$/u;
/** Characters a spreadsheet reads as the start of a formula (and the whitespace it skips before one). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Any cell a spreadsheet would run as a formula (a patient can type `=HYPERLINK(...)` as their
 * name) is kept as text with a leading apostrophe (OWASP's advice for CSV injection).
 */
function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A phone number as Excel and LibreOffice show it, neither as a formula (`+91 98300 12345` would
 * be one) nor as a number (`09830012345` would lose its zero): the formula `="+91 98300 12345"`,
 * whose value is that text. Only a number made of digits, spaces and `+-().` is written so, so no
 * formula but this quoted text can come of it; anything else is neutralised like any other cell.
 */
function phoneCell(phone: string): string {
  return PHONE_SHAPED.test(phone) ? `="${phone}"` : safeText(phone);
}

function logCell(log: CallLogEntry[]): string {
  return log
    .map((entry) =>
      [hospitalTime(entry.at), entry.by, entry.outcome ? OUTCOME_WORDS[entry.outcome] : null, entry.text]
        .filter(Boolean)
        .join(' · '),
    )
    .join('\n');
}

function cell(value: unknown, kind: Column[2]): string {
  if (value === null || value === undefined) return '';
  if (kind === 'time') return hospitalTime(String(value));
  if (kind === 'log') return safeText(logCell(value as CallLogEntry[]));
  if (typeof value === 'object' && 'name' in value) return cell(value.name, undefined);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = String(value);
  if (kind === 'phone') return text === '' ? '' : phoneCell(text);
  return safeText(text);
}

/**
 * The desk's list as CSV (RFC 4180), for Excel and LibreOffice: UTF-8 with a byte-order mark (else
 * Excel reads Bengali and Hindi names as Windows-1252), times in the hospital's zone.
 */
export function contactRequestsCsv(rows: ContactRequestShape[]): string {
  const records = rows.map((row) => COLUMNS.map(([key, , kind]) => cell(row[key], kind)));
  return stringify(records, {
    header: true,
    columns: COLUMNS.map(([, label]) => label),
    bom: true,
    record_delimiter: 'windows',
  });
}
