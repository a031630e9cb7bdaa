import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { readFailure } from '../loaders';
import NotFoundPage from '../pages/NotFoundPage';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useFailureText, useText } from '../i18n/useText';
import { useLocalizedPath } from '../i18n/language';

function ErrorMessage({ message }: { message: string }) {
  const localized = useLocalizedPath();
  const text = useText();
  usePublicPageMeta(text('common.error'), message);
  return (
    <>
      <PageHero title={text('common.error')} lead={message} />
      <div className="container section status-message">
        <Link className="btn btn-outline" to={localized('/products')}>
          {text('common.backToProducts')}
        </Link>
      </div>
    </>
  );
}

/** What a public page shows when its loader found nothing (the not-found page) or could not read. */
export function PageError() {
  const error = useRouteError();
  const failureText = useFailureText();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage message={failureText(readFailure(error))} />;
}
