/**
 * An order list priced from the catalogue as it is now: the unit prices, names and size labels are
 * the products' own (never the visitor's), and the delivery fee comes from the owner's delivery
 * areas. `POST /api/orders/quote` answers with it; `POST /api/orders` records it when no line has a problem.
 */
import {
  deliveryFeeOf,
  deliveryFor,
  lineTotalOf,
  sumRupees,
  type OrderLine,
  type OrderLineRequest,
  type OrderPricing,
  type SiteSettings,
} from '@catalogue/domain';
import { findProduct, type ProductRecord } from '../store/products';

export const PRODUCT_GONE_MESSAGE = 'This product is no longer available';
export const SIZE_GONE_MESSAGE = 'This size is no longer available';
export const CHOOSE_SIZE_MESSAGE = 'Choose a size';
export const SOLD_OUT_MESSAGE = 'This size is sold out';

export interface PricedOrder extends OrderPricing {
  /** What stops a line from being ordered, by the request's path (`lines[2]`). */
  problems: Record<string, string>;
}

/** The product's size a line names; a line without a size names the only one. */
function sizeOf(product: ProductRecord, variantKey: string) {
  if (!variantKey) return product.variants.length === 1 ? product.variants[0] : null;
  return product.variants.find((size) => size.key === variantKey) ?? null;
}

export async function priceOrder(requested: readonly OrderLineRequest[], pincode: string, settings: SiteSettings): Promise<PricedOrder> {
  const problems: Record<string, string> = {};
  const lines: OrderLine[] = [];
  await Promise.all(
    requested.map(async ({ productId, variantKey, quantity }, index) => {
      const product = await findProduct(productId);
      const size = product && sizeOf(product, variantKey);
      const path = `lines[${index}]`;
      if (!product) problems[path] = PRODUCT_GONE_MESSAGE;
      else if (!size) problems[path] = variantKey ? SIZE_GONE_MESSAGE : CHOOSE_SIZE_MESSAGE;
      else if (!size.inStock) problems[path] = SOLD_OUT_MESSAGE;
      if (!product || !size) return;
      lines[index] = {
        productId: product.id,
        variantKey: size.key,
        name: product.name,
        sizeLabel: size.label,
        unitPrice: size.price,
        quantity,
        lineTotal: lineTotalOf(size.price, quantity),
      };
    }),
  );
  const priced = lines.filter(Boolean);
  const subtotal = sumRupees(priced.map((line) => line.lineTotal));
  const delivery = deliveryFor(settings.delivery, pincode, subtotal);
  const deliveryFee = deliveryFeeOf(delivery);
  return { lines: priced, subtotal, deliveryFee, total: sumRupees([subtotal, deliveryFee ?? 0]), delivery, problems };
}
