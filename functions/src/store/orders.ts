/**
 * The order book.
 * - `orders/{id}`: number, lines (each with its product's names and size labels in every language,
 *   `{ en, ta? }`; a line stored before that has one `name` and `sizeLabel`, in the order's `lang`),
 *   subtotal, deliveryFee, total, delivery (the quote's kind and area), the customer's details
 *   (`orderContactFields`), lang, remindMe (the customer's "remind me when it's time to reorder"), status, payment ({ status, method, paidOn, reference }: domain's
 *   payment.ts) and `paymentStatus` (its status again, at the top level: what the order book's payment
 *   filter queries; the in-process emulator queries no nested field), createdAt, updatedAt, and
 *   `personalUntil` (when the personal details are deleted; null once they are). An order stored before
 *   payments were kept is given both by `backfillOrderPayments`.
 * - `orderNumbers/{number}` { orderId }: each number claimed once. The claim is the transaction's
 *   first write and a create(), so of two orders that read the same counter one fails and runs again
 *   (the in-process emulator does not isolate transactions; real Firestore aborts the loser too).
 * - `orderCounters/{YYMM}` { last }: the month's last sequence number.
 * - `stockTaken`: the quantities a confirmed or delivered order took from the sizes' counts
 *   (store/stock.ts); null or absent when it holds none.
 * - the order's `bill`: its bill number and legal details, given when it is first accepted or
 *   billed (bills.ts).
 * - `history`: [{ status, at }], oldest first, from `new` when placed (an order stored before has
 *   none: its placing and, if it moved on, its status at its last change stand for it).
 * - `statusKey`: the random key of the order's own page (orderPage.ts); an order stored before has
 *   none until its status or payment next changes.
 * - `revision`: how many times the owner changed it. Each change claims `orderChanges/{id}-{revision}`
 *   with a create(), the one write of its commit that can fail (after the catalogue's own claim when
 *   stock moves; a bill number's claim has a transaction of its own), so of two changes made at the same
 *   time one fails and runs again on what the other wrote (the in-process emulator does not isolate
 *   transactions; real Firestore aborts the loser too): neither's history entry nor page key is lost.
 *   Claims carry `expiresAt` (a day later) for a Firestore TTL policy.
 * Orders are not catalogue data, but a status change that moves stock counts goes through the
 * catalogue's transaction.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import {
  ACCEPTED_STATUSES,
  DAY_MS,
  ORDER_PERSONAL_DAYS,
  ORDER_PERSONAL_FIELDS,
  ORDER_STATUSES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  UNPAID,
  businessDay,
  isLanguage,
  orderContactFields,
  orderMonth,
  orderNumber,
  orderPagePath,
  ORDER_NUMBER_PATTERN,
  paymentOf,
  STATUS_KEY_BYTES,
  STATUS_KEY_PATTERN,
  sumRupees,
  pickPlain,
  plainDefaults,
  type BillStamp,
  type DeliveryQuote,
  type Language,
  type Order,
  type OrderContact,
  type OrderEvent,
  type OrderLine,
  type OrderPageData,
  type OrderPayment,
  type OrderPricing,
  type OrderStatus,
  type PaymentStatus,
  type TextByLanguage,
} from '@catalogue/domain';
import { firestore } from '../firebase';
import { billNumberFor } from './bills';
import { catalogueTransaction } from './catalogue';
import { NotFoundError } from './errors';
import { claimKey, type Idempotency } from './idempotency';
import { retryLostRaces } from './retry';
import { orderStockMove, readTakenStock } from './stock';
import { num, prop, readPlain, str, toIso } from './util';

const ordersCol = () => firestore().collection('orders');
const numbersCol = () => firestore().collection('orderNumbers');
const countersCol = () => firestore().collection('orderCounters');
const changesCol = () => firestore().collection('orderChanges');
const NOT_FOUND = 'Order not found';

export interface OrderRecord extends Omit<Order, '_id' | 'createdAt' | 'updatedAt' | 'statusUrl'> {
  id: string;
  createdAt: unknown;
  updatedAt: unknown;
  statusKey: string | null;
}

/**
 * A line's text in each language (`field`: names, sizeLabels); a line stored before lines kept every
 * language has one text (`single`: name, sizeLabel), in the language the order was placed in, which
 * then also stands for the English one.
 */
