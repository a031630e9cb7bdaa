import { Link, useLoaderData } from 'react-router-dom';

import { ResponsiveImage } from '../components/ResponsiveImage';
import { useSite } from '../../components/siteSettings';
import type { HomeData } from '../loaders';
import { useText } from '../i18n/useText';
import { useLocalizedPath } from '../i18n/language';

const HOME_POPULAR_GALLERY_LIMIT = 4;

/** Popular gallery items on the home page: at most 4. */
export function PopularGallery() {
  const localized = useLocalizedPath();
  const lead = useSite().settings.leads.popularGallery;
  const { data, error } = useLoaderData<HomeData>().popular;
  const text = useText();
  const items = Array.isArray(data) ? data.filter((item) => item.isPopular !== false).slice(0, HOME_POPULAR_GALLERY_LIMIT) : [];
  return (
    <section className="section popular-gallery" aria-labelledby="popular-gallery-title">
      <div className="container">
        <h2 id="popular-gallery-title" className="section-title">
          {text('home.galleryTitle')}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
        {error ? (
          <p className="status-message error-text">{text('home.galleryFailed')}</p>
        ) : items.length === 0 ? (
          <p className="status-message">{text('gallery.empty')}</p>
        ) : (
          <ul className="gallery-teaser-grid">
            {items.map((item) => (
              <li key={item._id}>
                <figure className="gallery-teaser-item">
                  <ResponsiveImage
                    src={item.image}
                    info={item.imageInfo}
                    alt={item.description && item.description !== item.title ? item.description : ''}
                    sizes="(min-width: 1200px) 285px, (min-width: 768px) 24vw, 46vw"
                  />
                  <figcaption>{item.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        <p className="section-action">
          <Link className="btn btn-outline" to={localized('/gallery')}>
            {text('home.viewGallery')}
          </Link>
        </p>
      </div>
    </section>
  );
}
