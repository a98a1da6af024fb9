import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, type ContactRequest } from '../../../lib/api';
import { describeError } from '../../components/server-errors';
import { openReport } from './open-report';

/**
 * What an estimate or a visa request adds in the desk's row: the procedure and its report, the
 * passport details (the number masked, shown whole only when an admin asks for it, from
 * GET /contact-requests/{id}/).
 */
export function RequestSpecifics({ request }: { request: ContactRequest }) {
  const [passport, setPassport] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const who = request.reference ?? request.name;

  async function run(action: () => Promise<void>, fallback: string) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(describeError(error, fallback));
    }
  }

  return (
    <>
      {request.procedure && <span className="adm-desk-name">{request.procedure}</span>}
      {request.department && <span>Department: {request.department}</span>}
      {request.type === 'estimate' && (
        <Link
          to={`/admin/estimates?request=${request.id}`}
          className="adm-button adm-button--secondary adm-button--small"
        >
          Make the estimate<span className="sr-only"> for {who}</span>
        </Link>
      )}
      {request.report_url && (
        <button
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          onClick={() =>
            void run(
              () => openReport(request.report_url!, request.reference ?? `request-${request.id}`),
              'The report could not be opened.',
            )
          }
        >
          Open report<span className="sr-only"> of {who}</span>
        </button>
      )}
      {request.passport_name && <span className="adm-desk-name">Passport: {request.passport_name}</span>}
      {request.passport_no && (
        <span>
          No. <span className="adm-desk-passport">{passport ?? request.passport_no}</span>{' '}
          {passport === null && (
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              aria-label={`Show the passport number of ${who}`}
              onClick={() =>
                void run(async () => {
                  const opened = await api.get<ContactRequest>(`/contact-requests/${request.id}/`, {
                    authenticated: true,
                  });
                  setPassport(opened.passport_no);
                }, 'The passport number could not be loaded.')
              }
            >
              Show
            </button>
          )}
        </span>
      )}
      {request.nationality && <span>{request.nationality}</span>}
      {request.attendants !== null && request.type === 'visa' && (
        <span>
          {request.attendants === 0
            ? 'No attendants'
            : `${request.attendants} attendant${request.attendants > 1 ? 's' : ''}`}
        </span>
      )}
      {problem && (
        <span role="alert" className="adm-desk-note">
          {problem}
        </span>
      )}
    </>
  );
}
