/** What the Customers screens say about a customer. */
import { LANGUAGE_NAMES, businessDay, type Customer } from '@catalogue/domain';
import { formatDay, formatPrice } from '../../components/format';
import { formatOrderTime } from '../orders/orderText';

/** The customer's name, or their number when they never gave one. */
export const customerName = (customer: Customer) => customer.name || customer.phone;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 orders · ₹1,250.00 · about every 30 days" */
export const customerSummary = (customer: Customer) =>
  [
    count(customer.orders, 'order', 'orders'),
    formatPrice(customer.totalSpent),
    customer.usualIntervalDays === null ? '' : `about every ${count(customer.usualIntervalDays, 'day', 'days')}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** "Last order Wed, 25 Nov 2026, 1:10 pm · தமிழ்" */
export const customerLastOrder = (customer: Customer) => `Last order ${formatOrderTime(customer.lastOrderAt)} · ${LANGUAGE_NAMES[customer.lang]}`;

/** "Due since 2 Nov 2026" or "Next order due around 2 Dec 2026"; nothing without an interval. */
export function customerDue(customer: Customer): string {
  if (!customer.dueOn) return '';
  return customer.dueOn <= businessDay(new Date()) ? `Due since ${formatDay(customer.dueOn)}` : `Next order due around ${formatDay(customer.dueOn)}`;
}
