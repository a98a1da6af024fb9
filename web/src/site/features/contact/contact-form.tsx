import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTypedBeforeStart } from '../../components/served-form/typed-before-start';
import { CONTACT_SUBMIT_DELAY_MS } from '../../../data/constants';
import { api, ApiError, type ContactRequest } from '../../../lib/api';
import { useIntlLocale, useLanguage, useLocalizedPath, useText, type MessageKey } from '../../../lib/i18n';
import { checkForm } from '../../components/patient-form/refusals';
import {
  describeContactFailure,
  describeRefusedFields,
  EMPTY_CONTACT_FORM,
  toContactRequest,
  type ContactFormValues,
} from './contact-request';
import { ContactReceipt, type Receipt } from './contact-receipt';
import { describeServedErrors, useServedForm, type ServedFormState } from '../../components/served-form/served-form';
import '../../components/patient-form/patient-form.css';
import './contact.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'submitted'; receipt: Receipt }
  /** `refused`: the fields the message names, marked invalid and described by it. */
  | { kind: 'failed'; message: string; refused: readonly string[] };

/** The page the form lives on: without JavaScript it posts here (web/server/served-forms/). */
export const CONTACT_FORM_PATH = '/contact';

const FIELD_LABELS: Record<keyof ContactFormValues, MessageKey> = {
  name: 'form.name',
  phone: 'form.phone',
  email: 'form.email',
  gender: 'form.gender',
  age: 'form.age',
  message: 'form.message',
};

/** Where the refusal is written: a refused field is described by it (aria-describedby). */
const REFUSAL_ID = 'contact-refusal';

/** A field of the form: its label (from FIELD_LABELS) over the control, whose id is `contact-<name>`. */
function ContactField({
  name,
  required,
  children,
}: {
  name: keyof ContactFormValues;
  required?: boolean;
  children: ReactNode;
}) {
  const text = useText();
  return (
    <div className="contact-form__field">
      <label htmlFor={`contact-${name}`} className={required ? 'is-required' : undefined}>
        {text(FIELD_LABELS[name])}
      </label>
      {children}
    </div>
  );
}

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/** The fields' labels in the page's language, by field name. */
const labelsIn = (text: Text): Record<string, string> =>
  Object.fromEntries(Object.entries(FIELD_LABELS).map(([name, key]) => [name, text(key)]));

/** Where a form posted without JavaScript left off: its receipt, or the refusal with what was typed. */
function servedStart(
  served: ServedFormState | null,
  text: Text,
  locale: string,
): { values: ContactFormValues; status: Status } {
  if (!served) return { values: EMPTY_CONTACT_FORM, status: { kind: 'idle' } };
  if (served.receipt) {
    return { values: EMPTY_CONTACT_FORM, status: { kind: 'submitted', receipt: served.receipt } };
  }
  const values = { ...EMPTY_CONTACT_FORM };
  for (const name of Object.keys(EMPTY_CONTACT_FORM) as (keyof ContactFormValues)[]) {
    const typed = served.values[name];
    if (typeof typed === 'string') (values as Record<string, string>)[name] = typed;
  }
  const problem = describeServedErrors(served, labelsIn(text), text, locale);
  return {
    values,
    status: problem
      ? { kind: 'failed', message: `${text('form.failed')} ${problem}`, refused: Object.keys(served.errors) }
      : { kind: 'idle' },
  };
}

/** Resolves after `ms`: the specification's fixed submitting time. */
const submittingTime = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The 'Patient Contact Form'. It posts to /contact-requests/; on success the fields are cleared
 * and the success text shows once the specification's fixed 2 s have passed (or the server's
 * time, if longer); on failure the error shows at once and everything typed stays.
 */
