import { PhoneIcon } from '../../components/icons/icons';
import { HOSPITAL_NAME, telHref, useContactDetails, type PostalAddress } from '../../../data/contact-details';
import { useFallbackLang, useText, type MessageKey } from '../../../lib/i18n';
import { mapHref } from './map-link';
import {
  AMBULANCE_NUMBER,
  BE_FAST,
  DO_NOT_WHILE_WAITING,
  DO_WHILE_WAITING,
  OTHER_EMERGENCIES,
  WHAT_TO_BRING,
} from './stroke-guidance';
import './emergency-page.css';

function Address({ address }: { address: PostalAddress }) {
  const langOf = useFallbackLang();
  return (
    <address lang={langOf(address.lines.join(' '))}>
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/** One line a thing to do or bring. */
function TextList({ items }: { items: readonly MessageKey[] }) {
  const text = useText();
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{text(item)}</li>
      ))}
    </ul>
  );
}

/** The address in the visitor's maps, in a new tab (said to screen readers). */
function MapLink({ address }: { address: PostalAddress }) {
  const text = useText();
  return (
    <a href={mapHref(address)} target="_blank" rel="noopener noreferrer">
      {text('emergency.openInMaps')}
      <span className="sr-only">{text('header.opensInNewTab')}</span>
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
  const text = useText();
  const langOf = useFallbackLang();
  return (
    <div className="emergency-page container">
      <header className="emergency-page__header">
        <h1>{text('emergency.heading')}</h1>
        <p className="emergency-page__lead">{text('emergency.lead')}</p>
        <ul className="emergency-page__calls" aria-label={text('emergency.callForHelp')}>
          {details && (
            <li>
              <a className="emergency-call emergency-call--hospital" href={telHref(details.mainMobile)}>
                <PhoneIcon size={28} />
                <span>
                  <span className="emergency-call__what">{text('emergency.callHospital')}</span>
                  <span className="emergency-call__number">{details.mainMobile.display}</span>
                </span>
              </a>
            </li>
          )}
          <li>
            <a className="emergency-call emergency-call--ambulance" href={`tel:${AMBULANCE_NUMBER}`}>
              <PhoneIcon size={28} />
              <span>
                <span className="emergency-call__what">{text('emergency.callAmbulance')}</span>
                <span className="emergency-call__number">{AMBULANCE_NUMBER}</span>
              </span>
            </a>
          </li>
        </ul>
      </header>

      <section aria-labelledby="be-fast-title" className="emergency-page__section">
        <h2 id="be-fast-title">{text('emergency.beFastTitle')}</h2>
        <p>{text('emergency.beFastLead')}</p>
        <ol className="be-fast">
          {BE_FAST.map((sign) => (
            <li key={sign.letter} className="be-fast__sign">
              <span className="be-fast__letter" aria-hidden="true">
                {sign.letter}
              </span>
              <span>
                <strong className="be-fast__word">{text(sign.word)}</strong> {text(sign.what)}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="time-is-brain-title" className="emergency-page__section emergency-page__time">
        <h2 id="time-is-brain-title">{text('emergency.timeIsBrainTitle')}</h2>
        <p>{text('emergency.timeIsBrain')}</p>
        <div className="emergency-page__columns">
          <div>
            <h3>{text('emergency.doTitle')}</h3>
            <TextList items={DO_WHILE_WAITING} />
          </div>
          <div>
            <h3>{text('emergency.doNotTitle')}</h3>
            <TextList items={DO_NOT_WHILE_WAITING} />
          </div>
        </div>
      </section>

      <section aria-labelledby="other-emergencies-title" className="emergency-page__section">
        <h2 id="other-emergencies-title">{text('emergency.otherTitle')}</h2>
        <TextList items={OTHER_EMERGENCIES} />
      </section>

      {details && (
        <section aria-labelledby="where-title" className="emergency-page__section">
          <h2 id="where-title">{text('emergency.whereTitle')}</h2>
          <ul className="emergency-page__branches">
            <li>
              <h3>{text('emergency.mainHospital', { hospital: HOSPITAL_NAME })}</h3>
              <Address address={details.address} />
              <MapLink address={details.address} />
            </li>
            <li>
              <h3 lang={langOf(details.branch.name)}>{details.branch.name}</h3>
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
        <h2 id="bring-title">{text('emergency.bringTitle')}</h2>
        <TextList items={WHAT_TO_BRING} />
      </section>
    </div>
  );
}