function readTexts(stored: unknown, field: string, single: string, lang: Language): TextByLanguage {
  const texts = prop(stored, field);
  if (!texts || typeof texts !== 'object') {
    const text = str(prop(stored, single));
    return { en: text, [lang]: text };
  }
  const given = LANGUAGES.flatMap((language) => {
    const text = prop(texts, language);
    return typeof text === 'string' && text !== '' ? [[language, text]] : [];
  });
  return { en: '', ...Object.fromEntries(given) } as TextByLanguage;
}

function readLine(stored: unknown, lang: Language): OrderLine {
  return {
    productId: str(prop(stored, 'productId')),
    variantKey: str(prop(stored, 'variantKey')),
    names: readTexts(stored, 'names', 'name', lang),
    sizeLabels: readTexts(stored, 'sizeLabels', 'sizeLabel', lang),
    unitPrice: num(prop(stored, 'unitPrice')),
    quantity: num(prop(stored, 'quantity')),
    lineTotal: num(prop(stored, 'lineTotal')),
  };
}

function readDelivery(stored: unknown): DeliveryQuote {
  switch (prop(stored, 'kind')) {
    case 'area':
      return {
        kind: 'area',
        area: str(prop(stored, 'area')),
        fee: num(prop(stored, 'fee')),
        minimumOrder: num(prop(stored, 'minimumOrder')),
        minimumMet: prop(stored, 'minimumMet') !== false,
      };
    case 'outside':
      return { kind: 'outside', message: str(prop(stored, 'message')) };
    case 'ask':
      return { kind: 'ask' };
    default:
      return { kind: 'none' };
  }
}

const statusOf = (value: unknown): OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value) ? (value as OrderStatus) : 'new';

/** Enough for any real order's back and forth; past it the oldest changes after the placing are dropped. */
const MAX_HISTORY = 50;

/** The stored history; for an order stored without one, its placing and its status at its last change. */
function readHistory(d: Record<string, unknown>, status: OrderStatus): OrderEvent[] {
  if (Array.isArray(d.history)) {
    return d.history.flatMap((event) => {
      const at = prop(event, 'at');
      return at instanceof Timestamp ? [{ status: statusOf(prop(event, 'status')), at: toIso(at) }] : [];
    });
  }
  const placed = { status: 'new' as const, at: toIso(d.createdAt) };
  return status === 'new' ? [placed] : [placed, { status, at: toIso(d.updatedAt) }];
}

/** The history with `status` taken at `at`, as stored. */
function historyWith(history: OrderEvent[], status: OrderStatus, at: Timestamp) {
  const stored = history.map((event) => ({ status: event.status, at: Timestamp.fromDate(new Date(event.at)) }));
  const [placed, ...changes] = [...stored, { status, at }];
  return [placed, ...changes.slice(-(MAX_HISTORY - 1))];
}

const newStatusKey = () => randomBytes(STATUS_KEY_BYTES).toString('base64url');

/** Whether the name, phone and note are still kept: the nightly clean-up empties them once this is false. */
const contactKept = (personalUntil: unknown) => !(personalUntil instanceof Timestamp) || personalUntil.toMillis() > Date.now();

