import { FeedbackForm } from './feedback-form';

/** Where a complaint goes when the one before has not resolved it. */
export const ESCALATION_STEPS = [
  'The patient desk reads every message, replies to those that leave a phone number, and records what was done.',
  "If the desk's answer does not resolve your complaint, ask for the hospital's grievance officer, who reviews it and answers you in writing.",
  "If it is still not resolved, you may complain to the state's clinical establishments authority, which registers and regulates hospitals in the state.",
] as const;

/** /feedback: the form, and the ladder a complaint climbs. */
export function FeedbackPage() {
  return (
    <div className="container patient-page">
      <section className="patient-form-card" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">Tell us how we did</h2>
        <p className="patient-form__note">
          A compliment, a suggestion or a complaint: every message is read by the patient desk. For anything urgent
          about a patient&apos;s care, call us or come to the hospital.
        </p>
        <FeedbackForm />
      </section>
      <section aria-labelledby="feedback-escalation-title">
        <h2 id="feedback-escalation-title">If you are not satisfied</h2>
        <ol>
          {ESCALATION_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
