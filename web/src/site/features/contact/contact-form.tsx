import type { ReactNode } from 'react';
import { Form } from 'react-router-dom';
import { fieldOf } from '../../components/patient-form/request-kind';
import { useRequestOutcome } from '../../components/patient-form/use-request-outcome';
import { useText } from '../../../lib/i18n';
import { CONTACT_REQUEST, describeRefusedFields } from './contact-request';
import { ContactReceipt } from './contact-receipt';
import '../../components/patient-form/patient-form.css';
import './contact.css';

/** Where the refusal is written: a refused field is described by it (aria-describedby). */
const REFUSAL_ID = 'contact-refusal';

/** A field of the form: its declared label over the control, whose id is `contact-<name>`. */
function ContactField({ name, children }: { name: string; children: ReactNode }) {
  const text = useText();
  const field = fieldOf(CONTACT_REQUEST, name);
  return (
    <div className="contact-form__field">
      <label htmlFor={`contact-${name}`} className={field.required ? 'is-required' : undefined}>
        {text(field.label)}
      </label>
      {children}
    </div>
  );
}

/**
 * The 'Patient Contact Form', posted to its page and taken by the route's action with or without
 * JavaScript (request-action.ts). With JavaScript, 'Submitting...' shows for the specification's
 * fixed 2 s (or the server's time, if longer); on success the fields are cleared and the success
 * text shows; on failure the error shows at once and everything typed stays.
 */
export function ContactForm() {
  const text = useText();
  // The refusal names every refused field: it takes the focus, and is read out whole.
  const { submitting, errors, problem, receipt, typed, formRef, outcomeRef } = useRequestOutcome(
    { offline: 'form.unreachable', refused: 'form.tryAgainOrCall' },
    'outcome',
  );
  const refusedFields = describeRefusedFields(errors, text);
  const failure = problem ?? (refusedFields || undefined);

  const field = (name: string) => ({
    id: `contact-${name}`,
    name,
    required: fieldOf(CONTACT_REQUEST, name).required,
    defaultValue: typed(name),
    // A screen reader on a refused field says so, and reads why.
    ...(name in errors ? { 'aria-invalid': true as const, 'aria-describedby': REFUSAL_ID } : {}),
  });

  return (
    <section className="contact-form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{text('form.title')}</h2>
      <p className="contact-form-card__intro">{text('form.intro')}</p>
      <Form ref={formRef} className="contact-form" method="post" noValidate>
        <ContactField name="name">
          <input type="text" autoComplete="name" {...field('name')} />
        </ContactField>
        <ContactField name="phone">
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </ContactField>
        <ContactField name="email">
          <input type="email" autoComplete="email" {...field('email')} />
        </ContactField>
        <div className="contact-form__row">
          <ContactField name="gender">
            <select {...field('gender')}>
              {(fieldOf(CONTACT_REQUEST, 'gender').options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {text(option.label)}
                </option>
              ))}
            </select>
          </ContactField>
          <ContactField name="age">
            <input type="number" inputMode="numeric" {...field('age')} />
          </ContactField>
        </div>
        <ContactField name="message">
          <textarea rows={5} {...field('message')} />
        </ContactField>
        <button type="submit" className="button contact-form__submit" disabled={submitting}>
          {submitting ? text('form.submitting') : text('form.submit')}
        </button>
        <div aria-live="polite">
          {receipt && !submitting && (
            <>
              <p ref={outcomeRef} tabIndex={-1} className="contact-form__success">
                {text('form.success')}
              </p>
              <ContactReceipt receipt={receipt} />
            </>
          )}
        </div>
        {failure && !submitting && (
          <p ref={outcomeRef} id={REFUSAL_ID} tabIndex={-1} role="alert" className="contact-form__error">
            {`${text('form.failed')} ${failure}`}
          </p>
        )}
        <p className="contact-form__privacy">{text('form.privacy')}</p>
      </Form>
    </section>
  );
}
