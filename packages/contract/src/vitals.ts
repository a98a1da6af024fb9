/**
 * Field measurements (issue 25): what the site's visitors' browsers report with the `web-vitals`
 * library, and what the admin dashboard reads back. Both sides read these limits and texts.
 */
import { SITE_PAGE_PATTERNS } from './pages';

/** The metrics stored; anything else a browser may measure (FCP, FID) is refused. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** web-vitals' own ratings (accepted when sent, never trusted: the summary rates the 75th percentile itself). */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or below `good` is good, above `poor` is poor,
 * between them needs improvement. Milliseconds, except CLS (unitless).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest value a real visit can report: a page that took longer than a minute to paint or
 * answer, or a shift score past 10, is a broken measurement or a forged one, not a visit to keep.
 */
export const VITAL_MAX_VALUE: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };

/** One beacon carries one page view's metrics: one value per metric, so four at most. */
export const VITALS_MAX_ENTRIES = VITAL_METRICS.length;
/** A beacon of eight entries is under 1 KB; anything past this is not one. */
export const VITALS_MAX_BODY_BYTES = 4096;
/**
 * A route pattern, never an address: `/`, `/doctors`, `/department/:id`, `/:name`, `/*`. Letters,
 * digits, `-`, `_`, `/`, `:` and `*` only (no `?`, `#`, `.`, `%` or `=`, so no query string or
 * encoded personal data fits), at most 80 characters.
 */
export const VITAL_ROUTE_PATTERN = /^\/[A-Za-z0-9_:*/-]{0,79}$/;

/**
 * The site's public route patterns (the page table, pages.ts): the only routes a measurement may
 * name, so no one can store figures under a route of their own invention
 * (`/HACKED-call-0000-000000`) for the admin dashboard to show.
 */
export const SITE_ROUTE_PATTERNS: readonly string[] = SITE_PAGE_PATTERNS;

/** How long measurements are kept, and the most rows kept whatever their age. */
export const VITALS_RETENTION_DAYS = 28;
export const VITALS_MAX_ROWS = 100_000;
/** The summary's two windows, in days. */
export const VITALS_WINDOWS = [7, 28] as const;

/** One measurement, as POST /vitals/ takes it (alone or in a list of at most VITALS_MAX_ENTRIES). */
export interface VitalMeasurement {
  name: VitalMetric;
  /** Milliseconds, or the CLS score. */
  value: number;
  route: string;
  /** Optional; checked when sent, not stored. */
  rating?: VitalRating;
  /** web-vitals' id of the metric instance (optional; checked when sent, not stored). */
  id?: string;
}

/** One route and metric over one window. */
export interface VitalsSummaryRow {
  route: string;
  metric: VitalMetric;
  /** The 75th percentile (nearest rank) of the window's values; milliseconds, or the CLS score. */
  p75: number;
  samples: number;
}

/** GET /vitals/summary/ (admins). Rows sorted by route, then metric in VITAL_METRICS order. */
export interface VitalsSummary {
  last_7_days: VitalsSummaryRow[];
  last_28_days: VitalsSummaryRow[];
  retention_days: number;
}

export const VITALS_MESSAGES = {
  notAMeasurement: 'Send a measurement {name, value, route} or a list of them.',
  empty: 'Send at least one measurement.',
  tooMany: (max: number) => `Send at most ${max} measurements at once.`,
  unknownMetric: (n: number) => `Measurement ${n}: name must be one of ${VITAL_METRICS.join(', ')}.`,
  badValue: (n: number, metric: string, max: number) =>
    `Measurement ${n}: value must be a number from 0 to ${max} for ${metric}.`,
  badRoute: (n: number) =>
    `Measurement ${n}: route must be a route pattern such as /doctors or /department/:id (no query string).`,
  unknownRoute: (n: number) => `Measurement ${n}: route must be one of the site's pages, such as /doctors.`,
  repeatedMetric: (n: number, metric: string) =>
    `Measurement ${n}: ${metric} is already in this beacon; send one value per metric.`,
  badRating: (n: number) => `Measurement ${n}: rating must be one of ${VITAL_RATINGS.join(', ')}.`,
  badId: (n: number) => `Measurement ${n}: id must be a short text of letters, digits and dashes.`,
  notJson: 'The measurements must be JSON.',
  tooLarge: (max: number) => `A beacon is at most ${max} bytes.`,
} as const;
