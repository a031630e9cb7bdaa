import { SITE } from '../../config/site';
import { siteTitle, usePageMeta } from '../../components/usePageMeta';
import { AboutTeaser, ContactBlock, Hero } from './HomeSections';
import { FeaturedProducts } from './FeaturedCarousel';
import { PopularGallery } from './PopularGallery';
import { TestimonialsCarousel } from './TestimonialsCarousel';
import './HomePage.css';

export default function HomePage() {
  usePageMeta(siteTitle(''), SITE.description);
  return (
    <>
      <Hero />
      <FeaturedProducts />
      <PopularGallery />
      <AboutTeaser />
      <section className="section testimonials-section" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="section-title">
            What Our Customers Say
          </h2>
          <TestimonialsCarousel />
        </div>
      </section>
      <ContactBlock />
    </>
  );
}
