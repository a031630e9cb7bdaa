/**
 * Stock counts (domain's stock.ts). A product's counted sizes are its `stock` map
 * `{ [size key]: { count, lowStock } }`; each change of a count is kept in
 * `stockChanges/{id}` { productId, variantKey, cause, change, count, note, orderNumber?, by, at }.
 * A count changes only in the catalogue's transaction (store/catalogue.ts), so a size counted down to
 * zero is sold out on every page at once, and two confirmations of the last unit cannot both take
 * it: the one that commits second runs again and finds none left. A count's change leaves the
 * product's `updatedAt` alone: an edit of the product the owner has open stays valid.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  ACCEPTED_STATUSES,
  STOCK_MESSAGES,
  batchStatus,
  businessDay,
  priceAndStockOf,
  shortageText,
  stockLevel,
  stockOf,
  textIn,
  withCounts,
  type BatchToReplace,
  type OrderLine,
  type ProductStock,
  type SizeStock,
  type SizeStockView,
  type StockChange,
  type StockChangeCause,
  type StockChangeRequest,
  type StockShortage,
  type OrderStatus,
} from '@catalogue/domain';
import { firestore } from '../firebase';
import { catalogueTransaction } from './catalogue';
import { productsCol } from './collections';
import { ConflictError, NotFoundError } from './errors';
import { getProduct, productInTransaction, productSize, queryProducts, type ProductRecord } from './products';
import { num, str, toIso } from './util';

const changesCol = () => firestore().collection('stockChanges');
/** The changes a size's history shows: the newest. */
const HISTORY_LENGTH = 30;

/** A change of one size's count, as its history keeps it. */
type CountChange = Omit<StockChange, '_id' | 'at'> & { productId: string };

/** In the transaction: writes the product's new counts (and its sizes' stock as they make it) and their history. */
function writeCounts(tx: Transaction, product: ProductRecord, stock: Record<string, SizeStock>, changes: CountChange[]) {
  const variants = withCounts(product.variants, stock);
  tx.update(productsCol().doc(product.id), { stock, variants, ...priceAndStockOf(variants) });
  const at = Timestamp.now();
  for (const change of changes) tx.create(changesCol().doc(), { ...change, at });
}

/** A size as the stock screens show it. */
function sizeView(product: ProductRecord, key: string, label: string): SizeStockView {
  const counted = stockOf(product.stock, key);
  return { productId: product.id, productName: product.name, variantKey: key, sizeLabel: label, count: counted?.count ?? null, lowStock: counted?.lowStock ?? null, level: counted ? stockLevel(counted) : null };
}

const sizeViews = (product: ProductRecord) => product.variants.map((size) => sizeView(product, size.key, size.label));

function changeOf(id: string, d: Record<string, unknown>): StockChange {
  const orderNumber = str(d.orderNumber);
  return {
    _id: id,
    variantKey: str(d.variantKey),
    cause: str(d.cause) as StockChangeCause,
    change: num(d.change),
    count: typeof d.count === 'number' ? d.count : null,
    note: str(d.note),
    ...(orderNumber ? { orderNumber } : {}),
    by: str(d.by),
    at: toIso(d.at),
  };
}

/** Every size of every product with its count (null: not counted); `onlyLow`: the counted sizes low or out, the emptiest first. */
export async function allStock(onlyLow: boolean): Promise<SizeStockView[]> {
  const sizes = (await queryProducts()).flatMap(sizeViews);
  if (!onlyLow) return sizes;
  return sizes.filter((size) => size.level === 'out' || size.level === 'low').sort((a, b) => (a.count ?? 0) - (b.count ?? 0) || a.productName.localeCompare(b.productName));
}

/** The products whose batch on sale is stale or will be within STALE_WARNING_DAYS (domain's labels.ts), the soonest first. */
export async function batchesToReplace(): Promise<BatchToReplace[]> {
  const today = businessDay(new Date());
  return (await queryProducts())
    .flatMap((product) => {
      const status = batchStatus(product.pressedOn, product.shelfLife, today);
      return status && (status.stale || status.staleSoon) && product.pressedOn ? [{ productId: product.id, name: product.name, pressedOn: product.pressedOn, ...status }] : [];
    })
    .sort((a, b) => a.sellUntil.localeCompare(b.sellUntil) || a.name.localeCompare(b.name));
}

