import type { Core } from '@strapi/strapi';
import {
  FEEDBACK_KINDS,
  MAX_VISA_ATTENDANTS,
  MESSAGES,
  WEEKDAYS,
  type RequestType,
  type Weekday,
} from '@hospital/contract';
import type { FormBody } from '../../../legacy/http';
import type { FormReader } from '../../../legacy/validation';
import { preferredDateProblem } from '../../../legacy/opd-dates';
import { hospitalToday } from '../../../utils/hospital-day';

const GENDERS = ['male', 'female', 'other'] as const;

interface Reading {
  form: FormReader;
  body: FormBody;
  strapi: Core.Strapi;
  now: Date;
}

/** One kind of request the desk takes: the words its notice uses, and how its fields are read. */
export interface RequestKind {
  /** In the desk's notice and screens: "appointment request". */
  noun: string;
  read(reading: Reading): Promise<Record<string, unknown>>;
}

/** Who is asking and how to call them back: the contact form's fields, shared by the types that ask them. */
function patient({ form }: Reading): Record<string, unknown> {
  return {
    name: form.text('name', { required: MESSAGES.required }),
    phone: form.phone('phone', { required: MESSAGES.required }),
    email: form.email('email'),
    gender: form.choice('gender', { choices: GENDERS }),
    age: form.integer('age', { min: 0, max: 130 }),
    message: form.text('message'),
  };
}

interface DoctorWithOpd {
  documentId: string;
  name: string;
  opd?: Array<{ day: Weekday }> | null;
}

/** The active doctor with this id, with the days of their OPD; undefined for anything else. */
async function activeDoctor(strapi: Core.Strapi, raw: unknown): Promise<DoctorWithOpd | undefined> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const doctor = await strapi.documents('api::doctor.doctor').findFirst({
    filters: { id: Number(text), is_active: true },
    populate: ['opd'],
  });
  return (doctor ?? undefined) as DoctorWithOpd | undefined;
}

async function appointment(reading: Reading): Promise<Record<string, unknown>> {
  const { form, body, strapi, now } = reading;
  const data = patient(reading);
  const doctor = await activeDoctor(strapi, body.doctor);
  if (body.doctor === undefined || body.doctor === null || body.doctor === '')
    form.fail('doctor', MESSAGES.required, { code: 'required' });
  else if (!doctor) form.fail('doctor', MESSAGES.appointmentDoctorUnknown, { code: 'unknown_doctor' });
  const date = form.text('preferred_date', { required: MESSAGES.required });
  if (date !== null) {
    // Without a known doctor the date is judged on its own (shape, past, too far), not on OPD days.
    const opdDays = doctor ? (doctor.opd ?? []).map((session) => session.day) : WEEKDAYS;
    const problem = preferredDateProblem(date, { name: doctor?.name ?? '', opdDays }, now);
    if (problem) form.fail('preferred_date', problem.message, problem.refusal);
  }
  return { ...data, doctor: doctor?.documentId ?? null, preferred_date: date };
}

/** A compliment, suggestion or complaint: what it is and the message are needed; who sent it is optional. */
async function feedback({ form }: Reading): Promise<Record<string, unknown>> {
  return {
    kind: form.choice('kind', { required: MESSAGES.required, choices: FEEDBACK_KINDS }),
    message: form.text('message', { required: MESSAGES.required }),
    name: form.text('name'),
    phone: form.phone('phone'),
  };
}

/** The cost of a procedure: who asks, what for, and (optionally) the department; the report is the controller's. */
async function estimate(reading: Reading): Promise<Record<string, unknown>> {
  const { form } = reading;
  return {
    ...patient(reading),
    procedure: form.text('procedure', { required: MESSAGES.required }),
    department: form.text('department'),
  };
}

/** Passport numbers are letters and digits; spaces and dashes typed between groups are dropped. */
const PASSPORT_NUMBER = /^[A-Z0-9]{6,20}$/;

/**
 * A medical-visa invitation letter: who to call, the patient as on the passport, the passport's
 * number and nationality, how many attendants (the visa allows two), when, and whom they come to see.
 */
async function visa(reading: Reading): Promise<Record<string, unknown>> {
  const { form, body, strapi, now } = reading;
  const typedNumber = form.text('passport_no', { required: MESSAGES.required });
  const passportNo = typedNumber?.replace(/[\s-]/g, '').toUpperCase() ?? null;
  if (passportNo !== null && !PASSPORT_NUMBER.test(passportNo))
    form.fail('passport_no', MESSAGES.passportNumberInvalid, { code: 'invalid_passport' });
  const attendants = form.integer('attendants', { min: 0, max: Number.MAX_SAFE_INTEGER });
  if (attendants !== null && attendants > MAX_VISA_ATTENDANTS)
    form.fail('attendants', MESSAGES.attendantsTooMany, { code: 'too_many_attendants', max: MAX_VISA_ATTENDANTS });
  const date = form.text('preferred_date', { required: MESSAGES.required });
  if (date !== null) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      form.fail('preferred_date', MESSAGES.appointmentDateInvalid, { code: 'invalid_date' });
    else if (date < hospitalToday(now)) form.fail('preferred_date', MESSAGES.preferredDatePast, { code: 'date_past' });
  }
  const department = form.text('department');
  const named = body.doctor !== undefined && body.doctor !== null && body.doctor !== '';
  const doctor = named ? await activeDoctor(strapi, body.doctor) : undefined;
  if (named && !doctor) form.fail('doctor', MESSAGES.appointmentDoctorUnknown, { code: 'unknown_doctor' });
  if (!named && department === null)
    form.fail('department', MESSAGES.visaDoctorOrDepartment, { code: 'doctor_or_department' });
  return {
    ...patient(reading),
    passport_name: form.text('passport_name', { required: MESSAGES.required }),
    passport_no: form.has('passport_no') ? null : passportNo,
    nationality: form.text('nationality', { required: MESSAGES.required }),
    attendants: form.has('attendants') ? null : (attendants ?? 0),
    preferred_date: date,
    department,
    doctor: doctor?.documentId ?? null,
  };
}

/** Every request type the desk takes. */
export const REQUEST_KINDS: Record<RequestType, RequestKind> = {
  contact: { noun: 'contact request', read: async (reading) => patient(reading) },
  appointment: { noun: 'appointment request', read: appointment },
  feedback: { noun: 'feedback', read: feedback },
  estimate: { noun: 'estimate request', read: estimate },
  visa: { noun: 'visa invitation letter request', read: visa },
};
