import { useText } from '../../../lib/i18n';
import { hospitalToday } from '../../../lib/hospital-date';
import { doctorStatuses } from './today-items';
import { useStatusWords } from './status-words';
import { useTodayItems } from './use-today';
import './today.css';

/**
 * What the desk says about this doctor today, on their card and profile: on leave, the OPD running
 * late or closed (their own, or every OPD's on a holiday). Nothing when there is no word.
 */
export function DoctorToday({ doctor }: { doctor: { id: number; name: string } }) {
  const text = useText();
  const words = useStatusWords();
  const statuses = doctorStatuses(useTodayItems(), doctor.id, hospitalToday());
  if (statuses.length === 0) return null;
  return (
    <ul className="doctor-today" aria-label={text('today.doctorStatus', { name: doctor.name })}>
      {statuses.map((status, index) => (
        <li key={index} className={`doctor-today__item doctor-today__item--${status.kind}`}>
          {words(status)}
        </li>
      ))}
    </ul>
  );
}
