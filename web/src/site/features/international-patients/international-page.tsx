import { Link } from 'react-router-dom';
import { RequestForm } from '../../components/patient-form/request-form';
import { chatHref, oneLine, telHref, useContactDetails } from '../../../data/contact-details';
import { ATTENDANT_RULE, INVITATION_LETTER, VISA_STEPS, WHAT_TO_BRING, WHERE_TO_STAY } from './international-guide';
import { INTERNATIONAL_PATH, VISA_FIELDS, VISA_SENT_TEXT } from './visa-fields';
import './international-patients.css';

function List({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const entries = items.map((item) => <li key={item}>{item}</li>);
  return ordered ? <ol>{entries}</ol> : <ul>{entries}</ul>;
}

/** /international-patients: for families from Bangladesh and elsewhere, from the visa to the stay, and the letter's form. */
export function InternationalPatientsPage() {
  const contacts = useContactDetails();
  return (
    <div className="container international">
      <p className="international__lead">
        Families come to us from Bangladesh, Nepal, Bhutan and further away. The international patient desk helps before
        you travel (reports, estimates, the visa invitation letter) and while you are here.
      </p>
      <section aria-labelledby="international-desk">
        <h2 id="international-desk">The international patient desk</h2>
        {contacts ? (
          <ul>
            <li>
              Call <a href={telHref(contacts.mainMobile)}>{contacts.mainMobile.display}</a>, or write on{' '}
              {contacts.messagingAppName}:{' '}
              <a href={chatHref(contacts.mainMobile, 'International patient desk: ')} rel="noopener noreferrer">
                chat with the desk
              </a>
              .
            </li>
            <li>
              E-mail <a href={`mailto:${contacts.email}`}>{contacts.email}</a>, with the reports attached.
            </li>
          </ul>
        ) : (
          <p>Call the hospital&apos;s main number, shown at the top of every page.</p>
        )}
        <p>
          For the cost of a treatment, see the <Link to="/packages">package rates</Link> or{' '}
          <Link to="/estimate">ask for an estimate</Link> with a report.
        </p>
      </section>
      <section aria-labelledby="international-bring">
        <h2 id="international-bring">What to bring</h2>
        <List items={WHAT_TO_BRING} />
      </section>
      <section aria-labelledby="international-visa">
        <h2 id="international-visa">The medical visa, step by step</h2>
        <List items={VISA_STEPS} ordered />
        <p className="international__rule">
          <strong>Two attendants at most.</strong> {ATTENDANT_RULE}
        </p>
      </section>
      <section aria-labelledby="international-letter">
        <h2 id="international-letter">How the invitation letter works</h2>
        <List items={INVITATION_LETTER} />
      </section>
      <section aria-labelledby="international-stay">
        <h2 id="international-stay">Where to stay</h2>
        {contacts && (
          <p>
            Near the main hospital ({oneLine(contacts.address)}) and near the {contacts.branch.name} branch (
            {oneLine(contacts.branch.address)}):
          </p>
        )}
        <List items={WHERE_TO_STAY} />
      </section>
      <section className="patient-form-card" aria-labelledby="visa-form-title">
        <h2 id="visa-form-title">Request an invitation letter</h2>
        <p className="patient-form__note">
          The desk calls or writes to you, asks for the reports, and sends the letter once it is validated.
        </p>
        <RequestForm
          path={INTERNATIONAL_PATH}
          type="visa"
          label="Request an invitation letter"
          fields={VISA_FIELDS}
          submitText="Request the letter"
          sentText={VISA_SENT_TEXT}
          initial={{ attendants: '0' }}
        />
      </section>
    </div>
  );
}
