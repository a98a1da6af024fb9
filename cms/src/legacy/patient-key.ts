import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { MESSAGES, latinDigits } from '@hospital/contract';
import { notFound } from './errors';
import type { FormReader } from './validation';

/**
 * The number a patient's record is matched by: its digits in any script, without India's country
 * code or trunk zero, so "+91 98300 12345", "098300 12345" and "९८३००-१२३४५" are one number.
 */
export function patientPhoneDigits(phone: string): string {
  let digits = latinDigits(phone).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

const digest = (digits: string) => createHash('sha256').update(digits).digest();

/** Two numbers (patientPhoneDigits) compared in constant time, by their digests (equal lengths whatever was typed). */
const sameNumber = (stored: string, typed: string): boolean => timingSafeEqual(digest(stored), digest(typed));

/** What an unknown reference is compared against, so that it costs what a wrong phone costs. */
const NO_NUMBER = '0000000000';

export interface PatientKey {
  uid: UID.ContentType;
  /** The reference as typed, in its stored form (or as typed: then it matches nothing). */
  storedReference: (typed: string) => string;
  populate?: string[];
}

/**
 * The record `reference` names if `phone` is the number it was made with (a booking, an estimate);
 * else the one 404 an unknown reference also gets, after the same work (one read, one comparison):
 * the answer never tells a guessed reference from a wrong phone.
 */
export async function recordByPatientKey<T extends { phone_digits: string | null }>(
  strapi: Core.Strapi,
  form: FormReader,
  key: PatientKey,
): Promise<T> {
  const typed = form.text('reference', { required: MESSAGES.required });
  const phone = form.phone('phone', { required: MESSAGES.required });
  form.assertValid({ withCodes: true });
  const record = (await strapi.db.query(key.uid).findOne({
    where: { reference: key.storedReference(typed ?? '') },
    ...(key.populate && { populate: key.populate }),
  })) as T | null;
  const matches = sameNumber(record?.phone_digits ?? NO_NUMBER, patientPhoneDigits(phone ?? ''));
  if (!record || !matches) throw notFound();
  return record;
}
