import { chatUrl, GREETING_MESSAGE, SITE } from '../../config/site';
import { ChatIcon, PhoneIcon } from '../../components/Icons';

/** The floating chat and call buttons of every public page. */
export function FloatingButtons() {
  return (
    <div className="floating-buttons">
      <a className="floating-button floating-chat" href={chatUrl(GREETING_MESSAGE)} target="_blank" rel="noopener noreferrer">
        <ChatIcon />
        <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
      <a className="floating-button floating-call" href={SITE.phoneHref}>
        <PhoneIcon />
        <span className="visually-hidden">Call us at {SITE.phone}</span>
      </a>
    </div>
  );
}
