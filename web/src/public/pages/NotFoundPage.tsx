import { Link } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useLocalizedPath } from '../i18n/language';

export default function NotFoundPage() {
  const localized = useLocalizedPath();
  usePublicPageMeta('Page Not Found', 'The page you are looking for does not exist or has been moved.');
  return (
    <>
      <PageHero title="404 - Page Not Found" lead="The page you are looking for does not exist or has been moved." />
      <div className="container section status-message">
        <div className="hero-actions centered">
          <Link className="btn btn-green" to={localized('/')}>
            Go to Home Page
          </Link>
          <Link className="btn btn-outline" to={localized('/products')}>
            Browse Products
          </Link>
        </div>
      </div>
    </>
  );
}
