import { useState } from 'react';
import { api, ApiError, ESTIMATE_HEADS, headField, useApi, type CostEstimate } from '../../../lib/api';
import { failure, success, type Notice } from '../../components/inline-alert';
import { isSessionExpired } from '../../components/server-errors';
import { useSubmission } from '../../components/use-submission';

/** The fields a save may name: the first refused one is shown. */
const FIELDS = ['request', 'name', 'phone', 'procedure', ...ESTIMATE_HEADS.map(headField), 'reason'];

/** A refused save in the desk's words: the server's first field message, its detail, or the network. */
function refusal(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return 'Could not reach the server. Check the connection and try again.';
  if (isSessionExpired(error)) return null;
  return error.firstFieldError(...FIELDS, 'non_field_errors') ?? error.describe(fallback);
}

/** The estimates (GET /estimates/) and the desk's three writes: enter one, revise one, record "family informed". */
export function useEstimatesDesk() {
  const list = useApi('/estimates/', { authenticated: true });
  const { sending, run } = useSubmission();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function send(path: string, fields: Record<string, unknown>, said: string, fallback: string) {
    setNotice(null);
    const outcome = await run(() => api.post<CostEstimate>(path, fields, { authenticated: true }));
    if (outcome.ok) {
      setNotice(success(said.replace('{reference}', outcome.value.reference)));
      await list.mutate();
      return true;
    }
    const message = refusal(outcome.error, fallback);
    if (message) setNotice(failure(message));
    return false;
  }

  return {
    list,
    sending,
    notice,
    setNotice,
    create: (fields: Record<string, unknown>) =>
      send('/estimates/', fields, 'Estimate {reference} saved.', 'Could not save the estimate.'),
    revise: (estimate: CostEstimate, fields: Record<string, unknown>) =>
      send(
        `/estimates/${estimate.id}/revise/`,
        fields,
        'Revision of {reference} saved: tell the family within 24 hours, then record it.',
        'Could not save the revision.',
      ),
    informed: (revisionId: number) =>
      send(
        `/estimates/revisions/${revisionId}/informed/`,
        {},
        '{reference}: the family was told.',
        'Could not record it.',
      ),
  };
}

export type EstimatesDesk = ReturnType<typeof useEstimatesDesk>;