/** A stored order's fields, each read tolerantly; a contact past its time reads as empty before the clean-up empties it. */
function recordOf(id: string, d: Record<string, unknown>): OrderRecord {
  const delivery = readDelivery(d.delivery);
  const lang = isLanguage(d.lang) ? d.lang : DEFAULT_LANGUAGE;
  const status = statusOf(d.status);
  return {
    id,
    number: str(d.number),
    lines: Array.isArray(d.lines) ? d.lines.map((line) => readLine(line, lang)) : [],
    subtotal: num(d.subtotal),
    deliveryFee: typeof d.deliveryFee === 'number' ? d.deliveryFee : null,
    total: num(d.total),
    delivery,
    ...readPlain(orderContactFields, contactKept(d.personalUntil) ? d : { ...d, ...FORGOTTEN }),
    area: delivery.kind === 'area' ? delivery.area : null,
    status,
    history: readHistory(d, status),
    payment: paymentOf(d.payment),
    lang,
    remindMe: d.remindMe === true,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    statusKey: typeof d.statusKey === 'string' && d.statusKey ? d.statusKey : null,
  };
}

const toRecord = (snap: DocumentSnapshot): OrderRecord => recordOf(snap.id, snap.data() ?? {});

const statusUrlOf = (record: OrderRecord) => (record.statusKey ? orderPagePath(record.number, record.statusKey, record.lang) : null);

export function toApi(record: OrderRecord): Order {
  const { id, createdAt, updatedAt, statusKey, ...rest } = record;
  return { _id: id, ...rest, statusUrl: statusUrlOf(record), createdAt: toIso(createdAt), updatedAt: toIso(updatedAt) };
}

/** What the customer's own page shows of the order (orderPage.ts). */
export function toOrderPage(record: OrderRecord): OrderPageData {
  const { number, lines, subtotal, deliveryFee, total, lang, area, status, history, payment, createdAt } = record;
  return { number, createdAt: toIso(createdAt), lang, lines, subtotal, deliveryFee, total, area, status, history, payment: { status: payment.status, method: payment.method, paidOn: payment.paidOn } };
}

/**
 * Records an order under the next number of the month (in India's calendar): `prefix` is the
 * business's (orderNumberPrefix); `pricing` was priced in `lang`, the language the order is kept in
 * (with the customer's reorder reminder tick).
 * With an idempotency key, a retry gets the first answer.
 */
export function createOrder(
  prefix: string,
  pricing: OrderPricing & { lang: Language; remindMe?: boolean },
  contact: OrderContact,
  idempotency?: Idempotency<OrderRecord>,
): Promise<OrderRecord> {
  return retryLostRaces(() =>
    firestore().runTransaction(async (tx) => {
      const storeAnswer = await claimKey(tx, idempotency);
      const now = Timestamp.now();
      const month = orderMonth(now.toDate());
      const counter = countersCol().doc(month);
      const sequence = num((await tx.get(counter)).get('last'), 0) + 1;
      const number = orderNumber(prefix, month, sequence);
      const ref = ordersCol().doc();
      const personal = ORDER_PERSONAL_FIELDS.some((field) => contact[field]);
      const doc = {
        number,
        ...pricing,
        remindMe: pricing.remindMe === true,
        ...pickPlain(orderContactFields, contact),
        status: 'new' satisfies OrderStatus,
        history: [{ status: 'new' satisfies OrderStatus, at: now }],
        statusKey: newStatusKey(),
        ...storedPayment(UNPAID),
        createdAt: now,
        updatedAt: now,
        personalUntil: personal ? Timestamp.fromMillis(now.toMillis() + ORDER_PERSONAL_DAYS * DAY_MS) : null,
      };
      const record = recordOf(ref.id, doc);
      storeAnswer(tx, record);
      tx.create(numbersCol().doc(number), { orderId: ref.id });
      tx.set(counter, { last: sequence });
      tx.create(ref, doc);
      return record;
    }),
  );
}

export interface OrderQuery {
  status?: OrderStatus;
  payment?: PaymentStatus;
  /** Orders created at or after this instant. */
  from?: Date;
  /** Orders created before this instant. */
  to?: Date;
  limit: number;
  /** The id of the last order of the previous page. */
  after?: string;
}

/**
 * Orders, newest first, and of orders placed in the same instant the larger id first; `more` says
 * whether another page follows. Orders placed together share their `createdAt`, so a page after
 * `after` is that order's equals with a smaller id, then the orders below its time. The order is
 * built here rather than with query cursors, which the in-process emulator ignores.
 */
