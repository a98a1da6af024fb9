import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { ATTENDANCE_MARKS, LANGUAGES, MAX_BOOKING_MOVES, MESSAGES, readAbha } from '@hospital/contract';
import { detailError, notFound } from '../../../legacy/errors';
import { openForm } from '../../../legacy/forms';
import { parseId, reply } from '../../../legacy/http';
import { addDays, hospitalToday } from '../../../utils/hospital-day';
import { DEFAULT_LANGUAGE } from '../../../legacy/localise';
import { sessionOver } from '../booking/calendar';
import { chosenSession } from '../booking/chosen-session';
import { deskDay, toDeskBooking } from '../booking/desk-day';
import { sessionClosure } from '../booking/closure';
import { bookingConflict } from '../booking/conflict';
import { messagePatient } from '../messages/send';
import { BookingChanged, bookPlace, cancelPlace, movePlace } from '../booking/hold';
import { patientsBooking } from '../booking/patient-key';
import { BOOKING_UID, placeOf, toBooking, type BookingRecord } from '../booking/record';
import {
  activeDoctor,
  bookableSessions,
  nextOpenSessions,
  type BookingDoctor,
  type DatedSession,
} from '../booking/sessions';

/** Booked, and its session not over: the only booking a patient can still move or cancel. */
function assertChangeable(record: BookingRecord, now: Date): void {
  if (record.status !== 'booked' || sessionOver(record, now))
    throw bookingConflict('booking_over', MESSAGES.bookingOver);
}

