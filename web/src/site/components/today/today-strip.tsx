import type { TodayItem } from '../../../lib/api';
import { useFallbackLang, useText } from '../../../lib/i18n';
import { hospitalToday } from '../../../lib/hospital-date';
import { hospitalTodayStrip, isQuiet, type DoctorStatus } from './today-items';
import { useStatusWords } from './status-words';
import { useShortDate, useTodayItems } from './use-today';
import './today.css';

/** An item about a doctor as their status (the strip names the doctor beside it). */
function statusOf(item: TodayItem, today: string): DoctorStatus {
  if (item.kind === 'leave')
    return { kind: 'leave', from: item.from ?? today, to: item.to ?? today, started: (item.from ?? today) <= today };
  if (item.kind === 'late') return { kind: 'late', minutes: item.minutes ?? 0, start: item.session_start };
  return { kind: 'closed', date: item.from ?? today, start: item.session_start, today: item.from === today };
}

/**
 * Today at the hospital, on the home page and /emergency: the emergency department's state when it
 * is not normal, holidays and closed OPDs, doctors on leave and sessions running late. Nothing at
 * all on a day without news.
 */
export function TodayStrip() {
  const text = useText();
  const langOf = useFallbackLang();
  const words = useStatusWords();
  const short = useShortDate();
  const today = hospitalToday();
  const strip = hospitalTodayStrip(useTodayItems(), today);
  if (isQuiet(strip)) return null;
  const { emergency } = strip;
  const note = (item: TodayItem) =>
    item.note ? (
      <>
        {' '}
        <span className="today-strip__note" lang={langOf(item.note)}>
          ({item.note})
        </span>
      </>
    ) : null;
  const holidays = strip.closures.filter((item) => item.doctor === null);
  const doctorLines = [...strip.closures.filter((item) => item.doctor), ...strip.leave, ...strip.late];
  return (
    <section className="today-strip" aria-labelledby="today-strip-title">
      <div className="container">
        <h2 id="today-strip-title">{text('today.title')}</h2>
        {emergency?.emergency && emergency.emergency !== 'normal' && (
          <p className={`today-strip__emergency today-strip__emergency--${emergency.emergency}`}>
            <strong>{text(`today.emergency.${emergency.emergency}`)}</strong>
            {note(emergency)}
          </p>
        )}
        {(holidays.length > 0 || doctorLines.length > 0) && (
          <ul className="today-strip__list">
            {holidays.map((item) => (
              <li key={item.id}>
                {item.from === today
                  ? text('today.allOpdClosedToday')
                  : text('today.allOpdClosedOn', { date: short(item.from ?? today) })}
                {note(item)}
              </li>
            ))}
            {doctorLines.map((item) => (
              <li key={item.id}>
                <span lang={langOf(item.doctor?.name)}>{item.doctor?.name}</span>: {words(statusOf(item, today))}
                {note(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
