/**
 * The owner's figures (`GET /api/insights?days=N`): per day of the business's calendar, the orders
 * received (what they ordered, and the part of it paid) and the single-product order links opened;
 * and every product and size ordered, the most ordered first (the dashboard shows the first ten, its
 * CSV all), named in English, the back
 * office's language, as the latest order of the period names them. Cancelled orders are left out of
 * every figure.
 */
import { DAY_MS, DEFAULT_LANGUAGE, businessDay, businessDayStart, lineIn, sumRupees, type Insights } from '@catalogue/domain';
import { linkOpensSince } from '../store/linkOpens';
import { ordersBetween } from '../store/orders';
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
  const [orders, opens] = await Promise.all([ordersBetween(businessDayStart(days[0]), now), linkOpensSince(days[0])]);
  const perDay = new Map(days.map((date) => [date, { date, orders: 0, revenue: 0, paid: 0, linkOpens: 0 }]));
  const products = new Map<string, { productId: string; name: string; quantity: number; orders: number }>();
  const sizes = new Map<string, { productId: string; variantKey: string; name: string; sizeLabel: string; quantity: number }>();
  // Oldest first: each order's names replace the earlier ones'.
  for (const order of orders.filter((o) => o.status !== 'cancelled')) {
    const day = perDay.get(businessDay(new Date(toIso(order.createdAt))));
    if (day) {
      day.orders += 1;
      day.revenue = sumRupees([day.revenue, order.subtotal]);
      if (order.payment.status === 'paid') day.paid = sumRupees([day.paid, order.subtotal]);
    }
    for (const line of order.lines) {
      const { name, sizeLabel } = lineIn(line, DEFAULT_LANGUAGE);
      const product = products.get(line.productId) ?? { productId: line.productId, name, quantity: 0, orders: 0 };
      products.set(line.productId, { ...product, name, quantity: product.quantity + line.quantity });
      const sizeKey = JSON.stringify([line.productId, line.variantKey]);
      const size = sizes.get(sizeKey) ?? { productId: line.productId, variantKey: line.variantKey, name, sizeLabel, quantity: 0 };
      sizes.set(sizeKey, { ...size, name, sizeLabel, quantity: size.quantity + line.quantity });
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
