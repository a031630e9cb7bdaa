import { useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryItem } from '@catalogue/domain';
import { useLoaderData } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { useSite } from '../../components/siteSettings';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import type { GalleryData } from '../loaders';
import { useFailureText, useText } from '../i18n/useText';
import './GalleryPage.css';

const ALL = 'all';

/** The distinct category labels of the items, in the order they first appear. */
function galleryCategories(items: GalleryItem[]): string[] {
  const labels: string[] = [];
  for (const item of items) {
    const label = item.category?.trim();
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

function Lightbox({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const text = useText();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !item) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [item]);
  if (!item) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape, and a click on the backdrop, close the modal dialog
    <dialog
      ref={ref}
      className="lightbox"
      aria-labelledby="lightbox-title"
      onClose={onClose}
      onCancel={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox-body">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog when it opens */}
        <button type="button" className="lightbox-close" onClick={onClose} autoFocus>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{text('gallery.close')}</span>
        </button>
        <ResponsiveImage src={item.image} info={item.imageInfo} alt={item.title} sizes="(min-width: 1024px) 960px, 100vw" priority />
        <div className="lightbox-text">
          <h2 id="lightbox-title">{item.title}</h2>
          {item.description && <p>{item.description}</p>}
        </div>
      </div>
    </dialog>
  );
}

/** /gallery: the grid with category filter buttons and a larger view on click. */
export default function GalleryPage() {
  const { business, leads } = useSite().settings;
  const text = useText();
  const failureText = useFailureText();
  usePublicPageMeta(text('nav.gallery'), text('gallery.metaDescription', { name: business.name, description: business.description }));
  const { data, error } = useLoaderData<GalleryData>().gallery;
  const [filter, setFilter] = useState(ALL);
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const items = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const labels = useMemo(() => galleryCategories(items), [items]);
  const shown = filter === ALL ? items : items.filter((item) => item.category?.trim() === filter);

  const close = () => setOpen(null);
  // Focus goes back to the picture that opened the larger view once it has closed.
  useEffect(() => {
    if (!open && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <>
      <PageHero title={text('gallery.title')} lead={leads.gallery} />
      <div className="container section gallery-page">
        {error ? (
          <p className="status-message error-text" role="alert">
            {text('gallery.fetchFailed', { error: failureText(error) })}
          </p>
        ) : items.length === 0 ? (
          <p className="status-message">{text('gallery.empty')}</p>
        ) : (
          <>
            <div className="gallery-filters" role="group" aria-label={text('gallery.filter')}>
              {[ALL, ...labels].map((label) => (
                <button key={label} type="button" className="chip" aria-pressed={filter === label} onClick={() => setFilter(label)}>
                  {label === ALL ? text('gallery.all') : label}
                </button>
              ))}
            </div>
            {shown.length === 0 ? (
              <p className="status-message">{text('gallery.empty')}</p>
            ) : (
              <ul className="gallery-grid">
                {shown.map((item, index) => (
                  <li key={item._id}>
                    <button
                      type="button"
                      className="gallery-item"
                      aria-haspopup="dialog"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setOpen(item);
                      }}
                    >
                      <ResponsiveImage
                        src={item.image}
                        info={item.imageInfo}
                        alt={item.title}
                        sizes="(min-width: 1200px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                        priority={index === 0}
                      />
                      <span className="gallery-overlay">
                        <span className="gallery-title">{item.title}</span>
                        {item.description && <span className="gallery-description">{item.description}</span>}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <Lightbox item={open} onClose={close} />
    </>
  );
}