export default factories.createCoreController(BOOKING_UID, ({ strapi }) => {
  /** The booking's answer, with whether the hospital has since closed its session, and whether the patient is messaged. */
  const answer = async (ctx: Context, status: number, record: BookingRecord, messaged = false) => {
    const closed = await sessionClosure(strapi, { id: Number(record.doctor_id) }, record.date, record.start);
    ctx.set('Cache-Control', 'no-store');
    reply(ctx, status, { ...toBooking(record, closed !== null), ...(messaged && { messaged: true as const }) });
  };

  /** A closed session date cannot be booked or moved to: 409 with the next open dates. */
  const refuseClosed = async (doctor: BookingDoctor, session: DatedSession, now: Date) => {
    if (await sessionClosure(strapi, doctor, session.date, session.start)) {
      const next = await nextOpenSessions(strapi, doctor, session, now);
      throw bookingConflict('session_closed', MESSAGES.bookingSessionClosed, next);
    }
  };

  const refuseFull = async (doctor: BookingDoctor, session: DatedSession, now: Date) => {
    const next = await nextOpenSessions(strapi, doctor, session, now);
    return bookingConflict('session_full', MESSAGES.bookingSessionFull, next);
  };

  return {
    /**
     * GET /opd-sessions/?doctor=<id> (anyone): the doctor's bookable session dates with the places
     * left. Never cached: every booking changes them. An unknown or inactive doctor, or none, is a 404.
     */
    async sessions(ctx) {
      const raw: unknown = ctx.query.doctor;
      const doctor = typeof raw === 'string' ? await activeDoctor(strapi, raw) : undefined;
      if (!doctor) throw notFound();
      ctx.set('Cache-Control', 'no-store');
      reply(ctx, 200, await bookableSessions(strapi, doctor, new Date()));
    },

    /** Anyone (rate-limited per address): a place in a session date, its token and reporting window. */
    async create(ctx) {
      const now = new Date();
      const { form, body } = openForm(strapi, ctx, BOOKING_UID);
      const doctor = await activeDoctor(strapi, body.doctor);
      if (body.doctor === undefined || body.doctor === null || body.doctor === '')
        form.fail('doctor', MESSAGES.required, { code: 'required' });
      else if (!doctor) form.fail('doctor', MESSAGES.appointmentDoctorUnknown, { code: 'unknown_doctor' });
      const session = chosenSession(form, doctor, now);
      const name = form.text('name', { required: MESSAGES.required });
      const phone = form.phone('phone', { required: MESSAGES.required });
      const email = form.email('email');
      // Optional: its form is checked, never the national registry.
      const typedAbha = form.text('abha');
      const abha = typedAbha === null ? null : readAbha(typedAbha);
      if (typedAbha !== null && abha === null && !form.has('abha'))
        form.fail('abha', MESSAGES.abhaInvalid, { code: 'invalid_abha' });
      const language = form.choice('language', { choices: LANGUAGES, fallback: DEFAULT_LANGUAGE }) ?? DEFAULT_LANGUAGE;
      form.assertValid({ withCodes: true });
      // Checked above: a valid form has its doctor and session.
      if (!doctor || !session || name === null || phone === null) return;
      await refuseClosed(doctor, session, now);
      const record = await bookPlace(strapi, {
        doctor,
        session,
        name,
        phone,
        email,
        abha,
        language,
      });
      if (!record) throw await refuseFull(doctor, session, now);
      await answer(ctx, 201, record, messagePatient(strapi, 'booked', record));
    },

    /** Anyone (rate-limited): the booking of a reference and its phone, or the one 404. */
    async lookup(ctx) {
      const { form } = openForm(strapi, ctx, BOOKING_UID);
      await answer(ctx, 200, await patientsBooking(strapi, form));
    },

    /** Anyone (rate-limited): the booking moved to another open session date of its doctor. */
    async move(ctx) {
      const now = new Date();
      const { form } = openForm(strapi, ctx, BOOKING_UID);
      const record = await patientsBooking(strapi, form);
      assertChangeable(record, now);
      if ((record.moves ?? 0) >= MAX_BOOKING_MOVES)
        throw bookingConflict('moves_used', MESSAGES.bookingMovesUsed(MAX_BOOKING_MOVES), [], {
          max: MAX_BOOKING_MOVES,
        });
      const doctor = await activeDoctor(strapi, Number(record.doctor_id));
      if (!doctor) throw bookingConflict('booking_over', MESSAGES.bookingOver);
      const session = chosenSession(form, doctor, now);
      const held = placeOf(record);
      if (session && session.date === held.date && session.start === held.start)
        form.fail('start', MESSAGES.bookingSameSession, { code: 'same_session' });
      form.assertValid({ withCodes: true });
      if (!session) return;
      await refuseClosed(doctor, session, now);
      let moved: BookingRecord | null;
      try {
        moved = await movePlace(strapi, record, session);
      } catch (error) {
        if (error instanceof BookingChanged) throw bookingConflict('booking_over', MESSAGES.bookingOver);
        throw error;
      }
      if (!moved) throw await refuseFull(doctor, session, now);
      await answer(ctx, 200, moved, messagePatient(strapi, 'moved', moved));
    },

    /** Anyone (rate-limited): the booking cancelled, its place freed at once. */
    async cancel(ctx) {
      const { form } = openForm(strapi, ctx, BOOKING_UID);
      const record = await patientsBooking(strapi, form);
      assertChangeable(record, new Date());
      try {
        const cancelled = await cancelPlace(strapi, record);
        await answer(ctx, 200, cancelled, messagePatient(strapi, 'cancelled', cancelled));
      } catch (error) {
        if (error instanceof BookingChanged) throw bookingConflict('booking_over', MESSAGES.bookingOver);
        throw error;
      }
    },

    /** Admins only: the OPD list of `?date=` (today at the hospital without it). */
    async day(ctx) {
      const raw: unknown = ctx.query.date;
      const date = raw === undefined ? hospitalToday(new Date()) : typeof raw === 'string' ? raw : '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date)
        throw detailError(400, MESSAGES.invalidQuery('date'));
      reply(ctx, 200, await deskDay(strapi, date));
    },

    /** Admins only: `{attendance: arrived|no_show|seen|booked}`, the desk's mark on the day. */
    async attend(ctx) {
      const id = parseId(ctx);
      const record = (await strapi.db
        .query(BOOKING_UID)
        .findOne({ where: { id }, populate: ['doctor'] })) as BookingRecord | null;
      if (!record) throw notFound();
      const { form } = openForm(strapi, ctx, BOOKING_UID);
      const attendance = form.choice('attendance', { required: MESSAGES.required, choices: ATTENDANCE_MARKS });
      form.assertValid();
      // Checked above: a valid form has its mark.
      if (attendance === null) return;
      if (record.status === 'cancelled') throw detailError(409, MESSAGES.bookingCancelled);
      await strapi.documents(BOOKING_UID).update({ documentId: record.documentId, data: { status: attendance } });
      reply(ctx, 200, toDeskBooking({ ...record, status: attendance }));
    },
  };
});
