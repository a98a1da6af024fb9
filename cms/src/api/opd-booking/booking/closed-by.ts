import type { Core } from '@strapi/strapi';
import type { AffectedBooking } from '@hospital/contract';
import type { BookingsClosedBy } from '../../../legacy/today-shapes';
import { messagePatient } from '../messages/send';
import { BOOKING_UID, type BookingRecord } from './record';

/**
 * The bookings a leave or a closure the desk just set falls on (still booked, of that doctor or of
 * every doctor for a holiday, on those dates, of that session when one is named), in date, start
 * and token order: the desk calls each, and each patient is messaged that the hospital closed the
 * session (their booking page already says so).
 */
export async function bookingsClosedBy(
  strapi: Core.Strapi,
  { doctorId, from, to, start }: BookingsClosedBy,
): Promise<AffectedBooking[]> {
  const records = (await strapi.db.query(BOOKING_UID).findMany({
    where: {
      status: 'booked',
      date: { $gte: from, $lte: to },
      ...(doctorId !== null && { doctor_id: doctorId }),
      ...(start && { start }),
    },
    orderBy: [{ date: 'asc' }, { start: 'asc' }, { token: 'asc' }],
    populate: ['doctor'],
  })) as BookingRecord[];
  for (const record of records) messagePatient(strapi, 'closed', record);
  return records.map((record) => ({
    reference: record.reference,
    doctor: record.doctor?.name ?? '',
    date: record.date,
    start: record.start,
    token: Number(record.token),
    name: record.name,
    phone: record.phone,
  }));
}
