import type { FormEvent } from 'react';
import { PatientInput, PatientSelect, PatientTextarea } from '../../components/patient-form/patient-field';
import { RequestFormEnd, usePatientRequest } from '../../components/patient-form/patient-request';
import type { ContactRequestInput, Doctor, Gender } from '../../../lib/api';
import { useIntlLocale, useText } from '../../../lib/i18n';
import { longDate } from './appointment-dates';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const APPOINTMENT_PATH = '/appointment';

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
  const text = useText();
  const locale = useIntlLocale();
  const { values, formRef, status, errors, outcomeRef, field, checked, send, sent } = usePatientRequest({
    path: APPOINTMENT_PATH,
    start: EMPTY,
    failure: { refused: 'requests.notSentOrCall', unknown: 'requests.notSent' },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked(event.currentTarget)) return;
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
      <SentOutcome {...sent} text={text('requests.appointment.sent')} referenceClassName="appointment__reference">
        <p>{text('requests.appointment.confirm')}</p>
      </SentOutcome>
    );
  }

  return (
    <form
      ref={formRef}
      className="patient-form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={text('requests.appointment.formLabel', { name: doctor.name })}
    >
      <input type="hidden" name="doctor" value={doctor.id} />
      {errors.doctor && <p className="patient-form__problem">{errors.doctor.join(' ')}</p>}
      <div className="patient-form__row">
        <PatientInput
          label={text('requests.appointment.name')}
          required
          type="text"
          autoComplete="name"
          maxLength={120}
          {...field('name')}
        />
        <PatientInput
          label={text('requests.appointment.phone')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...field('phone')}
        />
      </div>
      <div className="patient-form__row">
        <PatientInput
          label={text('requests.appointment.age')}
          type="number"
          inputMode="numeric"
          min={0}
          max={130}
          {...field('age')}
        />
        <PatientSelect label={text('requests.appointment.gender')} {...field('gender')}>
          <option value="">{text('requests.appointment.genderSelect')}</option>
          <option value="male">{text('requests.appointment.male')}</option>
          <option value="female">{text('requests.appointment.female')}</option>
          <option value="other">{text('requests.appointment.other')}</option>
        </PatientSelect>
      </div>
      <PatientSelect
        label={text('requests.appointment.date')}
        required
        hint={text('requests.appointment.dateHint', { name: doctor.name })}
        {...field('preferred_date')}
      >
        <option value="">{text('requests.appointment.chooseDate')}</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {longDate(date, locale)}
          </option>
        ))}
      </PatientSelect>
      <PatientTextarea label={text('requests.appointment.reason')} rows={4} maxLength={5000} {...field('message')} />
      <RequestFormEnd status={status} submitText={text('requests.appointment.submit')} outcomeRef={outcomeRef} />
      {Object.keys(errors).length > 0 && !(status.kind === 'idle' && status.problem) && (
        <p role="alert" className="patient-form__problem">
          {text('requests.correctFields')}
        </p>
      )}
    </form>
  );
}
