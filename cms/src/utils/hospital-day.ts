import { WEEKDAYS, type Weekday } from '@hospital/contract';

/** The hospital's clock: dates a patient or the desk names are days in Kolkata. */
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';
/** Kolkata keeps one offset all year (no summer time): a hospital day starts at 00:00 +05:30. */
const HOSPITAL_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

/** Today's date at the hospital, `YYYY-MM-DD` (a patient at 00:30 in Kolkata is already on the next day). */
export const hospitalToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: HOSPITAL_TIME_ZONE }).format(now);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export const isCalendarDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;

/** The weekday of a `YYYY-MM-DD` date, in the contract's words. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

/** The moment a hospital day ends (the next one's midnight in Kolkata): when an item about that day stops being news. */
export const endOfHospitalDay = (date: string): Date => new Date(`${addDays(date, 1)}T00:00:00${HOSPITAL_OFFSET}`);
