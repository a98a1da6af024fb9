import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails, oneLine, telHref } from '../../../data/contact-details';

/** The hospital's address, numbers and e-mail, as a list for the contact section and page. */
export function ContactDetailsList() {
  const details = useContactDetails();
  if (!details) return null;
  const { address, branch, mainMobile, landline, email, messagingAppName } = details;
  return (
    <ul className="contact-details">
      <li>
        <MapPinIcon size={22} />
        <span>
          <strong>Hospital</strong>
          {oneLine(address)}
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
          <strong>Landline</strong>
          <a href={telHref(landline)}>{landline.display}</a>
        </span>
      </li>
      <li>
        <MailIcon size={22} />
        <span>
          <strong>E-mail</strong>
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      </li>
      <li>
        <MapPinIcon size={22} />
        <span>
          <strong>{branch.name}</strong>
          {oneLine(branch.address)}
        </span>
      </li>
    </ul>
  );
}
