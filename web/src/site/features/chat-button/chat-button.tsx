import { ChatIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails } from '../../../data/contact-details';
import { useText } from '../../../lib/i18n';
import './chat-button.css';

/**
 * The button that opens a messaging-app chat with a short greeting already typed. The header holds
 * it: in the navigation's line below 1024 px, floating at the screen's corner from there (see chat-button.css).
 */
export function ChatButton() {
  const details = useContactDetails();
  const text = useText();
  if (!details) return null;
  const { mainMobile, chatGreeting, messagingAppName } = details;
  return (
    <a
      className="chat-button"
      href={chatHref(mainMobile, chatGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={text('chat.link', { app: messagingAppName })}
    >
      <ChatIcon size={30} />
    </a>
  );
}
