import type { RefObject } from 'react';
import { addEnglish, useText } from '../../../lib/i18n';
import { enRequests } from '../../../lib/i18n/messages/en-requests';

// The request forms' and their pages' words come with this code, which all four forms import.
addEnglish(enRequests);

/** `useTextWith`, imported from here by the forms' pages: importing it brings their words. */
export { useTextWith } from '../../../lib/i18n';

/**
 * The submit button ('Sending...' while on its way) and, under it, why the last attempt failed:
 * the CMS's or the network's problem, or else the fields refused (each says why beside it, and the
 * focus is on the first).
 */
export function RequestFormEnd({
  submitting,
  problem,
  refused,
  submitText,
  outcomeRef,
}: {
  submitting: boolean;
  problem?: string;
  /** The fields' errors of the last attempt. */
  refused: Record<string, string[]>;
  submitText: string;
  outcomeRef: RefObject<HTMLDivElement>;
}) {
  const text = useText();
  return (
    <>
      <button type="submit" className="button patient-form__submit" disabled={submitting}>
        {submitting ? text('requests.sending') : submitText}
      </button>
      {problem && !submitting && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="patient-form__problem">
          {problem}
        </div>
      )}
      {!problem && !submitting && Object.keys(refused).length > 0 && (
        <p role="alert" className="patient-form__problem">
          {text('requests.correctFields')}
        </p>
      )}
    </>
  );
}
