import type { FormEvent } from 'react';
import { PatientInput, PatientTextarea } from '../../components/patient-form/patient-field';
import { RequestFormEnd, usePatientRequest } from '../../components/patient-form/patient-request';
import { FEEDBACK_KINDS, type ContactRequestInput, type FeedbackKind } from '../../../lib/api';
import { useText, type MessageKey } from '../../../lib/i18n';
import '../../components/patient-form/patient-form.css';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const FEEDBACK_PATH = '/feedback';

/** The kinds as the public form names them (the admin's list keeps its own, English, FEEDBACK_KIND_LABELS). */
const KIND_LABELS: Record<FeedbackKind, MessageKey> = {
  compliment: 'requests.feedback.kind.compliment',
  suggestion: 'requests.feedback.kind.suggestion',
  complaint: 'requests.feedback.kind.complaint',
};

const EMPTY = { kind: '', message: '', name: '', phone: '' };

/** A compliment, a suggestion or a complaint: the message is needed, the name and phone are not. */
export function FeedbackForm() {
  const text = useText();
  const { values, formRef, status, errors, outcomeRef, field, checked, send, sent } = usePatientRequest({
    path: FEEDBACK_PATH,
    start: EMPTY,
    failure: { refused: 'requests.tryAgain', unknown: 'requests.feedback.notSent' },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked(event.currentTarget)) return;
    const request: Partial<ContactRequestInput> = {
      type: 'feedback',
      kind: values.kind as ContactRequestInput['kind'],
      message: values.message.trim(),
    };
    if (values.name.trim()) request.name = values.name.trim();
    if (values.phone.trim()) request.phone = values.phone.trim();
    await send(request);
  }

  if (sent) {
    return <SentOutcome {...sent} text={text('requests.feedback.sent')} referenceClassName="feedback__reference" />;
  }

  return (
    <form
      ref={formRef}
      className="patient-form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={text('requests.feedback.formLabel')}
    >
      <fieldset className="patient-form__field" aria-describedby={errors.kind ? 'feedback-kind-error' : undefined}>
        <legend className="is-required">{text('requests.feedback.kindLegend')}</legend>
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
              {text(KIND_LABELS[kind])}
            </label>
          ))}
        </div>
        {errors.kind && (
          <p id="feedback-kind-error" className="patient-form__field-error">
            {errors.kind.join(' ')}
          </p>
        )}
      </fieldset>
      <PatientTextarea
        label={text('requests.feedback.message')}
        required
        rows={6}
        maxLength={5000}
        {...field('message')}
      />
      <div className="patient-form__row">
        <PatientInput
          label={text('requests.feedback.name')}
          type="text"
          autoComplete="name"
          maxLength={120}
          {...field('name')}
        />
        <PatientInput
          label={text('requests.feedback.phone')}
          hint={text('requests.feedback.phoneHint')}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...field('phone')}
        />
      </div>
      <RequestFormEnd status={status} submitText={text('requests.feedback.submit')} outcomeRef={outcomeRef} />
    </form>
  );
}
