import { useSite } from '../../components/siteSettings';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { AboutTeaser, ContactBlock, Hero } from './HomeSections';
import { FeaturedProducts } from './FeaturedCarousel';
import { PopularGallery } from './PopularGallery';
import { TestimonialsCarousel } from './TestimonialsCarousel';
import { useText } from '../i18n/useText';
import './HomePage.css';

export default function HomePage() {
  const { settings, testimonials } = useSite();
  const text = useText();
  usePublicPageMeta('', settings.business.description);
  return (
    <>
      <Hero />
      <FeaturedProducts />
      <PopularGallery />
      <AboutTeaser />
      {testimonials.length > 0 && (
        <section className="section testimonials-section" aria-labelledby="testimonials-title">
          <div className="container">
            <h2 id="testimonials-title" className="section-title">
              {text('home.testimonialsTitle')}
            </h2>
            <TestimonialsCarousel items={testimonials} />
          </div>
        </section>
      )}
      <ContactBlock />
    </>
  );
}
