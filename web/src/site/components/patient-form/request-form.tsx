import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTypedBeforeStart } from '../served-form/typed-before-start';
import { useServedForm, type ServedFormState } from '../served-form/served-form';
import { api, ApiError, type ContactRequest, type RequestType } from '../../../lib/api';
import { PatientField } from './patient-field';
import './patient-form.css';
import { SentOutcome } from './sent-outcome';

/** One field of a patient's request form, as the CMS names it. */
export interface RequestField {
  name: string;
  label: string;
  control: 'text' | 'tel' | 'email' | 'date' | 'number' | 'textarea' | 'select' | 'file';
  required?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  /** For a select: value and label, the first usually the empty "choose" entry. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** For a file: what the picker offers. */
  accept?: string;
}

interface RequestFormProps {
  /** The page it lives on: without JavaScript the form posts there (web/server/served-forms/). */
  path: string;
  type: RequestType;
  label: string;
  fields: readonly RequestField[];
  submitText: string;
  sentText: string;
  /** Filled in from the page's address (the package asked about), before anything is typed. */
  initial?: Record<string, string>;
}

type Values = Record<string, string>;
type Errors = Record<string, string[]>;
type Status =
  | { kind: 'idle'; errors: Errors; problem?: string }
  | { kind: 'submitting'; errors: Errors }
  | { kind: 'sent'; reference: string | null };

function problemOf(error: unknown): { errors: Errors; problem?: string } {
  if (error instanceof ApiError && error.status === 400) return { errors: error.fieldErrors };
  if (error instanceof ApiError && error.isNetworkError) {
    return {
      errors: {},
      problem: "We could not reach the hospital's server; please check your connection and try again.",
    };
  }
  return { errors: {}, problem: error instanceof ApiError ? error.describe('Please try again.') : 'Please try again.' };
}

function start(fields: readonly RequestField[], initial: Values, served: ServedFormState | null) {
  const empty: Values = Object.fromEntries(
    fields.filter((field) => field.control !== 'file').map((field) => [field.name, initial[field.name] ?? '']),
  );
  if (!served) return { values: empty, status: { kind: 'idle', errors: {} } as Status };
  if (served.receipt) return { values: empty, status: { kind: 'sent', reference: served.receipt.reference } as Status };
  const values = { ...empty };
  for (const name of Object.keys(values))
    if (typeof served.values[name] === 'string') values[name] = served.values[name];
  return { values, status: { kind: 'idle', errors: served.errors, problem: served.message } as Status };
}

/**
 * A patient's request to the desk (an estimate, a visa letter), served as plain HTML that posts to
 * its own page without JavaScript, and sent by script once the app runs. A form with a file field
 * is sent as multipart (the file is never kept in React's state: a file input cannot be).
 */
export function RequestForm({ path, type, label, fields, submitText, sentText, initial = {} }: RequestFormProps) {
  const served = useServedForm(path);
  const [values, setValues] = useState<Values>(() => start(fields, initial, served).values);
  const formRef = useTypedBeforeStart(setValues);
  const [status, setStatus] = useState<Status>(() => start(fields, initial, served).status);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind === 'sent' || (status.kind === 'idle' && status.problem)) outcomeRef.current?.focus();
  }, [status]);
  const errors = status.kind === 'sent' ? {} : status.errors;
  const hasFile = fields.some((field) => field.control === 'file');
  const change = (name: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus({ kind: 'submitting', errors: {} });
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
    try {
      const receipt = await api.post<ContactRequest>('/contact-requests/', body);
      setValues(start(fields, {}, null).values);
      setStatus({ kind: 'sent', reference: receipt.reference });
    } catch (error) {
      setStatus({ kind: 'idle', ...problemOf(error) });
    }
  }

  if (status.kind === 'sent') {
    return (
      <SentOutcome
        ref={outcomeRef}
        text={sentText}
        reference={status.reference}
        referenceClassName="patient-form__reference"
      />
    );
  }

  const problem = status.kind === 'idle' ? status.problem : undefined;
  return (
    <form
      ref={formRef}
      className="patient-form"
      method="post"
      encType={hasFile ? 'multipart/form-data' : undefined}
      onSubmit={submit}
      aria-label={label}
    >
      {fields.map((field) => (
        <PatientField
          key={field.name}
          label={field.label}
          required={field.required}
          errors={errors[field.name]}
          hint={field.hint}
        >
          {(control) => {
            const common = { ...control, name: field.name };
            if (field.control === 'file') return <input {...common} type="file" accept={field.accept} />;
            const bound = { ...common, value: values[field.name] ?? '', onChange: change(field.name) };
            if (field.control === 'textarea') return <textarea {...bound} rows={5} maxLength={field.maxLength} />;
            if (field.control === 'select') {
              return (
                <select {...bound}>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              );
            }
            return (
              <input
                {...bound}
                type={field.control}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                min={field.min}
                max={field.max}
              />
            );
          }}
        </PatientField>
      ))}
      <button type="submit" className="button patient-form__submit" disabled={status.kind === 'submitting'}>
        {status.kind === 'submitting' ? 'Sending...' : submitText}
      </button>
      {problem && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="patient-form__problem">
          {problem}
        </div>
      )}
    </form>
  );
}
