import { isPhoneNumber, latinDigits, MESSAGES, type Refusal, type RefusalCodes } from '@hospital/contract';
import { fieldErrors, type FieldErrors, type LegacyBody } from './errors';
import type { FormBody } from './http';

/** The parts of a content-type attribute that validation reads (the schema is the source of limits). */
export interface AttributeLimits {
  maxLength?: number;
  enum?: readonly string[];
}

export type SchemaLimits = Record<string, AttributeLimits | undefined>;

interface TextOptions {
  /** The message when missing or blank; omitted means optional. */
  required?: string;
  /** Passwords are taken as typed: surrounding spaces are part of them. */
  trim?: boolean;
}

// The same pattern Django's EmailValidator approximates: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads and checks one request's fields, collecting every problem before answering, as DRF did:
 * trimmed text, the schema's maximum lengths and enumerations, and the specification's messages.
 * Optional fields that are missing or blank read as null so a record never stores "".
 */
export class FormReader {
  readonly errors: FieldErrors = {};
  /** Each message's code, by field in the same order (docs/API.md, "Refusal codes"). */
  readonly codes: RefusalCodes = {};

  constructor(
    private readonly body: FormBody,
    private readonly limits: SchemaLimits = {},
  ) {}

  /** Records a problem: its legacy English message and, for the site to word, its code (`invalid` unless named). */
  fail(field: string, message: string, refusal: Refusal = { code: 'invalid' }): void {
    const messages = (this.errors[field] ??= []);
    if (messages.includes(message)) return;
    messages.push(message);
    (this.codes[field] ??= []).push(refusal);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** A text field: trimmed, null when absent or blank, checked against the schema's maxLength. */
  text(field: string, options: TextOptions = {}): string | null {
    const raw = this.body[field];
    let value: string | null = null;
    if (typeof raw === 'string') value = options.trim === false ? raw : raw.trim();
    else if (typeof raw === 'number' && Number.isFinite(raw)) value = String(raw);
    else if (raw !== undefined && raw !== null) {
      this.fail(field, MESSAGES.notAString, { code: 'not_text' });
      return null;
    }
    if (value === null || value === '') {
      if (options.required) this.fail(field, options.required, { code: 'required' });
      return null;
    }
    const max = this.limits[field]?.maxLength;
    if (max !== undefined && value.length > max) this.fail(field, MESSAGES.maxLength(max), { code: 'too_long', max });
    return value;
  }

  /** A text field that must be one of the schema's enumeration values (or the given ones). */
  choice<T extends string>(
    field: string,
    options: TextOptions & { choices?: readonly T[]; fallback?: T } = {},
  ): T | null {
    const value = this.text(field, options.fallback ? {} : options);
    if (value === null) return options.fallback ?? null;
    const choices = options.choices ?? ((this.limits[field]?.enum ?? []) as readonly T[]);
    if (!choices.includes(value as T)) {
      this.fail(field, MESSAGES.invalidChoice(value.slice(0, 100)), { code: 'invalid_choice' });
      return null;
    }
    return value as T;
  }

  /** An absolute http(s) URL. */
  url(field: string, options: TextOptions = {}): string | null {
    const value = this.text(field, options);
    if (value !== null && !isHttpUrl(value)) this.fail(field, MESSAGES.invalidUrl, { code: 'invalid_url' });
    return value;
  }

  /** A text that must follow a rule of its own (a registry ID): `message` says what it looks like. */
  matching(field: string, valid: (value: string) => boolean, message: string): string | null {
    const value = this.text(field);
    if (value !== null && !this.has(field) && !valid(value)) this.fail(field, message);
    return this.has(field) ? null : value;
  }

  email(field: string, options: TextOptions = {}): string | null {
    const value = this.text(field, options);
    if (value !== null && !EMAIL.test(value)) this.fail(field, MESSAGES.invalidEmail, { code: 'invalid_email' });
    return value;
  }

  /**
   * A phone number, stored in Latin digits whatever script it was typed in (the desk's `tel:` link
   * needs them): digits, spaces and `+ - ( ) .` only.
   */
  phone(field: string, options: TextOptions = {}): string | null {
    const typed = this.text(field, options);
    if (typed === null) return null;
    const latin = latinDigits(typed);
    if (!isPhoneNumber(latin)) this.fail(field, MESSAGES.phoneInvalid, { code: 'invalid_phone' });
    return latin;
  }

  /** A whole number within bounds; a JSON number or its text ("42"). */
  integer(field: string, bounds: { min: number; max: number }): number | null {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') return null;
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
    if (text === null || !/^-?\d{1,15}$/.test(text)) {
      this.fail(field, MESSAGES.invalidInteger, { code: 'invalid_number' });
      return null;
    }
    const value = Number(text);
    if (value < bounds.min) this.fail(field, MESSAGES.minValue(bounds.min), { code: 'too_small', min: bounds.min });
    if (value > bounds.max) this.fail(field, MESSAGES.maxValue(bounds.max), { code: 'too_large', max: bounds.max });
    return this.has(field) ? null : value;
  }

  /** A boolean as JSON or form text ("true", "false", "1", "0"); undefined when not sent. */
  boolean(field: string): boolean | undefined {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (typeof raw === 'boolean') return raw;
    const text = String(raw).trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    this.fail(field, MESSAGES.invalidBoolean, { code: 'invalid_boolean' });
    return undefined;
  }

  /**
   * Throws the collected field errors as a 400. `withStatus` adds the about saves' legacy keys
   * (`status: false`, `data: null`, `message`: the first problem), which their old client shows;
   * `withCodes` the codes the site words in the page's language (the patient forms).
   */
  assertValid(options: { withStatus?: boolean; withCodes?: boolean } = {}): void {
    const fields = Object.keys(this.errors);
    if (fields.length === 0) return;
    const extra: LegacyBody = options.withStatus
      ? { status: false, data: null, message: this.errors[fields[0]][0] }
      : {};
    if (options.withCodes) extra.codes = this.codes;
    throw fieldErrors(this.errors, extra);
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
