import type { Language } from '../../src/entry-server';

/**
 * The forms the site server accepts without JavaScript: each is posted to its own page's address
 * and sent on to the CMS's `POST /api/contact-requests/` as the script would send it. A new kind
 * of request (an estimate, a visa letter) is one more entry here and one more `type` in the CMS.
 */
export interface ServedForm {
  /** The request's `type` in the CMS; absent for the plain contact form. */
  type?: string;
  /** The fields read from the posted body, in the form's order; any other is ignored. */
  fields: readonly string[];
  /** Fields sent as numbers when they are whole numbers (the CMS refuses anything else by name). */
  numbers?: readonly string[];
  /** File fields: the form is then posted as multipart and sent on to the CMS as multipart. */
  files?: readonly string[];
  /** Sent on, but never written back into the page after a refusal (a passport number). */
  notEchoed?: readonly string[];
}

export const SERVED_FORMS: Readonly<Record<string, ServedForm>> = {
  '/contact': { fields: ['name', 'phone', 'email', 'gender', 'age', 'message'], numbers: ['age'] },
  '/appointment': {
    type: 'appointment',
    fields: ['doctor', 'name', 'phone', 'age', 'gender', 'preferred_date', 'message'],
    numbers: ['age', 'doctor'],
  },
  '/feedback': { type: 'feedback', fields: ['kind', 'message', 'name', 'phone'] },
  '/estimate': {
    type: 'estimate',
    fields: ['name', 'phone', 'email', 'procedure', 'department', 'message'],
    files: ['report'],
  },
  '/international-patients': {
    type: 'visa',
    fields: [
      'name',
      'phone',
      'email',
      'passport_name',
      'passport_no',
      'nationality',
      'attendants',
      'preferred_date',
      'department',
      'message',
    ],
    numbers: ['attendants'],
    notEchoed: ['passport_no'],
  },
};

export function servedFormAt(path: string): ServedForm | undefined {
  return Object.hasOwn(SERVED_FORMS, path) ? SERVED_FORMS[path] : undefined;
}

/**
 * The posted fields as the CMS's JSON body: trimmed, empty ones left out (as the script leaves
 * them out), whole numbers as numbers; anything else is sent as typed so the CMS names the field.
 */
export function requestBody(
  form: ServedForm,
  values: Record<string, string>,
  language: Language = 'en',
): Record<string, unknown> {
  const body: Record<string, unknown> = form.type ? { type: form.type } : {};
  // Sent from a Bengali or Hindi page only: an English form sends exactly what it always sent.
  if (language !== 'en') body.language = language;
  for (const field of form.fields) {
    const value = values[field]?.trim();
    if (!value) continue;
    body[field] = form.numbers?.includes(field) && /^\d{1,9}$/.test(value) ? Number(value) : value;
  }
  return body;
}

/** The posted text fields: only the form's own, each as typed (files are read apart). */
export function typedValues(form: ServedForm, posted: URLSearchParams | FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = posted.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** What a refused form is filled with again: what was typed, but never a passport number. */
export function refilledValues(form: ServedForm, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !form.notEchoed?.includes(field)));
}
