import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@hospital/contract';
import type { FieldErrors } from './errors';

/** C0 control characters (NUL, escape, backspace, ...): no form field has a use for them. */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's job
const CONTROL = /[\u0000-\u001f]/;
/** The same, less tab, line feed and carriage return: what a multi-line field keeps. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Attribute types whose text may run over several lines (a message, a description). */
const MULTI_LINE_TYPES = new Set(['text', 'richtext', 'blocks']);

/**
 * The names of the fields that may hold several lines: every `text` attribute of the hospital's
 * content types (the legacy forms name their fields after them). Any other field is one line.
 */
export function multiLineFields(strapi: Core.Strapi): ReadonlySet<string> {
  const names = new Set<string>();
  const contentTypes = strapi.contentTypes as unknown as Record<string, { attributes: Record<string, unknown> }>;
  for (const [uid, contentType] of Object.entries(contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    for (const [name, attribute] of Object.entries(contentType.attributes)) {
      if (MULTI_LINE_TYPES.has(String((attribute as { type?: unknown }).type))) names.add(name);
    }
  }
  return names;
}

/** True when some text inside `value` (a string, or a list or object of them) has a refused character. */
function holdsControl(value: unknown, refused: RegExp): boolean {
  if (typeof value === 'string') return refused.test(value);
  if (Array.isArray(value)) return value.some((item) => holdsControl(item, refused));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => refused.test(key) || holdsControl(item, refused));
  }
  return false;
}

/**
 * The fields of a request's body and query that hold control characters, each with its message:
 * a NUL byte reached Postgres, which refuses it in text (a 500), and no field needs any of them.
 * Tab and line breaks stay allowed in multi-line body fields. Empty when nothing is wrong.
 */
export function controlCharacterErrors(
  body: unknown,
  query: Record<string, unknown>,
  multiLine: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  const refuse = (field: string) => {
    errors[CONTROL.test(field) ? 'non_field_errors' : field] = [MESSAGES.controlCharacters];
  };
  for (const [name, value] of Object.entries(query)) {
    if (CONTROL.test(name) || holdsControl(value, CONTROL)) refuse(name);
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      const refused = multiLine.has(name) ? CONTROL_BUT_LINES : CONTROL;
      if (CONTROL.test(name) || holdsControl(value, refused)) refuse(name);
    }
  }
  return errors;
}
