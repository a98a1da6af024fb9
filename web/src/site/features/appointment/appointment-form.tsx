import type { FormEvent } from 'react';
import { PatientInput, PatientSelect, PatientTextarea } from '../../components/patient-form/patient-field';
import { RequestFormEnd, usePatientRequest } from '../../components/patient-form/patient-request';
import type { ContactRequestInput, Doctor, Gender } from '../../../lib/api';
import { longDate } from './appointment-dates';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const APPOINTMENT_PATH = '/appointment';
export const APPOINTMENT_SENT_TEXT = 'Your appointment request has been sent.';
export const APPOINTMENT_CONFIRM_TEXT = 'The desk will call you to confirm a time.';

type Values = {
  name: string;
  phone: string;
  age: string;
  gender: Gender | '';
  preferred_date: string;
  message: string;
};

const EMPTY: Values = { name: '', phone: '', age: '', gender: '', preferred_date: '', message: '' };

/**
 * The appointment request for one doctor: who is asking, a preferred date among the doctor's OPD
 * days ahead, and the reason. It works as a plain form (posted to this page and sent on by the
 * site server); with JavaScript it is sent from the page. Either way the patient gets a reference.
 */
export function AppointmentForm({ doctor, dates }: { doctor: Doctor; dates: readonly string[] }) {
  const { values, formRef, status, errors, outcomeRef, field, send, sent } = usePatientRequest({
    path: APPOINTMENT_PATH,
    start: EMPTY,
    failure: {
      refused: 'Your request could not be sent. Please try again, or call us.',
      unknown: 'Your request could not be sent. Please try again.',
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
    await send(request);
  }

  if (sent) {
    return (
      <SentOutcome {...sent} text={APPOINTMENT_SENT_TEXT} referenceClassName="appointment__reference">
        <p>{APPOINTMENT_CONFIRM_TEXT}</p>
      </SentOutcome>
    );
  }

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
        <PatientInput label="Full Name" required type="text" autoComplete="name" maxLength={120} {...field('name')} />
        <PatientInput label="Phone Number" required type="tel" autoComplete="tel" maxLength={30} {...field('phone')} />
      </div>
      <div className="patient-form__row">
        <PatientInput label="Age" type="number" inputMode="numeric" min={0} max={130} {...field('age')} />
        <PatientSelect label="Gender" {...field('gender')}>
          <option value="">Select</option>
          <option value="male">Male</option>
          <option value="female">Female</option>
          <option value="other">Other</option>
        </PatientSelect>
      </div>
      <PatientSelect
        label="Preferred date"
        required
        hint={`Only ${doctor.name}'s OPD days in the next 60 days are offered.`}
        {...field('preferred_date')}
      >
        <option value="">Choose a date</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {longDate(date)}
          </option>
        ))}
      </PatientSelect>
      <PatientTextarea label="Reason for the visit" rows={4} maxLength={5000} {...field('message')} />
      <RequestFormEnd status={status} submitText="Request an appointment" outcomeRef={outcomeRef} />
      {Object.keys(errors).length > 0 && !(status.kind === 'idle' && status.problem) && (
        <p role="alert" className="patient-form__problem">
          Please correct the fields marked below.
        </p>
      )}
    </form>
  );
}
