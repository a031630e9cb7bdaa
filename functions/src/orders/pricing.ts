/**
 * An order list priced from the catalogue as it is now: the unit prices, names and size labels are
 * the products' own (never the visitor's; the names and labels in every language the product has
 * them in), and the delivery fee comes from the owner's delivery areas. `POST /api/orders/quote`
 * answers with it; `POST /api/orders` records it when no line has a problem.
 */
import {
  ORDER_LINE_PROBLEMS,
  REPEATED_LINE_MESSAGE,
  lineTotalOf,
  orderTotals,
  textByLanguage,
  type OrderLine,
  type OrderLineRequest,
  type OrderPricing,
  type SiteSettings,
} from '@catalogue/domain';
import { findProduct, isStaleToday, productSize } from '../store/products';

export interface PricedOrder extends OrderPricing {
  /** What stops a line from being ordered, by the request's path (`lines[2]`). */
  problems: Record<string, string>;
}

export async function priceOrder(requested: readonly OrderLineRequest[], pincode: string, settings: SiteSettings): Promise<PricedOrder> {
  const problems: Record<string, string> = {};
  const lines: OrderLine[] = [];
  const seen = new Set<string>();
  const products = await Promise.all(requested.map(({ productId }) => findProduct(productId)));
  requested.forEach(({ variantKey, quantity }, index) => {
    const product = products[index];
    const size = product && productSize(product, variantKey);
    const path = `lines[${index}]`;
    if (!product) problems[path] = ORDER_LINE_PROBLEMS.productGone;
    else if (!size) problems[path] = variantKey ? ORDER_LINE_PROBLEMS.sizeGone : ORDER_LINE_PROBLEMS.chooseSize;
    else if (!size.inStock) problems[path] = ORDER_LINE_PROBLEMS.soldOut;
    else if (isStaleToday(product)) problems[path] = ORDER_LINE_PROBLEMS.stale;
    if (!product || !size) return;
    // A line without a size names the only one: it may repeat a line that names it.
    const key = `${product.id} ${size.key}`;
    if (seen.has(key)) problems[path] = REPEATED_LINE_MESSAGE;
    seen.add(key);
    lines.push({
      productId: product.id,
      variantKey: size.key,
      names: textByLanguage(product, 'name'),
      sizeLabels: textByLanguage(size, 'label'),
      unitPrice: size.price,
      quantity,
      lineTotal: lineTotalOf(size.price, quantity),
    });
  });
  return { lines, ...orderTotals(lines.map((line) => line.lineTotal), settings.delivery, pincode), problems };
}
