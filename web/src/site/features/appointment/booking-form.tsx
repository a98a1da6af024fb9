import type { Ref } from 'react';
import { Form, Link } from 'react-router-dom';
import { DeclaredField } from '../../components/patient-form/declared-field';
import { RequestFormEnd, useTextWith } from '../../components/patient-form/patient-request';
import { fieldOf, type RequestKind } from '../../components/patient-form/request-kind';
import { SentOutcome } from '../../components/patient-form/sent-outcome';
import { useRequestOutcome } from '../../components/patient-form/use-request-outcome';
import type { BookedVisitShown } from '../../components/patient-form/request-desk';
import { BookedVisit } from '../../components/booked-visit/booked-visit';
import { BOOKING_DAYS_AHEAD, readAbha, useApi, type BookableSession, type Doctor } from '../../../lib/api';
import { clockTime, longDate } from '../../../lib/hospital-date';
import { useIntlLocale, useText } from '../../../lib/i18n';
import { useEnhanced } from '../../../lib/use-enhanced';
import type { SessionDate } from './appointment-dates';
import { PATIENT_NAME, PATIENT_PHONE } from './appointment-form';

/** A session date as the form sends it: `2026-12-01 10:00`, split again for the CMS. */
const SESSION = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A booking of a place in one of a doctor's OPD sessions (issue 41): the session date, who is
 * coming, and, if they have one, their ABHA id. Taken by the CMS at once (`POST /bookings/`), which
 * answers the token and the reporting window.
 */
export const OPD_BOOKING: RequestKind = {
  path: '/appointment',
  endpoint: '/bookings/',
  fields: [
    { name: 'doctor', label: 'requests.appointment.title', control: 'hidden', numeric: true },
    {
      name: 'session',
      label: 'requests.booking.session',
      control: 'select',
      required: true,
      check: (value) => (SESSION.test(value) ? null : { code: 'invalid_choice' }),
    },
    PATIENT_NAME,
    PATIENT_PHONE,
    {
      name: 'abha',
      label: 'requests.booking.abha',
      hint: 'requests.booking.abhaHint',
      control: 'text',
      maxLength: 64,
      // Sealed at rest like a passport number, and so never written back into a page either.
      notEchoed: true,
      check: (value) => (readAbha(value) ? null : { code: 'invalid_abha' }),
    },
  ],
  bodyOf: ({ session, ...body }) => {
    const [, date, hour, minute] = SESSION.exec(String(session)) ?? [];
    return { ...body, date: date ?? '', start: `${hour}:${minute}` };
  },
};

const field = (name: string) => fieldOf(OPD_BOOKING, name);

/** A session's state as the CMS counts it now: read in the browser only (each booking changes it). */
function useSessionsLeft(doctor: Doctor): Map<string, BookableSession> {
  const enhanced = useEnhanced();
  const { data } = useApi(enhanced ? '/opd-sessions/' : null, { query: { doctor: doctor.id } });
  const sessions = Array.isArray(data) ? data : [];
  return new Map(sessions.map((session) => [`${session.date} ${session.start}`, session]));
}

function useSessionWords() {
  const text = useText();
  const locale = useIntlLocale();
  return (date: string, session: { start: string; end: string; branch: string }) =>
    text('requests.booking.sessionOption', {
      date: longDate(date, locale),
      start: clockTime(session.start, locale),
      end: clockTime(session.end, locale),
      branch: session.branch,
    });
}

/** After a full or closed session was refused: the doctor's sessions still open, to choose from. */
function NextOpen({ next }: { next: readonly BookableSession[] }) {
  const text = useText();
  const words = useSessionWords();
  if (next.length === 0) return <p>{text('requests.booking.noneOpen', { days: BOOKING_DAYS_AHEAD })}</p>;
  return (
    <>
      <p>{text('requests.booking.nextOpen')}</p>
      <ul className="booking-form__next">
        {next.map((session) => (
          <li key={`${session.date} ${session.start}`}>
            {words(session.date, session)} ({text('requests.booking.left', { left: session.left })})
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The visit just booked: the token, when to report, and how to find it again. Drawn from the
 * receipt alone, so it shows even when the doctors' list did not load (the CMS gone since).
 */
export function BookingReceipt({ visit, outcomeRef }: { visit: BookedVisitShown; outcomeRef?: Ref<HTMLDivElement> }) {
  const text = useText();
  const textWith = useTextWith();
  const manage = `/booking?ref=${encodeURIComponent(visit.reference)}`;
  return (
    <SentOutcome ref={outcomeRef} text={text('requests.booking.booked')} referenceClassName="booking__reference">
      <BookedVisit visit={visit} />
      <p>
        {/* Without the hospital's SMS gateway nothing is sent: the page is the patient's only copy. */}
        {textWith(visit.messaged ? 'requests.booking.messaged' : 'requests.booking.keep', {
          link: <Link to={manage}>{text('requests.booking.managePage')}</Link>,
        })}
      </p>
    </SentOutcome>
  );
}

/**
 * The booking form for one doctor: the dates of their sessions booked online, each confirmed at
 * once with a token. Served, every date is offered and a full one is refused with the dates still
 * open; once the script runs, full and closed dates are marked and cannot be chosen.
 */
export function BookingForm({ doctor, dates }: { doctor: Doctor; dates: readonly SessionDate[] }) {
  const text = useText();
  const words = useSessionWords();
  const left = useSessionsLeft(doctor);
  const { outcome, submitting, errors, problem, receipt, typed, formRef, outcomeRef } = useRequestOutcome({
    offline: 'requests.networkProblem',
    refused: 'requests.notSentOrCall',
  });

  if (receipt?.visit) return <BookingReceipt visit={receipt.visit} outcomeRef={outcomeRef} />;

  // The CMS names a refused session by its parts; the patient chose it as one.
  const sessionErrors = [...(errors.session ?? []), ...(errors.date ?? []), ...(errors.start ?? [])];
  const declared = (name: string) => (
    <DeclaredField field={field(name)} errors={errors[name]} defaultValue={typed(name)} />
  );
  return (
    <Form
      ref={formRef}
      className="patient-form"
      method="post"
      noValidate
      aria-label={text('requests.booking.formLabel', { name: doctor.name })}
    >
      <DeclaredField field={field('doctor')} defaultValue={String(doctor.id)} />
      {errors.doctor && <p className="patient-form__problem">{errors.doctor.join(' ')}</p>}
      <DeclaredField
        field={field('session')}
        errors={sessionErrors.length > 0 ? sessionErrors : undefined}
        defaultValue={typed('session')}
        hint={text('requests.booking.sessionHint', { name: doctor.name, days: BOOKING_DAYS_AHEAD })}
      >
        <option value="">{text('requests.booking.chooseSession')}</option>
        {dates.map(({ value, date, session }) => {
          const now = left.get(value);
          const shut = now?.closed === true;
          const full = now !== undefined && now.left === 0;
          const state = shut
            ? text('requests.booking.closed')
            : full
              ? text('requests.booking.full')
              : now
                ? text('requests.booking.left', { left: now.left })
                : undefined;
          return (
            <option key={value} value={value} disabled={shut || full}>
              {words(date, session)}
              {state ? ` (${state})` : ''}
            </option>
          );
        })}
      </DeclaredField>
      <div className="patient-form__row">
        {declared('name')}
        {declared('phone')}
      </div>
      {declared('abha')}
      <RequestFormEnd
        submitting={submitting}
        problem={problem}
        refused={errors}
        submitText={text('requests.booking.submit')}
        outcomeRef={outcomeRef}
      />
      {outcome?.next && <NextOpen next={outcome.next} />}
    </Form>
  );
}
