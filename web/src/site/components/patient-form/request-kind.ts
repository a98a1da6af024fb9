import { isPhoneNumber, latinDigits, type Refusal, type RefusalCodes, type RequestType } from '../../../lib/api';
import type { Language, MessageKey } from '../../../lib/i18n';
import type { DeskEndpoint } from './request-desk';

/**
 * One field of a patient's request form, declared once: the CMS's name for it, its label and hint
 * (catalogue keys), the control, and its limits. The form draws it, its route's action reads and
 * checks it by this declaration, with and without JavaScript alike (request-action.ts).
 */
export interface RequestField {
  name: string;
  label: MessageKey;
  control: 'text' | 'tel' | 'email' | 'date' | 'number' | 'textarea' | 'select' | 'choice' | 'file' | 'hidden';
  required?: boolean;
  hint?: MessageKey;
  /** What the hint's placeholders are filled with. */
  hintValues?: Record<string, unknown>;
  autoComplete?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Sent on as a whole number (a number field always is): the attendants chosen, the doctor's id. */
  numeric?: boolean;
  /** For a select or a choice: value and label, a select's first usually the empty "choose" entry. */
  options?: ReadonlyArray<{ value: string; label: MessageKey }>;
  /** For a file: what the picker offers, and the most bytes it takes. */
  accept?: string;
  maxBytes?: number;
  /** Sent on, but never written back into the page after a refusal (a passport number). */
  notEchoed?: boolean;
  /** A check of its own beyond the control's (an ABHA id's form): the refusal, or null. */
  check?: (value: string) => Refusal | null;
}

/** A kind of request the desk takes: the page its form lives on, its `type` in the CMS, and its fields. */
export interface RequestKind {
  /** The form's page without its language (`/contact`; `/bn/contact` posts to itself too). */
  path: string;
  /** The request's `type` in the CMS; absent for the plain contact form. */
  type?: RequestType;
  fields: readonly RequestField[];
  /** In the browser, "Sending" shows at least this long (the contact form's fixed 2 s). */
  sendingAtLeastMs?: number;
  /** Where the CMS takes it: a request to the desk (`/contact-requests/`) unless it says otherwise. */
  endpoint?: DeskEndpoint;
  /** The body as the CMS takes it, when its fields are not sent as they are (a session chosen as one value). */
  bodyOf?: (body: Record<string, string | number>) => Record<string, string | number>;
}

/** What a patient posted, read by the kind's declaration: anything else in the body is ignored. */
export interface PostedRequest {
  /** The text fields as typed. */
  values: Record<string, string>;
  /** The files chosen (a file input left empty sends a part with no bytes: not a file). */
  files: Array<readonly [string, File]>;
}

export const hasFiles = (kind: RequestKind): boolean => kind.fields.some((field) => field.control === 'file');

export function readPosted(kind: RequestKind, posted: FormData): PostedRequest {
  const values: Record<string, string> = {};
  const files: Array<readonly [string, File]> = [];
  for (const field of kind.fields) {
    const value = posted.get(field.name);
    if (field.control === 'file') {
      // (undici's File is not always the global File on Node 20: any part that is not text is a file.)
      if (value !== null && typeof value !== 'string' && value.size > 0) files.push([field.name, value]);
    } else if (typeof value === 'string') values[field.name] = value;
  }
  return { values, files };
}

const sentAsNumber = (field: RequestField) => field.control === 'number' || field.numeric === true;

/**
 * The request body the CMS takes: text trimmed, empty fields left out, whole numbers as numbers,
 * the form's own `type` (never one slipped into the body) and the language the patient wrote in
 * when it is not English, so the desk sees it.
 */
export function requestBody(kind: RequestKind, values: Record<string, string>, language: Language) {
  const body: Record<string, string | number> = kind.type ? { type: kind.type } : {};
  for (const field of kind.fields) {
    const value = values[field.name]?.trim();
    if (!value) continue;
    // A Bengali or Devanagari age ("৪২") is the number 42 to the CMS.
    const digits = latinDigits(value);
    body[field.name] = sentAsNumber(field) && /^\d{1,9}$/.test(digits) ? Number(digits) : value;
  }
  if (language !== 'en') body.language = language;
  return kind.bodyOf ? kind.bodyOf(body) : body;
}

/** What a refused form is filled with again: what was typed, but never a passport number. */
export function refilled(kind: RequestKind, values: Record<string, string>): Record<string, string> {
  const hidden = new Set(kind.fields.filter((field) => field.notEchoed).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name)));
}

// The CMS's own check (cms/src/legacy/validation.ts): one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fileRefusal(field: RequestField, file: File | undefined): Refusal | null {
  if (!file) return field.required ? { code: 'required' } : null;
  if (field.maxBytes !== undefined && file.size > field.maxBytes)
    return { code: 'file_too_large', max: field.maxBytes };
  const accepted = (field.accept ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()!.toLowerCase()}` : '';
  if (accepted.length > 0 && !accepted.includes(file.type.toLowerCase()) && !accepted.includes(extension))
    return { code: 'file_type' };
  return null;
}

function valueRefusal(field: RequestField, typed: string | undefined): Refusal | null {
  const value = (typed ?? '').trim();
  if (value === '') return field.required ? { code: 'required' } : null;
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return { code: 'too_long', max: field.maxLength };
  if (field.control === 'email' && !EMAIL.test(value)) return { code: 'invalid_email' };
  if (field.control === 'tel' && !isPhoneNumber(latinDigits(value))) return { code: 'invalid_phone' };
  if (field.control === 'number') {
    if (!/^-?\d+$/.test(latinDigits(value))) return { code: 'invalid_number' };
    const number = Number(latinDigits(value));
    if (field.min !== undefined && number < field.min) return { code: 'too_small', min: field.min };
    if (field.max !== undefined && number > field.max) return { code: 'too_large', max: field.max };
  }
  return field.check ? field.check(value) : null;
}

/**
 * The checks made before anything is sent, by the declaration (the browser's own are off:
 * `noValidate`, so that every refusal is worded in the page's language): the codes the CMS
 * would answer, worded the same way. The CMS checks again; this spares a round trip.
 */
export function checkRequest(kind: RequestKind, { values, files }: PostedRequest): RefusalCodes {
  const codes: RefusalCodes = {};
  for (const field of kind.fields) {
    if (field.control === 'hidden') continue;
    const refusal =
      field.control === 'file'
        ? fileRefusal(field, files.find(([name]) => name === field.name)?.[1])
        : valueRefusal(field, values[field.name]);
    if (refusal) codes[field.name] = [refusal];
  }
  return codes;
}

/** A field of the kind by name (a form draws its fields by the declaration). */
export function fieldOf(kind: RequestKind, name: string): RequestField {
  const field = kind.fields.find((each) => each.name === name);
  if (!field) throw new Error(`${kind.path} declares no field ${name}`);
  return field;
}
