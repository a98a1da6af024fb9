import { VITAL_METRICS, type VitalsSummaryRow } from '../../../../lib/api';
import { METRIC_NAMES, RATING_LABELS, formatValue, rate, thresholdText } from './ratings';

export interface VitalsTableProps {
  caption: string;
  rows: VitalsSummaryRow[];
}

/** The charts' figures as a table: what a screen reader reads instead of the drawings. */
export function VitalsTable({ caption, rows }: VitalsTableProps) {
  return (
    <table className="adm-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Page</th>
          <th scope="col">75th percentile</th>
          <th scope="col">Rating</th>
          <th scope="col">Visits measured</th>
          <th scope="col">Thresholds</th>
        </tr>
      </thead>
      <tbody>
        {VITAL_METRICS.flatMap((metric) =>
          rows
            .filter((row) => row.metric === metric)
            .map((row) => (
              <tr key={`${metric} ${row.route}`}>
                <th scope="row">{METRIC_NAMES[metric]}</th>
                <td>{row.route}</td>
                <td>{formatValue(metric, row.p75)}</td>
                <td>{RATING_LABELS[rate(metric, row.p75)]}</td>
                <td>{row.samples}</td>
                <td>{thresholdText(metric)}</td>
              </tr>
            )),
        )}
      </tbody>
    </table>
  );
}
