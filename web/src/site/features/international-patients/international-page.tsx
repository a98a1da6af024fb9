import { Link } from 'react-router-dom';
import { RequestForm } from '../../components/patient-form/request-form';
import { useTextWith } from '../../components/patient-form/patient-request';
import { chatHref, oneLine, telHref, useContactDetails } from '../../../data/contact-details';
import { useText, type MessageKey } from '../../../lib/i18n';
import { INVITATION_LETTER, VISA_STEPS, WHAT_TO_BRING, WHERE_TO_STAY } from './international-guide';
import { VISA_REQUEST } from './visa-fields';
import './international-patients.css';

function List({ items, ordered = false }: { items: readonly MessageKey[]; ordered?: boolean }) {
  const text = useText();
  const entries = items.map((item) => <li key={item}>{text(item)}</li>);
  return ordered ? <ol>{entries}</ol> : <ul>{entries}</ul>;
}

/** /international-patients: for families from Bangladesh and elsewhere, from the visa to the stay, and the letter's form. */
export function InternationalPatientsPage() {
  const text = useText();
  const textWith = useTextWith();
  const contacts = useContactDetails();
  return (
    <div className="container international">
      <p className="international__lead">{text('requests.international.lead')}</p>
      <section aria-labelledby="international-desk">
        <h2 id="international-desk">{text('requests.international.deskTitle')}</h2>
        {contacts ? (
          <ul>
            <li>
              {textWith(
                'requests.international.deskCall',
                {
                  phone: <a href={telHref(contacts.mainMobile)}>{contacts.mainMobile.display}</a>,
                  chat: (
                    // The message the chat starts with is for the desk: it stays in English.
                    <a href={chatHref(contacts.mainMobile, 'International patient desk: ')} rel="noopener noreferrer">
                      {text('requests.international.chatWithDesk')}
                    </a>
                  ),
                },
                { app: contacts.messagingAppName },
              )}
            </li>
            <li>
              {textWith('requests.international.deskEmail', {
                email: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>,
              })}
            </li>
          </ul>
        ) : (
          <p>{text('requests.international.callMain')}</p>
        )}
        <p>
          {textWith('requests.international.cost', {
            rates: <Link to="/packages">{text('requests.international.packageRates')}</Link>,
            estimate: <Link to="/estimate">{text('requests.international.askEstimate')}</Link>,
          })}
        </p>
      </section>
      <section aria-labelledby="international-bring">
        <h2 id="international-bring">{text('requests.international.bringTitle')}</h2>
        <List items={WHAT_TO_BRING} />
      </section>
      <section aria-labelledby="international-visa">
        <h2 id="international-visa">{text('requests.international.visaTitle')}</h2>
        <List items={VISA_STEPS} ordered />
        <p className="international__rule">
          <strong>{text('requests.international.attendantsAtMost')}</strong>{' '}
          {text('requests.international.attendantRule')}
        </p>
      </section>
      <section aria-labelledby="international-letter">
        <h2 id="international-letter">{text('requests.international.letterTitle')}</h2>
        <List items={INVITATION_LETTER} />
      </section>
      <section aria-labelledby="international-stay">
        <h2 id="international-stay">{text('requests.international.stayTitle')}</h2>
        {contacts && (
          <p>
            {text('requests.international.stayNear', {
              address: oneLine(contacts.address),
              branch: contacts.branch.name,
              branchAddress: oneLine(contacts.branch.address),
            })}
          </p>
        )}
        <List items={WHERE_TO_STAY} />
      </section>
      <section className="patient-form-card" aria-labelledby="visa-form-title">
        <h2 id="visa-form-title">{text('requests.visa.title')}</h2>
        <p className="patient-form__note">{text('requests.visa.intro')}</p>
        <RequestForm
          kind={VISA_REQUEST}
          label="requests.visa.title"
          submitText="requests.visa.submit"
          sentText="requests.visa.sent"
          initial={{ attendants: '0' }}
        />
      </section>
    </div>
  );
}
