/**
 * When a token's patient should report at the OPD desk, computed here once so the booking page
 * and the CMS (and the desk's list) say the same. The session's length is shared evenly among its
 * places, in token order: token n is expected at `start + (n - 1) × length / places`. The window
 * opens at that time rounded down to the quarter hour and lasts REPORTING_WINDOW_MINUTES, never
 * past the session's end. A session of 10:00 to 13:00 with 20 places (9 minutes a token): token 1
 * reports 10:00–10:30, token 14 (expected 11:57) 11:45–12:15, token 20 (12:51) 12:45–13:00.
 */
export const REPORTING_WINDOW_MINUTES = 30;
const QUARTER = 15;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** `{from, to}` as `HH:MM` for `token` (1 to `places`) of a session `start`–`end` (`HH:MM`). */
export function reportingWindow(
  session: { start: string; end: string; places: number },
  token: number,
): { from: string; to: string } {
  const start = minutesOf(session.start);
  const end = minutesOf(session.end);
  const expected = start + ((token - 1) * (end - start)) / Math.max(1, session.places);
  const from = Math.max(start, Math.floor(expected / QUARTER) * QUARTER);
  return { from: timeOf(from), to: timeOf(Math.min(end, from + REPORTING_WINDOW_MINUTES)) };
}
