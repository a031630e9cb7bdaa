import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paragraphs, type Product } from '@catalogue/domain';
import { getProductBySlug } from '../../api/products';
import { formatPrice } from '../../components/format';
import { PageHero } from '../../components/PageHero';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { orderLink, useSite } from '../../components/site';
import { prefetched, useApi } from '../data';
import { Breadcrumb } from '../product/Breadcrumb';
import { categoryPath, productCrumbs, productPath } from '../product/paths';
import { RelatedProducts } from '../product/RelatedProducts';
import { ShareButton } from '../product/ShareButton';
import { useSiteMeta } from '../site/useSiteMeta';
import NotFoundPage from './NotFoundPage';
import './ProductPage.css';

/** The picture's width at each layout: full width on phones, the wider of two columns from 900 px. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1240px) 680px, (min-width: 900px) 56vw, 100vw';

function ProductDetails({ product }: { product: Product }) {
  const { settings } = useSite();
  const inStock = product.inStock !== false;
  const order = orderLink(settings, product.name);
  const description = paragraphs(product.description);
  useSiteMeta(product.name, product.description.trim() || `${product.name} from ${settings.business.name}: order over chat.`);

  return (
    <>
      <div className="product-top">
        <div className="container">
          <Breadcrumb crumbs={productCrumbs(product)} />
        </div>
      </div>
      <article className="container section product-detail">
        <div className="product-detail-image">
          <ResponsiveImage src={product.image} info={product.imageInfo} alt={product.name} sizes={PRODUCT_IMAGE_SIZES} priority />
        </div>
        <div className="product-detail-body">
          {product.category && (
            <p className="product-detail-category">
              <Link to={categoryPath(product.category)}>{product.category.name}</Link>
            </p>
          )}
          <h1>{product.name}</h1>
          <p className="product-detail-price">{formatPrice(product.price)}</p>
          <p className={`product-stock ${inStock ? 'in-stock' : 'out-of-stock'}`}>{inStock ? 'In Stock' : 'Out of Stock'}</p>
          {description.map((text, index) => (
            <p key={index} className="product-detail-text">
              {text}
            </p>
          ))}
          <div className="product-actions">
            {inStock ? (
              order && (
                <a className="btn btn-green" href={order} target="_blank" rel="noopener noreferrer">
                  Order on WhatsApp<span className="visually-hidden"> (opens chat in a new tab)</span>
                </a>
              )
            ) : (
              <span className="product-unavailable">Currently unavailable</span>
            )}
            <ShareButton title={product.name} path={productPath(product)} />
          </div>
        </div>
      </article>
      <RelatedProducts product={product} />
    </>
  );
}

function ProductError({ message }: { message: string }) {
  useSiteMeta('Error', message);
  return (
    <>
      <PageHero title="Error" lead={message} />
      <div className="container section status-message">
        <Link className="btn btn-outline" to="/products">
          ← Back to Products
        </Link>
      </div>
    </>
  );
}

/**
 * /products/{slug}: one product. An old slug still finds the product; the address is then
 * replaced by the current one (the server answers such a request with a 301 itself).
 */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // After the address was replaced by the current slug, the product already loaded stays.
  const [moved, setMoved] = useState<{ from: string; to: string } | null>(null);
  const requested = moved?.to === slug ? moved.from : slug;
  const product = useApi(`product:${requested}`, () =>
    prefetched(`/products/by-slug/${encodeURIComponent(requested)}`, undefined, () => getProductBySlug(requested)),
  );
  const current = product.data?.slug;

  useEffect(() => {
    if (!current || current === slug) return;
    setMoved({ from: requested, to: current });
    void navigate({ pathname: productPath({ slug: current }), search: location.search, hash: location.hash }, { replace: true });
  }, [current, slug, requested, navigate, location.search, location.hash]);

  if (product.loading) {
    return (
      <>
        <div className="product-top" aria-hidden="true" />
        <div className="product-loading" aria-busy="true" />
      </>
    );
  }
  if (product.error?.status === 404 || (!product.error && !product.data)) return <NotFoundPage />;
  if (product.error) return <ProductError message={product.error.message || 'An error occurred while fetching data'} />;
  return <ProductDetails product={product.data!} />;
}
