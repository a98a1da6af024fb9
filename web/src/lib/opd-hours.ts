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
