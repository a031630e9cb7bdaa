import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_ORDER_LINES, type Language, type Product, type ProductVariant } from '@catalogue/domain';
import { BagIcon } from '../components/Icons';
import { announce, orderList } from './orderListStore';
import { ORDER_LIST_PATH } from './paths';
import { useText, Words } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import type { NamedInLanguages } from '../i18n/productNames';
import './orderList.css';
import { useLocalizedPath } from '../i18n/language';

/** How long "Added" shows before the button reads as before. */
const ADDED_FOR_MS = 2500;

/** The line the product in this size makes, as the order list keeps it: its names in every language the answer gave. */
const lineOf = (product: Product & NamedInLanguages, size: ProductVariant, quantity: number, language: Language) => ({
  productId: product._id,
  variantKey: size.key,
  quantity,
  name: product.name,
  sizeLabel: size.label,
  price: size.price,
  slug: product.slug,
  image: product.imageInfo?.variants[0]?.src ?? (product.image || null),
  names: { [language]: product.name, ...product.names },
});

/** The product page's button: the chosen size and quantity, then a link to the list. */
export function AddToOrderListButton({ product, size, quantity }: { product: Product; size: ProductVariant; quantity: number }) {
  const localized = useLocalizedPath();
  // What the last press did (added, or the list is full), said until ADDED_FOR_MS has passed.
  const [outcome, setOutcome] = useState<'added' | 'full' | null>(null);
  const text = useText();
  const language = useLanguage();
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const add = () => setOutcome(orderList.add(lineOf(product, size, quantity, language)) ? 'added' : 'full');
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={add}>
        <BagIcon size={20} />
        {text('orderList.add')}
      </button>
      <p className="order-list-added" role="status">
        {outcome === 'added' && (
          <Words id="orderList.added" values={{ link: (chunks) => <Link to={localized(ORDER_LIST_PATH)}>{chunks}</Link> }} />
        )}
        {outcome === 'full' && text('orderList.full', { max: MAX_ORDER_LINES })}
      </p>
    </>
  );
}

/**
 * A product card's button: one of the default size. Stateless, so that a page of many cards hydrates
 * no more than it did: the header's count changes and its status region says what happened.
 */
export function AddToOrderListIcon({ product, size }: { product: Product; size: ProductVariant }) {
  const text = useText();
  const language = useLanguage();
  const add = () =>
    announce(orderList.add(lineOf(product, size, 1, language)) ? text('orderList.addedNamed', { name: product.name }) : text('orderList.full', { max: MAX_ORDER_LINES }));
  return (
    <button type="button" className="product-add" onClick={add}>
      <BagIcon size={20} />
      <span className="visually-hidden">{text('orderList.addNamed', { name: product.name })}</span>
    </button>
  );
}
