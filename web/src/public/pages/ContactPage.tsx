import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { BUSINESS_HOURS, contactSchema, type ContactInput } from '@catalogue/domain';
import { PageHero } from '../../components/PageHero';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/Icons';
import { siteTitle, usePageMeta } from '../../components/usePageMeta';
import { contactUrl, mapsEmbedUrl, mapsUrl, SITE } from '../../config/site';
import './ContactPage.css';
import { SiteAddress } from '../../components/SiteAddress';

type FieldName = keyof ContactInput;

/**
 * The map costs nothing until asked for: a link to open it in a maps app, and a button that
 * loads the embedded map only on click (no third-party request when the page loads).
 */
function MapBlock() {
  const [show, setShow] = useState(false);
  return (
    <div className="map-block">
      {show ? (
        <iframe
          title={`Map: ${SITE.map.label}`}
          src={mapsEmbedUrl()}
          width="600"
          height="340"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map-placeholder">
          <PinIcon size={36} />
          <p>{SITE.map.label}</p>
          <div className="hero-actions centered">
            <button type="button" className="btn btn-green" onClick={() => setShow(true)}>
              Show Map
            </button>
            <a className="btn btn-outline" href={mapsUrl()} target="_blank" rel="noopener noreferrer">
              Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

/** /contact: the form (never sent to the server: it opens the chat, prefilled), details, hours, map. */
export default function ContactPage() {
  usePageMeta(siteTitle('Contact'), `Contact ${SITE.name}: call, email or chat with us, visit the mill, or send a message. Business hours and location.`);
  const [chatLink, setChatLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: yupResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });

  const onSubmit = (values: ContactInput) => {
    const url = contactUrl(values);
    setChatLink(url);
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  const field = (name: FieldName, label: string, options: { type?: string; required?: boolean; autoComplete?: string; multiline?: boolean } = {}) => {
    const id = `contact-${name}`;
    const error = errors[name]?.message;
    const props = {
      id,
      ...register(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': options.required ? true : undefined,
      autoComplete: options.autoComplete,
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>
          {label}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        {options.multiline ? <textarea rows={5} {...props} /> : <input type={options.type ?? 'text'} {...props} />}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHero title="Contact Us" lead="Questions, bulk orders or a visit to the mill: write to us and we will answer on WhatsApp." />
      <div className="container section contact-layout">
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send Us a Message</h2>
          <p className="form-hint">
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required. Sending opens a WhatsApp chat with your
            message ready; nothing is stored on our website.
          </p>
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <div className="form-row">
              {field('name', 'Your Name', { required: true, autoComplete: 'name' })}
              {field('email', 'Email Address', { type: 'email', required: true, autoComplete: 'email' })}
            </div>
            <div className="form-row">
              {field('phone', 'Phone Number', { type: 'tel', required: true, autoComplete: 'tel' })}
              {field('subject', 'Subject')}
            </div>
            {field('message', 'Message', { required: true, multiline: true })}
            <button type="submit" className="btn btn-green">
              <ChatIcon size={20} />
              Send via WhatsApp
            </button>
          </form>
          <div role="status" className="form-status">
            {chatLink && (
              <p>
                Your message is ready in WhatsApp. If the chat did not open,{' '}
                <a href={chatLink} target="_blank" rel="noopener noreferrer" className="contact-chat-link">
                  open the chat with your message
                </a>
                .
              </p>
            )}
          </div>
        </section>
        <aside className="contact-details" aria-label="Contact details">
          <section aria-labelledby="details-title">
            <h2 id="details-title">Contact Information</h2>
            <ul className="detail-list">
              <li>
                <PhoneIcon size={20} />
                <div>
                  <h3>Phone</h3>
                  <a href={SITE.phoneHref}>{SITE.phone}</a>
                </div>
              </li>
              <li>
                <MailIcon size={20} />
                <div>
                  <h3>Email</h3>
                  <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
                </div>
              </li>
              <li>
                <PinIcon size={20} />
                <div>
                  <h3>Address</h3>
                  <SiteAddress withCountry />
                </div>
              </li>
            </ul>
          </section>
          <section aria-labelledby="hours-title">
            <h2 id="hours-title">
              <ClockIcon size={20} /> Business Hours
            </h2>
            <dl className="hours">
              {BUSINESS_HOURS.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
      <section className="container section map-section" aria-labelledby="map-title">
        <h2 id="map-title" className="section-title">
          Find Us
        </h2>
        <MapBlock />
      </section>
    </>
  );
}
