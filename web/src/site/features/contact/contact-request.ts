import { ApiError, type ContactRequestInput, type Gender } from '../../../lib/api';
import { addEnglish, type Language, type MessageKey } from '../../../lib/i18n';
import { enForm } from '../../../lib/i18n/messages/en-form';

// The form's words come with its code (the home page does not carry them).
addEnglish(enForm);

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

/**
 * The request body: required fields trimmed, optional ones only when filled in, age as a number,
 * and the language the patient wrote in when it is not English (the desk sees it).
 */
export function toContactRequest(
  values: ContactFormValues,
  language: Language = 'en',
): ContactRequestInput & { language?: Language } {
  const request: ContactRequestInput & { language?: Language } = {
    name: values.name.trim(),
    phone: values.phone.trim(),
  };
  if (values.email.trim()) request.email = values.email.trim();
  if (values.gender) request.gender = values.gender;
  if (values.age.trim() !== '' && Number.isFinite(Number(values.age))) request.age = Number(values.age);
  if (values.message.trim()) request.message = values.message.trim();
  if (language !== 'en') request.language = language;
  return request;
}

/**
 * A sentence the visitor can act on, whatever went wrong, in the page's language (`text`). The
 * CMS's own field messages are its words (English until the API answers in the page's language).
 */
export function describeContactFailure(error: unknown, text: (key: MessageKey) => string): string {
  const lead = text('form.failed');
  if (!(error instanceof ApiError)) return `${lead} ${text('form.tryAgain')}`;
  if (error.isNetworkError) return `${lead} ${text('form.unreachable')}`;
  if (error.status === 429) return `${lead} ${text('form.tooMany')}`;
  const fieldError = error.firstFieldError('name', 'phone', 'email', 'gender', 'age', 'message', 'non_field_errors');
  if (fieldError) return `${lead} ${fieldError}`;
  return `${lead} ${error.describe(text('form.tryAgainOrCall'))}`;
}
