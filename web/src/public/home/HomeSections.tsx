import { Link } from 'react-router-dom';
import { FOUNDING_YEAR } from '@catalogue/domain';
import { chatUrl, GREETING_MESSAGE, SITE } from '../../config/site';
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/Icons';
import { SiteAddress } from '../../components/SiteAddress';

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container home-hero-inner">
        <p className="hero-eyebrow">Wood-pressed since {FOUNDING_YEAR}</p>
        <h1 id="hero-title">Pure oils, pressed slowly the traditional way</h1>
        <p className="hero-lead">
          Cold wood-pressed groundnut, sesame and coconut oils and honest organic foods from {SITE.name}: no heat, no
          chemicals, nothing refined away.
        </p>
        <div className="hero-actions">
          <Link className="btn btn-primary" to="/products">
            Shop Our Products
          </Link>
          <Link className="btn btn-outline-light" to="/about-us">
            About Us
          </Link>
        </div>
      </div>
    </section>
  );
}

export function AboutTeaser() {
  return (
    <section className="section about-teaser" aria-labelledby="about-teaser-title">
      <div className="container about-teaser-inner">
        <div>
          <h2 id="about-teaser-title">Our Story</h2>
          <p>
            We started in {FOUNDING_YEAR} with a single wooden press (a <em>chekku</em>) and a promise: oil the way our
            grandparents knew it. Seeds from farmers we know by name are crushed slowly at low temperature, so the
            aroma, colour and nutrients stay in the oil.
          </p>
          <p>Today we still press every batch by hand, and we added organic staples we use in our own kitchens.</p>
          <Link className="btn btn-green" to="/about-us">
            Read Our Story
          </Link>
        </div>
        <ul className="about-stats">
          <li>
            <strong>{FOUNDING_YEAR}</strong>
            <span>pressing since</span>
          </li>
          <li>
            <strong>100%</strong>
            <span>wood-pressed, unrefined</span>
          </li>
          <li>
            <strong>0</strong>
            <span>chemicals or preservatives</span>
          </li>
        </ul>
      </div>
    </section>
  );
}

export function ContactBlock() {
  return (
    <section className="section contact-block" aria-labelledby="contact-block-title">
      <div className="container">
        <h2 id="contact-block-title" className="section-title">
          Get in Touch
        </h2>
        <p className="section-lead">Questions about our oils, bulk orders or a visit to the mill? We are happy to help.</p>
        <ul className="contact-cards">
          <li>
            <PhoneIcon />
            <h3>Call Us</h3>
            <a href={SITE.phoneHref}>{SITE.phone}</a>
          </li>
          <li>
            <MailIcon />
            <h3>Email Us</h3>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </li>
          <li>
            <PinIcon />
            <h3>Visit Us</h3>
            <SiteAddress />
          </li>
        </ul>
        <div className="hero-actions centered">
          <Link className="btn btn-green" to="/contact">
            Send Us a Message
          </Link>
          <a className="btn btn-outline" href={chatUrl(GREETING_MESSAGE)} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={20} />
            Chat on WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
