import { ApiError, type ContactRequestInput, type Gender } from '../../../lib/api';

/** What the visitor has typed: every field as text, as the inputs hold it. */
export interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  gender: Gender | '';
  age: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  gender: '',
  age: '',
  message: '',
};

/** The request body: required fields trimmed, optional ones only when filled in, age as a number. */
export function toContactRequest(values: ContactFormValues): ContactRequestInput {
  const request: ContactRequestInput = { name: values.name.trim(), phone: values.phone.trim() };
  if (values.email.trim()) request.email = values.email.trim();
  if (values.gender) request.gender = values.gender;
  if (values.age.trim() !== '' && Number.isFinite(Number(values.age))) request.age = Number(values.age);
  if (values.message.trim()) request.message = values.message.trim();
  return request;
}

/** A sentence the visitor can act on, whatever went wrong. */
export function describeContactFailure(error: unknown): string {
  const lead = 'Your request could not be sent.';
  if (!(error instanceof ApiError)) return `${lead} Please try again.`;
  if (error.isNetworkError)
    return `${lead} We could not reach the hospital's server; please check your connection and try again.`;
  if (error.status === 429)
    return `${lead} Too many requests were sent from this device; please wait a minute and try again.`;
  const fieldError = error.firstFieldError('name', 'phone', 'email', 'gender', 'age', 'message', 'non_field_errors');
  if (fieldError) return `${lead} ${fieldError}`;
  return `${lead} ${error.describe('Please try again, or call us.')}`;
}
