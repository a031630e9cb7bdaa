import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product, ProductVariant } from '@catalogue/domain';
import { BagIcon } from '../components/Icons';
import { ORDER_LIST_FULL_MESSAGE, announce, orderList } from './orderListStore';
import { ORDER_LIST_PATH } from './paths';
import './orderList.css';
import { useLocalizedPath } from '../i18n/language';

/** How long "Added" shows before the button reads as before. */
const ADDED_FOR_MS = 2500;

/** The line the product in this size makes, as the order list keeps it. */
const lineOf = (product: Product, size: ProductVariant, quantity: number) => ({
  productId: product._id,
  variantKey: size.key,
  quantity,
  name: product.name,
  sizeLabel: size.label,
  price: size.price,
  slug: product.slug,
  image: product.imageInfo?.variants[0]?.src ?? (product.image || null),
});

/** The product page's button: the chosen size and quantity, then a link to the list. */
export function AddToOrderListButton({ product, size, quantity }: { product: Product; size: ProductVariant; quantity: number }) {
  const localized = useLocalizedPath();
  // What the last press did (added, or the list is full), said until ADDED_FOR_MS has passed.
  const [outcome, setOutcome] = useState<'added' | 'full' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const add = () => setOutcome(orderList.add(lineOf(product, size, quantity)) ? 'added' : 'full');
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={add}>
        <BagIcon size={20} />
        Add to order list
      </button>
      <p className="order-list-added" role="status">
        {outcome === 'added' && (
          <>
            Added to your order list. <Link to={localized(ORDER_LIST_PATH)}>View order list</Link>
          </>
        )}
        {outcome === 'full' && ORDER_LIST_FULL_MESSAGE}
      </p>
    </>
  );
}

/**
 * A product card's button: one of the default size. Stateless, so that a page of many cards hydrates
 * no more than it did: the header's count changes and its status region says what happened.
 */
export function AddToOrderListIcon({ product, size }: { product: Product; size: ProductVariant }) {
  const add = () => announce(orderList.add(lineOf(product, size, 1)) ? `${product.name} added to your order list` : ORDER_LIST_FULL_MESSAGE);
  return (
    <button type="button" className="product-add" onClick={add}>
      <BagIcon size={20} />
      <span className="visually-hidden">Add to order list: {product.name}</span>
    </button>
  );
}