export function ContactForm() {
  const served = useServedForm(CONTACT_FORM_PATH);
  const text = useText();
  const locale = useIntlLocale();
  const language = useLanguage();
  // The form's page in the page's language: without JavaScript, /bn/contact posts to /bn/contact.
  const action = useLocalizedPath()(CONTACT_FORM_PATH);
  const [values, setValues] = useState<ContactFormValues>(() => servedStart(served, text, locale).values);
  const formRef = useTypedBeforeStart(setValues);
  const [status, setStatus] = useState<Status>(() => servedStart(served, text, locale).status);
  const submitting = status.kind === 'submitting';
  // The button is disabled while sending, which drops the focus; the outcome takes it instead.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status.kind === 'submitted' || status.kind === 'failed') outcomeRef.current?.focus();
  }, [status]);

  const refused = status.kind === 'failed' ? status.refused : [];
  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    // A screen reader on a refused field says so, and reads why.
    ...(refused.includes(name) ? { 'aria-invalid': true as const, 'aria-describedby': REFUSAL_ID } : {}),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The page's own checks (the browser's are off, noValidate): refused before anything is sent.
    const codes = checkForm(event.currentTarget);
    if (Object.keys(codes).length > 0) {
      const worded = describeRefusedFields(codes, {}, labelsIn(text), text, locale);
      // The message names every refused field and takes the focus, as a refusal by the CMS does.
      setStatus({ kind: 'failed', message: `${text('form.failed')} ${worded}`, refused: Object.keys(codes) });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      // Both at once: a quick server still shows 'Submitting...' for the full 2 s; a refusal ends it early.
      const [receipt] = await Promise.all([
        api.post<ContactRequest>('/contact-requests/', toContactRequest(values, language)),
        submittingTime(CONTACT_SUBMIT_DELAY_MS),
      ]);
      setValues(EMPTY_CONTACT_FORM);
      setStatus({ kind: 'submitted', receipt });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: describeContactFailure(error, text, locale, labelsIn(text)),
        refused: error instanceof ApiError ? Object.keys(error.fieldErrors) : [],
      });
    }
  }

  return (
    <section className="contact-form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{text('form.title')}</h2>
      <p className="contact-form-card__intro">{text('form.intro')}</p>
      {/* Without JavaScript the browser posts the fields to the page itself; the site server sends them on. */}
      <form ref={formRef} className="contact-form" method="post" action={action} noValidate onSubmit={submit}>
        <ContactField name="name" required>
          <input id="contact-name" type="text" autoComplete="name" required {...field('name')} />
        </ContactField>
        <ContactField name="phone" required>
          <input id="contact-phone" type="tel" autoComplete="tel" required {...field('phone')} />
        </ContactField>
        <ContactField name="email">
          <input id="contact-email" type="email" autoComplete="email" {...field('email')} />
        </ContactField>
        <div className="contact-form__row">
          <ContactField name="gender">
            <select id="contact-gender" {...field('gender')}>
              <option value="">{text('form.genderSelect')}</option>
              <option value="male">{text('form.male')}</option>
              <option value="female">{text('form.female')}</option>
              <option value="other">{text('form.other')}</option>
            </select>
          </ContactField>
          <ContactField name="age">
            <input id="contact-age" type="number" inputMode="numeric" {...field('age')} />
          </ContactField>
        </div>
        <ContactField name="message">
          <textarea id="contact-message" rows={5} {...field('message')} />
        </ContactField>
        <button type="submit" className="button contact-form__submit" disabled={submitting}>
          {submitting ? text('form.submitting') : text('form.submit')}
        </button>
        <div aria-live="polite">
          {status.kind === 'submitted' && (
            <>
              <p ref={outcomeRef} tabIndex={-1} className="contact-form__success">
                {text('form.success')}
              </p>
              <ContactReceipt receipt={status.receipt} />
            </>
          )}
        </div>
        {status.kind === 'failed' && (
          <p ref={outcomeRef} id={REFUSAL_ID} tabIndex={-1} role="alert" className="contact-form__error">
            {status.message}
          </p>
        )}
        <p className="contact-form__privacy">{text('form.privacy')}</p>
      </form>
    </section>
  );
}
