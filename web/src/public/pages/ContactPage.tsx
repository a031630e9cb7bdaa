import { useState } from 'react';
import { useToday } from '../../components/browserValues';
import { PageHero } from '../components/PageHero';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/Icons';
import { PhoneLinks } from '../components/PhoneLinks';
import { RichText } from '../../components/RichText';
import { SiteAddress } from '../components/SiteAddress';
import { hasHours, hoursToday, mapsEmbedUrl, mapsUrl, useSite } from '../../components/siteSettings';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { ContactForm } from './ContactForm';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import './ContactPage.css';

/**
 * The map costs nothing until asked for: a link to open it in a maps app, and a button that
 * loads the embedded map only on click (no third-party request when the page loads).
 */
function MapBlock({ label, embed, open }: { label: string; embed: string; open: string }) {
  const [show, setShow] = useState(false);
  const text = useText();
  return (
    <div className="map-block">
      {show ? (
        <iframe title={text('contact.map', { label })} src={embed} width="600" height="340" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="map-placeholder">
          <PinIcon size={36} />
          <p>{label}</p>
          <div className="hero-actions centered">
            <button type="button" className="btn btn-green" onClick={() => setShow(true)}>
              {text('contact.showMap')}
            </button>
            <a className="btn btn-outline" href={open} target="_blank" rel="noopener noreferrer">
              {text('contact.openInMaps')}
              <span className="visually-hidden"> {text('common.opensInNewTab')}</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

/** /contact: the form (only with a chat number), details, hours, map; each left out when the settings have nothing for it. */
export default function ContactPage() {
  const { business, hours, leads } = useSite().settings;
  const today = useToday();
  const language = useLanguage();
  const text = useText();
  usePublicPageMeta(text('contact.metaTitle'), text('contact.metaDescription', { name: business.name }));
  const hasDetails = business.phones.length > 0 || business.email !== '' || business.address.length > 0;
  const embed = mapsEmbedUrl(business.map);
  const open = mapsUrl(business.map);

  return (
    <>
      <PageHero title={text('contact.title')} lead={leads.contact} />
      <div className="container section contact-layout">
        {business.chatNumber && <ContactForm chatNumber={business.chatNumber} />}
        {(hasDetails || hasHours(hours)) && (
          <aside className="contact-details" aria-label={text('contact.details')}>
            {hasDetails && (
              <section aria-labelledby="details-title">
                <h2 id="details-title">{text('contact.information')}</h2>
                <ul className="detail-list">
                  {business.phones.length > 0 && (
                    <li>
                      <PhoneIcon size={20} />
                      <div>
                        <h3>{text('contact.phone')}</h3>
                        <PhoneLinks />
                      </div>
                    </li>
                  )}
                  {business.email && (
                    <li>
                      <MailIcon size={20} />
                      <div>
                        <h3>{text('contact.email')}</h3>
                        <a href={`mailto:${business.email}`}>{business.email}</a>
                      </div>
                    </li>
                  )}
                  {business.address.length > 0 && (
                    <li>
                      <PinIcon size={20} />
                      <div>
                        <h3>{text('contact.address')}</h3>
                        <SiteAddress />
                      </div>
                    </li>
                  )}
                </ul>
              </section>
            )}
            {hasHours(hours) && (
              <section aria-labelledby="hours-title">
                <h2 id="hours-title">
                  <ClockIcon size={20} /> {text('common.businessHours')}
                </h2>
                <dl className="hours">
                  {hoursToday(hours.days, today, language).map((row) => (
                    <div key={row.days} className={row.today ? 'today' : undefined} aria-current={row.today ? 'date' : undefined}>
                      <dt>
                        {row.days}
                        {row.today && ` ${text('common.today')}`}
                      </dt>
                      <dd>{row.hours}</dd>
                    </div>
                  ))}
                </dl>
                <RichText className="contact-hours-note" text={hours.note} />
              </section>
            )}
          </aside>
        )}
      </div>
      {embed && open && (
        <section className="container section map-section" aria-labelledby="map-title">
          <h2 id="map-title" className="section-title">
            {text('contact.findUs')}
          </h2>
          <MapBlock label={business.map.label || business.name} embed={embed} open={open} />
        </section>
      )}
    </>
  );
}
