import { VITAL_THRESHOLDS, type VitalMetric } from '../../../../lib/api';

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Google's words for its three bands; shown beside every bar, so colour is never the only sign. */
export const RATING_LABELS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** Google's bands: at or under `good` is good, over `poor` is poor, in between needs improvement. */
export function rate(metric: VitalMetric, value: number): Rating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** What each metric measures, in the dashboard's words. */
export const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint (LCP)',
  INP: 'Interaction to Next Paint (INP)',
  CLS: 'Cumulative Layout Shift (CLS)',
  TTFB: 'Time to First Byte (TTFB)',
};

/** LCP and TTFB in seconds past one second, INP in milliseconds, CLS as its score. */
export function formatValue(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (metric !== 'INP' && value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

/** A threshold as Google writes it: 2.5 s, 200 ms, 0.1. */
export function formatThreshold(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return String(value);
  if (metric === 'INP') return `${value} ms`;
  return `${value / 1000} s`;
}

export function thresholdText(metric: VitalMetric): string {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return `Good ≤ ${formatThreshold(metric, good)}, poor > ${formatThreshold(metric, poor)}`;
}
