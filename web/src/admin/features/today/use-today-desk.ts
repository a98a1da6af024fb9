import { useState } from 'react';
import { api, ApiError, type AffectedBooking, type TodayDeskItem } from '../../../lib/api';
import { failure, success, type Notice } from '../../components/inline-alert';
import { isSessionExpired } from '../../components/server-errors';
import { useSubmission } from '../../components/use-submission';
import { useApi } from '../../../lib/api';

/** The fields a save of the desk's may name: the first refused one is shown. */
const FIELDS = ['kind', 'doctor', 'date', 'from', 'to', 'session_start', 'minutes', 'emergency', 'note', 'expires_at'];

/** A refused save in the desk's words: the server's first field message, its detail, or the network. */
function refusal(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return 'Could not reach the server. Check the connection and try again.';
  if (isSessionExpired(error)) return null;
  return error.firstFieldError(...FIELDS, 'non_field_errors') ?? error.describe(fallback);
}

/** The current items (GET /today/desk/), and the desk's two writes: set one, remove one. */
export function useTodayDesk() {
  const list = useApi('/today/desk/', { authenticated: true });
  const { sending, run } = useSubmission();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  /** The bookings the last leave or closure fell on: the desk calls each patient. */
  const [toCall, setToCall] = useState<{ said: string; bookings: AffectedBooking[] } | null>(null);

  async function set(fields: Record<string, unknown>, said: string): Promise<boolean> {
    setNotice(null);
    const outcome = await run(() => api.post<TodayDeskItem>('/today/', fields, { authenticated: true }));
    if (outcome.ok) {
      setNotice(success(`${said}: the site shows it now.`));
      if (outcome.value.affected) setToCall({ said, bookings: outcome.value.affected });
      await list.mutate();
      return true;
    }
    const message = refusal(outcome.error, 'Could not save it.');
    if (message) setNotice(failure(message));
    return false;
  }

  async function remove(item: TodayDeskItem, said: string): Promise<void> {
    setNotice(null);
    setRemoving(item.id);
    const outcome = await run(() => api.delete(`/today/${item.id}/`, { authenticated: true }));
    setRemoving(null);
    if (outcome.ok) setNotice(success(`Removed: ${said}.`));
    else {
      const message = refusal(outcome.error, 'Could not remove it.');
      if (message) setNotice(failure(message));
    }
    await list.mutate();
  }

  return { list, sending, removing, notice, setNotice, set, remove, toCall };
}

export type TodayDesk = ReturnType<typeof useTodayDesk>;
