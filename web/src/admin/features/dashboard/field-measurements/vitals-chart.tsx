import { VITAL_THRESHOLDS, type VitalMetric, type VitalsSummaryRow } from '../../../../lib/api';
import { RATING_LABELS, formatThreshold, formatValue, rate } from './ratings';

const WIDTH = 640;
const LABEL_WIDTH = 170;
const VALUE_WIDTH = 190;
const ROW_HEIGHT = 30;
const TOP = 22;
const PLOT = WIDTH - LABEL_WIDTH - VALUE_WIDTH;

export interface VitalsChartProps {
  metric: VitalMetric;
  rows: VitalsSummaryRow[];
}

/**
 * One metric's 75th percentiles as horizontal bars, one per route, over Google's bands (good,
 * needs improvement, poor) with the two thresholds marked. Each bar is followed by its value, its
 * band in words and its sample count. Drawn for the eye only: the table beside it carries the
 * same figures for screen readers.
 */
export function VitalsChart({ metric, rows }: VitalsChartProps) {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  // Room past the poor threshold, and for the slowest route.
  const max = Math.max(poor * 1.25, ...rows.map((row) => row.p75 * 1.05));
  const x = (value: number) => LABEL_WIDTH + (Math.min(value, max) / max) * PLOT;
  const height = TOP + rows.length * ROW_HEIGHT + 6;
  // Google's three bands, each from where the one before it ends.
  const bands = [
    ['good', 0, good],
    ['needs-improvement', good, poor],
    ['poor', poor, max],
  ] as const;
  return (
    <svg
      className="adm-vitals-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      aria-hidden="true"
      focusable="false"
      data-metric={metric}
    >
      {bands.map(([band, from, to]) => (
        <rect
          key={band}
          className={`adm-vitals-band adm-vitals-band--${band}`}
          x={x(from)}
          y={TOP - 4}
          width={x(to) - x(from)}
          height={height - TOP}
        />
      ))}
      {[good, poor].map((threshold) => (
        <g key={threshold} className="adm-vitals-threshold">
          <line x1={x(threshold)} x2={x(threshold)} y1={TOP - 4} y2={height} />
          <text x={x(threshold)} y={TOP - 8} textAnchor="middle">
            {formatThreshold(metric, threshold)}
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const rating = rate(metric, row.p75);
        const y = TOP + index * ROW_HEIGHT;
        const end = x(row.p75);
        return (
          <g key={row.route} className={`adm-vitals-row adm-vitals-row--${rating}`} data-route={row.route}>
            <text className="adm-vitals-route" x={LABEL_WIDTH - 8} y={y + ROW_HEIGHT / 2 + 4} textAnchor="end">
              {row.route}
            </text>
            <rect
              className="adm-vitals-bar"
              x={x(0)}
              y={y + 5}
              width={Math.max(2, end - x(0))}
              height={ROW_HEIGHT - 10}
              rx={3}
            />
            <text className="adm-vitals-value" x={LABEL_WIDTH + PLOT + 8} y={y + ROW_HEIGHT / 2 + 4}>
              {`${formatValue(metric, row.p75)} · ${RATING_LABELS[rating]} · ${row.samples}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
