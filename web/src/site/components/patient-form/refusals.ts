import { MB, WEEKDAYS, type Refusal, type RefusalCodes, type Weekday } from '../../../lib/api';
import { addEnglish, type MessageKey } from '../../../lib/i18n';
import { enRefusals } from '../../../lib/i18n/messages/en-refusals';
import { dateFormatter } from '../../../lib/hospital-date';

// Why a form was refused comes with the forms' code (the home page does not carry these words).
addEnglish(enRefusals);

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/** A weekday's name in the page's language (1 January 2024 was a Monday). */
function weekdayName(day: Weekday, locale: string): string {
  const date = Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day));
  return dateFormatter(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
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
      // An older CMS's limit without its wait: no figure rather than a wrong one.
      return refusal.seconds === undefined
        ? text('refusal.rate_limited_unknown')
        : text('refusal.rate_limited', { minutes: minutesOf(refusal.seconds) });
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
