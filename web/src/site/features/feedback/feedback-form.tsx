import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTypedBeforeStart } from '../../components/served-form/typed-before-start';
import { PatientField } from '../../components/patient-form/patient-field';
import { useServedForm, type ServedFormState } from '../../components/served-form/served-form';
import { api, ApiError, FEEDBACK_KINDS, type ContactRequest, type ContactRequestInput } from '../../../lib/api';
import { FEEDBACK_KIND_LABELS } from '../../../lib/request-types';
import '../../components/patient-form/patient-form.css';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const FEEDBACK_PATH = '/feedback';
export const FEEDBACK_SENT_TEXT = 'Thank you: your feedback has reached the patient desk.';

interface Values {
  kind: string;
  message: string;
  name: string;
  phone: string;
}

const EMPTY: Values = { kind: '', message: '', name: '', phone: '' };
type Errors = Record<string, string[]>;
type Status =
  | { kind: 'idle'; errors: Errors; problem?: string }
  | { kind: 'submitting'; errors: Errors }
  | { kind: 'sent'; reference: string | null };

function servedStart(served: ServedFormState | null): { values: Values; status: Status } {
  if (!served) return { values: EMPTY, status: { kind: 'idle', errors: {} } };
  if (served.receipt) return { values: EMPTY, status: { kind: 'sent', reference: served.receipt.reference } };
  const values = { ...EMPTY };
  for (const name of Object.keys(EMPTY) as (keyof Values)[]) {
    const typed = served.values[name];
    if (typeof typed === 'string') values[name] = typed;
  }
  return { values, status: { kind: 'idle', errors: served.errors, problem: served.message } };
}

function problemOf(error: unknown): { errors: Errors; problem?: string } {
  if (error instanceof ApiError && error.status === 400) return { errors: error.fieldErrors };
  if (error instanceof ApiError && error.isNetworkError) {
    return {
      errors: {},
      problem: "We could not reach the hospital's server; please check your connection and try again.",
    };
  }
  return {
    errors: {},
    problem:
      error instanceof ApiError
        ? error.describe('Please try again.')
        : 'Your feedback could not be sent. Please try again.',
  };
}

/** A compliment, a suggestion or a complaint: the message is needed, the name and phone are not. */
export function FeedbackForm() {
  const served = useServedForm(FEEDBACK_PATH);
  const [values, setValues] = useState<Values>(() => servedStart(served).values);
  const formRef = useTypedBeforeStart(setValues);
  const [status, setStatus] = useState<Status>(() => servedStart(served).status);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind === 'sent' || (status.kind === 'idle' && status.problem)) outcomeRef.current?.focus();
  }, [status]);
  const errors = status.kind === 'sent' ? {} : status.errors;
  const change = (name: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'submitting', errors: {} });
    const request: Partial<ContactRequestInput> = {
      type: 'feedback',
      kind: values.kind as ContactRequestInput['kind'],
      message: values.message.trim(),
    };
    if (values.name.trim()) request.name = values.name.trim();
    if (values.phone.trim()) request.phone = values.phone.trim();
    try {
      const receipt = await api.post<ContactRequest>('/contact-requests/', request);
      setValues(EMPTY);
      setStatus({ kind: 'sent', reference: receipt.reference });
    } catch (error) {
      setStatus({ kind: 'idle', ...problemOf(error) });
    }
  }

  if (status.kind === 'sent') {
    return (
      <SentOutcome
        ref={outcomeRef}
        text={FEEDBACK_SENT_TEXT}
        reference={status.reference}
        referenceClassName="feedback__reference"
      />
    );
  }

  const problem = status.kind === 'idle' ? status.problem : undefined;
  return (
    <form ref={formRef} className="patient-form" method="post" onSubmit={submit} aria-label="Feedback">
      <fieldset className="patient-form__field" aria-describedby={errors.kind ? 'feedback-kind-error' : undefined}>
        <legend className="is-required">Your feedback is a</legend>
        <div className="patient-form__choices">
          {FEEDBACK_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                required
                checked={values.kind === kind}
                onChange={change('kind')}
              />
              {FEEDBACK_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.kind && (
          <p id="feedback-kind-error" className="patient-form__field-error">
            {errors.kind.join(' ')}
          </p>
        )}
      </fieldset>
      <PatientField label="Your message" required errors={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            maxLength={5000}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </PatientField>
      <div className="patient-form__row">
        <PatientField label="Name (optional)" errors={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={120}
              value={values.name}
              onChange={change('name')}
            />
          )}
        </PatientField>
        <PatientField
          label="Phone (optional)"
          errors={errors.phone}
          hint="Leave a number if you would like the desk to call you back."
        >
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              value={values.phone}
              onChange={change('phone')}
            />
          )}
        </PatientField>
      </div>
      <button type="submit" className="button patient-form__submit" disabled={status.kind === 'submitting'}>
        {status.kind === 'submitting' ? 'Sending...' : 'Send feedback'}
      </button>
      {problem && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="patient-form__problem">
          {problem}
        </div>
      )}
    </form>
  );
}
