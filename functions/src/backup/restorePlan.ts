/**
 * What restoring a backup writes, from the shop as it is and the backup (both as portable JSON,
 * store/backup.ts). Pure: store/restore.ts reads the shop and commits the writes in one transaction.
 *
 * - Products, categories, gallery items, testimonials: as in the backup. What the backup does not
 *   hold goes to the trash (a category with its subcategories as one entry), so a restore can be undone.
 * - Slug indexes: as in the backup, and the slugs of what is in the trash afterwards stay reserved.
 * - Site settings and navigation: the backup's values become a new version (the history is kept;
 *   versions the backup holds and the shop lacks are added).
 * - Orders, order numbers, link counts: added back where missing, never removed or rolled back (an
 *   order placed since the backup is still an order); month counters keep the higher number.
 * - Trash: entries the backup holds are added back unless their entity is in the shop; entries of
 *   entities the restore brings back are removed; the others stay.
 */
import { DAY_MS, TRASH_DAYS, RESTORE_KINDS, paymentOf, type RestoreKind, type RestoreNames, type RestoreSummary } from '@catalogue/domain';
import { storedPayment } from '../store/orders';
import { billClaimId, readBillStamp } from '../store/bills';
import type { BackupCollection, BackupCollections, BackupDocument } from '../store/backup';
import { idOrNull, num, prop, str } from '../store/util';

type Data = Record<string, unknown>;

/** A write of the restore: `data` null deletes the document. */
export interface RestoreWrite {
  collection: BackupCollection;
  id: string;
  data: Data | null;
}

export type PlannedSummary = Omit<RestoreSummary, 'createdAt' | 'applied' | 'photos'>;

export interface RestorePlan {
  writes: RestoreWrite[];
  summary: PlannedSummary;
}

const ENTITY_COLLECTIONS: Record<RestoreKind, BackupCollection> = { product: 'products', category: 'categories', gallery: 'gallery', testimonial: 'testimonials' };
const SLUG_INDEXES = [
  { index: 'productSlugs', kind: 'product' },
  { index: 'categorySlugs', kind: 'category' },
] as const;
const VERSIONED = [
  { collection: 'settings', id: 'site', versions: 'siteSettingsVersions', flag: 'siteSettings' },
  { collection: 'navConfig', id: 'current', versions: 'navConfigVersions', flag: 'navigation' },
] as const;
const ADDED_BACK: BackupCollection[] = ['orderNumbers', 'billNumbers', 'linkOpens', 'stockChanges', 'siteSettingsVersions', 'navConfigVersions'];
const VERSION_FIELDS = new Set(['version', 'savedAt', 'savedBy']);

