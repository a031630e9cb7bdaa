import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { isOrderable, nameWithSize, paragraphs, priceRange, type Language, type Product } from '@catalogue/domain';
import { formatDay, formatPrice, formatPriceRange } from '../../components/format';
import { orderLink, useSite } from '../../components/siteSettings';
import type { ProductData } from '../loaders';
import { Breadcrumb } from '../product/Breadcrumb';
import { categoryPath, productCrumbs, productPath, productSizePath } from '../product/paths';
import { ProductGallery } from '../product/ProductGallery';
import { RelatedProducts } from '../product/RelatedProducts';
import { ShareButton } from '../product/ShareButton';
import { BackInStock } from '../product/BackInStock';
import { SizePicker } from '../product/SizePicker';
import { Declarations } from '../product/Declarations';
import { useChosenSize } from '../product/useChosenSize';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { AddToOrderListButton } from '../orderList/AddToOrderList';
import { countLinkOpen } from '../orderList/linkOpens';
import { QuantityStepper } from '../orderList/QuantityStepper';
import { useText, Words } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import type { Crumb } from '../seo/structuredData';
import './ProductPage.css';
import { useLocalizedPath } from '../i18n/language';
import { ShopDeclarations } from '../legal/ShopDeclarations';

/** The picture's width at each layout: full width on phones, the wider of two columns from 900 px. */
const PRODUCT_IMAGE_SIZES = '(min-width: 1240px) 680px, (min-width: 900px) 56vw, 100vw';

/** The page's meta description: the price (the range when sizes differ) and the product's own words. */
function pageDescription(product: Product, business: string, language: Language, text: ReturnType<typeof useText>) {
  const price = formatPriceRange(priceRange(product.variants), language);
  return `${price} · ${product.description.trim() || text('product.metaDescription', { name: product.name, business })}`;
}

/** The trail's fixed steps (Home, Products) in the page's language; the category's and product's names are already in it. */
const localCrumbs = (crumbs: Crumb[], text: ReturnType<typeof useText>) =>
  crumbs.map((crumb, index) => (index === 0 ? { ...crumb, name: text('nav.home') } : index === 1 ? { ...crumb, name: text('nav.products') } : crumb));

/** "Pressed on 12 Nov 2026", the day a machine-readable <time>. */
function PressedOn({ day }: { day: string }) {
  const language = useLanguage();
  return <Words id="product.pressedOn" values={{ date: formatDay(day, language), time: (chunks) => <time dateTime={day}>{chunks}</time> }} />;
}

function ProductDetails({ product, related }: ProductData) {
  const localized = useLocalizedPath();
  const { settings } = useSite();
  const { size, choose } = useChosenSize(product);
  const [quantity, setQuantity] = useState(1);
  const inStock = isOrderable(size);
  const order = orderLink(settings, nameWithSize(product.name, size));
  const description = paragraphs(product.description);
  const language = useLanguage();
  const text = useText();
  usePublicPageMeta(product.name, pageDescription(product, settings.business.name, language, text));

  return (
    <>
      <div className="product-top">
        <div className="container">
          <Breadcrumb crumbs={localCrumbs(productCrumbs(product), text)} />
        </div>
      </div>
      <article className="container section product-detail">
        <div className="product-detail-image">
          <ProductGallery photos={product.images} name={product.name} sizes={PRODUCT_IMAGE_SIZES} />
        </div>
        <div className="product-detail-body">
          {product.category && (
            <p className="product-detail-category">
              <Link to={localized(categoryPath(product.category))}>{product.category.name}</Link>
            </p>
          )}
          <h1>{product.name}</h1>
          <SizePicker sizes={product.variants} chosen={size.key} onChoose={choose} />
          <div className="product-price-row" aria-live="polite">
            <p className="product-detail-price">{formatPrice(size.price, language)}</p>
            {size.mrp !== null && size.mrp > size.price && (
              <p className="product-mrp">
                {text('product.mrp')} <s>{formatPrice(size.mrp, language)}</s>
              </p>
            )}
          </div>
          <p className={`product-stock ${inStock ? (size.fewLeft ? 'few-left' : 'in-stock') : 'out-of-stock'}`}>
            {text(inStock ? (size.fewLeft ? 'product.fewLeft' : 'product.inStock') : size.stale ? 'product.stale' : 'product.outOfStock')}
          </p>
          {product.pressedOn && (
            <p className="product-pressed-on">
              <PressedOn day={product.pressedOn} />
            </p>
          )}
          {description.map((text, index) => (
            <p key={index} className="product-detail-text">
              {text}
            </p>
          ))}
          <div className="product-actions">
            {inStock ? (
              <>
                <QuantityStepper label={text('product.quantity')} value={quantity} onChange={setQuantity} />
                <AddToOrderListButton product={product} size={size} quantity={quantity} />
                {order && (
                  <a className="btn btn-green" href={order} target="_blank" rel="noopener noreferrer" onClick={() => countLinkOpen(product._id, size.key)}>
                    {text('product.orderOnWhatsApp')}
                    <span className="visually-hidden"> {text('common.opensChatInNewTab')}</span>
                  </a>
                )}
              </>
            ) : (
              <>
                <span className="product-unavailable">{text('product.unavailable')}</span>
                {!size.inStock && <BackInStock key={size.key} productId={product._id} variantKey={size.key} />}
              </>
            )}
            <ShareButton title={nameWithSize(product.name, product.variants.length > 1 ? size : undefined)} path={localized(product.variants.length > 1 ? productSizePath(product, size.key) : productPath(product))} />
          </div>
          <Declarations product={product} size={size}>
            <ShopDeclarations />
          </Declarations>
        </div>
      </article>
      <RelatedProducts product={product} related={related} />
    </>
  );
}

/** /products/{slug}: one product. An old slug answers with a move to the current one (the loader's redirect). */
export default function ProductPage() {
  const { product, related } = useLoaderData<ProductData>();
  return <ProductDetails product={product} related={related} />;
}
