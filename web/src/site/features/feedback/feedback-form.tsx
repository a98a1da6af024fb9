import { Form } from 'react-router-dom';
import { DeclaredField } from '../../components/patient-form/declared-field';
import { RequestFormEnd } from '../../components/patient-form/patient-request';
import { fieldOf, type RequestKind } from '../../components/patient-form/request-kind';
import { useRequestOutcome } from '../../components/patient-form/use-request-outcome';
import { FEEDBACK_KINDS, type FeedbackKind } from '../../../lib/api';
import { useText, type MessageKey } from '../../../lib/i18n';
import '../../components/patient-form/patient-form.css';
import { SentOutcome } from '../../components/patient-form/sent-outcome';

/** The kinds as the public form names them (the admin's list keeps its own, English, FEEDBACK_KIND_LABELS). */
const KIND_LABELS: Record<FeedbackKind, MessageKey> = {
  compliment: 'requests.feedback.kind.compliment',
  suggestion: 'requests.feedback.kind.suggestion',
  complaint: 'requests.feedback.kind.complaint',
};

/** A compliment, a suggestion or a complaint: the message is needed, the name and phone are not. */
export const FEEDBACK_REQUEST: RequestKind = {
  path: '/feedback',
  type: 'feedback',
  fields: [
    {
      name: 'kind',
      label: 'requests.feedback.kindLegend',
      control: 'choice',
      required: true,
      options: FEEDBACK_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
    { name: 'message', label: 'requests.feedback.message', control: 'textarea', required: true, maxLength: 5000 },
    { name: 'name', label: 'requests.feedback.name', control: 'text', autoComplete: 'name', maxLength: 120 },
    {
      name: 'phone',
      label: 'requests.feedback.phone',
      control: 'tel',
      autoComplete: 'tel',
      maxLength: 30,
      hint: 'requests.feedback.phoneHint',
    },
  ],
};

const field = (name: string) => fieldOf(FEEDBACK_REQUEST, name);

/** The feedback form: posted to its page and taken by the route's action, with or without JavaScript. */
export function FeedbackForm() {
  const text = useText();
  const { submitting, errors, problem, receipt, typed, formRef, outcomeRef } = useRequestOutcome({
    offline: 'requests.networkProblem',
    refused: 'requests.feedback.notSent',
  });

  if (receipt) {
    return (
      <SentOutcome
        ref={outcomeRef}
        reference={receipt.reference}
        text={text('requests.feedback.sent')}
        referenceClassName="feedback__reference"
      />
    );
  }

  const declared = (name: string) => (
    <DeclaredField field={field(name)} errors={errors[name]} defaultValue={typed(name)} />
  );
  return (
    <Form
      ref={formRef}
      className="patient-form"
      method="post"
      noValidate
      aria-label={text('requests.feedback.formLabel')}
    >
      {declared('kind')}
      {declared('message')}
      <div className="patient-form__row">
        {declared('name')}
        {declared('phone')}
      </div>
      <RequestFormEnd
        submitting={submitting}
        problem={problem}
        refused={errors}
        submitText={text('requests.feedback.submit')}
        outcomeRef={outcomeRef}
      />
    </Form>
  );
}