/** A product's sizes with their counts and their newest changes; NotFoundError when there is no such product. */
export async function productStock(productId: string): Promise<ProductStock> {
  const product = await getProduct(productId);
  const history = (await changesCol().where('productId', '==', product.id).get()).docs.map((doc) => changeOf(doc.id, doc.data())).sort((a, b) => b.at.localeCompare(a.at));
  return {
    sizes: sizeViews(product).map((size) => ({ ...size, history: history.filter((change) => change.variantKey === size.variantKey).slice(0, HISTORY_LENGTH) })),
  };
}

/** The size's count after `request` (undefined: counting stops); ConflictError when it is not counted or would go below zero. */
function countAfter(current: SizeStock | null, { reason, change, count }: StockChangeRequest): number | null | undefined {
  if (reason === 'stocktake') return count;
  if (reason === undefined) return current?.count ?? null;
  if (!current) throw new ConflictError(STOCK_MESSAGES.notCounted, { change: STOCK_MESSAGES.notCounted });
  const after = current.count + (change ?? 0);
  if (after < 0) throw new ConflictError(STOCK_MESSAGES.belowZero(current.count), { change: STOCK_MESSAGES.belowZero(current.count) });
  return after;
}

/**
 * Changes a size's count or threshold as the owner or a helper asked (`by` names them in its
 * history) and answers the size as it is now. NotFoundError for no such product; ConflictError for
 * a size gone meanwhile, one not counted, or a count that would go below zero.
 */
export function adjustStock(productId: string, request: StockChangeRequest, by: string): Promise<SizeStockView> {
  return catalogueTransaction(async (tx) => {
    const product = await productInTransaction(tx, productId);
    if (!product) throw new NotFoundError('Product not found');
    const size = productSize(product, request.variantKey);
    if (!size) throw new ConflictError(STOCK_MESSAGES.unknownSize, { variantKey: STOCK_MESSAGES.unknownSize });
    const current = stockOf(product.stock, size.key);
    const count = countAfter(current, request);
    const { [size.key]: _left, ...others } = product.stock;
    const lowStock = request.lowStock !== undefined ? request.lowStock : (current?.lowStock ?? null);
    const stock = count === null || count === undefined ? others : { ...others, [size.key]: { count, lowStock } };
    const counted = count !== undefined && count !== (current?.count ?? null);
    const history: CountChange[] = counted
      ? [{ productId: product.id, variantKey: size.key, cause: request.reason ?? 'correction', change: (count ?? 0) - (current?.count ?? 0), count: count ?? null, note: request.note, by }]
      : [];
    return (writer) => {
      writeCounts(writer, product, stock, history);
      return sizeView({ ...product, stock }, size.key, size.label);
    };
  });
}

/** What an order took from the counts: the quantity of each counted size among its lines (stored on the order as `stockTaken`). */
export interface TakenStock {
  productId: string;
  variantKey: string;
  quantity: number;
}

/** The quantities an order took, as stored on it; null when it holds none. */
export function readTakenStock(stored: unknown): TakenStock[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((entry: unknown) => {
    const { productId, variantKey, quantity } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    return typeof productId === 'string' && typeof variantKey === 'string' && typeof quantity === 'number' ? [{ productId, variantKey, quantity }] : [];
  });
}

/** The products `ids` names, read in the transaction (a deleted one left out). */
async function productsIn(tx: Transaction, ids: readonly string[]): Promise<ProductRecord[]> {
  const read = await Promise.all([...new Set(ids)].map((id) => productInTransaction(tx, id)));
  return read.filter((product): product is ProductRecord => product !== null);
}

