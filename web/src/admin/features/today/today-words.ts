import { WEEKDAYS, type Doctor, type OpdSession, type TodayDeskItem } from '../../../lib/api';

/** The doctor's OPD sessions on a date, by start time. */
export function sessionsOn(doctor: Pick<Doctor, 'opd'>, date: string): OpdSession[] {
  const day = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  return (doctor.opd ?? []).filter((session) => session.day === day).sort((a, b) => a.start.localeCompare(b.start));
}

const EMERGENCY_WORDS = { normal: 'Normal', busy: 'Busy', diverting: 'Diverting ambulances' } as const;

/** `3 Dec 2026`: a day at the hospital, as the desk reads it. */
const day = (date: string) =>
  new Date(`${date}T00:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** What an item says, in the desk's words: "On leave 29 Nov 2026 to 3 Dec 2026". */
export function describeItem(item: TodayDeskItem): string {
  const on = item.from ? day(item.from) : '';
  const session = item.session_start ? ` (${item.session_start} session)` : '';
  switch (item.kind) {
    case 'leave':
      return item.from === item.to ? `On leave ${on}` : `On leave ${on} to ${day(item.to ?? item.from ?? '')}`;
    case 'late':
      return `Running ${item.minutes ?? 0} min late ${on}${session}`;
    case 'closed':
      return `${item.doctor ? 'OPD closed' : 'Every OPD closed (holiday)'} ${on}${session}`;
    case 'emergency':
      return `Emergency department: ${EMERGENCY_WORDS[item.emergency ?? 'normal']}`;
  }
}