export async function listOrders({ status, payment, from, to, limit, after }: OrderQuery): Promise<{ records: OrderRecord[]; more: boolean }> {
  let query: Query = ordersCol();
  if (status) query = query.where('status', '==', status);
  if (payment) query = query.where('paymentStatus', '==', payment);
  const placedIn = (range: Query) => {
    let inRange = range;
    if (from) inRange = inRange.where('createdAt', '>=', Timestamp.fromDate(from));
    if (to) inRange = inRange.where('createdAt', '<', Timestamp.fromDate(to));
    return inRange;
  };
  const last = after === undefined ? null : await findOrder(after);
  const lastTime = last?.createdAt instanceof Timestamp ? last.createdAt : null;
  const equalsAfterLast = lastTime ? (await placedAt(query, lastTime)).filter((order) => order.id < last!.id && inside(order, from, to)) : [];
  const below = lastTime ? placedIn(query).where('createdAt', '<', lastTime) : placedIn(query);
  const candidates = [...equalsAfterLast, ...(await below.orderBy('createdAt', 'desc').limit(limit + 1).get()).docs.map(toRecord)];
  candidates.sort(newestFirst);
  // The limit may cut a group of orders placed together anywhere in it: the page takes the whole group.
  const [lastOnPage, firstAfter] = [candidates[limit - 1], candidates[limit]];
  const cutTime = firstAfter && placedTime(lastOnPage).isEqual(placedTime(firstAfter)) ? placedTime(lastOnPage) : null;
  if (cutTime && !(lastTime && cutTime.isEqual(lastTime))) {
    const known = new Set(candidates.map((order) => order.id));
    candidates.push(...(await placedAt(query, cutTime)).filter((order) => !known.has(order.id)));
    candidates.sort(newestFirst);
  }
  return { records: candidates.slice(0, limit), more: candidates.length > limit };
}

async function placedAt(query: Query, time: Timestamp): Promise<OrderRecord[]> {
  return (await query.where('createdAt', '==', time).get()).docs.map(toRecord);
}

const NEVER = Timestamp.fromMillis(0);
const placedTime = (order: OrderRecord) => (order.createdAt instanceof Timestamp ? order.createdAt : NEVER);

const inside = (order: OrderRecord, from?: Date, to?: Date) => {
  const time = placedTime(order).toMillis();
  return (!from || time >= from.getTime()) && (!to || time < to.getTime());
};

