import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { TextField } from '../../components/fields';
import { Panel } from '../../components/panel';
import { AmountsFields, formFields } from './amounts-fields';
import type { EstimatesDesk } from './use-estimates-desk';

/**
 * A new estimate: answering an estimate request (`request`, from the request's button: its
 * reference, name and phone are the request's unless typed here), or entered by the desk.
 */
export function NewEstimateForm({
  desk,
  request,
  onDone,
}: {
  desk: EstimatesDesk;
  request: number | null;
  onDone: () => void;
}) {
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const saved = await desk.create({ ...formFields(form), ...(request && { request }) });
    if (saved) {
      form.reset();
      onDone();
    }
  }
  return (
    <Panel title={request ? `New estimate for request #${request}` : 'New estimate'}>
      <form className="adm-form" aria-label="New estimate" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Patient's name"
          name="name"
          required={!request}
          hint={request ? "Leave empty to use the request's" : undefined}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          required={!request}
          hint={request ? "Leave empty to use the request's" : 'With the reference, the patient sees the estimate'}
        />
        <TextField label="Procedure or treatment" name="procedure" required />
        <AmountsFields />
        <BusyButton busy={desk.sending} busyLabel="Saving...">
          Save estimate
        </BusyButton>
      </form>
    </Panel>
  );
}
