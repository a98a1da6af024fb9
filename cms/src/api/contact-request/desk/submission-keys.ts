import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@hospital/contract';
import { detailError } from '../../../legacy/errors';

/**
 * Repeated submissions (issue 39, finding 10). The site server sends a no-JS form on with an
 * `Idempotency-Key` made from what the patient sent; when the CMS answered too late the first
 * time, the patient sends the form again and gets the first request's reference, and the desk
 * gets one request, not two. A plain table, not a content type (like the field measurements):
 * its primary key is the uniqueness guarantee, so of two repeats arriving together one stores the
 * request and the other waits for it. A key is kept a day.
 */
export const SUBMISSION_KEYS_TABLE = 'contact_request_submission_keys';

const DAY_MS = 24 * 3600_000;
const KEY = /^[A-Za-z0-9_-]{16,128}$/;
/** How long a repeat waits for the first request to be stored: the site server gives up after 10 s. */
const WAIT_MS = 9_000;
const POLL_MS = 100;

interface KeyRow {
  key: string;
  fingerprint: string;
  request_id: number | string | null;
}

/** What the controller does with a submission: store it (then settle or release), or answer the earlier one. */
export type Submission =
  { earlierId: number } | { earlierId?: undefined; settle(requestId: number): Promise<void>; release(): Promise<void> };

const UNKEYED: Submission = { settle: async () => undefined, release: async () => undefined };

/** Creates the table on first start; a second instance starting at once finds it made. */
export async function ensureSubmissionKeysTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(SUBMISSION_KEYS_TABLE)) return;
  try {
    await knex.schema.createTable(SUBMISSION_KEYS_TABLE, (table) => {
      table.string('key', 128).primary();
      table.string('fingerprint', 64).notNullable();
      table.integer('request_id').nullable();
      table.bigInteger('created_at').notNullable().index(`${SUBMISSION_KEYS_TABLE}_created_at`);
    });
  } catch (error) {
    if (!(await knex.schema.hasTable(SUBMISSION_KEYS_TABLE))) throw error;
  }
}

/**
 * Claims the request's key for this submission (`data`, the checked fields), or finds the request
 * an earlier submission with the same key stored. Without the header, every submission is new.
 * A key sent with different fields is refused (422): a key alone never shows anyone a request.
 */
export async function claimSubmission(strapi: Core.Strapi, ctx: Context, data: unknown): Promise<Submission> {
  const key = ctx.get('Idempotency-Key').trim();
  if (key === '') return UNKEYED;
  if (!KEY.test(key)) throw detailError(400, MESSAGES.badIdempotencyKey);
  const fingerprint = createHash('sha256').update(JSON.stringify(data)).digest('hex');
  const table = () => strapi.db.connection(SUBMISSION_KEYS_TABLE);
  await table()
    .where('created_at', '<', Date.now() - DAY_MS)
    .delete();

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await table().insert({ key, fingerprint, request_id: null, created_at: Date.now() });
      return {
        settle: async (requestId) => {
          await table().where({ key }).update({ request_id: requestId });
        },
        release: async () => {
          await table().where({ key }).delete();
        },
      };
    } catch (error) {
      const row = (await table().where({ key }).first()) as KeyRow | undefined;
      // Not a key taken before: the insert failed for another reason.
      if (!row) throw error;
      if (row.fingerprint !== fingerprint) throw detailError(422, MESSAGES.idempotencyKeyReused);
      if (row.request_id !== null) {
        const earlierId = Number(row.request_id);
        const stored = (await strapi.db
          .query('api::contact-request.contact-request')
          .findOne({ where: { id: earlierId } })) as unknown;
        if (stored) return { earlierId };
        // The desk deleted the request since: this submission is a new one.
        await table().where({ key }).delete();
        continue;
      }
    }
    // The first submission is still being stored: wait for it.
    if (Date.now() > deadline) throw detailError(409, MESSAGES.submissionInProgress);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
