import { PhoneIcon } from '../../components/icons/icons';
import { HOSPITAL_NAME, telHref, useContactDetails, type PostalAddress } from '../../../data/contact-details';
import { mapHref } from './map-link';
import {
  AMBULANCE_NUMBER,
  BE_FAST,
  DO_NOT_WHILE_WAITING,
  DO_WHILE_WAITING,
  OTHER_EMERGENCIES,
  TIME_IS_BRAIN,
  WHAT_TO_BRING,
} from './stroke-guidance';
import './emergency-page.css';

function Address({ address }: { address: PostalAddress }) {
  return (
    <address>
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/** One line a thing to do or bring. */
function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The address in the visitor's maps, in a new tab (said to screen readers). */
function MapLink({ address }: { address: PostalAddress }) {
  return (
    <a href={mapHref(address)} target="_blank" rel="noopener noreferrer">
      Open in maps<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * /emergency: stroke and neuro emergencies. Plain HTML and links only (tel: and map links), so the
 * served page is complete and every call works with JavaScript off; large type, high contrast.
 */
export function EmergencyPage() {
  // The hospital's emergency number is the one the 24x7 strip calls. The details are the editors'
  // (served in the HTML); if the CMS could not answer, the stroke guidance and 108 still stand.
  const details = useContactDetails();
  return (
    <div className="emergency-page container">
      <header className="emergency-page__header">
        <h1>Stroke and neuro emergencies</h1>
        <p className="emergency-page__lead">If you think someone is having a stroke, call now. Every minute counts.</p>
        <ul className="emergency-page__calls" aria-label="Call for help">
          {details && (
            <li>
              <a className="emergency-call emergency-call--hospital" href={telHref(details.mainMobile)}>
                <PhoneIcon size={28} />
                <span>
                  <span className="emergency-call__what">Call the hospital emergency, 24x7</span>
                  <span className="emergency-call__number">{details.mainMobile.display}</span>
                </span>
              </a>
            </li>
          )}
          <li>
            <a className="emergency-call emergency-call--ambulance" href={`tel:${AMBULANCE_NUMBER}`}>
              <PhoneIcon size={28} />
              <span>
                <span className="emergency-call__what">Call an ambulance (India)</span>
                <span className="emergency-call__number">{AMBULANCE_NUMBER}</span>
              </span>
            </a>
          </li>
        </ul>
      </header>

      <section aria-labelledby="be-fast-title" className="emergency-page__section">
        <h2 id="be-fast-title">BE-FAST: the signs of a stroke</h2>
        <p>A stroke comes on suddenly. Any one of these signs is enough to call:</p>
        <ol className="be-fast">
          {BE_FAST.map((sign) => (
            <li key={sign.letter} className="be-fast__sign">
              <span className="be-fast__letter" aria-hidden="true">
                {sign.letter}
              </span>
              <span>
                <strong className="be-fast__word">{sign.word}</strong> {sign.what}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="time-is-brain-title" className="emergency-page__section emergency-page__time">
        <h2 id="time-is-brain-title">Time is brain</h2>
        <p>{TIME_IS_BRAIN}</p>
        <div className="emergency-page__columns">
          <div>
            <h3>While you wait, do</h3>
            <TextList items={DO_WHILE_WAITING} />
          </div>
          <div>
            <h3>Do not</h3>
            <TextList items={DO_NOT_WHILE_WAITING} />
          </div>
        </div>
      </section>

      <section aria-labelledby="other-emergencies-title" className="emergency-page__section">
        <h2 id="other-emergencies-title">Other neuro emergencies: call at once for</h2>
        <TextList items={OTHER_EMERGENCIES} />
      </section>

      {details && (
        <section aria-labelledby="where-title" className="emergency-page__section">
          <h2 id="where-title">Where to come</h2>
          <ul className="emergency-page__branches">
            <li>
              <h3>{HOSPITAL_NAME}, main hospital</h3>
              <Address address={details.address} />
              <MapLink address={details.address} />
            </li>
            <li>
              <h3>{details.branch.name}</h3>
              <Address address={details.branch.address} />
              <p>
                {details.branch.phones.map((phone, index) => (
                  <span key={phone.digits}>
                    {index > 0 && ' · '}
                    <a href={telHref(phone)}>{phone.display}</a>
                  </span>
                ))}
              </p>
              <MapLink address={details.branch.address} />
            </li>
          </ul>
        </section>
      )}

      <section aria-labelledby="bring-title" className="emergency-page__section">
        <h2 id="bring-title">What to bring</h2>
        <TextList items={WHAT_TO_BRING} />
      </section>
    </div>
  );
}
