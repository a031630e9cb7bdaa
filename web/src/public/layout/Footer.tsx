import { Link } from 'react-router-dom';
import { BUSINESS_HOURS, FIXED_NAV_ITEMS, SHOWN_FIXED_KEYS } from '@catalogue/domain';
import { SITE } from '../../config/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/Icons';
import { Logo } from './Header';
import './Footer.css';
import { SiteAddress } from '../../components/SiteAddress';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-brand">
            <Logo />
            {SITE.name}
          </h2>
          <p>{SITE.description}</p>
          <ul className="footer-social">
            {SITE.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="footer-list">
            {SHOWN_FIXED_KEYS.map((key) => (
              <li key={key}>
                <Link to={FIXED_NAV_ITEMS[key].path}>{FIXED_NAV_ITEMS[key].name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <ul className="footer-list footer-contact">
            <li>
              <PhoneIcon size={18} />
              <a href={SITE.phoneHref}>{SITE.phone}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            <li>
              <PinIcon size={18} />
              <SiteAddress />
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Business Hours</h2>
          <ul className="footer-list footer-contact">
            {BUSINESS_HOURS.map((row) => (
              <li key={row.days}>
                <ClockIcon size={18} />
                <span>
                  {row.days}: {row.hours}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
