import type { FormEvent } from 'react';
import type { RequestType } from '../../../lib/api';
import { useText, type MessageKey } from '../../../lib/i18n';
import { PatientInput, PatientSelect, PatientTextarea } from './patient-field';
import { RequestFormEnd, usePatientRequest } from './patient-request';
import './patient-form.css';
import { SentOutcome } from './sent-outcome';

/** One field of a patient's request form, as the CMS names it; its words are catalogue keys. */
export interface RequestField {
  name: string;
  label: MessageKey;
  control: 'text' | 'tel' | 'email' | 'date' | 'number' | 'textarea' | 'select' | 'file';
  required?: boolean;
  hint?: MessageKey;
  /** What the hint's placeholders are filled with. */
  hintValues?: Record<string, unknown>;
  autoComplete?: string;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  /** For a select: value and label, the first usually the empty "choose" entry. */
  options?: ReadonlyArray<{ value: string; label: MessageKey }>;
  /** For a file: what the picker offers, and the most bytes it takes (checked before sending). */
  accept?: string;
  maxBytes?: number;
}

interface RequestFormProps {
  /** The page it lives on: without JavaScript the form posts there (web/server/served-forms/). */
  path: string;
  type: RequestType;
  /** The form's name, its submit button's text and its success text, as catalogue keys. */
  label: MessageKey;
  fields: readonly RequestField[];
  submitText: MessageKey;
  sentText: MessageKey;
  /** Filled in from the page's address (the package asked about), before anything is typed. */
  initial?: Record<string, string>;
}

/** The fields that hold text (a file input cannot be held in React's state), filled from `initial`. */
function textFields(fields: readonly RequestField[], initial: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    fields.filter((field) => field.control !== 'file').map((field) => [field.name, initial[field.name] ?? '']),
  );
}

/**
 * A patient's request to the desk (an estimate, a visa letter), served as plain HTML that posts to
 * its own page without JavaScript, and sent by script once the app runs. A form with a file field
 * is sent as multipart (the file is never kept in React's state: a file input cannot be).
 */
export function RequestForm({ path, type, label, fields, submitText, sentText, initial = {} }: RequestFormProps) {
  const text = useText();
  const { values, formRef, status, errors, outcomeRef, field, checked, send, sent } = usePatientRequest({
    path,
    start: textFields(fields, initial),
    cleared: textFields(fields, {}),
    failure: { refused: 'requests.tryAgain', unknown: 'requests.tryAgain' },
  });
  const hasFile = fields.some((each) => each.control === 'file');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checked(form)) return;
    const typed = Object.entries(values)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== '');
    let body: FormData | Record<string, unknown>;
    if (hasFile) {
      const data = new FormData();
      data.append('type', type);
      for (const [name, value] of typed) data.append(name, value);
      for (const field of fields.filter((each) => each.control === 'file')) {
        const file = (form.elements.namedItem(field.name) as HTMLInputElement | null)?.files?.[0];
        if (file) data.append(field.name, file);
      }
      body = data;
    } else {
      body = { type, ...Object.fromEntries(typed) };
    }
    await send(body);
  }

  if (sent) return <SentOutcome {...sent} text={text(sentText)} referenceClassName="patient-form__reference" />;

  return (
    <form
      ref={formRef}
      className="patient-form"
      method="post"
      encType={hasFile ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={submit}
      aria-label={text(label)}
    >
      {fields.map((each) => {
        const labelled = {
          label: text(each.label),
          required: each.required,
          hint: each.hint ? text(each.hint, each.hintValues) : undefined,
        };
        if (each.control === 'file') {
          return (
            <PatientInput
              key={each.name}
              {...labelled}
              errors={errors[each.name]}
              name={each.name}
              type="file"
              accept={each.accept}
              data-max-bytes={each.maxBytes}
            />
          );
        }
        const bound = { ...labelled, ...field(each.name) };
        if (each.control === 'textarea')
          return <PatientTextarea key={each.name} {...bound} rows={5} maxLength={each.maxLength} />;
        if (each.control === 'select') {
          return (
            <PatientSelect key={each.name} {...bound}>
              {(each.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {text(option.label)}
                </option>
              ))}
            </PatientSelect>
          );
        }
        return (
          <PatientInput
            key={each.name}
            {...bound}
            type={each.control}
            autoComplete={each.autoComplete}
            maxLength={each.maxLength}
            min={each.min}
            max={each.max}
          />
        );
      })}
      <RequestFormEnd status={status} submitText={text(submitText)} outcomeRef={outcomeRef} />
    </form>
  );
}
