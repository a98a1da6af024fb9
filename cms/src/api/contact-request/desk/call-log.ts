import type { Core } from '@strapi/strapi';
import { CALL_OUTCOMES, MESSAGES, type CallLogEntry, type CallOutcome, type ContactStatus } from '@hospital/contract';
import { detailError, fieldErrors, notFound } from '../../../legacy/errors';
import type { FormReader } from '../../../legacy/validation';

const UID = 'api::contact-request.contact-request';
/** As long as the one note was: a call's summary, not a letter. */
const CALL_LOG_TEXT_MAX = 2000;
/** Bounds the row: a request called two hundred times is a case for a new request. */
const CALL_LOG_MAX_ENTRIES = 200;
/** Saves racing on one request are retried this often before the desk is told to try again. */
const SAVE_ATTEMPTS = 5;

/** What a request row holds for its log (the JSON column, and the note from before the log). */
export interface CallLogRecord {
  note: string | null;
  handled_by: string | null;
  handled_at: string | Date | null;
  call_log?: unknown;
}

export interface NewCallLogEntry {
  outcome: CallOutcome | null;
  text: string | null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The stored entries; anything malformed (the JSON edited in Strapi's panel) is left out rather than trusted. */
function storedEntries(value: unknown): CallLogEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      by: textOrNull(entry.by),
      at: textOrNull(entry.at),
      outcome: CALL_OUTCOMES.includes(entry.outcome as CallOutcome) ? (entry.outcome as CallOutcome) : null,
      text: textOrNull(entry.text),
    }))
    .filter((entry) => entry.outcome !== null || entry.text !== null);
}

/**
 * The log as the desk reads it, oldest first. A request saved before the log existed has its one
 * note as the first entry, under whoever saved the request then: copied into the log at the first
 * new entry, so it keeps that author when the new entry changes `handled_by`.
 */
export function callLog(record: CallLogRecord): CallLogEntry[] {
  const stored = storedEntries(record.call_log);
  if (stored.length > 0 || !record.note) return stored;
  return [
    {
      by: record.handled_by,
      at: record.handled_at ? new Date(record.handled_at).toISOString() : null,
      outcome: null,
      text: record.note,
    },
  ];
}

/**
 * The entry a PATCH asks to append: `log` (what was said; `note`, the field of the old form, is
 * read the same way so an old screen's save is appended too) and/or `outcome`. Null when neither.
 */
export function readNewEntry(form: FormReader, body: Record<string, unknown>): NewCallLogEntry | null {
  const field = 'log' in body ? 'log' : 'note';
  const text = form.text(field);
  if (text !== null && text.length > CALL_LOG_TEXT_MAX) form.fail(field, MESSAGES.maxLength(CALL_LOG_TEXT_MAX));
  const outcome = form.choice('outcome', { choices: CALL_OUTCOMES });
  return text === null && outcome === null ? null : { outcome, text };
}

export function wantsNewEntry(body: Record<string, unknown>): boolean {
  return ['log', 'note', 'outcome'].some((field) => field in body);
}

interface DeskSave {
  status?: ContactStatus | null;
  entry?: NewCallLogEntry | null;
  /** The admin's e-mail. */
  by: string | null;
}

/**
 * Saves a status and/or appends an entry, recording who handled the request and when. Appending is
 * a read and a write of the row's log: the write applies only if the row is still as it was read
 * (its `updatedAt`), else it is read again, so two desks saving at once both keep their entries.
 */
export async function saveDeskChange(strapi: Core.Strapi, id: number, change: DeskSave): Promise<void> {
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const row = (await strapi.db.query(UID).findOne({
      where: { id },
      select: ['id', 'note', 'handled_by', 'handled_at', 'call_log', 'updatedAt'],
    })) as (CallLogRecord & { updatedAt: string | Date }) | null;
    if (!row) throw notFound();
    const read = new Date(row.updatedAt).getTime();
    // Strictly later than what was read, so a save in the same millisecond cannot match the old row.
    const now = new Date(Math.max(Date.now(), read + 1));
    const data: Record<string, unknown> = { handled_by: change.by, handled_at: now, updatedAt: now };
    if (change.status) data.status = change.status;
    if (change.entry) {
      const log = callLog(row);
      if (log.length >= CALL_LOG_MAX_ENTRIES) {
        throw fieldErrors({ log: [MESSAGES.callLogFull(CALL_LOG_MAX_ENTRIES)] });
      }
      data.call_log = [...log, { by: change.by, at: now.toISOString(), ...change.entry } satisfies CallLogEntry];
    }
    const { count } = await strapi.db.query(UID).updateMany({ where: { id, updatedAt: row.updatedAt }, data });
    if (Number(count) === 1) return;
  }
  throw detailError(409, MESSAGES.callLogBusy);
}