function newestFirst(a: OrderRecord, b: OrderRecord): number {
  const [x, y] = [placedTime(a), placedTime(b)];
  return y.seconds - x.seconds || y.nanoseconds - x.nanoseconds || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Orders are only ever created with Firestore's own ids (20 letters and digits): anything else names none. */
const ORDER_ID = /^[A-Za-z0-9]{20}$/;
const orderRef = (id: unknown) => (typeof id === 'string' && ORDER_ID.test(id) ? ordersCol().doc(id) : null);

async function findOrder(id: unknown): Promise<OrderRecord | null> {
  const snap = await orderRef(id)?.get();
  return snap?.exists ? toRecord(snap) : null;
}

export async function getOrder(id: unknown): Promise<OrderRecord> {
  const order = await findOrder(id);
  if (!order) throw new NotFoundError(NOT_FOUND);
  return order;
}

const digest = (key: string) => createHash('sha256').update(key).digest();
/** Compared in constant time: how much of a key matched never shows in how long the answer took. */
const keysMatch = (stored: string, given: string) => timingSafeEqual(digest(stored), digest(given)) && stored !== '';
/** An id no order has (Firestore's are 20 letters and digits): read in place of a number's order that does not exist. */
const NO_ORDER = 'no-such-order-00000';

/**
 * The customer's view of the order numbered `number` when `key` is its page's key, else null; for a key
 * of the right shape, the same two reads and comparison either way, so a wrong number answers no faster
 * than a wrong key.
 */
export async function findOrderPage(number: string, key: string): Promise<OrderPageData | null> {
  // A key no page has (its shape is public) costs no read.
  if (!STATUS_KEY_PATTERN.test(key)) return null;
  const claim = ORDER_NUMBER_PATTERN.test(number) ? await numbersCol().doc(number).get() : null;
  const orderId: unknown = claim?.get('orderId');
  const snap = await ordersCol().doc(typeof orderId === 'string' && ORDER_ID.test(orderId) ? orderId : NO_ORDER).get();
  const found = snap.exists ? toRecord(snap) : null;
  return keysMatch(found?.statusKey ?? '', key) && found?.number === number ? toOrderPage(found) : null;
}

export interface OrderChange {
  status?: OrderStatus;
  payment?: OrderPayment;
}

/**
 * Sets the order's status, its payment, or both (a paid payment without its day is paid today);
 * NotFoundError when there is no such order. Only what is given is written, so a status and a
 * payment saved at the same time are both kept. Confirming (or delivering) takes the order's
 * quantities from the counted sizes, going back to new or cancelled returns them (store/stock.ts:
 * ConflictError when they cannot be covered); `by` names who did it in the counts' history. An
 * accepted order (ACCEPTED_STATUSES) is given its bill number right after, in a transaction of its own.
 */
export async function changeOrder(id: unknown, { status, payment }: OrderChange, by: string): Promise<OrderRecord> {
  const ref = orderRef(id);
  if (!ref) throw new NotFoundError(NOT_FOUND);
  const paid = payment && payment.status !== 'unpaid' && !payment.paidOn ? { ...payment, paidOn: businessDay(new Date()) } : payment;
  const change = { ...(status ? { status } : {}), ...(paid ? { payment: paid } : {}) };
  const stored = paid ? { ...change, ...storedPayment(paid) } : change;
  const apply = async (tx: Transaction, inCatalogue: boolean) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new NotFoundError(NOT_FOUND);
    const order = toRecord(snap);
    const moveStock = status ? await orderStockMove(tx, order, readTakenStock(snap.get('stockTaken')), status, by) : null;
    if (moveStock?.movesCounts && !inCatalogue) throw new CountsMove();
    return (writer: Transaction) => {
      const updatedAt = Timestamp.now();
      const revision = num(snap.get('revision'), 0) + 1;
      writer.create(changesCol().doc(`${ref.id}-${revision}`), { expiresAt: Timestamp.fromMillis(updatedAt.toMillis() + DAY_MS) });
      const held = moveStock ? { stockTaken: moveStock.write(writer) } : {};
      const moved = status && status !== order.status ? { history: historyWith(order.history, status, updatedAt) } : {};
      const statusKey = order.statusKey ?? newStatusKey();
      writer.update(ref, { ...stored, ...held, ...moved, statusKey, revision, updatedAt });
      return recordOf(order.id, { ...snap.data(), ...stored, ...moved, statusKey, updatedAt });
    };
  };
  // Stock counts are catalogue data: a change that moves them runs again in the catalogue's transaction.
  const changed = await retryLostRaces(() => firestore().runTransaction(async (tx) => (await apply(tx, false))(tx))).catch((error: unknown) => {
    if (error instanceof CountsMove) return catalogueTransaction((tx) => apply(tx, true));
    throw error;
  });
  // Its own transaction: a commit holds one create() that can lose a race (see `revision` above).
  if (status && ACCEPTED_STATUSES.includes(status)) await billOrder(changed.id);
  return changed;
}

/** Thrown out of an order's transaction that would move stock counts outside the catalogue's. */
class CountsMove extends Error {}

/** The order and its bill stamp, given now when it has none (first billed); NotFoundError when there is no such order. */
export function billOrder(id: unknown): Promise<{ order: OrderRecord; stamp: BillStamp }> {
  const ref = orderRef(id);
  if (!ref) return Promise.reject(new NotFoundError(NOT_FOUND));
  return retryLostRaces(() =>
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new NotFoundError(NOT_FOUND);
      const { stamp, write } = await billNumberFor(tx, snap);
      const given = write(tx);
      if (given) tx.update(ref, given);
      return { order: toRecord(snap), stamp };
    }),
  );
}

