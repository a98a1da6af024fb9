import type { Core } from '@strapi/strapi';
import { recordByPatientKey } from '../../../legacy/patient-key';
import type { FormReader } from '../../../legacy/validation';
import { BOOKING_UID, type BookingRecord } from './record';
import { typedReference } from './reference';

/** The booking of a reference and its phone, or the one 404 (legacy/patient-key.ts). */
export const patientsBooking = (strapi: Core.Strapi, form: FormReader): Promise<BookingRecord> =>
  recordByPatientKey<BookingRecord>(strapi, form, {
    uid: BOOKING_UID,
    storedReference: typedReference,
    populate: ['doctor'],
  });
