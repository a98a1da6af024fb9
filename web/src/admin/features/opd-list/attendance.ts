import { useState } from 'react';
import { api, ApiError, type AttendanceMark, type BookingStatus, type DeskBooking } from '../../../lib/api';
import { isSessionExpired } from '../../components/server-errors';

/** A booking's state in the desk's words. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  arrived: 'Arrived',
  no_show: 'No-show',
  seen: 'Seen',
  cancelled: 'Cancelled',
};

/** The desk's three marks, as its buttons say them; `booked` undoes a mark. */
export const MARKS: readonly { mark: Exclude<AttendanceMark, 'booked'>; label: string }[] = [
  { mark: 'arrived', label: 'Arrived' },
  { mark: 'no_show', label: 'No-show' },
  { mark: 'seen', label: 'Seen' },
];

/** A refused mark in the desk's words (null when the session expired: its dialog says so). */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return 'Could not save the mark.';
  if (error.isNetworkError) return 'Could not reach the server. Check the connection and try again.';
  if (isSessionExpired(error)) return null;
  return error.firstFieldError('attendance') ?? error.describe('Could not save the mark.');
}

/**
 * One booking's row state: the booking as last answered, the mark being sent, and a refusal kept
 * beside the row (a 409 for a booking the patient cancelled meanwhile), not lost in a banner.
 */
export function useAttendance(initial: DeskBooking) {
  const [booking, setBooking] = useState(initial);
  const [sending, setSending] = useState<AttendanceMark | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function mark(attendance: AttendanceMark): Promise<void> {
    setError(null);
    setSending(attendance);
    try {
      setBooking(await api.patch<DeskBooking>(`/bookings/${booking.id}/`, { attendance }, { authenticated: true }));
    } catch (caught) {
      setError(refusal(caught));
    } finally {
      setSending(null);
    }
  }

  return { booking, sending, error, mark };
}
