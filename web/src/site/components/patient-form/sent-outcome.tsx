import { forwardRef, type ReactNode } from 'react';
import { useText } from '../../../lib/i18n';

export interface SentOutcomeProps {
  /** The form's success text, in the page's language (in English exactly as the specification words it). */
  text: string;
  /** The desk's reference for the request, when the CMS gave one. */
  reference?: string | null;
  /** Names the reference for the tests and styles of each form. */
  referenceClassName: string;
  /** What follows, e.g. that the desk will confirm an appointment. */
  children?: ReactNode;
}

/** What a patient form shows once the desk has the request: focused, so it is read out. */
export const SentOutcome = forwardRef<HTMLDivElement, SentOutcomeProps>(function SentOutcome(
  { text, reference, referenceClassName, children },
  ref,
) {
  const words = useText();
  return (
    <div ref={ref} tabIndex={-1} className="patient-form__outcome" aria-live="polite">
      <p>
        <strong>{text}</strong>
      </p>
      {reference && (
        <p>
          {words('requests.reference')} <strong className={referenceClassName}>{reference}</strong>.
        </p>
      )}
      {children}
    </div>
  );
});
