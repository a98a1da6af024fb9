import { ApiError, type ContactRequestInput, type Gender, type RefusalCodes } from '../../../lib/api';
import { addEnglish, type Language, type MessageKey } from '../../../lib/i18n';
import { enForm } from '../../../lib/i18n/messages/en-form';
import { readRefusalCodes, wordRefusal, wordRefusals } from '../../components/patient-form/refusals';

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

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/** The form's fields in its order, for naming refused ones. */
const FIELD_ORDER = Object.keys(EMPTY_CONTACT_FORM);

/**
 * The refused fields, each named by its label, in the form's order, worded from their codes in
 * the page's language (a field without a code keeps the CMS's English).
 */
export function describeRefusedFields(
  codes: RefusalCodes,
  messages: Record<string, readonly string[]>,
  labels: Record<string, string>,
  text: Text,
  locale: string,
): string {
  const worded = wordRefusals(codes, messages, text, locale);
  const order = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return Object.keys(worded)
    .sort((a, b) => order(a) - order(b))
    .map((field) => (field in labels ? `${labels[field]}: ${worded[field].join(' ')}` : worded[field].join(' ')))
    .join(' ');
}

/** A sentence the visitor can act on, whatever went wrong, in the page's language (`text`). */
export function describeContactFailure(
  error: unknown,
  text: Text,
  locale: string,
  labels: Record<string, string>,
): string {
  const lead = text('form.failed');
  if (!(error instanceof ApiError)) return `${lead} ${text('form.tryAgain')}`;
  if (error.isNetworkError) return `${lead} ${text('form.unreachable')}`;
  const { non_field_errors: general = [], ...fields } = readRefusalCodes(error.body);
  if (error.status === 429) {
    // The true wait, from the CMS's code; an older CMS without one: no figure rather than a wrong one.
    const wait = general.find((refusal) => refusal.code === 'rate_limited');
    return `${lead} ${wait ? wordRefusal(wait, text, locale) : text('form.tooMany')}`;
  }
  if (Object.keys(error.fieldErrors).length > 0) {
    return `${lead} ${describeRefusedFields(fields, error.fieldErrors, labels, text, locale)}`;
  }
  return `${lead} ${error.describe(text('form.tryAgainOrCall'))}`;
}
