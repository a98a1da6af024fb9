import type { DoctorSpecialty } from '../../../lib/api';
import { useLocalizedPath, useText } from '../../../lib/i18n';
import type { FinderQuery } from './doctor-finder-query';

interface DoctorFinderProps {
  query: FinderQuery;
  specialties: readonly DoctorSpecialty[];
  onChange: (changes: Partial<FinderQuery>) => void;
  /** Announced after each change: how many people the lists now show. */
  resultText: string;
}

/**
 * Search by name and filter by specialty. A plain GET form to /doctors, so without JavaScript the
 * Find button loads the filtered page from the server; with it, the lists narrow as the visitor types.
 */
export function DoctorFinder({ query, specialties, onChange, resultText }: DoctorFinderProps) {
  const text = useText();
  const action = useLocalizedPath()('/doctors');
  return (
    <form
      className="doctor-finder"
      role="search"
      aria-label={text('doctors.find')}
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="doctor-finder__field">
        <label htmlFor="doctor-finder-q">{text('doctors.name')}</label>
        <input
          id="doctor-finder-q"
          name="q"
          type="search"
          autoComplete="off"
          value={query.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <div className="doctor-finder__field">
        <label htmlFor="doctor-finder-specialty">{text('doctors.specialty')}</label>
        <select
          id="doctor-finder-specialty"
          name="specialty"
          value={query.specialty}
          onChange={(event) => onChange({ specialty: event.target.value as FinderQuery['specialty'] })}
        >
          <option value="">{text('doctors.allSpecialties')}</option>
          {specialties.map((specialty) => (
            <option key={specialty} value={specialty}>
              {text(`specialty.${specialty}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button doctor-finder__submit">
        {text('doctors.findButton')}
      </button>
      <p className="doctor-finder__result" aria-live="polite">
        {resultText}
      </p>
    </form>
  );
}
