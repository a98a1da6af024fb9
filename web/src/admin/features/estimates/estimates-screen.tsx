import { useSearchParams } from 'react-router-dom';
import { InlineAlert } from '../../components/inline-alert';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { EstimateCard } from './estimate-card';
import { NewEstimateForm } from './new-estimate-form';
import { useEstimatesDesk } from './use-estimates-desk';
import { useMinuteClock } from './use-minute-clock';

/**
 * /admin/estimates: the hospital's cost estimates, newest first, each revision with its 24-hour
 * clock (the Amendment: the family is told of a revision within 24 hours), a new estimate
 * (`?request=<id>` answers that estimate request), a revision and "Family informed" in one click.
 */
export function EstimatesScreen() {
  const desk = useEstimatesDesk();
  const now = useMinuteClock();
  const [params, setParams] = useSearchParams();
  const raw = params.get('request');
  const request = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const estimates = desk.list.data ?? [];
  return (
    <>
      <InlineAlert notice={desk.notice} onDismiss={() => desk.setNotice(null)} />
      <NewEstimateForm desk={desk} request={request} onDone={() => setParams({})} />
      <Panel title="Estimates">
        <ListState
          loading={desk.list.isLoading}
          error={
            desk.list.error && !isSessionExpired(desk.list.error)
              ? describeError(desk.list.error, 'Failed to load the estimates.')
              : null
          }
          empty={estimates.length === 0}
          emptyText="No estimates yet."
          loadingText="Loading estimates..."
          onRetry={() => void desk.list.mutate()}
        >
          {estimates.map((estimate) => (
            <EstimateCard key={estimate.id} estimate={estimate} desk={desk} now={now} />
          ))}
        </ListState>
      </Panel>
    </>
  );
}
