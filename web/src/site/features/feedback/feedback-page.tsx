import { telHref, useContactDetails } from '../../../data/contact-details';
import { useText, type MessageKey } from '../../../lib/i18n';
import { FeedbackForm } from './feedback-form';

/** Where a complaint goes when the one before has not resolved it. */
const ESCALATION_STEPS: readonly MessageKey[] = [
  'requests.feedback.escalation1',
  'requests.feedback.escalation2',
  'requests.feedback.escalation3',
];

/** The grievance officer's name, number and e-mail, under the step that names the office. */
function GrievanceOfficerContact() {
  const text = useText();
  const officer = useContactDetails()?.grievanceOfficer;
  if (!officer) return null;
  return (
    <p className="feedback__officer">
      {text('requests.feedback.officer', { name: officer.name })}
      {officer.phone && (
        <>
          {' · '}
          <a href={telHref(officer.phone)}>{officer.phone.display}</a>
        </>
      )}
      {officer.email && (
        <>
          {' · '}
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </>
      )}
    </p>
  );
}

/** /feedback: the form, and the ladder a complaint climbs. */
export function FeedbackPage() {
  const text = useText();
  return (
    <div className="container patient-page">
      <section className="patient-form-card" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">{text('requests.feedback.formTitle')}</h2>
        <p className="patient-form__note">{text('requests.feedback.intro')}</p>
        <FeedbackForm />
      </section>
      <section aria-labelledby="feedback-escalation-title">
        <h2 id="feedback-escalation-title">{text('requests.feedback.escalationTitle')}</h2>
        <ol>
          {ESCALATION_STEPS.map((step) => (
            <li key={step}>
              {text(step)}
              {step === 'requests.feedback.escalation2' && <GrievanceOfficerContact />}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
