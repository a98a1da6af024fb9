import { ChatIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails } from '../../../data/contact-details';
import './chat-button.css';

/** The floating button that opens a messaging-app chat with a short greeting already typed. */
export function ChatButton() {
  const details = useContactDetails();
  if (!details) return null;
  const { mainMobile, chatGreeting, messagingAppName } = details;
  return (
    <aside aria-label="Chat with us">
      <a
        className="chat-button"
        href={chatHref(mainMobile, chatGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with us on ${messagingAppName} (opens in a new tab)`}
      >
        <ChatIcon size={30} />
      </a>
    </aside>
  );
}
