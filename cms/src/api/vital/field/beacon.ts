import type { Context } from 'koa';
import {
  MESSAGES,
  SITE_ROUTE_PATTERNS,
  VITAL_MAX_VALUE,
  VITAL_METRICS,
  VITAL_RATINGS,
  VITAL_ROUTE_PATTERN,
  VITALS_MAX_BODY_BYTES,
  VITALS_MAX_ENTRIES,
  VITALS_MESSAGES,
  type VitalMeasurement,
  type VitalMetric,
} from '@hospital/contract';
import { detailError, fieldErrors } from '../../../legacy/errors';

/** web-vitals' ids look like `v5-1732581234567-8347162534981`: short, letters, digits and dashes. */
const METRIC_ID = /^[A-Za-z0-9-]{1,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMetric = (value: unknown): value is VitalMetric =>
  typeof value === 'string' && (VITAL_METRICS as readonly string[]).includes(value);

/**
 * The beacon's JSON. `navigator.sendBeacon` with a string sends `text/plain`, with a JSON Blob
 * `application/json`: both are read (strapi::body parsed the second, and left the first a string).
 */
function beaconJson(ctx: Context): unknown {
  const declared = Number(ctx.get('Content-Length') || 0);
  const body: unknown = ctx.request.body;
  const size = typeof body === 'string' ? Buffer.byteLength(body) : JSON.stringify(body ?? null).length;
  if (declared > VITALS_MAX_BODY_BYTES || size > VITALS_MAX_BODY_BYTES)
    throw detailError(413, VITALS_MESSAGES.tooLarge(VITALS_MAX_BODY_BYTES));
  // By the declared type, not ctx.is(): that answers null for an empty body, whatever its type.
  const type = ctx.request.type;
  if (type === 'application/json') return body;
  if (type === 'text/plain' || type === '') {
    if (typeof body !== 'string') throw fieldErrors({ non_field_errors: [VITALS_MESSAGES.notJson] });
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw fieldErrors({ non_field_errors: [VITALS_MESSAGES.notJson] });
    }
  }
  throw detailError(415, MESSAGES.unsupportedMediaType(ctx.get('Content-Type')));
}

/** The problems of the `n`th measurement (1 = the first), in words a developer can act on. */
function problemsOf(entry: unknown, n: number): string[] {
  if (!isRecord(entry)) return [`Measurement ${n}: ${VITALS_MESSAGES.notAMeasurement}`];
  const problems: string[] = [];
  const { name, value, route, rating, id } = entry;
  if (!isMetric(name)) problems.push(VITALS_MESSAGES.unknownMetric(n));
  else if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_MAX_VALUE[name])
    problems.push(VITALS_MESSAGES.badValue(n, name, VITAL_MAX_VALUE[name]));
  if (typeof route !== 'string' || !VITAL_ROUTE_PATTERN.test(route)) problems.push(VITALS_MESSAGES.badRoute(n));
  else if (!SITE_ROUTE_PATTERNS.includes(route)) problems.push(VITALS_MESSAGES.unknownRoute(n));
  if (rating !== undefined && !(VITAL_RATINGS as readonly unknown[]).includes(rating))
    problems.push(VITALS_MESSAGES.badRating(n));
  if (id !== undefined && (typeof id !== 'string' || !METRIC_ID.test(id))) problems.push(VITALS_MESSAGES.badId(n));
  return problems;
}

/** One value per metric per beacon: a page view has one LCP, one INP, ... (the site's queue keeps the last). */
function repeatedMetrics(entries: readonly unknown[]): string[] {
  const seen = new Set<VitalMetric>();
  return entries.flatMap((entry, index) => {
    const name = isRecord(entry) ? entry.name : undefined;
    if (!isMetric(name)) return [];
    if (seen.has(name)) return [VITALS_MESSAGES.repeatedMetric(index + 1, name)];
    seen.add(name);
    return [];
  });
}

/**
 * One measurement `{name, value, route, rating?, id?}` or a list of at most VITALS_MAX_ENTRIES.
 * All or nothing: one bad entry refuses the beacon (400, every problem named), so a forged list
 * cannot slip its good half in. Other fields web-vitals has (delta, entries...) are ignored, never stored.
 */
export function readBeacon(ctx: Context): VitalMeasurement[] {
  const json = beaconJson(ctx);
  const entries: unknown[] | null = Array.isArray(json) ? json : isRecord(json) ? [json] : null;
  if (entries === null) throw fieldErrors({ non_field_errors: [VITALS_MESSAGES.notAMeasurement] });
  if (entries.length === 0) throw fieldErrors({ non_field_errors: [VITALS_MESSAGES.empty] });
  if (entries.length > VITALS_MAX_ENTRIES)
    throw fieldErrors({ non_field_errors: [VITALS_MESSAGES.tooMany(VITALS_MAX_ENTRIES)] });
  const problems = [...entries.flatMap((entry, index) => problemsOf(entry, index + 1)), ...repeatedMetrics(entries)];
  if (problems.length > 0) throw fieldErrors({ non_field_errors: problems });
  return (entries as Array<Record<string, unknown>>).map((entry) => ({
    name: entry.name as VitalMetric,
    value: entry.value as number,
    route: entry.route as string,
  }));
}
