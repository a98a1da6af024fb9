import { Link } from 'react-router-dom';
import { useApi } from '../../../lib/api';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { rupees } from '../../components/estimate-words';
import { revisionClock } from '../../components/revision-clock';

/**
 * The dashboard's overdue revisions: each revised estimate whose family has not been told within
 * the Amendment's 24 hours, counted and listed, linking to the estimates screen.
 */
export function OverdueRevisionsPanel() {
  const overdue = useApi('/estimates/', { query: { overdue: 'true' }, authenticated: true });
  const now = new Date();
  const rows = (overdue.data ?? []).flatMap((estimate) =>
    estimate.revisions.filter((revision) => revision.overdue).map((revision) => ({ estimate, revision })),
  );
  return (
    <Panel
      title={`Overdue estimate revisions${overdue.data ? ` (${rows.length})` : ''}`}
      actions={
        <Link to="/admin/estimates" className="adm-text-link">
          Open the estimates
        </Link>
      }
    >
      <ListState
        loading={overdue.isLoading}
        error={
          overdue.error && !isSessionExpired(overdue.error)
            ? describeError(overdue.error, 'Failed to load the overdue revisions.')
            : null
        }
        empty={rows.length === 0}
        emptyText="No revision is overdue: every family was told within 24 hours."
        loadingText="Loading overdue revisions..."
        onRetry={() => void overdue.mutate()}
      >
        <ul className="adm-feed">
          {rows.map(({ estimate, revision }) => (
            <li key={revision.id} className="adm-feed__item">
              <Link to="/admin/estimates" className="adm-feed__title">
                {estimate.reference} · {estimate.name}
              </Link>
              <span className="adm-feed__what">
                Revision {revision.number}, {rupees(revision.total)}: {revisionClock(revision, now)}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </Panel>
  );
}
