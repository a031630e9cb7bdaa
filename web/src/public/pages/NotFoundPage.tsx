import { Link } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useText } from '../i18n/useText';
import { useLocalizedPath } from '../i18n/language';

export default function NotFoundPage() {
  const localized = useLocalizedPath();
  const text = useText();
  usePublicPageMeta(text('notFound.metaTitle'), text('notFound.lead'));
  return (
    <>
      <PageHero title={text('notFound.title')} lead={text('notFound.lead')} />
      <div className="container section status-message">
        <div className="hero-actions centered">
          <Link className="btn btn-green" to={localized('/')}>
            {text('notFound.home')}
          </Link>
          <Link className="btn btn-outline" to={localized('/products')}>
            {text('common.browseProducts')}
          </Link>
        </div>
      </div>
    </>
  );
}