/** What is still to collect: the orders not paid (and not cancelled), and their total. */
export async function ordersToCollect(): Promise<{ orders: number; total: number }> {
  const unpaid = (await ordersCol().where('paymentStatus', '==', 'unpaid').get()).docs.map(toRecord).filter((order) => order.status !== 'cancelled');
  return { orders: unpaid.length, total: sumRupees(unpaid.map((order) => order.total)) };
}

const migrationsRef = () => firestore().collection('meta').doc('migrations');

/** An order's payment as stored: the payment, and its status at the top level for the filter. */
export const storedPayment = (payment: OrderPayment) => ({ payment, paymentStatus: payment.status });

/**
 * Gives every order stored before payments were kept its payment (unpaid) and `paymentStatus`, so that
 * the order book's payment filter finds it; once done, noted in `meta/migrations`, and never again. A
 * housekeeping job.
 */
export async function backfillOrderPayments(): Promise<number> {
  if ((await migrationsRef().get()).get('orderPayments') === true) return 0;
  const missing = (await ordersCol().get()).docs.filter((doc) => !doc.get('paymentStatus')).map((doc) => doc.ref);
  // Each in a transaction: a payment the owner sets meanwhile is never replaced.
  const given = await Promise.all(
    missing.map((ref) =>
      retryLostRaces(() =>
        firestore().runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists || snap.get('paymentStatus')) return false;
          tx.update(ref, storedPayment(paymentOf(snap.get('payment'))));
          return true;
        }),
      ),
    ),
  );
  await migrationsRef().set({ orderPayments: true }, { merge: true });
  return given.filter(Boolean).length;
}

/** Orders created in [from, to), oldest first (for the figures). */
export async function ordersBetween(from: Date, to: Date): Promise<OrderRecord[]> {
  const snap = await ordersCol().where('createdAt', '>=', Timestamp.fromDate(from)).where('createdAt', '<', Timestamp.fromDate(to)).orderBy('createdAt').get();
  return snap.docs.map(toRecord);
}

const EMPTY_CONTACT = plainDefaults(orderContactFields);
/** The personal details as a forgotten order has them: empty. */
const FORGOTTEN: Partial<OrderContact> = Object.fromEntries(ORDER_PERSONAL_FIELDS.map((field) => [field, EMPTY_CONTACT[field]]));

/**
 * Deletes the personal details (ORDER_PERSONAL_FIELDS) of orders older than ORDER_PERSONAL_DAYS
 * (their lines and totals stay); returns how many were cleared. A housekeeping job (housekeeping.ts), never run on a request.
 */
export async function forgetOldOrderDetails(now = new Date()): Promise<number> {
  const due = await ordersCol().where('personalUntil', '<=', Timestamp.fromDate(now)).get();
  await Promise.all(due.docs.map((doc) => doc.ref.update({ ...FORGOTTEN, personalUntil: null })));
  return due.size;
}

/** Every order, as the order book reads it (the customers are built from them: customers.ts). */
export async function allOrders(): Promise<OrderRecord[]> {
  return (await ordersCol().get()).docs.map(toRecord);
}

/**
 * Deletes a customer's personal data: the personal details (ORDER_PERSONAL_FIELDS) and the reminder
 * tick of every order whose stored phone `isTheirs` (past its clean-up day or not), in one
 * transaction; their lines and totals stay for the books. Returns how many orders were cleared.
 */
export function forgetCustomerOrders(isTheirs: (phone: string) => boolean): Promise<number> {
  return retryLostRaces(() =>
    firestore().runTransaction(async (tx) => {
      const theirs = (await tx.get(ordersCol())).docs.filter((doc) => isTheirs(str(doc.get('phone'))));
      const updatedAt = Timestamp.now();
      for (const doc of theirs) tx.update(doc.ref, { ...FORGOTTEN, remindMe: false, personalUntil: null, updatedAt });
      return theirs.length;
    }),
  );
}
