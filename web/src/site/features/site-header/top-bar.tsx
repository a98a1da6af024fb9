import { Link } from 'react-router-dom';
import { ChatIcon, MapPinIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails, oneLine } from '../../../data/contact-details';

/** The thin bar above the navigation: where the hospital is and its messaging-app number. */
export function TopBar() {
  const details = useContactDetails();
  if (!details) return null;
  const { address, mainMobile, messagingAppName } = details;
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p className="top-bar__address">
          <MapPinIcon size={16} />
          <span>{oneLine(address)}</span>
        </p>
        <div className="top-bar__actions">
          <Link className="top-bar__emergency" to="/emergency">
            Emergency
          </Link>
          <a className="top-bar__chat" href={chatHref(mainMobile)} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={16} />
            <span>
              {messagingAppName}: {mainMobile.display}
            </span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
