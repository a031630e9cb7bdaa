/**
 * The owner's figures (`GET /api/insights?days=N`): per day of the business's calendar, the orders
 * received and the single-product order links opened; and every product and size ordered, the most
 * ordered first (the dashboard shows the first ten, its CSV all), named as the catalogue names them
 * now, in English, the back office's language (a product since deleted: as its first order did).
 * Cancelled orders are left out of every figure.
 */
import { DAY_MS, businessDay, businessDayStart, sumRupees, type Insights } from '@catalogue/domain';
import { linkOpensSince } from '../store/linkOpens';
import { ordersBetween } from '../store/orders';
import { queryProducts } from '../store/products';
import { toIso } from '../store/util';


/** The last `count` days of the business's calendar, today last. */
function lastDays(count: number, now: Date): string[] {
  const today = businessDayStart(businessDay(now)).getTime();
  // Noon of each day, so that no rounding can land on the day before.
  return Array.from({ length: count }, (_, i) => businessDay(new Date(today + (i - count + 1) * DAY_MS + DAY_MS / 2)));
}

const byQuantity = <T extends { quantity: number; name: string }>(a: T, b: T) => b.quantity - a.quantity || a.name.localeCompare(b.name);

export async function insights(dayCount: number, now = new Date()): Promise<Insights> {
  const days = lastDays(dayCount, now);
  const [orders, opens, catalogue] = await Promise.all([ordersBetween(businessDayStart(days[0]), now), linkOpensSince(days[0]), queryProducts()]);
  const inCatalogue = new Map(catalogue.map((product) => [product.id, product]));
  const perDay = new Map(days.map((date) => [date, { date, orders: 0, revenue: 0, linkOpens: 0 }]));
  const products = new Map<string, { productId: string; name: string; quantity: number; orders: number }>();
  const sizes = new Map<string, { productId: string; variantKey: string; name: string; sizeLabel: string; quantity: number }>();
  // English orders first: a product or size gone from the catalogue is named as in the first order that has it.
  const englishFirst = orders.filter((o) => o.status !== 'cancelled').sort((a, b) => Number(a.lang === 'ta') - Number(b.lang === 'ta'));
  for (const order of englishFirst) {
    const day = perDay.get(businessDay(new Date(toIso(order.createdAt))));
    if (day) {
      day.orders += 1;
      day.revenue = sumRupees([day.revenue, order.subtotal]);
    }
    for (const line of order.lines) {
      const now = inCatalogue.get(line.productId);
      const name = now?.name ?? line.name;
      const sizeLabel = now?.variants.find((size) => size.key === line.variantKey)?.label ?? line.sizeLabel;
      const product = products.get(line.productId) ?? { productId: line.productId, name, quantity: 0, orders: 0 };
      product.quantity += line.quantity;
      products.set(line.productId, product);
      const sizeKey = JSON.stringify([line.productId, line.variantKey]);
      const size = sizes.get(sizeKey) ?? { productId: line.productId, variantKey: line.variantKey, name, sizeLabel, quantity: 0 };
      size.quantity += line.quantity;
      sizes.set(sizeKey, size);
    }
    // Two sizes of one product in an order count as one order of it.
    for (const productId of new Set(order.lines.map((line) => line.productId))) products.get(productId)!.orders += 1;
  }
  for (const open of opens) {
    const day = perDay.get(open.day);
    if (day) day.linkOpens += open.count;
  }
  return {
    days: [...perDay.values()],
    topProducts: [...products.values()].sort(byQuantity),
    topSizes: [...sizes.values()].sort(byQuantity),
  };
}
