import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductPhoto } from '@catalogue/domain';
import { imageUrl } from '../../api/images';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { useText } from '../i18n/useText';

interface ProductGalleryProps {
  photos: ProductPhoto[];
  name: string;
  /** The `sizes` attribute of the photos. */
  sizes: string;
}

const KEY_MOVES: Record<string, (current: number, last: number) => number> = {
  ArrowLeft: (current) => current - 1,
  ArrowRight: (current) => current + 1,
  Home: () => 0,
  End: (_current, last) => last,
};

/** The photo the strip shows now: the one its scroll position is nearest to. */
const shownIndex = (strip: HTMLElement, last: number) => Math.min(Math.max(Math.round(strip.scrollLeft / strip.clientWidth), 0), last);

const prefersLessMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A product's photos on its page. One photo (or none) is the picture alone, as it always was. Several
 * are a strip that swipes on a phone (CSS scroll snapping, so it works before any script runs), with
 * previous and next buttons, the arrow keys (and Home, End) on the focused strip, and thumbnails.
 * The strip takes the cover's proportions, so the cover, the page's largest paint, is laid out exactly
 * like a single photo; the other photos load lazily and fit inside it.
 */
export function ProductGallery({ photos, name, sizes }: ProductGalleryProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [cover] = photos;
  const text = useText();
  // The strip may have been swiped or scrolled by keys before the page's script ran.
  useEffect(() => {
    const strip = track.current;
    if (strip?.clientWidth) setCurrent(shownIndex(strip, photos.length - 1));
  }, [photos.length]);
  if (photos.length < 2) return <ResponsiveImage src={cover?.src} info={cover} alt={name} sizes={sizes} priority />;

  const last = photos.length - 1;
  const show = (index: number) => {
    const strip = track.current;
    const target = Math.min(Math.max(index, 0), last);
    setCurrent(target);
    strip?.scrollTo({ left: target * strip.clientWidth, behavior: prefersLessMotion() ? 'auto' : 'smooth' });
  };
  const onScroll = () => {
    const strip = track.current;
    if (strip?.clientWidth) setCurrent(shownIndex(strip, last));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    show(move(current, last));
  };

  return (
    <div className="product-gallery">
      <div className="gallery-frame">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the scrolling strip is focusable (a keyboard must reach it) and its arrow keys move a photo at a time */}
        <div
          ref={track}
          className="gallery-track"
          style={{ aspectRatio: cover.width && cover.height ? `${cover.width} / ${cover.height}` : '4 / 3' }}
          tabIndex={0}
          role="region"
          aria-roledescription="carousel"
          aria-label={text('product.photosOf', { name })}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
        >
          {photos.map((photo, index) => (
            <div key={photo._id} className="gallery-slide" role="group" aria-roledescription="slide" aria-label={text('common.slideOf', { position: index + 1, total: photos.length })}>
              <ResponsiveImage src={photo.src} info={photo} alt={index === 0 ? name : text('product.photoAlt', { name, number: index + 1 })} sizes={sizes} priority={index === 0} />
            </div>
          ))}
        </div>
        <button type="button" className="gallery-nav gallery-prev" aria-label={text('product.previousPhoto')} disabled={current === 0} onClick={() => show(current - 1)}>
          <Chevron direction="left" />
        </button>
        <button type="button" className="gallery-nav gallery-next" aria-label={text('product.nextPhoto')} disabled={current === last} onClick={() => show(current + 1)}>
          <Chevron direction="right" />
        </button>
        <p className="gallery-count" aria-live="polite">
          {text('product.photoCount', { current: current + 1, total: photos.length })}
        </p>
      </div>
      <ol className="gallery-thumbs">
        {photos.map((photo, index) => (
          <li key={photo._id}>
            <button type="button" aria-label={text('product.showPhoto', { number: index + 1 })} aria-current={index === current ? 'true' : undefined} onClick={() => show(index)}>
              <img src={imageUrl(photo.variants[0]?.src ?? photo.src)} alt="" width={64} height={64} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
