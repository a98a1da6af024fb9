import type { OpdSession, Weekday } from '@hospital/contract';
import { dateFormatter } from './hospital-date';
import type { MessageKey } from './i18n';

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const dayName = (day: Weekday): string => DAY_NAMES[day];

/** `09:30` → `9:30 am`, `17:00` → `5 pm`: how the hospital's notices write the time. */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour} ${suffix}` : `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** One session as a line: `Monday, 9:30 am to 12:30 pm, Salt Lake, Kolkata`. */
export const sessionText = (session: OpdSession): string =>
  `${dayName(session.day)}, ${clockTime(session.start)} to ${clockTime(session.end)}, ${session.branch}`;

/** A day of the week that falls on each weekday (1 January 2024 was a Monday), at noon UTC. */
const WEEK_OF: Record<Weekday, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
};

/**
 * The day and a `HH:MM` time as `Intl` writes them in a locale (`bn-IN`, `hi-IN`): the part of
 * the day in words, before the time, on a 12-hour clock, as Indians say it ("সকাল ১১:০০",
 * "दोपहर 2:00"), never "AM"/"PM"; the digits are the locale's own (Bengali digits in bn-IN,
 * the international ones Hindi writes in hi-IN).
 */
export function localDayAndTime(locale: string) {
  const day = dateFormatter(locale, { weekday: 'long', timeZone: 'UTC' });
  const time = dateFormatter(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    dayPeriod: 'short',
    timeZone: 'UTC',
  });
  return {
    day: (weekday: Weekday) => day.format(Date.UTC(2024, 0, WEEK_OF[weekday], 12)),
    time: (clock: string) => {
      const [hours, minutes] = clock.split(':').map(Number);
      const parts = time.formatToParts(Date.UTC(2024, 0, 1, hours, minutes));
      // bn-IN writes the part of the day after the time ("১১:০০ সকাল"); Bengali says it first.
      const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
      const clockFace = parts
        .filter(
          (part) => part.type === 'hour' || part.type === 'minute' || (part.type === 'literal' && part.value.trim()),
        )
        .map((part) => part.value)
        .join('');
      return `${period} ${clockFace}`.trim();
    },
  };
}

/**
 * The hospital's places as the desk writes them in a session's `branch`, and their names in the
 * catalogue: there are two, named by the hospital, and the OPD hours are shared by every language
 * (not translated in the CMS), so a translator names them where the site's other words are. A
 * place not listed here is shown as written.
 */
export const BRANCH_NAMES: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['Salt Lake, Kolkata', 'opd.branch.saltLake'],
  ['Siliguri', 'opd.branch.siliguri'],
]);
