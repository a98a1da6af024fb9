import { stringify } from 'csv-stringify/sync';
import type { ContactRequestShape } from '../../../legacy/shapes';

const COLUMNS: Array<[keyof ContactRequestShape, string]> = [
  ['reference', 'Reference'],
  ['created_at', 'Received'],
  ['status', 'Status'],
  ['overdue', 'Overdue'],
  ['name', 'Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['message', 'Message'],
  ['note', 'Note'],
  ['handled_by', 'Handled by'],
  ['handled_at', 'Handled at'],
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
];

/**
 * A cell a spreadsheet would run as a formula (a patient can type `=HYPERLINK(...)` as their
 * name) is kept as text with a leading apostrophe (OWASP's advice for CSV injection).
 */
function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'name' in value) return safeCell(value.name);
  const text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The desk's list as CSV (RFC 4180, with a BOM so spreadsheet programs read UTF-8 names). */
export function contactRequestsCsv(rows: ContactRequestShape[]): string {
  const records = rows.map((row) => COLUMNS.map(([key]) => safeCell(row[key])));
  return stringify(records, {
    header: true,
    columns: COLUMNS.map(([, label]) => label),
    bom: true,
    record_delimiter: 'windows',
  });
}
