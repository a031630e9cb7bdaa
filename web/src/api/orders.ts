import { DEFAULT_LANGUAGE, STATUS_KEY_PARAM, type Bill, type Insights, type Language, type Order, type OrderContact, type OrderLineRequest, type OrderPageData, type OrderPayment, type OrderPricing, type OrderReceipt, type OrderStatus, type PaymentStatus } from '@catalogue/domain';
import { request } from './client';

/** The order list priced by the catalogue now, with what stops a line (`problems`, by `lines[i]`). */
export type OrderQuote = OrderPricing & { problems: Record<string, string> };

/** The order list's chat opens once this has answered, or failed: it waits no longer. */
const RECORD_TIMEOUT_MS = 5000;

/** The order list priced as it is: its quantities, and the delivery to `pincode` (a valid one, or ''). */
export const quoteOrder = (lines: OrderLineRequest[], pincode: string) => request<OrderQuote>('/orders/quote', { method: 'POST', json: { lines, pincode } });

/** Records the order (once, however often it is retried), placed in `lang`, with the reminder tick, and answers its number and server prices. */
export const recordOrder = (lines: OrderLineRequest[], contact: OrderContact, lang: Language = DEFAULT_LANGUAGE, remindMe = false) =>
  request<OrderReceipt>('/orders', { method: 'POST', json: { lines, ...contact, lang, remindMe }, idempotent: true, timeoutMs: RECORD_TIMEOUT_MS });

/** The customer's view of their order (its own page), when `key` is the page's key. */
export const getOrderPage = (number: string, key: string) =>
  request<OrderPageData>(`/orders/${encodeURIComponent(number)}/status`, { query: { [STATUS_KEY_PARAM]: key } });

export interface OrderListQuery {
  status?: OrderStatus;
  payment?: PaymentStatus;
  from?: string;
  to?: string;
  limit?: number;
  after?: string;
}

/** A page of the order book, newest first; `more` when another page follows. */
export const listOrders = (query: OrderListQuery = {}) =>
  request<{ orders: Order[]; more: boolean }>('/orders', {
    query: { ...query },
    unwrap: (body) => {
      const answer = body as unknown as { data: Order[]; more?: boolean };
      return { orders: answer.data, more: Boolean(answer.more) };
    },
  });

/** Orders per page of the order book ("Load more" asks for the next). */
const ORDERS_PAGE_SIZE = 20;
/** The most orders one request answers (the API's cap): the dashboard counts new orders up to it. */
const NEW_ORDERS_COUNT_LIMIT = 200;

export type OrderFilters = Omit<OrderListQuery, 'limit' | 'after'>;

/** A page of the order book through `filters`, after the order `after` (the first page without it). */
export const listOrderBookPage = (filters: OrderFilters, after?: string) => listOrders({ ...filters, limit: ORDERS_PAGE_SIZE, ...(after ? { after } : {}) });

/** The new orders, up to what one request answers (the dashboard counts them). */
export const listNewOrders = () => listOrders({ status: 'new', limit: NEW_ORDERS_COUNT_LIMIT });

/** What the owner changes on an order: its status, its payment, or both. */
export interface OrderChange {
  status?: OrderStatus;
  payment?: OrderPayment;
}

export const changeOrder = (id: string, change: OrderChange) => request<Order>(`/orders/${encodeURIComponent(id)}`, { method: 'PATCH', json: change });

export const getOrder = (id: string) => request<Order>(`/orders/${encodeURIComponent(id)}`);

/** The order's bill: its bill number is given now when it has none. */
export const getBill = (id: string) => request<Bill>(`/orders/${encodeURIComponent(id)}/bill`);

/** The orders not paid (nor cancelled) and their total. */
export const getOrdersToCollect = () => request<{ orders: number; total: number }>('/orders/to-collect');

export const getInsights = (days: number) => request<Insights>('/insights', { query: { days } });
