import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { readFailure } from '../loaders';
import NotFoundPage from '../pages/NotFoundPage';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useLocalizedPath } from '../i18n/language';

function ErrorMessage({ message }: { message: string }) {
  const localized = useLocalizedPath();
  usePublicPageMeta('Error', message);
  return (
    <>
      <PageHero title="Error" lead={message} />
      <div className="container section status-message">
        <Link className="btn btn-outline" to={localized('/products')}>
          ← Back to Products
        </Link>
      </div>
    </>
  );
}

/** What a public page shows when its loader found nothing (the not-found page) or could not read. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage message={readFailure(error)} />;
}
