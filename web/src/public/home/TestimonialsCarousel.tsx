import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { RATING_MAX, RATING_MIN, type Testimonial } from '@catalogue/domain';
import { ChevronIcon, PauseIcon, StarIcon } from '../components/Icons';
import { wrapIndex } from '../components/carousel';
import { usePrefersReducedMotion } from '../../components/browserValues';
import { useText } from '../i18n/useText';
import '../components/Carousel.css';
import './Testimonials.css';

const TESTIMONIAL_LOCK_MS = 500;
const TESTIMONIAL_ADVANCE_MS = 6_000;

function Rating({ value }: { value: number }) {
  const rating = Math.max(RATING_MIN, Math.min(RATING_MAX, Math.round(value)));
  const text = useText();
  return (
    <p className="testimonial-rating" role="img" aria-label={text('testimonials.rated', { rating, max: RATING_MAX })}>
      {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((star) => (
        <StarIcon key={star} filled={star <= rating} />
      ))}
    </p>
  );
}

/**
 * Testimonials: advances every 6 s, wraps both directions, dots jump to a slide, and a
 * 500 ms lock ignores double clicks on the controls. Pauses while hovered or focused.
 */
export function TestimonialsCarousel({
  items,
  intervalMs = TESTIMONIAL_ADVANCE_MS,
  lockMs = TESTIMONIAL_LOCK_MS,
}: {
  items: readonly Testimonial[];
  intervalMs?: number;
  lockMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const slidesId = useId();
  const text = useText();
  const paused = hovered || focused || userPaused || reducedMotion;

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = setTimeout(() => setIndex((value) => wrapIndex(value + 1, items.length)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, items.length, intervalMs]);

  const goTo = (target: number) => {
    if (locked.current) return;
    locked.current = true;
    lockTimer.current = setTimeout(() => {
      locked.current = false;
    }, lockMs);
    setIndex(wrapIndex(target, items.length));
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className="carousel testimonials"
      role="region"
      aria-roledescription="carousel"
      aria-label={text('testimonials.carousel')}
      data-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} className="testimonial-stack" aria-live={paused ? 'polite' : 'off'}>
        {items.map((item, position) => (
          <div
            key={item._id}
            className={`testimonial${position === index ? ' active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={text('common.slideOf', { position: position + 1, total: items.length })}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            <Rating value={item.rating} />
            <blockquote>
              <p>“{item.quote}”</p>
            </blockquote>
            <p className="testimonial-author">
              <span className="testimonial-name">{item.name}</span>
              {item.place && <span className="testimonial-role">{item.place}</span>}
            </p>
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="icon-button" aria-controls={slidesId} onClick={() => goTo(index - 1)}>
          <ChevronIcon direction="left" size={20} />
          <span className="visually-hidden">{text('testimonials.previous')}</span>
        </button>
        <ul className="carousel-dots">
          {items.map((item, position) => (
            <li key={item._id}>
              <button
                type="button"
                className="carousel-dot"
                aria-controls={slidesId}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              >
                <span className="visually-hidden">{text('testimonials.show', { number: position + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="icon-button" aria-controls={slidesId} onClick={() => goTo(index + 1)}>
          <ChevronIcon direction="right" size={20} />
          <span className="visually-hidden">{text('testimonials.next')}</span>
        </button>
        {!reducedMotion && (
          <button type="button" className="icon-button" aria-pressed={userPaused} onClick={() => setUserPaused((value) => !value)}>
            <PauseIcon paused={userPaused} />
            <span className="visually-hidden">{text(userPaused ? 'testimonials.resume' : 'testimonials.pause')}</span>
          </button>
        )}
      </div>
    </div>
  );
}
