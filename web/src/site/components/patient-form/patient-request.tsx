import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTypedBeforeStart } from '../served-form/typed-before-start';
import { servedFieldErrors, servedProblem, useServedForm, type ServedFormState } from '../served-form/served-form';
import { api, ApiError, type ContactRequest, type RefusalCodes } from '../../../lib/api';
import { addEnglish, useIntlLocale, useLanguage, useText, type Language, type MessageKey } from '../../../lib/i18n';
import { enRequests } from '../../../lib/i18n/messages/en-requests';
import { checkForm, focusFirstRefused, readRefusalCodes, wordRefusal, wordRefusals } from './refusals';

// The request forms' and their pages' words come with this code, which all four forms import.
addEnglish(enRequests);

/** `useTextWith`, imported from here by the forms' pages: importing it brings their words. */
export { useTextWith } from '../../../lib/i18n';

type Errors = Record<string, string[]>;

/** Where a patient's request stands: being filled in (after a refusal, with why), on its way, or with the desk. */
type RequestStatus =
  | { kind: 'idle'; errors: Errors; problem?: string }
  | { kind: 'submitting'; errors: Errors }
  | { kind: 'sent'; reference: string | null };

/**
 * What a form says when a request fails for another reason than its fields; each form words it its
 * own way (keys of the page's catalogue).
 */
export interface FailureTexts {
  /** When the CMS refused the request without a message of its own. */
  refused: MessageKey;
  /** When the failure is not the CMS's answer at all. */
  unknown: MessageKey;
}

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/** Why the request failed, in the page's language: the fields' codes worded, or the rate limit's true wait. */
function problemOf(
  error: unknown,
  texts: FailureTexts,
  text: Text,
  locale: string,
): { errors: Errors; problem?: string } {
  if (!(error instanceof ApiError)) return { errors: {}, problem: text(texts.unknown) };
  if (error.isNetworkError) return { errors: {}, problem: text('requests.networkProblem') };
  const { non_field_errors: general = [], ...fields } = readRefusalCodes(error.body);
  if (error.status === 400) return { errors: wordRefusals(fields, error.fieldErrors, text, locale) };
  if (general.length > 0)
    return { errors: {}, problem: general.map((refusal) => wordRefusal(refusal, text, locale)).join(' ') };
  return { errors: {}, problem: error.describe(text(texts.refused)) };
}

/** Where a form posted without JavaScript left off: its receipt, or the refusal with what was typed. */
function servedStart<Values extends { [Name in keyof Values]: string }>(
  empty: Values,
  served: ServedFormState | null,
  text: Text,
  locale: string,
): { values: Values; status: RequestStatus } {
  if (!served) return { values: empty, status: { kind: 'idle', errors: {} } };
  if (served.receipt) return { values: empty, status: { kind: 'sent', reference: served.receipt.reference } };
  const values = { ...empty };
  for (const name of Object.keys(empty) as (keyof Values)[]) {
    const typed = served.values[name as string];
    if (typeof typed === 'string') values[name] = typed as Values[keyof Values];
  }
  return {
    values,
    status: {
      kind: 'idle',
      errors: servedFieldErrors(served, text, locale),
      problem: servedProblem(served, text, locale),
    },
  };
}

interface PatientRequestOptions<Values> {
  /** The page the form lives on: without JavaScript it posts there (web/server/served-forms/). */
  path: string;
  /** The fields before anything is typed (some filled in from the page's address). */
  start: Values;
  /** The fields once the desk has the request. */
  cleared?: Values;
  failure: FailureTexts;
}

/** A request with the language the patient wrote in, when not English: the desk sees it. */
function inLanguage(request: FormData | object, language: Language): FormData | object {
  if (language === 'en') return request;
  if (!(request instanceof FormData)) return { ...request, language };
  request.append('language', language);
  return request;
}

/**
 * What the appointment, feedback, estimate and visa forms share: the fields' state (taken over
 * from the served form, and from what was typed before the app started), sending to
 * /contact-requests/, the CMS's field errors, and moving the focus to the outcome, since the
 * disabled submit button drops it.
 */
export function usePatientRequest<Values extends { [Name in keyof Values]: string }>({
  path,
  start,
  cleared = start,
  failure,
}: PatientRequestOptions<Values>) {
  const served = useServedForm(path);
  const language = useLanguage();
  const text = useText();
  const locale = useIntlLocale();
  const [initial] = useState(() => servedStart(start, served, text, locale));
  const [values, setValues] = useState<Values>(initial.values);
  const formRef = useTypedBeforeStart(setValues);
  const [status, setStatus] = useState<RequestStatus>(initial.status);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind === 'sent' || (status.kind === 'idle' && status.problem)) outcomeRef.current?.focus();
  }, [status]);
  const errors = status.kind === 'sent' ? {} : status.errors;

  /** A field's name, value, change handler and errors, as the patient fields take them. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    errors: errors[name],
  });

  /**
   * The page's own checks (the browser's are off): true when the form may be sent; otherwise each
   * refused field says why in the page's language, the focus goes to the first, and nothing is sent.
   */
  function checked(form: HTMLFormElement): boolean {
    const codes: RefusalCodes = checkForm(form);
    if (Object.keys(codes).length === 0) return true;
    setStatus({ kind: 'idle', errors: wordRefusals(codes, {}, text, locale) });
    focusFirstRefused(form, codes);
    return false;
  }

  async function send(request: FormData | object) {
    setStatus({ kind: 'submitting', errors: {} });
    try {
      const receipt = await api.post<ContactRequest>('/contact-requests/', inLanguage(request, language));
      setValues(cleared);
      setStatus({ kind: 'sent', reference: receipt.reference });
    } catch (error) {
      setStatus({ kind: 'idle', ...problemOf(error, failure, text, locale) });
    }
  }

  /** Once the desk has the request: what SentOutcome takes to show its reference and take the focus. */
  const sent = status.kind === 'sent' ? { ref: outcomeRef, reference: status.reference } : null;

  return { values, formRef, status, errors, outcomeRef, field, checked, send, sent };
}

/** The submit button ('Sending...' while on its way) and, under it, why the last attempt failed. */
export function RequestFormEnd({
  status,
  submitText,
  outcomeRef,
}: {
  status: RequestStatus;
  submitText: string;
  outcomeRef: RefObject<HTMLDivElement>;
}) {
  const text = useText();
  const problem = status.kind === 'idle' ? status.problem : undefined;
  return (
    <>
      <button type="submit" className="button patient-form__submit" disabled={status.kind === 'submitting'}>
        {status.kind === 'submitting' ? text('requests.sending') : submitText}
      </button>
      {problem && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="patient-form__problem">
          {problem}
        </div>
      )}
    </>
  );
}
