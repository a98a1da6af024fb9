import { useState, type FormEvent } from 'react';
import { api, CONTACT_STATUSES, type ContactRequest, type ContactStatus } from '../../../lib/api';
import { SelectField, TextAreaField } from '../../components/fields';
import { FormActions } from '../../components/form-actions';
import { InlineAlert } from '../../components/inline-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { STATUS_LABELS } from './queue-filters';

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
export const NOTE_MAX_LENGTH = 2000;

interface UpdateRequestFormProps {
  request: ContactRequest;
  onCancel: () => void;
  onSaved: (saved: ContactRequest) => void;
}

/** A request's status and internal note; the server records who saved it and when. */
export function UpdateRequestForm({ request, onCancel, onSaved }: UpdateRequestFormProps) {
  const [status, setStatus] = useState<ContactStatus>(request.status);
  const [note, setNote] = useState(request.note ?? '');
  const submit = useFormSubmit();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.start();
    const saved = await submit.send(
      () => api.patch<ContactRequest>(`/contact-requests/${request.id}/`, { status, note }, { authenticated: true }),
      { fields: ['status', 'note'], fallback: 'Failed to save the request.' },
    );
    if (saved) onSaved(saved);
  }

  return (
    <form className="adm-form" onSubmit={save} noValidate>
      <InlineAlert notice={submit.notice} onDismiss={() => submit.setNotice(null)} />
      <dl className="adm-desk-facts">
        <dt>Patient</dt>
        <dd>
          {/* Feedback may come with neither a name nor a number. */}
          {request.name || 'No name given'}
          {request.phone && (
            <>
              {' · '}
              <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
            </>
          )}
        </dd>
        <dt>Issue / symptoms</dt>
        <dd>{request.message || '—'}</dd>
      </dl>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as ContactStatus)}
        options={STATUS_OPTIONS}
        error={submit.fieldErrors.status}
        data-autofocus
      />
      <TextAreaField
        label="Internal note"
        hint="Seen by the desk only, never by the patient."
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={submit.fieldErrors.note}
      />
      <FormActions sending={submit.sending} submitLabel="Save" onCancel={onCancel} />
    </form>
  );
}
