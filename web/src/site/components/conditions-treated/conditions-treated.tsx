import { Link } from 'react-router-dom';
import { conditionPath, usePublicApi, type Condition } from '../../../lib/api';
import { useFallbackLang } from '../../../lib/i18n';
import { CONDITIONS } from './conditions-key';

interface ConditionsTreatedProps {
  /** The heading, in the page's words. */
  title: string;
  /** Which conditions: those linking this department, or this doctor. */
  treats: (condition: Condition) => boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * The conditions a department or doctor treats, each linked to its page: under a department's
 * text and in a doctor's dialog. Nothing while the library loads, fails, or names none.
 */
export function ConditionsTreated({ title, treats, headingLevel: Heading = 'h2' }: ConditionsTreatedProps) {
  const { data } = usePublicApi(CONDITIONS);
  const langOf = useFallbackLang();
  const treated = (data ?? []).filter(treats);
  if (treated.length === 0) return null;
  return (
    <section className="conditions-treated" aria-label={title}>
      <Heading>{title}</Heading>
      <ul>
        {treated.map((condition) => (
          <li key={condition.id}>
            <Link to={conditionPath(condition.slug)} lang={langOf(condition.name)}>
              {condition.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const treatedInDepartment = (id: number) => (condition: Condition) =>
  condition.departments.some((department) => department.id === id);

export const treatedByDoctor = (id: number) => (condition: Condition) =>
  condition.doctors.some((doctor) => doctor.id === id);
