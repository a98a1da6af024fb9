import { useText } from '../../../lib/i18n';
import type { DoctorStatus } from './today-items';
import { useShortDate } from './use-today';

/** A doctor's status in the page's language: "On leave until 3 Dec", "OPD today running 30 min late". */
export function useStatusWords(): (status: DoctorStatus) => string {
  const text = useText();
  const short = useShortDate();
  return (status) => {
    switch (status.kind) {
      case 'leave':
        return status.started
          ? text('today.onLeaveUntil', { date: short(status.to) })
          : text('today.onLeaveFromTo', { from: short(status.from), to: short(status.to) });
      case 'late':
        return text('today.runningLate', { minutes: status.minutes });
      case 'closed':
        if (status.today)
          return status.start ? text('today.sessionClosedToday', { time: status.start }) : text('today.closedToday');
        return status.start
          ? text('today.sessionClosedOn', { time: status.start, date: short(status.date) })
          : text('today.closedOn', { date: short(status.date) });
    }
  };
}
