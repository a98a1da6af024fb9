import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails, oneLine, telHref } from '../../../data/contact-details';
import { useFallbackLang, useText } from '../../../lib/i18n';

/** The hospital's address, numbers and e-mail, as a list for the contact section and page. */
export function ContactDetailsList() {
  const details = useContactDetails();
  const text = useText();
  const langOf = useFallbackLang();
  if (!details) return null;
  const { address, branch, mainMobile, landline, email, messagingAppName } = details;
  return (
    <ul className="contact-details">
      <li>
        <MapPinIcon size={22} />
        <span>
          <strong>{text('contact.hospital')}</strong>
          <span lang={langOf(oneLine(address))}>{oneLine(address)}</span>
        </span>
      </li>
      <li>
        <ChatIcon size={22} />
        <span>
          <strong>{messagingAppName}</strong>
          <a href={chatHref(mainMobile)} target="_blank" rel="noopener noreferrer">
            {mainMobile.display}
          </a>
        </span>
      </li>
      <li>
        <PhoneIcon size={22} />
        <span>
          <strong>{text('contact.landline')}</strong>
          <a href={telHref(landline)}>{landline.display}</a>
        </span>
      </li>
      <li>
        <MailIcon size={22} />
        <span>
          <strong>{text('contact.email')}</strong>
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      </li>
      <li>
        <MapPinIcon size={22} />
        <span>
          <strong lang={langOf(branch.name)}>{branch.name}</strong>
          <span lang={langOf(oneLine(branch.address))}>{oneLine(branch.address)}</span>
        </span>
      </li>
    </ul>
  );
}
