import type { Core } from '@strapi/strapi';
import { reportingWindow, type Language } from '@hospital/contract';
import { freePlace, isTakenPlace, looksFull, takePlace, type KnexTransaction } from './places';
import { BOOKING_UID, placeOf, type BookingRecord } from './record';
import { newBookingReference } from './reference';
import type { BookingDoctor, DatedSession } from './sessions';

/** Two instances reaching the same token at once (the key refuses one): the refused one tries again. */
const ATTEMPTS = 5;

/** The booking changed under this request (another tab cancelled or moved it): nothing was written. */
export class BookingChanged extends Error {}

async function inTransaction<T>(strapi: Core.Strapi, work: (trx: KnexTransaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await strapi.db.transaction(({ trx }) => work(trx as KnexTransaction));
    } catch (error) {
      if (!isTakenPlace(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The session's fields of a booking, with its token's reporting window. */
const sessionFields = (session: DatedSession, token: number) => {
  const window = reportingWindow(session, token);
  return {
    date: session.date,
    start: session.start,
    end: session.end,
    branch: session.branch,
    token,
    report_from: window.from,
    report_to: window.to,
  };
};

const findBooking = async (strapi: Core.Strapi, id: number): Promise<BookingRecord> =>
  (await strapi.db.query(BOOKING_UID).findOne({ where: { id }, populate: ['doctor'] })) as BookingRecord;

export interface NewBooking {
  doctor: BookingDoctor;
  session: DatedSession;
  name: string;
  phone: string;
  email: string | null;
  /** Plain: sealed on its way to the database (at-rest.ts). */
  abha: string | null;
  language: Language;
}

/** Takes the lowest free place of the session and stores its booking, in one transaction; null when full. */
export async function bookPlace(strapi: Core.Strapi, booking: NewBooking): Promise<BookingRecord | null> {
  if (await looksFull(strapi, booking.session, booking.session.places)) return null;
  const reference = newBookingReference();
  const id = await inTransaction(strapi, async (trx) => {
    const token = await takePlace(strapi, trx, booking.session, booking.session.places, reference);
    if (token === null) return null;
    const created = await strapi.documents(BOOKING_UID).create({
      data: {
        reference,
        doctor: booking.doctor.documentId,
        doctor_id: booking.doctor.id,
        ...sessionFields(booking.session, token),
        name: booking.name,
        phone: booking.phone,
        ...(booking.email !== null && { email: booking.email }),
        ...(booking.abha !== null && { abha: booking.abha }),
        status: 'booked',
        moves: 0,
        language: booking.language,
      },
    });
    return Number(created.id);
  });
  return id === null ? null : findBooking(strapi, id);
}

/**
 * Moves the booking to another session date of its doctor: frees its place and takes the lowest
 * free one there, in one transaction; null when that session is full (the booking is unchanged).
 * Throws BookingChanged when its place was freed meanwhile.
 */
export async function movePlace(
  strapi: Core.Strapi,
  record: BookingRecord,
  session: DatedSession,
): Promise<BookingRecord | null> {
  if (await looksFull(strapi, session, session.places)) return null;
  const moved = await inTransaction(strapi, async (trx) => {
    if (!(await freePlace(strapi, trx, placeOf(record), record.token, record.reference))) throw new BookingChanged();
    const token = await takePlace(strapi, trx, session, session.places, record.reference);
    if (token === null) {
      // Nothing of this transaction is kept: the old place is held again.
      throw new SessionFullOnMove();
    }
    await strapi.documents(BOOKING_UID).update({
      documentId: record.documentId,
      data: { ...sessionFields(session, token), moves: (record.moves ?? 0) + 1 },
    });
    return true;
  }).catch((error: unknown) => {
    if (error instanceof SessionFullOnMove) return false;
    throw error;
  });
  return moved ? findBooking(strapi, record.id) : null;
}

/** Rolls a move back when the new session is full. */
class SessionFullOnMove extends Error {}

/** Cancels the booking and frees its place at once, in one transaction. Throws BookingChanged when it was freed meanwhile. */
export async function cancelPlace(strapi: Core.Strapi, record: BookingRecord): Promise<BookingRecord> {
  await inTransaction(strapi, async (trx) => {
    if (!(await freePlace(strapi, trx, placeOf(record), record.token, record.reference))) throw new BookingChanged();
    await strapi.documents(BOOKING_UID).update({ documentId: record.documentId, data: { status: 'cancelled' } });
  });
  return findBooking(strapi, record.id);
}
