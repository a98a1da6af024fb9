import { Link } from 'react-router-dom';
import { ChatIcon, MapPinIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails, oneLine } from '../../../data/contact-details';
import { useFallbackLang, useText } from '../../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

/** The thin bar above the navigation: where the hospital is, its messaging-app number and the languages. */
export function TopBar() {
  const details = useContactDetails();
  const text = useText();
  const langOf = useFallbackLang();
  if (!details) return null;
  const { address, mainMobile, messagingAppName } = details;
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p className="top-bar__address">
          <MapPinIcon size={16} />
          <span lang={langOf(oneLine(address))}>{oneLine(address)}</span>
        </p>
        <div className="top-bar__actions">
          <LanguageSwitcher />
          <Link className="top-bar__emergency" to="/emergency">
            {text('header.emergency')}
          </Link>
          <a className="top-bar__chat" href={chatHref(mainMobile)} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={16} />
            <span>
              <span className="top-bar__chat-app">{messagingAppName}: </span>
              {mainMobile.display}
            </span>
            <span className="sr-only">{text('header.opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
