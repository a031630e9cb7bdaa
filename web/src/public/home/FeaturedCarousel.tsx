import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { type Product } from '@catalogue/domain';
import { ProductCard } from '../components/ProductCard';
import { ChevronIcon, PauseIcon } from '../components/Icons';
import { slotsForWidth } from '../components/carousel';
import { useSite } from '../../components/siteSettings';
import { usePrefersReducedMotion, useViewportWidth } from '../../components/browserValues';
import type { HomeData } from '../loaders';
import { useFailureText, useText } from '../i18n/useText';
import '../components/Carousel.css';

const FEATURED_CAROUSEL_ADVANCE_MS = 5_000;
const FEATURED_SIZES = '(min-width: 1200px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/**
 * Featured products: advances every 5 s and wraps, shows 1/2/3 slots by width, moves
 * only when there are more products than slots, pauses while hovered or focused (and with its
 * pause button), and does not move by itself when the visitor prefers reduced motion.
 */
export function ProductCarousel({ products, intervalMs = FEATURED_CAROUSEL_ADVANCE_MS }: { products: Product[]; intervalMs?: number }) {
  // Until the width is known (server, hydration) the stylesheet sets the slots by media query.
  const width = useViewportWidth();
  const slots = slotsForWidth(width ?? 0);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const trackId = useId();
  const text = useText();

  const canMove = products.length > slots;
  const lastIndex = Math.max(0, products.length - slots);
  const current = Math.min(index, lastIndex);
  const paused = hovered || focused || userPaused || reducedMotion;

  useEffect(() => {
    if (!canMove || paused) return;
    const timer = setTimeout(() => setIndex((value) => (Math.min(value, lastIndex) >= lastIndex ? 0 : Math.min(value, lastIndex) + 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [canMove, paused, current, lastIndex, intervalMs]);

  const step = (delta: number) => setIndex(() => {
    const next = current + delta;
    return next > lastIndex ? 0 : next < 0 ? lastIndex : next;
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className={`carousel${reducedMotion ? ' reduced-motion' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={text('home.featuredCarousel')}
      data-slots={slots}
      data-index={current}
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel-viewport">
        <div
          id={trackId}
          className="carousel-track"
          aria-live={paused ? 'polite' : 'off'}
          style={width === null ? undefined : { transform: `translateX(-${(current * 100) / slots}%)`, ['--slots' as string]: slots }}
        >
          {products.map((product, position) => {
            const visible = position >= current && position < current + slots;
            return (
              <div
                key={product._id}
                className="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={text('common.slideOf', { position: position + 1, total: products.length })}
                aria-hidden={!visible}
                inert={!visible}
              >
                <ProductCard product={product} sizes={FEATURED_SIZES} />
              </div>
            );
          })}
        </div>
      </div>
      {canMove && (
        <div className="carousel-controls">
          <button type="button" className="icon-button" aria-controls={trackId} onClick={() => step(-1)}>
            <ChevronIcon direction="left" size={20} />
            <span className="visually-hidden">{text('home.featuredPrevious')}</span>
          </button>
          {!reducedMotion && (
            <button type="button" className="icon-button" aria-pressed={userPaused} onClick={() => setUserPaused((value) => !value)}>
              <PauseIcon paused={userPaused} />
              <span className="visually-hidden">{text(userPaused ? 'home.featuredResume' : 'home.featuredPause')}</span>
            </button>
          )}
          <button type="button" className="icon-button" aria-controls={trackId} onClick={() => step(1)}>
            <ChevronIcon direction="right" size={20} />
            <span className="visually-hidden">{text('home.featuredNext')}</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The home page's featured products section, with its loading, error and empty messages. */
export function FeaturedProducts() {
  const lead = useSite().settings.leads.featuredProducts;
  const { data, error } = useLoaderData<HomeData>().featured;
  const text = useText();
  const failureText = useFailureText();
  let body;
  if (error) body = <p className="status-message error-text">{text('home.featuredError', { error: failureText(error) })}</p>;
  else if (!Array.isArray(data)) body = <p className="status-message error-text">{text('home.featuredFailed')}</p>;
  else if (data.length === 0) body = <p className="status-message">{text('home.featuredEmpty')}</p>;
  else body = <ProductCarousel products={data} />;
  return (
    <section className="section featured">
      <div className="container">
        <h2 id="featured-title" className="section-title">
          {text('home.featuredTitle')}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
        {body}
      </div>
    </section>
  );
}
