import { useState, type FormEvent } from 'react';
import { api, CONTACT_STATUSES, type CallOutcome, type ContactRequest, type ContactStatus } from '../../../lib/api';
import { calendarDate } from '../../../lib/hospital-date';
import { REQUEST_TYPE_LABELS } from '../../../lib/request-types';
import { SelectField, TextAreaField } from '../../components/fields';
import { FormActions } from '../../components/form-actions';
import { InlineAlert } from '../../components/inline-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { CallLog, OUTCOME_OPTIONS } from './call-log';
import { telHref, whatsAppHref } from './phone-links';
import { STATUS_LABELS } from './queue-filters';

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const LOG_MAX_LENGTH = 2000;

interface UpdateRequestFormProps {
  request: ContactRequest;
  onCancel: () => void;
  onSaved: (saved: ContactRequest) => void;
}

/** Who the patient is and what they asked for, with one-tap call and WhatsApp. */
function RequestFacts({ request }: { request: ContactRequest }) {
  const tel = request.phone ? telHref(request.phone) : null;
  const whatsApp = request.phone ? whatsAppHref(request.phone) : null;
  return (
    <dl className="adm-desk-facts">
      <dt>Patient</dt>
      <dd className="adm-desk-lines">
        {/* Feedback may come with neither a name nor a number. */}
        <span>{request.name || 'No name given'}</span>
        {request.phone && (tel ? <a href={tel}>{request.phone}</a> : <span>{request.phone}</span>)}
        {whatsApp && (
          <a className="adm-desk-whatsapp" href={whatsApp} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        )}
      </dd>
      <dt>Request</dt>
      <dd>{REQUEST_TYPE_LABELS[request.type] ?? request.type}</dd>
      {request.doctor && (
        <>
          <dt>Doctor</dt>
          <dd>{request.doctor.name}</dd>
        </>
      )}
      {request.preferred_date && (
        <>
          <dt>Preferred date</dt>
          <dd>{calendarDate(request.preferred_date)}</dd>
        </>
      )}
      {request.department && (
        <>
          <dt>Department</dt>
          <dd>{request.department}</dd>
        </>
      )}
      <dt>Issue / symptoms</dt>
      <dd>{request.message || '—'}</dd>
    </dl>
  );
}

/**
 * A request's status and a new entry for its call log (how the call went, what was said). Earlier
 * entries are shown above and cannot be changed: the server appends, recording who and when.
 */
export function UpdateRequestForm({ request, onCancel, onSaved }: UpdateRequestFormProps) {
  const [status, setStatus] = useState<ContactStatus>(request.status);
  const [outcome, setOutcome] = useState<CallOutcome | ''>('');
  const [log, setLog] = useState('');
  const submit = useFormSubmit();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.start();
    const body = { status, ...(outcome ? { outcome } : {}), ...(log.trim() ? { log } : {}) };
    const saved = await submit.send(
      () => api.patch<ContactRequest>(`/contact-requests/${request.id}/`, body, { authenticated: true }),
      { fields: ['status', 'outcome', 'log'], fallback: 'Failed to save the request.' },
    );
    if (saved) onSaved(saved);
  }

  return (
    <form className="adm-form" onSubmit={save} noValidate>
      <InlineAlert notice={submit.notice} onDismiss={() => submit.setNotice(null)} />
      <RequestFacts request={request} />
      <h3 className="adm-desk-log-heading">Call log</h3>
      <CallLog entries={request.call_log} />
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as ContactStatus)}
        options={STATUS_OPTIONS}
        error={submit.fieldErrors.status}
        data-autofocus
      />
      <SelectField
        label="How did the call go?"
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as CallOutcome | '')}
        options={OUTCOME_OPTIONS}
        error={submit.fieldErrors.outcome}
      />
      <TextAreaField
        label="What was said"
        hint="Added to the call log with your name and the time; seen by the desk only, never by the patient."
        rows={3}
        maxLength={LOG_MAX_LENGTH}
        value={log}
        onChange={(event) => setLog(event.target.value)}
        error={submit.fieldErrors.log}
      />
      <FormActions sending={submit.sending} submitLabel="Save" onCancel={onCancel} />
    </form>
  );
}
