import { Link } from 'react-router-dom';
import { defaultSize, isOrderable, nameWithSize, priceRange, type Product } from '@catalogue/domain';
import { productPath } from '../product/paths';
import { formatPrice } from '../../components/format';
import { ResponsiveImage } from './ResponsiveImage';
import { orderLink, useSite } from '../../components/siteSettings';
import { AddToOrderListIcon } from '../orderList/AddToOrderList';
import { countLinkOpen } from '../orderList/linkOpens';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import './ProductCard.css';
import { useLocalizedPath } from '../i18n/language';

const PRODUCT_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 45vw, 92vw';

interface ProductCardProps {
  product: Product;
  /** `sizes` for the image; defaults to a grid cell. */
  sizes?: string;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product: image (blurred with the description over it on hover or keyboard focus), name
 * (scrolls on hover when too long), category, price with the rupee sign, stock, and the order
 * link, which opens the chat with the order message (none without a chat number). The name links
 * to the product's page and its link covers the card (image included), so the card is one link
 * for keyboard and screen reader users; the order link sits above it.
 */
export function ProductCard({ product, sizes = PRODUCT_CARD_SIZES, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const localized = useLocalizedPath();
  const size = defaultSize(product.variants);
  const inStock = product.inStock !== false && (!size || isOrderable(size));
  const order = orderLink(useSite().settings, nameWithSize(product.name, size));
  const { low, high } = priceRange(product.variants);
  const text = useText();
  const language = useLanguage();
  const category = typeof product.category === 'object' && product.category ? product.category.name : text('product.uncategorized');
  const price = formatPrice(product.price, language);
  return (
    <article className={`product-card${inStock ? '' : ' out-of-stock'}`}>
      <div className="product-media">
        <ResponsiveImage src={product.image} info={product.imageInfo} alt={product.name} sizes={sizes} priority={priority} />
        {product.description && (
          <div className="product-overlay">
            <p>{product.description}</p>
          </div>
        )}
        {!inStock && <span className="stock-badge">{text('product.outOfStock')}</span>}
      </div>
      <div className="product-body">
        <p className="product-category">{category}</p>
        <Heading className="product-name" title={product.name}>
          <Link className="product-link" to={localized(productPath(product))}>
            <span className="product-name-inner">{product.name}</span>
          </Link>
        </Heading>
        <div className="product-footer">
          <p className="product-price">
            {low !== high ? text('product.fromPrice', { price }) : price}
          </p>
          {inStock && size ? (
            <div className="product-buttons">
              <AddToOrderListIcon product={product} size={size} />
              {order && (
                <a className="btn btn-green product-order" href={order} target="_blank" rel="noopener noreferrer" onClick={() => countLinkOpen(product._id, size.key)}>
                  {text('product.orderNow')}
                  <span className="visually-hidden">{text('product.orderNowFor', { name: product.name })}</span>
                </a>
              )}
            </div>
          ) : (
            <span className="product-unavailable">{text('product.unavailable')}</span>
          )}
        </div>
      </div>
    </article>
  );
}