/** Values with their keys in one order, so that equal documents compare equal as text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Data;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const byId = (docs: BackupDocument[]) => new Map(docs.map((doc) => [doc.id, doc.data]));
const nameOf = (data: Data) => str(data.name, str(data.title, str(data.author)));
const timestamp = (millis: number) => ({ $timestamp: new Date(millis).toISOString() });
const valuesOf = (data: Data | undefined) => Object.fromEntries(Object.entries(data ?? {}).filter(([key]) => !VERSION_FIELDS.has(key)));
const parentOf = (data: Data) => idOrNull(data.parentId ?? prop(data.parent, '_id') ?? data.parent);

export function planRestore(current: BackupCollections, backup: BackupCollections, { now, savedBy }: { now: number; savedBy: string }): RestorePlan {
  const writes = new Map<string, RestoreWrite>();
  const write = (collection: BackupCollection, id: string, data: Data | null) => writes.set(`${collection}/${id}`, { collection, id, data });
  const cur = Object.fromEntries(Object.entries(current).map(([name, docs]) => [name, byId(docs)])) as Record<BackupCollection, Map<string, Data>>;
  const bak = Object.fromEntries(Object.entries(backup).map(([name, docs]) => [name, byId(docs)])) as Record<BackupCollection, Map<string, Data>>;
  const newTrash = new Map<string, Data>();

  const toTrash = (kind: RestoreKind, docs: BackupDocument[]) =>
    newTrash.set(docs[0].id, {
      kind,
      name: nameOf(docs[0].data),
      docs: docs.map(({ id, data }) => ({ id, data })),
      galleryLinks: [],
      deletedAt: timestamp(now),
      purgeAt: timestamp(now + TRASH_DAYS * DAY_MS),
    });

  const entities = {} as Record<RestoreKind, RestoreNames>;
  const inShopAfter = new Set<string>();
  for (const kind of RESTORE_KINDS) {
    const collection = ENTITY_COLLECTIONS[kind];
    const names: RestoreNames = { added: [], changed: [], removed: [] };
    for (const [id, data] of bak[collection]) {
      inShopAfter.add(id);
      const before = cur[collection].get(id);
      if (before && same(before, data)) continue;
      (before ? names.changed : names.added).push(nameOf(data));
      write(collection, id, data);
    }
    const removed = [...cur[collection]].filter(([id]) => !bak[collection].has(id)).map(([id, data]) => ({ id, data }));
    const removedIds = new Set(removed.map((doc) => doc.id));
    for (const doc of removed) {
      write(collection, doc.id, null);
      // A subcategory removed with its main category goes to the trash in the main category's entry.
      const parent = kind === 'category' ? parentOf(doc.data) : null;
      if (parent && removedIds.has(parent)) continue;
      names.removed.push(nameOf(doc.data));
      toTrash(kind, [doc, ...(kind === 'category' ? removed.filter((sub) => parentOf(sub.data) === doc.id) : [])]);
    }
    entities[kind] = names;
  }

  let trashAdded = 0;
  for (const id of cur.trash.keys()) if (inShopAfter.has(id)) write('trash', id, null);
  for (const [id, data] of bak.trash) {
    if (cur.trash.has(id) || inShopAfter.has(id) || newTrash.has(id)) continue;
    write('trash', id, data);
    trashAdded++;
  }
  for (const [id, data] of newTrash) write('trash', id, data);

  // Whose slugs stay reserved: what is in the shop or in the trash afterwards.
  const trashAfter = [...cur.trash].filter(([id]) => !inShopAfter.has(id)).concat([...bak.trash], [...newTrash]);
  const keptIds = new Set([...inShopAfter, ...trashAfter.flatMap(([, entry]) => (Array.isArray(entry.docs) ? entry.docs.map((doc) => str(prop(doc, 'id'))) : []))]);
  for (const { index } of SLUG_INDEXES) {
    for (const [slug, entry] of cur[index]) if (!bak[index].has(slug) && !keptIds.has(str(entry.id))) write(index, slug, null);
    for (const [slug, entry] of bak[index]) if (!same(cur[index].get(slug), entry)) write(index, slug, entry);
  }

  const changedTexts = { siteSettings: false, navigation: false };
  for (const { collection, id, versions, flag } of VERSIONED) {
    for (const [versionId, data] of bak[versions]) if (!cur[versions].has(versionId)) write(versions, versionId, data);
    for (const [docId, data] of bak[collection]) {
      if (docId === id) continue;
      if (!same(cur[collection].get(docId), data)) write(collection, docId, data);
    }
    const restored = bak[collection].get(id);
    const before = cur[collection].get(id);
    if (!restored || same(valuesOf(before), valuesOf(restored))) continue;
    const numbers = [num(before?.version), num(restored.version), ...[...cur[versions].keys(), ...bak[versions].keys()].map((n) => num(n))];
    const version = Math.max(0, ...numbers) + 1;
    const saved = { ...valuesOf(restored), version, savedAt: timestamp(now), savedBy };
    write(collection, id, saved);
    write(versions, String(version), saved);
    changedTexts[flag] = true;
  }

  for (const collection of ADDED_BACK) for (const [id, data] of bak[collection]) if (!cur[collection].has(id)) write(collection, id, data);
  let ordersAdded = 0;
  const numberTakenByOther = (data: Data, id: string) => {
    const claim = cur.orderNumbers.get(str(data.number));
    return !!claim && claim.orderId !== id;
  };
  // A bill number given here since the backup to another order: the restored order gets a new one when billed.
  const billTakenByOther = (data: Data, id: string) => {
    const claim = cur.billNumbers.get(billClaimId(readBillStamp(data.bill)?.number) ?? '');
    return !!claim && claim.orderId !== id;
  };
  for (const [id, data] of bak.orders) {
    if (cur.orders.has(id) || numberTakenByOther(data, id)) continue;
    // An order backed up before payments were kept comes back unpaid, as the order book's filter reads it.
    write('orders', id, { ...data, ...storedPayment(paymentOf(data.payment)), ...(billTakenByOther(data, id) ? { bill: null } : {}) });
    ordersAdded++;
  }
  // The counters never go back: a number given since the backup is never given again.
  for (const counters of ['orderCounters', 'billCounters'] as const) {
    for (const [key, data] of bak[counters]) {
      const before = cur[counters].get(key);
      if (!before || num(data.last) > num(before.last)) write(counters, key, { ...before, ...data, last: Math.max(num(data.last), num(before?.last)) });
    }
  }

  return { writes: [...writes.values()], summary: { entities, ...changedTexts, ordersAdded, trashAdded } };
}
