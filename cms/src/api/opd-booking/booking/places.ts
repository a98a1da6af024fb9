import type { Core } from '@strapi/strapi';

/**
 * The places of OPD session dates (issue 41, "no double booking, ever"). A plain table, not a
 * content type: its primary key (doctor, date, start, token) is the guarantee, enforced by the
 * database itself on SQLite and Postgres and across CMS instances, so a token is held by one
 * booking at most; tokens are taken from 1 to the session's places only, so a session never holds
 * more bookings than its places. A place is taken, and freed, in the transaction that writes its
 * booking.
 */
export const SESSION_PLACES_TABLE = 'opd_session_places';

/** Knex's transaction, as Strapi's connection takes it (Strapi's transaction callback types `trx` as `any`). */
export type KnexTransaction = Parameters<ReturnType<Core.Strapi['db']['connection']['raw']>['transacting']>[0];

/** One date of one session of a doctor: `start` tells a doctor's two sessions of a day apart. */
export interface SessionKey {
  doctorId: number;
  date: string;
  start: string;
}

/** The advisory locks' class (Postgres): any number no other lock of this database uses. */
const PLACES_LOCK_CLASS = 41_041;

const keyColumns = ({ doctorId, date, start }: SessionKey) => ({ doctor_id: doctorId, date, start });

/** Creates the table on first start; a second instance starting at once finds it made. */
export async function ensureSessionPlacesTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(SESSION_PLACES_TABLE)) return;
  try {
    await knex.schema.createTable(SESSION_PLACES_TABLE, (table) => {
      table.integer('doctor_id').notNullable();
      table.string('date', 10).notNullable();
      table.string('start', 5).notNullable();
      table.integer('token').notNullable();
      table.string('reference', 20).notNullable();
      table.bigInteger('taken_at').notNullable();
      table.primary(['doctor_id', 'date', 'start', 'token']);
    });
  } catch (error) {
    if (!(await knex.schema.hasTable(SESSION_PLACES_TABLE))) throw error;
  }
}

/** True for the database refusing a second row with the same primary key (Postgres 23505, SQLite's constraint). */
export function isTakenPlace(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT';
}

/**
 * Takes the lowest free token of the session date, 1 to `places`, for `reference`, inside `trx`;
 * null when every one is taken. On Postgres the bookers of one session date queue on a
 * transaction-scoped advisory lock, so they take tokens in turn rather than all reaching for the
 * same one and retrying; SQLite runs one write transaction at a time. The primary key stays the
 * guarantee either way: the caller retries its transaction on a taken place (`isTakenPlace`).
 */
export async function takePlace(
  strapi: Core.Strapi,
  trx: KnexTransaction,
  key: SessionKey,
  places: number,
  reference: string,
): Promise<number | null> {
  const knex = strapi.db.connection;
  if (strapi.db.config.connection.client === 'postgres') {
    await knex
      .raw('select pg_advisory_xact_lock(?, hashtext(?))', [
        PLACES_LOCK_CLASS,
        `${key.doctorId}|${key.date}|${key.start}`,
      ])
      .transacting(trx);
  }
  const rows = await knex(SESSION_PLACES_TABLE)
    .transacting(trx)
    .where(keyColumns(key))
    .select<Array<{ token: number | string }>>('token');
  const taken = new Set(rows.map((row) => Number(row.token)));
  let token = 1;
  while (taken.has(token)) token += 1;
  if (token > places) return null;
  await knex(SESSION_PLACES_TABLE)
    .transacting(trx)
    .insert({ ...keyColumns(key), token, reference, taken_at: Date.now() });
  return token;
}

/**
 * Whether every place of the session date is taken, read without a lock: a full session is refused
 * before a transaction queues for it (most bookers of a popular session, once it has filled). A
 * place freed just after is taken by the next booker; a false answer only lets the transaction decide.
 */
export async function looksFull(strapi: Core.Strapi, key: SessionKey, places: number): Promise<boolean> {
  const row = await strapi.db
    .connection(SESSION_PLACES_TABLE)
    .where(keyColumns(key))
    .count<Array<{ taken: number | string }>>({ taken: '*' })
    .first();
  return Number(row?.taken ?? 0) >= places;
}

/** Frees a booking's place inside `trx`; false when it was not held (freed already by a cancel or a move). */
export async function freePlace(
  strapi: Core.Strapi,
  trx: KnexTransaction,
  key: SessionKey,
  token: number,
  reference: string,
): Promise<boolean> {
  const deleted = await strapi.db
    .connection(SESSION_PLACES_TABLE)
    .transacting(trx)
    .where({ ...keyColumns(key), token, reference })
    .delete();
  return Number(deleted) === 1;
}

/** How many places are taken on each session date of a doctor from `from` to `to`, by `date start`. */
export async function takenPlaces(
  strapi: Core.Strapi,
  doctorId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await strapi.db
    .connection(SESSION_PLACES_TABLE)
    .where({ doctor_id: doctorId })
    .whereBetween('date', [from, to])
    .groupBy('date', 'start')
    .select('date', 'start')
    .count<Array<{ date: string; start: string; taken: number | string }>>({ taken: '*' });
  return new Map(rows.map((row) => [`${row.date} ${row.start}`, Number(row.taken)]));
}
