import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router-dom';
import { ProductCard } from '../components/ProductCard';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { PageHero } from '../components/PageHero';
import { useSite } from '../../components/siteSettings';
import { categoryDescription, usePublicPageMeta } from '../seo/usePublicPageMeta';
import { readFailure, type CategoryData } from '../loaders';
import { useFailureText, useText } from '../i18n/useText';
import './CategoryPage.css';
import { useLocalizedPath } from '../i18n/language';

function BackLink() {
  const localized = useLocalizedPath();
  return (
    <Link className="btn btn-outline back-link" to={localized('/products')}>
      {useText()('common.backToProducts')}
    </Link>
  );
}

/** What /category/{key} shows when no category has that slug or id (and the 404 it answers with), or when it could not be read. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { business } = useSite().settings;
  const text = useText();
  const failure = useFailureText()(readFailure(error));
  usePublicPageMeta(text(notFound ? 'category.notFound' : 'common.error'), notFound ? categoryDescription('Products', business.name) : failure);
  return (
    <>
      {notFound ? (
        <PageHero title={text('category.notFound')} lead={text('category.notFoundLead')} />
      ) : (
        <PageHero title={text('common.error')} lead={failure} />
      )}
      <div className="container section status-message">
        <BackLink />
      </div>
    </>
  );
}

/** /category/{slug}: the category's hero image, its products, a back link. (The loader moves /category/{id} to the slug.) */
export default function CategoryPage() {
  const localized = useLocalizedPath();
  const { category: data, products } = useLoaderData<CategoryData>();
  const { business } = useSite().settings;
  const text = useText();
  const failureText = useFailureText();
  usePublicPageMeta(data.name || text('category.fallbackTitle'), data.description?.trim() || categoryDescription(data.name || 'Products', business.name));
  const list = Array.isArray(products.data) ? products.data : [];
  return (
    <>
      <section className="category-hero">
        {data.image && (
          <ResponsiveImage className="category-hero-image" src={data.image} info={data.imageInfo} alt="" sizes="100vw" ratio={[16, 9]} priority />
        )}
        <div className="container category-hero-content">
          <h1>{data.name}</h1>
          {data.description && <p>{data.description}</p>}
          <Link className="category-back" to={localized('/products')}>
            {text('category.backToAll')}
          </Link>
        </div>
      </section>
      <section className="container section" aria-labelledby="category-products-title">
        <h2 id="category-products-title" className="visually-hidden">
          {text('category.productsOf', { name: data.name })}
        </h2>
        {products.error ? (
          <div className="status-message" role="alert">
            <p className="error-text">{failureText(products.error)}</p>
            <BackLink />
          </div>
        ) : list.length === 0 ? (
          <div className="status-message">
            <h3>{text('category.noProducts')}</h3>
            <p>{text('category.empty')}</p>
            <BackLink />
          </div>
        ) : (
          <ul className="grid-cards">
            {list.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
