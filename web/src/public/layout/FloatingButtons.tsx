import { greetingLink, telHref, useSite } from '../../components/siteSettings';
import { ChatIcon, PhoneIcon } from '../components/Icons';
import { useText } from '../i18n/useText';

/** The floating chat (greeting message) and call (first phone number) buttons of every public page. */
export function FloatingButtons() {
  const { settings } = useSite();
  const text = useText();
  const chat = greetingLink(settings);
  const phone = settings.business.phones.at(0);
  if (!chat && !phone) return null;
  return (
    <div className="floating-buttons">
      {chat && (
        <a className="floating-button floating-chat" href={chat} target="_blank" rel="noopener noreferrer">
          <ChatIcon />
          <span className="visually-hidden">{text('layout.chatWithUs')}</span>
        </a>
      )}
      {phone && (
        <a className="floating-button floating-call" href={telHref(phone)}>
          <PhoneIcon />
          <span className="visually-hidden">{text('layout.callUs', { phone: phone.display })}</span>
        </a>
      )}
    </div>
  );
}
