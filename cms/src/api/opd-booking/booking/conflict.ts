import type { BookableSession, BookingConflict, BookingConflictCode, Refusal } from '@hospital/contract';
import { LegacyError } from '../../../legacy/errors';

/** A 409 of a booking (`BookingConflict`): the session or the booking cannot take the change. */
export function bookingConflict(
  code: BookingConflictCode,
  detail: string,
  next: BookableSession[] = [],
  figures: Pick<Refusal, 'max'> = {},
): LegacyError {
  const body: BookingConflict = { detail, code, codes: { non_field_errors: [{ code, ...figures }] }, next };
  return new LegacyError(409, { ...body });
}
