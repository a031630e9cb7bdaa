import { Link } from 'react-router-dom';
import { FIXED_NAV_ITEMS, POLICY_KEYS, POLICY_PATHS, SHOWN_FIXED_KEYS } from '@catalogue/domain';
import { hasHours, hoursToday, telHref, useSite } from '../../components/siteSettings';
import { useToday } from '../../components/browserValues';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/Icons';
import { useLocalizedPath } from '../i18n/language';
import { RichText } from '../../components/RichText';
import { SiteAddress } from '../components/SiteAddress';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import './Footer.css';
import { useLanguage } from '../i18n/language';
import { useText } from '../i18n/useText';
import { FIXED_ITEM_NAMES } from '../i18n/navNames';
import { FssaiMark } from '../legal/FssaiMark';
import { POLICY_TITLES } from '../legal/policyTitles';

export function Footer() {
  const { business, hours, legal } = useSite().settings;
  const today = useToday();
  const localized = useLocalizedPath();
  const language = useLanguage();
  const text = useText();
  const hasContact = business.phones.length > 0 || business.email !== '' || business.address.length > 0;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-brand">
            <Logo />
            {business.name}
          </h2>
          <RichText text={business.description} />
          {business.social.length > 0 && (
            <ul className="footer-social">
              {business.social.map((link, index) => (
                <li key={index}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                    <span className="visually-hidden"> {text('common.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{text('footer.quickLinks')}</h2>
          <ul className="footer-list">
            {SHOWN_FIXED_KEYS.map((key) => (
              <li key={key}>
                <Link to={localized(FIXED_NAV_ITEMS[key].path)}>{text(FIXED_ITEM_NAMES[key])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">{text('footer.policies')}</h2>
          <ul className="footer-list">
            {POLICY_KEYS.map((policy) => (
              <li key={policy}>
                <Link to={localized(POLICY_PATHS[policy])}>{text(POLICY_TITLES[policy])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {hasContact && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{text('footer.contactUs')}</h2>
            <ul className="footer-list footer-contact">
              {business.phones.map((phone, index) => (
                <li key={index}>
                  <PhoneIcon size={18} />
                  <a href={telHref(phone)}>{phone.display}</a>
                </li>
              ))}
              {business.email && (
                <li>
                  <MailIcon size={18} />
                  <a href={`mailto:${business.email}`}>{business.email}</a>
                </li>
              )}
              {business.address.length > 0 && (
                <li>
                  <PinIcon size={18} />
                  <SiteAddress />
                </li>
              )}
            </ul>
          </section>
        )}
        {hasHours(hours) && (
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours">{text('common.businessHours')}</h2>
            <ul className="footer-list footer-contact footer-hours">
              {hoursToday(hours.days, today, language).map((row) => (
                <li key={row.days} className={row.today ? 'today' : undefined} aria-current={row.today ? 'date' : undefined}>
                  <ClockIcon size={18} />
                  <span>
                    {row.days}: {row.hours}
                    {row.today && ` ${text('common.today')}`}
                  </span>
                </li>
              ))}
            </ul>
            <RichText className="footer-hours-note" text={hours.note} />
          </section>
        )}
      </div>
      <div className="container footer-bottom">
        <p>
          {text('footer.rights', { year: String(new Date().getFullYear()), name: business.name })}
        </p>
        {legal.fssaiLicence && (
          <p className="footer-fssai">
            <FssaiMark size={18} /> {text('footer.fssai', { number: legal.fssaiLicence })}
          </p>
        )}
        <LanguageSwitch className="footer-language-switch" />
      </div>
    </footer>
  );
}
