import { Link } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';

export default function NotFoundPage() {
  usePublicPageMeta('Page Not Found', 'The page you are looking for does not exist or has been moved.');
  return (
    <>
      <PageHero title="404 - Page Not Found" lead="The page you are looking for does not exist or has been moved." />
      <div className="container section status-message">
        <div className="hero-actions centered">
          <Link className="btn btn-green" to="/">
            Go to Home Page
          </Link>
          <Link className="btn btn-outline" to="/products">
            Browse Products
          </Link>
        </div>
      </div>
    </>
  );
}
