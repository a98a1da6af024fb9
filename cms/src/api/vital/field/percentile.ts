import { VITAL_METRICS, type VitalMetric, type VitalsSummaryRow } from '@hospital/contract';

export interface StoredMeasurement {
  route: string;
  metric: VitalMetric;
  value: number;
}

/**
 * The 75th percentile by nearest rank: the smallest value at least three quarters of the visits
 * reached or beat. It is always a value a visitor really had (no interpolation between two visits),
 * the way the Chrome UX Report reads its p75.
 */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) throw new Error('percentile75 of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** One row per route and metric present, sorted by route, then metric in VITAL_METRICS order. */
export function summaryRows(measurements: readonly StoredMeasurement[]): VitalsSummaryRow[] {
  const groups = new Map<string, { route: string; metric: VitalMetric; values: number[] }>();
  for (const { route, metric, value } of measurements) {
    const key = `${route}\n${metric}`;
    const group = groups.get(key) ?? { route, metric, values: [] };
    group.values.push(value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ route, metric, values }) => ({ route, metric, p75: percentile75(values), samples: values.length }))
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route, 'en') || VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric),
    );
}
