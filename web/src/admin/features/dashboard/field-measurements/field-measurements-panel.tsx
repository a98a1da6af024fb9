import { useId, useState } from 'react';
import {
  VITAL_METRICS,
  useApi,
  type VitalMetric,
  type VitalsSummary,
  type VitalsSummaryRow,
} from '../../../../lib/api';
import { ListState } from '../../../components/list-state';
import { Panel } from '../../../components/panel';
import { describeError, isSessionExpired } from '../../../components/server-errors';
import { METRIC_NAMES, RATING_LABELS, thresholdText } from './ratings';
import { VitalsChart } from './vitals-chart';
import { VitalsTable } from './vitals-table';

const WINDOWS = [
  { days: 7, key: 'last_7_days', label: 'Last 7 days' },
  { days: 28, key: 'last_28_days', label: 'Last 28 days' },
] as const;

/** One metric's chart, named by its caption (the metric and Google's thresholds). */
function MetricFigure({ metric, rows }: { metric: VitalMetric; rows: VitalsSummaryRow[] }) {
  const captionId = useId();
  return (
    <figure className="adm-vitals-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <strong>{METRIC_NAMES[metric]}</strong> <span className="adm-vitals-thresholds">{thresholdText(metric)}</span>
      </figcaption>
      <VitalsChart metric={metric} rows={rows} />
    </figure>
  );
}

/**
 * What visitors' browsers measured on the public pages (web-vitals, sent on page hide): the 75th
 * percentile per page and metric, over 7 or 28 days, against Google's thresholds.
 */
export function FieldMeasurementsPanel() {
  const summary = useApi<VitalsSummary>('/vitals/summary/', { authenticated: true });
  const [days, setDays] = useState<7 | 28>(28);
  const period = WINDOWS.find((w) => w.days === days) ?? WINDOWS[1];
  const rows = summary.data?.[period.key] ?? [];

  return (
    <Panel
      title="Real visits: page speed"
      actions={
        <div className="adm-vitals-windows" role="group" aria-label="Period">
          {WINDOWS.map((w) => (
            <button
              key={w.days}
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              aria-pressed={w.days === days}
              onClick={() => setDays(w.days)}
            >
              {w.label}
            </button>
          ))}
        </div>
      }
    >
      <p className="adm-vitals-intro">
        The 75th percentile of what visitors&apos; browsers measured on each public page: three visits in four were as
        fast or faster. Each bar reads value · rating · visits measured.
      </p>
      <ListState
        loading={summary.isLoading}
        error={
          summary.error && !isSessionExpired(summary.error)
            ? describeError(summary.error, 'Failed to load the page speed figures.')
            : null
        }
        empty={rows.length === 0}
        emptyText={`No visits measured in the ${period.label.toLowerCase()} yet. Figures appear as visitors browse the public pages.`}
        loadingText="Loading the page speed figures..."
        onRetry={() => void summary.mutate()}
      >
        <p className="adm-vitals-legend">
          {(['good', 'needs-improvement', 'poor'] as const).map((rating) => (
            <span key={rating} className={`adm-vitals-key adm-vitals-key--${rating}`}>
              {RATING_LABELS[rating]}
            </span>
          ))}
        </p>
        {VITAL_METRICS.map((metric) => {
          const metricRows = rows.filter((row) => row.metric === metric);
          if (metricRows.length === 0) return null;
          return <MetricFigure key={metric} metric={metric} rows={metricRows} />;
        })}
        <VitalsTable
          caption={`Page speed of real visits, ${period.label.toLowerCase()}, 75th percentile`}
          rows={rows}
        />
      </ListState>
    </Panel>
  );
}
