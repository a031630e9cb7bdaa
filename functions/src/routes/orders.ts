/**
 * Orders: the customer's order list priced and recorded (public), and the order book (staff: the owner and helpers; http/access.ts).
 *   POST  /orders/quote   { lines, pincode? } → the list priced now, with what stops a line (public, nothing stored)
 *   POST  /orders         { lines, lang?, remindMe?, …the customer's details (orderContactFields) } → 201 { _id, number, lines, subtotal, deliveryFee, total, … }
 *   GET   /orders         ?status=&payment=&from=YYYY-MM-DD&to=YYYY-MM-DD&limit=&after= → newest first (staff)
 *   GET   /orders/to-collect  the orders not paid (nor cancelled) and their total (staff)
 *   GET   /orders/:id     (staff)
 *   GET   /orders/:number/status ?key=  the customer's view of the order (public; 404 for a wrong number or key alike; rate-limited)
 *   PATCH /orders/:id     { status?, payment? } (staff)
 */
import { Router } from 'express';
import {
  CANNOT_ORDER_MESSAGE,
  ORDER_PAGE_NOT_FOUND,
  ORDER_PAGE_READS_PER_HOUR,
  STATUS_KEY_PARAM,
  TOO_MANY_ORDER_PAGE_READS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REPEATED_LINE_MESSAGE,
  businessDay,
  businessDayStart,
  orderNumberPrefix,
  orderQuoteSchema,
  orderChangeSchema,
  orderRequestSchema,
  type OrderReceipt,
  type OrderStatus,
  type PaymentStatus,
} from '@catalogue/domain';
import { publicName } from '../http/auth';
import { access } from '../http/access';
import { jsonObject } from '../http/body';
import { HttpError, validationFailed } from '../http/errors';
import { idempotencyKey, idempotencyOf, sendResponse } from '../http/idempotency';
import { withinHourlyLimit } from '../http/rateLimit';
import { param, queryInt, queryParam, validate } from '../http/validate';
import { priceOrder } from '../orders/pricing';
import { changeOrder, createOrder, findOrderPage, getOrder, listOrders, ordersToCollect, toApi, type OrderRecord } from '../store/orders';
import { currentSiteSettings } from '../store/siteSettings';

export const ordersRouter = Router();

/** Recorded orders per client address and hour: far above a household's, low enough to keep a flood out of the order book. */
const ORDERS_PER_HOUR = 20;
const TOO_MANY_ORDERS = 'Too many orders from this connection. Please send your order on WhatsApp, or try again later.';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;

const receipt = (record: OrderRecord): OrderReceipt => {
  const { _id, number, lines, subtotal, deliveryFee, total, delivery, createdAt, statusUrl } = toApi(record);
  return { _id, number, lines, subtotal, deliveryFee, total, delivery, createdAt, statusUrl: statusUrl! };
};

ordersRouter.post('/quote', async (req, res) => {
  const { lines, pincode } = await validate(orderQuoteSchema, jsonObject(req));
  res.json({ success: true, data: await priceOrder(lines, pincode, await currentSiteSettings()) });
});

ordersRouter.post('/', idempotencyKey, async (req, res) => {
  const { lines, lang, remindMe, ...contact } = await validate(orderRequestSchema, jsonObject(req));
  const settings = await currentSiteSettings();
  const { problems, ...pricing } = await priceOrder(lines, contact.pincode, settings);
  if (Object.values(problems).includes(REPEATED_LINE_MESSAGE)) throw validationFailed(problems);
  if (Object.keys(problems).length) throw new HttpError(409, CANNOT_ORDER_MESSAGE, problems);
  if (!(await withinHourlyLimit(req, 'order-ip', ORDERS_PER_HOUR))) throw new HttpError(429, TOO_MANY_ORDERS);
  const created = (record: OrderRecord) => ({ status: 201, body: { success: true, message: 'Order recorded', data: receipt(record) } });
  const record = await createOrder(orderNumberPrefix(settings.business.name), { ...pricing, lang, remindMe }, contact, idempotencyOf(res, created));
  sendResponse(res, created(record));
});

/** A day of the business's calendar from the query; 400 for anything else. */
function dayParam(value: string | undefined, name: string, nextDay = false): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const start = DAY.test(value) ? businessDayStart(value) : null;
  // 2026-02-30 parses as 2 March: only a day that exists reads back as itself.
  if (!start || Number.isNaN(start.getTime()) || businessDay(start) !== value) throw new HttpError(400, 'Validation failed', { [name]: 'Give a day as YYYY-MM-DD' });
  return nextDay ? new Date(start.getTime() + 24 * 60 * 60 * 1000) : start;
}

/** A filter of the order book from the query (`all` or nothing: no filter); 400 for a value not in `values`. */
function filterParam<T extends string>(value: string | undefined, name: string, values: readonly T[]): T | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (!(values as readonly string[]).includes(value)) throw new HttpError(400, 'Validation failed', { [name]: `${name[0].toUpperCase()}${name.slice(1)} must be one of ${values.join(', ')}` });
  return value as T;
}

ordersRouter.get('/', access, async (req, res) => {
  const status = filterParam<OrderStatus>(queryParam(req, 'status'), 'status', ORDER_STATUSES);
  const payment = filterParam<PaymentStatus>(queryParam(req, 'payment'), 'payment', PAYMENT_STATUSES);
  const from = dayParam(queryParam(req, 'from'), 'from');
  const to = dayParam(queryParam(req, 'to'), 'to', true);
  const { records, more } = await listOrders({ status, payment, from, to, limit: queryInt(req, 'limit', DEFAULT_PAGE, 1, MAX_PAGE), after: queryParam(req, 'after') });
  res.json({ success: true, data: records.map(toApi), more });
});

ordersRouter.get('/to-collect', access, async (_req, res) => {
  res.json({ success: true, data: await ordersToCollect() });
});

ordersRouter.get('/:number/status', async (req, res) => {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  if (!(await withinHourlyLimit(req, 'order-page-ip', ORDER_PAGE_READS_PER_HOUR))) throw new HttpError(429, TOO_MANY_ORDER_PAGE_READS);
  const page = await findOrderPage(param(req, 'number'), queryParam(req, STATUS_KEY_PARAM) ?? '');
  if (!page) throw new HttpError(404, ORDER_PAGE_NOT_FOUND);
  res.json({ success: true, data: page });
});

ordersRouter.get('/:id', access, async (req, res) => {
  res.json({ success: true, data: toApi(await getOrder(param(req, 'id'))) });
});

ordersRouter.patch('/:id', access, async (req, res) => {
  const { status, payment } = await validate(orderChangeSchema, jsonObject(req));
  const updated = await changeOrder(param(req, 'id'), { status, payment }, publicName(req.session!));
  const message = status && payment ? 'Order saved' : status ? 'Order status saved' : 'Payment saved';
  res.json({ success: true, message, data: toApi(updated) });
});
