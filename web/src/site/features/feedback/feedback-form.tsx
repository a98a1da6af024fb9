import type { FormEvent } from 'react';
import { PatientInput, PatientTextarea } from '../../components/patient-form/patient-field';
import { RequestFormEnd, usePatientRequest } from '../../components/patient-form/patient-request';
import { FEEDBACK_KINDS, type ContactRequestInput } from '../../../lib/api';
import { FEEDBACK_KIND_LABELS } from '../../../lib/request-types';
import '../../components/patient-form/patient-form.css';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const FEEDBACK_PATH = '/feedback';
export const FEEDBACK_SENT_TEXT = 'Thank you: your feedback has reached the patient desk.';

const EMPTY = { kind: '', message: '', name: '', phone: '' };

/** A compliment, a suggestion or a complaint: the message is needed, the name and phone are not. */
export function FeedbackForm() {
  const { values, formRef, status, errors, outcomeRef, field, send, sent } = usePatientRequest({
    path: FEEDBACK_PATH,
    start: EMPTY,
    failure: { refused: 'Please try again.', unknown: 'Your feedback could not be sent. Please try again.' },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request: Partial<ContactRequestInput> = {
      type: 'feedback',
      kind: values.kind as ContactRequestInput['kind'],
      message: values.message.trim(),
    };
    if (values.name.trim()) request.name = values.name.trim();
    if (values.phone.trim()) request.phone = values.phone.trim();
    await send(request);
  }

  if (sent) return <SentOutcome {...sent} text={FEEDBACK_SENT_TEXT} referenceClassName="feedback__reference" />;

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
                onChange={field('kind').onChange}
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
      <PatientTextarea label="Your message" required rows={6} maxLength={5000} {...field('message')} />
      <div className="patient-form__row">
        <PatientInput label="Name (optional)" type="text" autoComplete="name" maxLength={120} {...field('name')} />
        <PatientInput
          label="Phone (optional)"
          hint="Leave a number if you would like the desk to call you back."
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...field('phone')}
        />
      </div>
      <RequestFormEnd status={status} submitText="Send feedback" outcomeRef={outcomeRef} />
    </form>
  );
}
