/**
 * What a backup holds, read from Firestore: every collection the shop owns, each document as
 * `{ id, data }` in portable JSON (a Timestamp becomes `{ "$timestamp": ISO string }`), and the keys of
 * every photo any document names (`/uploads/...`), older site-settings versions and the trash included.
 * Left out: sign-in records and counters, idempotency answers and the catalogue's change log, which
 * are the running system's own and mean nothing in another.
 * All collections are read in one read-only transaction: one consistent moment of the shop.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { keyFromSrc } from '../images/imageStore';

export const BACKUP_COLLECTIONS = [
  'products',
  'productSlugs',
  'categories',
  'categorySlugs',
  'gallery',
  'testimonials',
  'settings',
  'siteSettingsVersions',
  'navConfig',
  'navConfigVersions',
  'orders',
  'orderNumbers',
  'orderCounters',
  'linkOpens',
  'stockChanges',
  'billCounters',
  'billNumbers',
  'trash',
] as const;
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number];

/** Collections a backup made before they existed does not hold: read as empty. */
export const ADDED_LATER: ReadonlySet<BackupCollection> = new Set(['stockChanges', 'billCounters', 'billNumbers']);

/** A document in portable JSON. */
export interface BackupDocument {
  id: string;
  data: Record<string, unknown>;
}

export type BackupCollections = Record<BackupCollection, BackupDocument[]>;

export interface BackupContent {
  collections: BackupCollections;
  photoKeys: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A Firestore value as JSON, noting every photo key it names. */
function portable(value: unknown, photoKeys: Set<string> = new Set()): unknown {
  if (value instanceof Timestamp) return { $timestamp: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map((item) => portable(item, photoKeys));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, portable(item, photoKeys)]));
  if (typeof value === 'string') {
    const key = keyFromSrc(value);
    if (key) photoKeys.add(key);
  }
  return value;
}

/** A portable value as Firestore stores it: `{ "$timestamp": ISO }` becomes a Timestamp again. */
export function fromPortable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromPortable);
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$timestamp' && typeof value.$timestamp === 'string') return Timestamp.fromDate(new Date(value.$timestamp));
    return Object.fromEntries(keys.map((key) => [key, fromPortable(value[key])]));
  }
  return value;
}

/** Every photo key the documents name. */
export function photoKeysOf(collections: Partial<BackupCollections>): string[] {
  const keys = new Set<string>();
  for (const docs of Object.values(collections)) for (const doc of docs) portable(doc.data, keys);
  return [...keys].sort();
}

/** In a transaction: every collection the shop owns, in portable JSON. */
export async function readCollections(tx: Transaction): Promise<BackupCollections> {
  const snapshots = await Promise.all(BACKUP_COLLECTIONS.map((name) => tx.get(firestore().collection(name))));
  return Object.fromEntries(
    BACKUP_COLLECTIONS.map((name, i) => [name, snapshots[i].docs.map((doc) => ({ id: doc.id, data: portable(doc.data()) as Record<string, unknown> }))]),
  ) as BackupCollections;
}

export async function readBackupContent(): Promise<BackupContent> {
  const collections = await firestore().runTransaction(readCollections, { readOnly: true });
  return { collections, photoKeys: photoKeysOf(collections) };
}

const lastBackupRef = () => firestore().collection('meta').doc('backup');

/** Notes when the last backup was downloaded (the Backup screen shows it). */
export async function recordBackup(createdAt: string, counts: Record<string, number>, photos: number): Promise<void> {
  await lastBackupRef().set({ createdAt: Timestamp.fromDate(new Date(createdAt)), counts, photos });
}

export async function lastBackup(): Promise<{ createdAt: string; counts: Record<string, number>; photos: number } | null> {
  const snap = await lastBackupRef().get();
  if (!snap.exists) return null;
  const counts = (snap.get('counts') ?? {}) as Record<string, number>;
  return { createdAt: (snap.get('createdAt') as Timestamp).toDate().toISOString(), counts, photos: Number(snap.get('photos')) || 0 };
}
