/**
 * The shop's customers, built from the order book: the orders of one phone number (as WhatsApp
 * reads it: customerChatNumber) are one customer; orders without a number belong to nobody. Nothing
 * is stored apart from the orders: deleting a customer's personal data empties the details of their
 * orders, and they leave the list. A customer who ticked "Remind me when it's time to reorder" on
 * their latest order is due once their usual interval between orders has passed since the last one.
 */
import { chatLink, customerChatNumber, templateIn, type MessageTemplates } from './chatLinks';
import { DAY_MS } from './constants';
import type { Language } from './languages';
import { businessDay, businessDayStart, sumRupees, type Order } from './orders';
import { matchesSearch } from './search';
import { DEFAULT_REORDER_REMINDER_MESSAGES, NAME_PLACEHOLDER } from './siteSettings';
import type { Id } from './types';

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  deleted: "The customer's personal data is deleted",
  queryTooLong: 'Search for at most 100 characters',
} as const;
export const MAX_CUSTOMER_QUERY_LENGTH = 100;

/** What a customer is built from: their orders' details. */
export type CustomerOrder = Pick<Order, 'name' | 'phone' | 'lang' | 'remindMe' | 'status' | 'total' | 'createdAt'>;

export interface Customer {
  /** Stable, derived from the number, never the number itself (it goes into addresses). */
  _id: Id;
  /** The latest order's (the latest one given). */
  name: string;
  /** The latest order's number, as the customer typed it. */
  phone: string;
  orders: number;
  lastOrderAt: string;
  /** Cancelled orders left out. */
  totalSpent: number;
  /** The median of the days between their orders (cancelled ones and a same-day second order left out); null with one. */
  usualIntervalDays: number | null;
  /** The day (YYYY-MM-DD, the business's calendar) their usual interval has passed since the last order; null without one. */
  dueOn: string | null;
  /** The latest order's language and tick. */
  lang: Language;
  remindMe: boolean;
}

/** `GET /api/customers/{id}`: the customer and their orders, newest first. */
export interface CustomerWithOrders {
  customer: Customer;
  orders: Order[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dayOf = (iso: string) => businessDay(new Date(iso));
const daysBetween = (from: string, to: string) => Math.round((businessDayStart(to).getTime() - businessDayStart(from).getTime()) / DAY_MS);
const addDays = (day: string, days: number) => businessDay(new Date(businessDayStart(day).getTime() + days * DAY_MS));

/** One customer from their orders, newest first. */
function customerOf(id: Id, orders: readonly CustomerOrder[]): Customer {
  const latest = orders[0];
  const kept = orders.filter((order) => order.status !== 'cancelled');
  const days = [...new Set(kept.map((order) => dayOf(order.createdAt)))].sort();
  const gaps = days.slice(1).map((day, index) => daysBetween(days[index], day));
  const usualIntervalDays = gaps.length ? Math.round(median(gaps)) : null;
  return {
    _id: id,
    name: orders.find((order) => order.name)?.name ?? '',
    phone: latest.phone,
    orders: orders.length,
    lastOrderAt: latest.createdAt,
    totalSpent: sumRupees(kept.map((order) => order.total)),
    usualIntervalDays,
    dueOn: usualIntervalDays === null ? null : addDays(dayOf(latest.createdAt), usualIntervalDays),
    lang: latest.lang,
    remindMe: latest.remindMe,
  };
}

/**
 * The customers of `orders` (any order), the latest to order first, each with their orders newest
 * first; `idOf` gives a customer's id from their key, the number as WhatsApp reads it. Orders without a number, or
 * with an unreadable time, belong to nobody.
 */
export function customersFromOrders<O extends CustomerOrder>(orders: readonly O[], idOf: (key: string) => Id): { key: string; customer: Customer; orders: O[] }[] {
  const byKey = new Map<string, O[]>();
  for (const order of orders) {
    const key = customerChatNumber(order.phone);
    if (!key || Number.isNaN(Date.parse(order.createdAt))) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), order]);
  }
  return [...byKey]
    .map(([key, own]) => {
      const newestFirst = own.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      return { key, customer: customerOf(idOf(key), newestFirst), orders: newestFirst };
    })
    .sort((a, b) => Date.parse(b.customer.lastOrderAt) - Date.parse(a.customer.lastOrderAt));
}

/** Whether the customer asked to be reminded and their usual interval has passed by `today` (YYYY-MM-DD). */
export const isDueToReorder = (customer: Customer, today: string) => customer.remindMe && customer.dueOn !== null && customer.dueOn <= today;

/** The customers due to reorder on `now`'s day, the longest overdue first. Customers who did not ask to be reminded are never among them. */
export const dueToReorder = (customers: readonly Customer[], now = new Date()) =>
  customers.filter((customer) => isDueToReorder(customer, businessDay(now))).sort((a, b) => (a.dueOn ?? '').localeCompare(b.dueOn ?? ''));

const PHONE_QUERY = /^[+\d\s()-]+$/;

/** A search by name (any part, any case) or number (any part of its digits; "98765 43210" finds "+91 98765-43210"). */
export function matchesCustomer(customer: Pick<Customer, 'name' | 'phone'>, query: string): boolean {
  const needle = query.trim();
  if (!needle || matchesSearch([customer.name, customer.phone], needle)) return true;
  return PHONE_QUERY.test(needle) && customerChatNumber(customer.phone).includes(customerChatNumber(needle));
}

/** The owner's reminder with the customer's name; without a name, the placeholder and the space before it go. */
export const reorderReminderMessage = (template: string, name: string) =>
  name ? template.split(NAME_PLACEHOLDER).join(name) : template.split(` ${NAME_PLACEHOLDER}`).join('').split(NAME_PLACEHOLDER).join('');

/** The chat that reminds a customer it is time to reorder: the owner's reminder in the customer's language. */
export function reorderReminderLink(templates: MessageTemplates, customer: Pick<Customer, 'name' | 'phone' | 'lang'>): string | null {
  return chatLink(customerChatNumber(customer.phone), reorderReminderMessage(templateIn(templates, DEFAULT_REORDER_REMINDER_MESSAGES, customer.lang), customer.name));
}