/** Each product's counts moved by `moves` (a quantity per size key, negative to take), with the history of each move. */
function movedCounts(products: ProductRecord[], moves: TakenStock[], cause: StockChangeCause, orderNumber: string, by: string) {
  return products.flatMap((product) => {
    const own = moves.filter((move) => move.productId === product.id);
    if (own.length === 0) return [];
    const stock = { ...product.stock };
    const history = own.map(({ variantKey, quantity }): CountChange => {
      const current = stock[variantKey];
      stock[variantKey] = { ...current, count: current.count + quantity };
      return { productId: product.id, variantKey, cause, change: quantity, count: stock[variantKey].count, note: '', orderNumber, by };
    });
    return [{ product, stock, history }];
  });
}

/** The counted sizes among an order's lines and the quantity ordered of each (lines of one size added up). */
function countedLines(products: ProductRecord[], lines: readonly OrderLine[]): (TakenStock & { line: number; name: string; left: number })[] {
  const byKey = new Map<string, TakenStock & { line: number; name: string; left: number }>();
  lines.forEach((line, index) => {
    const product = products.find((candidate) => candidate.id === line.productId);
    const size = product && productSize(product, line.variantKey);
    const counted = size && stockOf(product.stock, size.key);
    if (!counted) return;
    const id = `${product.id}/${size.key}`;
    const name = [textIn(line.names, 'en'), textIn(line.sizeLabels, 'en')].filter(Boolean).join(' ');
    const seen = byKey.get(id);
    byKey.set(id, { productId: product.id, variantKey: size.key, quantity: (seen?.quantity ?? 0) + line.quantity, line: seen?.line ?? index, name, left: counted.count });
  });
  return [...byKey.values()];
}

/** What an order's status change does to the counts: whether it moves any (catalogue data), and its writes. */
export interface OrderStockMove {
  movesCounts: boolean;
  /** Writes the counts moved; answers what the order now holds (null: nothing). */
  write: (writer: Transaction) => TakenStock[] | null;
}

/**
 * In an order's transaction, when its status changes to `status`: a confirmed or delivered order
 * holds its quantities, any other gives them back. Reads what it needs and returns the move; null
 * when the change neither takes nor gives back. ConflictError naming each short line when the counts
 * cannot cover the order.
 */
export async function orderStockMove(
  tx: Transaction,
  order: { number: string; lines: readonly OrderLine[] },
  taken: TakenStock[] | null,
  status: OrderStatus,
  by: string,
): Promise<OrderStockMove | null> {
  const holds = ACCEPTED_STATUSES.includes(status);
  if (holds === (taken !== null)) return null;
  if (taken) {
    const products = await productsIn(tx, taken.map((move) => move.productId));
    // A size no longer counted (or gone) takes nothing back.
    const returned = taken.filter((move) => products.some((product) => product.id === move.productId && stockOf(product.stock, move.variantKey)));
    const moved = movedCounts(products, returned, 'orderReturned', order.number, by);
    return {
      movesCounts: moved.length > 0,
      write: (writer) => {
        moved.forEach(({ product, stock, history }) => writeCounts(writer, product, stock, history));
        return null;
      },
    };
  }
  const products = await productsIn(tx, order.lines.map((line) => line.productId));
  const wanted = countedLines(products, order.lines);
  const short: (StockShortage & { line: number })[] = wanted.filter((want) => want.quantity > want.left).map(({ line, productId, variantKey, name, left, quantity }) => ({ line, productId, variantKey, name, left, ordered: quantity }));
  if (short.length) throw new ConflictError(STOCK_MESSAGES.short, Object.fromEntries(short.map((shortage) => [`lines[${shortage.line}]`, shortageText(shortage)])));
  const takes = wanted.map(({ productId, variantKey, quantity }) => ({ productId, variantKey, quantity }));
  const moved = movedCounts(products, takes.map((take) => ({ ...take, quantity: -take.quantity })), 'order', order.number, by);
  return {
    movesCounts: moved.length > 0,
    write: (writer) => {
      moved.forEach(({ product, stock, history }) => writeCounts(writer, product, stock, history));
      return takes;
    },
  };
}
