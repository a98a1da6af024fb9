import type { OpdSession, Weekday } from '@hospital/contract';

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

/** The day and a `HH:MM` time as `Intl` writes them in a locale (`bn-IN`, `hi-IN`). */
export function localDayAndTime(locale: string) {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return {
    day: (weekday: Weekday) => day.format(Date.UTC(2024, 0, WEEK_OF[weekday], 12)),
    time: (clock: string) => {
      const [hours, minutes] = clock.split(':').map(Number);
      return time.format(Date.UTC(2024, 0, 1, hours, minutes));
    },
  };
}
