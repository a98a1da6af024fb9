import { Form } from 'react-router-dom';
import { DeclaredField } from '../../components/patient-form/declared-field';
import { RequestFormEnd } from '../../components/patient-form/patient-request';
import { fieldOf, type RequestField, type RequestKind } from '../../components/patient-form/request-kind';
import { SentOutcome } from '../../components/patient-form/sent-outcome';
import { useRequestOutcome } from '../../components/patient-form/use-request-outcome';
import type { Doctor } from '../../../lib/api';
import { useIntlLocale, useText } from '../../../lib/i18n';
import { longDate } from '../../../lib/hospital-date';

/** Who is coming, as both the request and the booking ask it. */
export const PATIENT_NAME: RequestField = {
  name: 'name',
  label: 'requests.appointment.name',
  control: 'text',
  required: true,
  autoComplete: 'name',
  maxLength: 120,
};

export const PATIENT_PHONE: RequestField = {
  name: 'phone',
  label: 'requests.appointment.phone',
  control: 'tel',
  required: true,
  autoComplete: 'tel',
  maxLength: 30,
};

/** An appointment request: who is asking, for which doctor, a preferred OPD date, and the reason. */
export const APPOINTMENT_REQUEST: RequestKind = {
  path: '/appointment',
  type: 'appointment',
  fields: [
    { name: 'doctor', label: 'requests.appointment.title', control: 'hidden', numeric: true },
    PATIENT_NAME,
    PATIENT_PHONE,
    { name: 'age', label: 'requests.appointment.age', control: 'number', min: 0, max: 130 },
    {
      name: 'gender',
      label: 'requests.appointment.gender',
      control: 'select',
      options: [
        { value: '', label: 'requests.appointment.genderSelect' },
        { value: 'male', label: 'requests.appointment.male' },
        { value: 'female', label: 'requests.appointment.female' },
        { value: 'other', label: 'requests.appointment.other' },
      ],
    },
    { name: 'preferred_date', label: 'requests.appointment.date', control: 'select', required: true },
    { name: 'message', label: 'requests.appointment.reason', control: 'textarea', maxLength: 5000 },
  ],
};

const field = (name: string) => fieldOf(APPOINTMENT_REQUEST, name);

/**
 * The appointment request for one doctor: a preferred date among the doctor's OPD days ahead.
 * Posted to its page and taken by the route's action, with or without JavaScript; either way the
 * patient gets a reference.
 */
export function AppointmentForm({ doctor, dates }: { doctor: Doctor; dates: readonly string[] }) {
  const text = useText();
  const locale = useIntlLocale();
  const { submitting, errors, problem, receipt, typed, formRef, outcomeRef } = useRequestOutcome({
    offline: 'requests.networkProblem',
    refused: 'requests.notSentOrCall',
  });

  if (receipt) {
    return (
      <SentOutcome
        ref={outcomeRef}
        reference={receipt.reference}
        text={text('requests.appointment.sent')}
        referenceClassName="appointment__reference"
      >
        <p>{text('requests.appointment.confirm')}</p>
      </SentOutcome>
    );
  }

  const declared = (name: string) => (
    <DeclaredField field={field(name)} errors={errors[name]} defaultValue={typed(name)} />
  );
  return (
    <Form
      ref={formRef}
      className="patient-form"
      method="post"
      noValidate
      aria-label={text('requests.appointment.formLabel', { name: doctor.name })}
    >
      <DeclaredField field={field('doctor')} defaultValue={String(doctor.id)} />
      {errors.doctor && <p className="patient-form__problem">{errors.doctor.join(' ')}</p>}
      <div className="patient-form__row">
        {declared('name')}
        {declared('phone')}
      </div>
      <div className="patient-form__row">
        {declared('age')}
        {declared('gender')}
      </div>
      <DeclaredField
        field={field('preferred_date')}
        errors={errors.preferred_date}
        defaultValue={typed('preferred_date')}
        hint={text('requests.appointment.dateHint', { name: doctor.name })}
      >
        <option value="">{text('requests.appointment.chooseDate')}</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {longDate(date, locale)}
          </option>
        ))}
      </DeclaredField>
      {declared('message')}
      <RequestFormEnd
        submitting={submitting}
        problem={problem}
        refused={errors}
        submitText={text('requests.appointment.submit')}
        outcomeRef={outcomeRef}
      />
    </Form>
  );
}
