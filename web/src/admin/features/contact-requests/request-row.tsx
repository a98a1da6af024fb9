import type { ContactRequest } from '../../../lib/api';
import { calendarDate } from '../../../lib/hospital-date';
import { FEEDBACK_KIND_LABELS, REQUEST_TYPE_LABELS } from '../../../lib/request-types';
import { formatDate, formatMoment } from '../../components/format';
import { entrySummary } from './call-log';
import { telHref, whatsAppHref } from './phone-links';
import { STATUS_LABELS } from './queue-filters';
import { RequestSpecifics } from './request-specifics';

const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

export const QUEUE_COLUMNS = ['Reference', 'Received', 'Request', 'Patient', 'Issue / symptoms', 'Status', 'Handled'];

const received = (iso: string | null): string => formatMoment(iso, { dateStyle: 'short', timeStyle: 'short' });

/** The patient's name and the one-tap ways to reach them: a call, and WhatsApp. */
function PatientContact({ request }: { request: ContactRequest }) {
  const tel = request.phone ? telHref(request.phone) : null;
  const whatsApp = request.phone ? whatsAppHref(request.phone) : null;
  const who = request.name || request.phone;
  return (
    <>
      <span className="adm-desk-name">{request.name || 'No name given'}</span>
      {/* Feedback may be anonymous: no name, no number to call. */}
      {request.phone && (tel ? <a href={tel}>{request.phone}</a> : <span>{request.phone}</span>)}
      {whatsApp && (
        <a
          className="adm-desk-whatsapp"
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${who}`}
        >
          WhatsApp
        </a>
      )}
      {request.email && <a href={`mailto:${request.email}`}>{request.email}</a>}
      {(request.gender || request.age !== null) && (
        <span className="adm-muted">
          {[request.gender ? GENDER_LABELS[request.gender] : null, request.age !== null ? `${request.age} years` : null]
            .filter(Boolean)
            .join(', ')}
        </span>
      )}
    </>
  );
}

interface RequestRowProps {
  request: ContactRequest;
  /** Arrived since the desk last looked (arrivals.ts). */
  unseen: boolean;
  onUpdate: () => void;
}

/**
 * One request of the queue: a table row on a desk's screen, a card on a phone (contact-requests.css),
 * each part on its own line, the patient's name and number first on the card.
 */
export function RequestRow({ request, unseen, onUpdate }: RequestRowProps) {
  const lastCall = request.call_log.at(-1);
  const classes = ['adm-desk-row', request.overdue && 'adm-desk-row--overdue', unseen && 'adm-desk-row--unseen'].filter(
    Boolean,
  );
  return (
    <tr className={classes.join(' ')}>
      <td className="adm-desk-reference" data-label="Reference">
        {request.reference ?? '—'}
      </td>
      <td data-label="Received">
        {received(request.created_at)}
        {unseen && <span className="adm-badge adm-desk-unseen">Just arrived</span>}
      </td>
      <td className="adm-desk-lines" data-label="Request">
        <span className="adm-badge">{REQUEST_TYPE_LABELS[request.type] ?? request.type}</span>
        {request.doctor && <span className="adm-desk-name">{request.doctor.name}</span>}
        {request.preferred_date && <span>Preferred: {calendarDate(request.preferred_date)}</span>}
        {request.kind && <span className="adm-desk-name">{FEEDBACK_KIND_LABELS[request.kind]}</span>}
        <RequestSpecifics request={request} />
      </td>
      <td className="adm-desk-lines adm-desk-patient" data-label="Patient">
        <PatientContact request={request} />
      </td>
      <td className="adm-desk-message" data-label="Issue / symptoms">
        {request.message || '—'}
      </td>
      <td className="adm-desk-lines" data-label="Status">
        <span className={`adm-badge adm-desk-status adm-desk-status--${request.status}`}>
          {STATUS_LABELS[request.status]}
        </span>
        {request.overdue && <span className="adm-badge adm-desk-overdue">Overdue</span>}
      </td>
      <td className="adm-desk-lines" data-label="Handled">
        {request.handled_by ? (
          <span className="adm-muted">
            {request.handled_by}, {formatDate(request.handled_at)}
          </span>
        ) : (
          <span className="adm-muted">Not yet</span>
        )}
        {lastCall && <span className="adm-desk-note">{entrySummary(lastCall)}</span>}
        {request.call_log.length > 1 && <span className="adm-muted">{request.call_log.length} calls logged</span>}
      </td>
      <td className="adm-desk-actions">
        <button
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          aria-label={`Update ${request.reference ?? request.name}`}
          onClick={onUpdate}
        >
          Update
        </button>
      </td>
    </tr>
  );
}
