import type { ReactNode } from 'react';
import { Form } from 'react-router-dom';
import { useText, type MessageKey } from '../../../lib/i18n';
import { DeclaredField } from './declared-field';
import { RequestFormEnd } from './patient-request';
import { hasFiles, type RequestKind } from './request-kind';
import './patient-form.css';
import { SentOutcome } from './sent-outcome';
import { useRequestOutcome } from './use-request-outcome';

interface RequestFormProps {
  kind: RequestKind;
  /** The form's name, its submit button's text and its success text, as catalogue keys. */
  label: MessageKey;
  submitText: MessageKey;
  sentText: MessageKey;
  /** Filled in from the page's address (the package asked about), before anything is typed. */
  initial?: Record<string, string>;
  /** Shown under the receipt, given its reference (the estimate's page, to see it once sent). */
  afterSent?: (reference: string) => ReactNode;
}

/**
 * A patient's request to the desk (an estimate, a visa letter), drawn from its kind's declared
 * fields: one form, posted to its own page and taken by the route's action, with or without
 * JavaScript (request-action.ts). A form with a file field is posted as multipart.
 */
export function RequestForm({ kind, label, submitText, sentText, initial = {}, afterSent }: RequestFormProps) {
  const text = useText();
  const { submitting, errors, problem, receipt, typed, formRef, outcomeRef } = useRequestOutcome({
    offline: 'requests.networkProblem',
    refused: 'requests.tryAgain',
  });

  if (receipt) {
    return (
      <>
        <SentOutcome
          ref={outcomeRef}
          reference={receipt.reference}
          text={text(sentText)}
          referenceClassName="patient-form__reference"
        />
        {afterSent?.(receipt.reference)}
      </>
    );
  }

  return (
    <Form
      ref={formRef}
      className="patient-form"
      method="post"
      encType={hasFiles(kind) ? 'multipart/form-data' : undefined}
      noValidate
      aria-label={text(label)}
    >
      {kind.fields.map((field) => (
        <DeclaredField
          key={field.name}
          field={field}
          errors={errors[field.name]}
          defaultValue={typed(field.name, initial[field.name])}
        />
      ))}
      <RequestFormEnd
        submitting={submitting}
        problem={problem}
        refused={errors}
        submitText={text(submitText)}
        outcomeRef={outcomeRef}
      />
    </Form>
  );
}
