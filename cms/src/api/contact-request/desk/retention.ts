import type { Core } from '@strapi/strapi';
import { removeReports } from './patient-reports';
import { deskSettings, type DeskSettings } from './settings';

/** Knex's transaction, as Strapi's connection takes it (Strapi's transaction callback types `trx` as `any`). */
type KnexTransaction = Parameters<ReturnType<Core.Strapi['db']['connection']['raw']>['transacting']>[0];

const UID = 'api::contact-request.contact-request';
/** The advisory lock's key: any number no other lock of this database uses (the start-up lock is another). */
const RETENTION_LOCK = 7_302_013;
const STORE = { type: 'core', name: 'contact-desk', key: 'retention-last-run' } as const;
/** Daily job: a run within this many hours of the last one (another instance's) is skipped. */
const MIN_HOURS_BETWEEN_RUNS = 20;

export type RetentionOutcome = { ran: true; deleted: number } | { ran: false; reason: 'locked' | 'already-ran' };

/**
 * Deletes closed requests sent more than `retentionDays` ago; open ones are kept whatever their age.
 * Several instances fire the same cron rule at once: on Postgres a transaction-scoped advisory lock
 * lets one of them in (the others skip at once, nothing waits), and the time of the last run, kept
 * in Strapi's store inside the same transaction, makes a late instance skip too. SQLite runs one
 * instance (the embedded default), so the store alone suffices there. A deleted request's report
 * file goes once the rows are gone (its passport number, sealed in the row, goes with the row).
 */
export async function deleteExpiredRequests(
  strapi: Core.Strapi,
  settings: DeskSettings = deskSettings(),
  now: Date = new Date(),
  options: { force?: boolean } = {},
): Promise<RetentionOutcome> {
  const reports: Array<string | null> = [];
  const outcome = await strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.config.connection.client === 'postgres') {
      const result = (await strapi.db.connection
        .raw('select pg_try_advisory_xact_lock(?) as locked', [RETENTION_LOCK])
        .transacting(trx as KnexTransaction)) as {
        rows: Array<{ locked: boolean }>;
      };
      if (!result.rows[0]?.locked) return { ran: false, reason: 'locked' } as const;
    }
    const lastRun = (await strapi.store.get(STORE)) as string | null;
    if (!options.force && lastRun && now.getTime() - new Date(lastRun).getTime() < MIN_HOURS_BETWEEN_RUNS * 3600_000) {
      return { ran: false, reason: 'already-ran' } as const;
    }
    const cutoff = new Date(now.getTime() - settings.retentionDays * 24 * 3600_000);
    const where = { status: 'closed', createdAt: { $lt: cutoff.toISOString() } };
    const expired = (await strapi.db.query(UID).findMany({ where, select: ['report_file'] })) as Array<{
      report_file: string | null;
    }>;
    reports.push(...expired.map((row) => row.report_file));
    const { count } = await strapi.db.query(UID).deleteMany({ where });
    await strapi.store.set({ ...STORE, value: now.toISOString() });
    return { ran: true, deleted: Number(count) } as const;
  });
  await removeReports(strapi, reports);
  return outcome;
}

/** Strapi's cron (config/server.ts enables it): every night at 03:30 server time. */
export function scheduleRetention(strapi: Core.Strapi): void {
  strapi.cron.add({
    contactRequestRetention: {
      options: { rule: '0 30 3 * * *' },
      task: async () => {
        try {
          const outcome = await deleteExpiredRequests(strapi);
          if (outcome.ran)
            strapi.log.info(
              `Contact requests: ${outcome.deleted} closed request(s) past ${deskSettings().retentionDays} days deleted.`,
            );
          else strapi.log.info(`Contact requests: retention skipped on this instance (${outcome.reason}).`);
        } catch (error) {
          strapi.log.error(
            `Contact requests: retention job failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      },
    },
  });
}
