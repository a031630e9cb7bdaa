import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router-dom';
import { ProductCard } from '../components/ProductCard';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { PageHero } from '../components/PageHero';
import { useSite } from '../../components/siteSettings';
import { categoryDescription, usePublicPageMeta } from '../seo/usePublicPageMeta';
import { readFailure, type CategoryData } from '../loaders';
import './CategoryPage.css';
import { useLocalizedPath } from '../i18n/language';

function BackLink() {
  const localized = useLocalizedPath();
  return (
    <Link className="btn btn-outline back-link" to={localized('/products')}>
      ← Back to Products
    </Link>
  );
}

/** What /category/{key} shows when no category has that slug or id (and the 404 it answers with), or when it could not be read. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { business } = useSite().settings;
  usePublicPageMeta(notFound ? 'Category Not Found' : 'Error', notFound ? categoryDescription('Products', business.name) : readFailure(error));
  return (
    <>
      {notFound ? (
        <PageHero title="Category Not Found" lead="The category you're looking for doesn't exist or has been removed." />
      ) : (
        <PageHero title="Error" lead={readFailure(error)} />
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
  usePublicPageMeta(data.name || 'Category', data.description?.trim() || categoryDescription(data.name || 'Products', business.name));
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
            ← Back to All Products
          </Link>
        </div>
      </section>
      <section className="container section" aria-labelledby="category-products-title">
        <h2 id="category-products-title" className="visually-hidden">
          {data.name} products
        </h2>
        {products.error ? (
          <div className="status-message" role="alert">
            <p className="error-text">{products.error}</p>
            <BackLink />
          </div>
        ) : list.length === 0 ? (
          <div className="status-message">
            <h3>No Products Found</h3>
            <p>There are no products in this category yet.</p>
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
