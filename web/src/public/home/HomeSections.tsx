import { Link } from 'react-router-dom';
import { greetingLink, useSite } from '../../components/siteSettings';
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from '../components/Icons';
import { PhoneLinks } from '../components/PhoneLinks';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { RichText } from '../../components/RichText';
import { SiteAddress } from '../components/SiteAddress';
import { useText } from '../i18n/useText';
import { useLocalizedPath } from '../i18n/language';

export function Hero() {
  const localized = useLocalizedPath();
  const { hero } = useSite().settings.home;
  return (
    <section className={`home-hero${hero.image ? ' with-image' : ''}`} aria-labelledby="hero-title">
      {hero.image && <ResponsiveImage className="home-hero-image" src={hero.image.src} info={hero.image} alt="" sizes="100vw" priority />}
      <div className="container home-hero-inner">
        {hero.badge && <p className="hero-eyebrow">{hero.badge}</p>}
        <h1 id="hero-title">{hero.heading}</h1>
        <RichText className="hero-lead" text={hero.text} />
        <div className="hero-actions">
          <Link className="btn btn-primary" to={localized('/products')}>
            {hero.primaryButton}
          </Link>
          <Link className="btn btn-outline-light" to={localized('/about-us')}>
            {hero.secondaryButton}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function AboutTeaser() {
  const localized = useLocalizedPath();
  const { story, stats } = useSite().settings.home;
  const shownStats = stats.filter((stat) => stat.value || stat.label);
  return (
    <section className="section about-teaser" aria-labelledby="about-teaser-title">
      <div className="container about-teaser-inner">
        <div>
          <h2 id="about-teaser-title">{story.heading}</h2>
          <RichText text={story.text} />
          <Link className="btn btn-green" to={localized('/about-us')}>
            {story.button}
          </Link>
        </div>
        {shownStats.length > 0 && (
          <ul className="about-stats">
            {shownStats.map((stat, index) => (
              <li key={index}>
                <strong>{stat.value}</strong>
                <span>{stat.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function ContactBlock() {
  const localized = useLocalizedPath();
  const { settings } = useSite();
  const { business, home } = settings;
  const chat = greetingLink(settings);
  const text = useText();
  return (
    <section className="section contact-block" aria-labelledby="contact-block-title">
      <div className="container">
        <h2 id="contact-block-title" className="section-title">
          {home.contact.heading}
        </h2>
        <RichText className="section-lead" text={home.contact.text} />
        <ul className="contact-cards">
          {business.phones.length > 0 && (
            <li>
              <PhoneIcon />
              <h3>{text('home.callUs')}</h3>
              <PhoneLinks />
            </li>
          )}
          {business.email && (
            <li>
              <MailIcon />
              <h3>{text('home.emailUs')}</h3>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
          )}
          {business.address.length > 0 && (
            <li>
              <PinIcon />
              <h3>{text('home.visitUs')}</h3>
              <SiteAddress />
            </li>
          )}
        </ul>
        {chat && (
          <div className="hero-actions centered">
            <Link className="btn btn-green" to={localized('/contact')}>
              {text('home.sendMessage')}
            </Link>
            <a className="btn btn-outline" href={chat} target="_blank" rel="noopener noreferrer">
              <ChatIcon size={20} />
              {text('home.chat')}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
