import {
  isPhoneNumber,
  latinDigits,
  MB,
  WEEKDAYS,
  type Refusal,
  type RefusalCodes,
  type Weekday,
} from '../../../lib/api';
import { addEnglish, type MessageKey } from '../../../lib/i18n';
import { enRefusals } from '../../../lib/i18n/messages/en-refusals';

export { readRefusalCodes } from '../../../lib/api';

// Why a form was refused comes with the forms' code (the home page does not carry these words).
addEnglish(enRefusals);

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/** A weekday's name in the page's language (1 January 2024 was a Monday). */
function weekdayName(day: Weekday, locale: string): string {
  const date = Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Whole minutes, rounded up: 588 seconds is "10 minutes", never "a minute". */
export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** One refusal in the page's language (`text` is the page's catalogue, `locale` its Intl locale). */
export function wordRefusal(refusal: Refusal, text: Text, locale: string): string {
  switch (refusal.code) {
    case 'too_long':
    case 'too_large':
    case 'date_too_far':
      return text(`refusal.${refusal.code}`, { max: refusal.max ?? 0 });
    case 'too_small':
      return text('refusal.too_small', { min: refusal.min ?? 0 });
    case 'file_too_large':
      return text('refusal.file_too_large', { megabytes: Math.floor((refusal.max ?? 10 * MB) / MB) });
    case 'rate_limited':
      return text('refusal.rate_limited', { minutes: minutesOf(refusal.seconds ?? 60) });
    case 'date_not_opd': {
      const days = refusal.days ?? [];
      if (days.length === 0) return text('refusal.date_no_opd');
      const names = days.map((day) => weekdayName(day, locale));
      return text('refusal.date_not_opd', {
        days: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names),
      });
    }
    default:
      return text(`refusal.${refusal.code}`);
  }
}

/**
 * The fields' messages in the page's language: each field the CMS (or the page's own check) gave
 * codes for is worded from them; a field without codes keeps the CMS's English (an older CMS).
 */
export function wordRefusals(
  codes: RefusalCodes,
  messages: Record<string, readonly string[]>,
  text: Text,
  locale: string,
): Record<string, string[]> {
  const worded: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(messages)) worded[field] = [...list];
  for (const [field, refusals] of Object.entries(codes)) {
    worded[field] = refusals.map((refusal) => wordRefusal(refusal, text, locale));
  }
  return worded;
}

// The CMS's own check (cms/src/legacy/validation.ts): one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A chosen file against the input's `accept` list and its `data-max-bytes`. */
function fileRefusal(input: HTMLInputElement): Refusal | null {
  const file = input.files?.[0];
  if (!file) return input.required ? { code: 'required' } : null;
  const max = Number(input.dataset.maxBytes);
  if (Number.isFinite(max) && max > 0 && file.size > max) return { code: 'file_too_large', max };
  const accepted = input.accept
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()!.toLowerCase()}` : '';
  if (accepted.length > 0 && !accepted.includes(file.type.toLowerCase()) && !accepted.includes(extension))
    return { code: 'file_type' };
  return null;
}

/** What is wrong with one control's value, by the rules its attributes state; null when nothing. */
function controlRefusal(control: Control, form: HTMLFormElement): Refusal | null {
  if (control instanceof HTMLInputElement && control.type === 'file') return fileRefusal(control);
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
    const group = Array.from(form.elements).filter(
      (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.name === control.name,
    );
    return group.some((each) => each.required) && !group.some((each) => each.checked) ? { code: 'required' } : null;
  }
  // A number field holding letters reads as '' (the browser drops them): still not a number.
  if (control instanceof HTMLInputElement && control.validity.badInput) return { code: 'invalid_number' };
  const value = control.value.trim();
  if (value === '') return control.required ? { code: 'required' } : null;
  const maxLength = control instanceof HTMLSelectElement ? -1 : control.maxLength;
  if (maxLength > 0 && value.length > maxLength) return { code: 'too_long', max: maxLength };
  if (control.type === 'email' && !EMAIL.test(value)) return { code: 'invalid_email' };
  if (control.type === 'tel' && !isPhoneNumber(latinDigits(value))) return { code: 'invalid_phone' };
  if (control.type === 'number') {
    if (!/^-?\d+$/.test(value)) return { code: 'invalid_number' };
    const number = Number(value);
    const { min, max } = control as HTMLInputElement;
    if (min !== '' && number < Number(min)) return { code: 'too_small', min: Number(min) };
    if (max !== '' && number > Number(max)) return { code: 'too_large', max: Number(max) };
  }
  return null;
}

/**
 * The page's own checks before anything is sent (the browser's are off: `noValidate`), by the
 * rules each control's attributes state (`required`, `maxLength`, `type`, `min`/`max`, a file's
 * `accept` and `data-max-bytes`): the codes the CMS would answer, worded the same way.
 */
export function checkForm(form: HTMLFormElement): RefusalCodes {
  const codes: RefusalCodes = {};
  for (const element of Array.from(form.elements)) {
    const control = element as Control;
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) ||
      !control.name ||
      control.disabled ||
      control.type === 'hidden' ||
      control.name in codes
    )
      continue;
    const refusal = controlRefusal(control, form);
    if (refusal) codes[control.name] = [refusal];
  }
  return codes;
}

/** Moves the focus to the first field refused, so a screen reader reads its message next. */
export function focusFirstRefused(form: HTMLFormElement, codes: RefusalCodes): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && 'name' in element && String(element.name) in codes,
  );
  first?.focus();
}
