import { useState, type FormEvent } from 'react';
import { REVISION_REASON_MAX, type CostEstimate } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { DataTable } from '../../components/data-table';
import { TextAreaField } from '../../components/fields';
import { formatDate } from '../../components/format';
import { Panel } from '../../components/panel';
import { AmountsFields, formFields } from './amounts-fields';
import { breakdown, rupees } from '../../components/estimate-words';
import { isOverdue, revisionClock } from '../../components/revision-clock';
import type { EstimatesDesk } from './use-estimates-desk';

/** One estimate: its first amounts, each revision with its clock and "Family informed", and the revise form. */
export function EstimateCard({ estimate, desk, now }: { estimate: CostEstimate; desk: EstimatesDesk; now: Date }) {
  const [revising, setRevising] = useState(false);
  const latest = estimate.revisions.at(-1) ?? estimate;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await desk.revise(estimate, formFields(event.currentTarget))) setRevising(false);
  }

  return (
    <Panel
      level={3}
      title={`${estimate.reference} · ${estimate.name} · ${estimate.procedure}`}
      actions={
        <button
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          onClick={() => setRevising(!revising)}
        >
          {revising ? 'Cancel revision' : 'Revise'}
        </button>
      }
    >
      <p>
        <a href={`tel:${estimate.phone.replace(/[^\d+]/g, '')}`}>{estimate.phone}</a> · Estimate of{' '}
        {formatDate(estimate.created_at)}: <strong>{rupees(estimate.total)}</strong> ({breakdown(estimate.amounts)})
      </p>
      {estimate.revisions.length > 0 && (
        <DataTable
          caption={`Revisions of ${estimate.reference}`}
          columns={['#', 'Revised', 'Total', 'Reason', 'Family told', '']}
        >
          {estimate.revisions.map((revision) => (
            <tr key={revision.id} className={isOverdue(revision, now) ? 'adm-row--overdue' : undefined}>
              <td>{revision.number}</td>
              <td>
                {formatDate(revision.revised_at)} by {revision.revised_by}
              </td>
              <td>
                {rupees(revision.total)}
                <br />
                <small>{breakdown(revision.amounts)}</small>
              </td>
              <td>{revision.reason}</td>
              <td>
                <strong>{revisionClock(revision, now)}</strong>
                {revision.family_informed_at && (
                  <>
                    <br />
                    <small>
                      {formatDate(revision.family_informed_at)} by {revision.family_informed_by}
                    </small>
                  </>
                )}
              </td>
              <td>
                {!revision.family_informed_at && (
                  <BusyButton
                    type="button"
                    small
                    busy={desk.sending}
                    onClick={() => void desk.informed(revision.id)}
                    aria-label={`Family informed of revision ${revision.number} of ${estimate.reference}`}
                  >
                    Family informed
                  </BusyButton>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {revising && (
        <form
          className="adm-form"
          aria-label={`Revise ${estimate.reference}`}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <AmountsFields start={latest.amounts} />
          <TextAreaField
            label="Reason"
            name="reason"
            required
            maxLength={REVISION_REASON_MAX}
            hint="The family reads it with the new amounts"
          />
          <BusyButton busy={desk.sending} busyLabel="Saving...">
            Save revision
          </BusyButton>
        </form>
      )}
    </Panel>
  );
}
