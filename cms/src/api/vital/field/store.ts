import type { Core } from '@strapi/strapi';
import {
  VITALS_MAX_ROWS,
  VITALS_RETENTION_DAYS,
  VITALS_WINDOWS,
  type VitalMeasurement,
  type VitalMetric,
  type VitalsSummary,
} from '@hospital/contract';
import { summaryRows, type StoredMeasurement } from './percentile';

/**
 * A plain table, not a content type: measurements are no editor's content (nothing for Strapi's
 * panel, its roles or the generated types), they are never in a public answer, and a write here
 * goes around the Document Service, so it never advances the public read cache's generation.
 * Strapi's schema sync leaves tables it never created alone.
 */
export const VITALS_TABLE = 'site_vitals';

const DAY_MS = 24 * 3600_000;
/** Rows written by one instance between two checks of the row cap. */
const TRIM_EVERY_ROWS = 500;

interface Row {
  route: string;
  metric: string;
  value: number | string;
  recorded_at: number | string;
}

/** Creates the table on first start (both databases); a second instance starting at once finds it made. */
export async function ensureVitalsTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(VITALS_TABLE)) return;
  try {
    await knex.schema.createTable(VITALS_TABLE, (table) => {
      table.increments('id');
      table.string('route', 80).notNullable();
      table.string('metric', 8).notNullable();
      table.double('value').notNullable();
      // Milliseconds since the epoch: compared the same way on SQLite and Postgres.
      table.bigInteger('recorded_at').notNullable().index(`${VITALS_TABLE}_recorded_at`);
    });
  } catch (error) {
    if (!(await knex.schema.hasTable(VITALS_TABLE))) throw error;
  }
}

let rowsSinceTrim = 0;

/** Stores a beacon's measurements: route, metric, value and the time, nothing else. */
export async function recordMeasurements(
  strapi: Core.Strapi,
  measurements: readonly VitalMeasurement[],
  now: Date,
): Promise<void> {
  const recordedAt = now.getTime();
  await strapi.db
    .connection(VITALS_TABLE)
    .insert(measurements.map(({ route, name, value }) => ({ route, metric: name, value, recorded_at: recordedAt })));
  rowsSinceTrim += measurements.length;
  if (rowsSinceTrim >= TRIM_EVERY_ROWS) {
    rowsSinceTrim = 0;
    // In the background: a visitor's beacon never waits for the table's upkeep.
    void trimVitals(strapi, now).catch((error: unknown) =>
      strapi.log.warn(`Field measurements: trimming failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

/**
 * Bounded retention: deletes measurements older than `retentionDays`, then the oldest past
 * `maxRows`. Running it twice (two instances) deletes nothing more, so no lock is needed.
 */
export async function trimVitals(
  strapi: Core.Strapi,
  now: Date,
  { retentionDays = VITALS_RETENTION_DAYS, maxRows = VITALS_MAX_ROWS } = {},
): Promise<{ expired: number; overCap: number }> {
  const knex = strapi.db.connection;
  const expired = await knex(VITALS_TABLE)
    .where('recorded_at', '<', now.getTime() - retentionDays * DAY_MS)
    .delete();
  const newestDropped = (await knex(VITALS_TABLE).select('id').orderBy('id', 'desc').offset(maxRows).first()) as
    { id: number } | undefined;
  const overCap = newestDropped ? await knex(VITALS_TABLE).where('id', '<=', newestDropped.id).delete() : 0;
  return { expired: Number(expired), overCap: Number(overCap) };
}

/** The 75th percentile per route and metric for each window, with its sample count. */
export async function summarise(strapi: Core.Strapi, now: Date): Promise<VitalsSummary> {
  const longest = Math.max(...VITALS_WINDOWS);
  const rows = (await strapi.db
    .connection(VITALS_TABLE)
    .select('route', 'metric', 'value', 'recorded_at')
    .where('recorded_at', '>=', now.getTime() - longest * DAY_MS)) as Row[];
  // Postgres answers a bigint as a string and SQLite a number: read both as numbers.
  const measured = rows.map((row) => ({
    route: row.route,
    metric: row.metric as VitalMetric,
    value: Number(row.value),
    at: Number(row.recorded_at),
  }));
  const within = (days: number): StoredMeasurement[] =>
    measured.filter((row) => row.at >= now.getTime() - days * DAY_MS);
  return {
    last_7_days: summaryRows(within(7)),
    last_28_days: summaryRows(within(28)),
    retention_days: VITALS_RETENTION_DAYS,
  };
}

/** Strapi's cron (config/server.ts enables it): hourly, so nothing outlives 28 days by more than an hour. */
export function scheduleVitalsRetention(strapi: Core.Strapi): void {
  strapi.cron.add({
    vitalsRetention: {
      options: { rule: '0 15 * * * *' },
      task: async () => {
        try {
          const { expired, overCap } = await trimVitals(strapi, new Date());
          if (expired + overCap > 0)
            strapi.log.info(
              `Field measurements: ${expired} past ${VITALS_RETENTION_DAYS} days and ${overCap} over the cap deleted.`,
            );
        } catch (error) {
          strapi.log.error(
            `Field measurements: retention failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      },
    },
  });
}
