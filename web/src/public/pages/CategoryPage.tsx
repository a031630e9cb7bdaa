import { Link, useParams } from 'react-router-dom';
import { PRODUCTS_PAGE_FETCH_LIMIT } from '@catalogue/domain';
import { getCategory, getCategoryBySlug } from '../../api/categories';
import { listProducts } from '../../api/products';
import { ProductCard } from '../../components/ProductCard';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { PageHero } from '../../components/PageHero';
import { useSite } from '../../components/site';
import { categoryDescription, useSiteMeta } from '../site/useSiteMeta';
import { prefetched, useApi } from '../data';
import './CategoryPage.css';

function BackLink() {
  return (
    <Link className="btn btn-outline back-link" to="/products">
      ← Back to Products
    </Link>
  );
}

/** By slug; an id (the header's and older links) when no slug matches. */
const findCategory = (key: string) => getCategoryBySlug(key).then((result) => (result.error?.status === 404 ? getCategory(key) : result));

/** /category/{slug}: the category's hero image, its products, a back link. (The server redirects /category/{id} to the slug.) */
export default function CategoryPage() {
  const { categoryId: key = '' } = useParams();
  const category = useApi(`category:${key}`, () => prefetched(`/categories/by-slug/${encodeURIComponent(key)}`, undefined, () => findCategory(key)));
  const categoryId = category.data?._id ?? '';
  const products = useApi(`category-products:${categoryId}`, () => {
    const query = { category: categoryId, limit: PRODUCTS_PAGE_FETCH_LIMIT };
    return categoryId ? prefetched('/products', query, () => listProducts(query)) : new Promise<never>(() => {});
  });

  const notFound = category.error?.status === 404 || (!category.loading && !category.error && !category.data);
  const error = !notFound ? (category.error ?? products.error) : null;
  const name = category.data?.name ?? '';

  const business = useSite().settings.business;
  useSiteMeta(
    notFound ? 'Category Not Found' : name || 'Category',
    category.data?.description?.trim() || categoryDescription(name || 'Products', business.name),
    notFound ? 404 : undefined,
  );

  if (category.loading) {
    return (
      <>
        <div className="category-hero" aria-hidden="true" />
        <div className="container section" aria-busy="true">
          <div className="category-loading" />
        </div>
      </>
    );
  }

  if (notFound) {
    return (
      <>
        <PageHero title="Category Not Found" lead="The category you're looking for doesn't exist or has been removed." />
        <div className="container section status-message">
          <BackLink />
        </div>
      </>
    );
  }

  if (error) {
    return (
      <>
        <PageHero title="Error" lead={error.message || 'An error occurred while fetching data'} />
        <div className="container section status-message">
          <BackLink />
        </div>
      </>
    );
  }

  const data = category.data!;
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
          <Link className="category-back" to="/products">
            ← Back to All Products
          </Link>
        </div>
      </section>
      <section className="container section" aria-labelledby="category-products-title">
        <h2 id="category-products-title" className="visually-hidden">
          {data.name} products
        </h2>
        {products.loading ? (
          <div className="category-loading" aria-busy="true" />
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
