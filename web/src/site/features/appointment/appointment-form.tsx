import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTypedBeforeStart } from '../../components/served-form/typed-before-start';
import { PatientField } from '../../components/patient-form/patient-field';
import { useServedForm, type ServedFormState } from '../../components/served-form/served-form';
import {
  api,
  ApiError,
  type ContactRequest,
  type ContactRequestInput,
  type Doctor,
  type Gender,
} from '../../../lib/api';
import { longDate } from './appointment-dates';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const APPOINTMENT_PATH = '/appointment';
export const APPOINTMENT_SENT_TEXT = 'Your appointment request has been sent.';
export const APPOINTMENT_CONFIRM_TEXT = 'The desk will call you to confirm a time.';

interface Values {
  name: string;
  phone: string;
  age: string;
  gender: Gender | '';
  preferred_date: string;
  message: string;
}

const EMPTY: Values = { name: '', phone: '', age: '', gender: '', preferred_date: '', message: '' };
type Errors = Record<string, string[]>;

type Status =
  | { kind: 'idle'; errors: Errors; problem?: string }
  | { kind: 'submitting'; errors: Errors }
  | { kind: 'sent'; reference: string | null };

/** Where a form posted without JavaScript left off: its receipt, or the refusal with what was typed. */
function servedStart(served: ServedFormState | null): { values: Values; status: Status } {
  if (!served) return { values: EMPTY, status: { kind: 'idle', errors: {} } };
  if (served.receipt) return { values: EMPTY, status: { kind: 'sent', reference: served.receipt.reference } };
  const values = { ...EMPTY };
  for (const name of Object.keys(EMPTY) as (keyof Values)[]) {
    const typed = served.values[name];
    if (typeof typed === 'string') (values as Record<string, string>)[name] = typed;
  }
  return { values, status: { kind: 'idle', errors: served.errors, problem: served.message } };
}

function problemOf(error: unknown): { errors: Errors; problem?: string } {
  if (!(error instanceof ApiError)) return { errors: {}, problem: 'Your request could not be sent. Please try again.' };
  if (error.isNetworkError) {
    return {
      errors: {},
      problem: "We could not reach the hospital's server; please check your connection and try again.",
    };
  }
  if (error.status === 400) return { errors: error.fieldErrors };
  return { errors: {}, problem: error.describe('Your request could not be sent. Please try again, or call us.') };
}

/**
 * The appointment request for one doctor: who is asking, a preferred date among the doctor's OPD
 * days ahead, and the reason. It works as a plain form (posted to this page and sent on by the
 * site server); with JavaScript it is sent from the page. Either way the patient gets a reference.
 */
export function AppointmentForm({ doctor, dates }: { doctor: Doctor; dates: readonly string[] }) {
  const served = useServedForm(APPOINTMENT_PATH);
  const [values, setValues] = useState<Values>(() => servedStart(served).values);
  const formRef = useTypedBeforeStart(setValues);
  const [status, setStatus] = useState<Status>(() => servedStart(served).status);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind === 'sent' || (status.kind === 'idle' && status.problem)) outcomeRef.current?.focus();
  }, [status]);

  const errors = status.kind === 'sent' ? {} : status.errors;
  const change =
    (name: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'submitting', errors: {} });
    const request: ContactRequestInput = {
      type: 'appointment',
      doctor: doctor.id,
      preferred_date: values.preferred_date,
      name: values.name.trim(),
      phone: values.phone.trim(),
    };
    if (values.gender) request.gender = values.gender;
    if (values.age.trim() !== '' && Number.isFinite(Number(values.age))) request.age = Number(values.age);
    if (values.message.trim()) request.message = values.message.trim();
    try {
      const receipt = await api.post<ContactRequest>('/contact-requests/', request);
      setValues(EMPTY);
      setStatus({ kind: 'sent', reference: receipt.reference });
    } catch (error) {
      setStatus({ kind: 'idle', ...problemOf(error) });
    }
  }

  if (status.kind === 'sent') {
    return (
      <SentOutcome
        ref={outcomeRef}
        text={APPOINTMENT_SENT_TEXT}
        reference={status.reference}
        referenceClassName="appointment__reference"
      >
        <p>{APPOINTMENT_CONFIRM_TEXT}</p>
      </SentOutcome>
    );
  }

  const problem = status.kind === 'idle' ? status.problem : undefined;
  return (
    <form
      ref={formRef}
      className="patient-form"
      method="post"
      onSubmit={submit}
      aria-label={`Appointment request with ${doctor.name}`}
    >
      <input type="hidden" name="doctor" value={doctor.id} />
      {errors.doctor && <p className="patient-form__problem">{errors.doctor.join(' ')}</p>}
      <div className="patient-form__row">
        <PatientField label="Full Name" required errors={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={120}
              value={values.name}
              onChange={change('name')}
            />
          )}
        </PatientField>
        <PatientField label="Phone Number" required errors={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              value={values.phone}
              onChange={change('phone')}
            />
          )}
        </PatientField>
      </div>
      <div className="patient-form__row">
        <PatientField label="Age" errors={errors.age}>
          {(control) => (
            <input
              {...control}
              name="age"
              type="number"
              inputMode="numeric"
              min={0}
              max={130}
              value={values.age}
              onChange={change('age')}
            />
          )}
        </PatientField>
        <PatientField label="Gender" errors={errors.gender}>
          {(control) => (
            <select {...control} name="gender" value={values.gender} onChange={change('gender')}>
              <option value="">Select</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </select>
          )}
        </PatientField>
      </div>
      <PatientField
        label="Preferred date"
        required
        errors={errors.preferred_date}
        hint={`Only ${doctor.name}'s OPD days in the next 60 days are offered.`}
      >
        {(control) => (
          <select {...control} name="preferred_date" value={values.preferred_date} onChange={change('preferred_date')}>
            <option value="">Choose a date</option>
            {dates.map((date) => (
              <option key={date} value={date}>
                {longDate(date)}
              </option>
            ))}
          </select>
        )}
      </PatientField>
      <PatientField label="Reason for the visit" errors={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={5000}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </PatientField>
      <button type="submit" className="button patient-form__submit" disabled={status.kind === 'submitting'}>
        {status.kind === 'submitting' ? 'Sending...' : 'Request an appointment'}
      </button>
      {problem && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="patient-form__problem">
          {problem}
        </div>
      )}
      {Object.keys(errors).length > 0 && !problem && (
        <p role="alert" className="patient-form__problem">
          Please correct the fields marked below.
        </p>
      )}
    </form>
  );
}
