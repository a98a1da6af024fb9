import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@hospital/contract';
import { notFound } from '../../../legacy/errors';
import type { FormReader } from '../../../legacy/validation';
import { bookingPhoneDigits } from './phone';
import { BOOKING_UID, type BookingRecord } from './record';
import { typedReference } from './reference';

const digest = (digits: string) => createHash('sha256').update(digits).digest();

/** Two numbers (bookingPhoneDigits) compared in constant time, by their digests (equal lengths whatever was typed). */
const sameNumber = (stored: string, typed: string): boolean => timingSafeEqual(digest(stored), digest(typed));

/** What an unknown reference is compared against, so that it costs what a wrong phone costs. */
const NO_NUMBER = '0000000000';

/**
 * The booking `reference` names if `phone` is the number it was made with; else the one 404 an
 * unknown reference also gets, after the same work (one read, one comparison): the answer never
 * tells a guessed reference from a wrong phone.
 */
export async function patientsBooking(strapi: Core.Strapi, form: FormReader): Promise<BookingRecord> {
  const typed = form.text('reference', { required: MESSAGES.required });
  const phone = form.phone('phone', { required: MESSAGES.required });
  form.assertValid({ withCodes: true });
  const record = (await strapi.db.query(BOOKING_UID).findOne({
    where: { reference: typedReference(typed ?? '') },
    populate: ['doctor'],
  })) as BookingRecord | null;
  const matches = sameNumber(record?.phone_digits ?? NO_NUMBER, bookingPhoneDigits(phone ?? ''));
  if (!record || !matches) throw notFound();
  return record;
}
