/**
 * A fingerprint of everything a request could change: every Firestore collection of the API, read
 * directly through the emulator (FIRESTORE_EMULATOR_HOST), and the files of the image store
 * (IMAGE_STORE_DIR). Two equal fingerprints mean nothing was written in between.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT } from '../helpers';

/**
 * The collections a rejected request must leave alone. Left out on purpose: `loginAttempts`, whose
 * counters a refused sign-in or password reset legitimately raises (that is how throttling works),
 * and which a successful sign-in resets; the hourly limits of orders and link openings count there too
 * (a 429 is a refusal that counts); `sessions` and `trustedDevices`, which the suite's own sign-ins write
 * (it signs its throw-away administrator in again after fuzzed sign-outs) and where every signed-in request
 * may note when its session was last seen.
 */
const WATCHED_COLLECTIONS = [
  'products',
  'categories',
  'productSlugs',
  'categorySlugs',
  'gallery',
  'navConfig',
  'navConfigVersions',
  'settings',
  'siteSettingsVersions',
  'testimonials',
  'trash',
  'meta',
  'catalogueChanges',
  'catalogueReservations',
  'idempotency',
  // A restore's hold on its photos and a purge's note of the files it deletes (store/photoHolds.ts).
  'photoHolds',
  'photoDeletions',
  // Orders: the order book, each number's claim, the month's counter; and the link openings counted.
  'orders',
  'orderNumbers',
  'orderCounters',
  // Bills: each bill number's claim, the financial year's counter.
  'billNumbers',
  'billCounters',
  'linkOpens',
  // Customers waiting for a sold-out size.
  'waitlist',
  // Each change of a stock count.
  'stockChanges',
] as const;

function firestore(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('FIRESTORE_EMULATOR_HOST is required (the stack prints it)');
  if (!getApps().length) initializeApp({ projectId: PROJECT });
  return getFirestore();
}

/** Firestore values as stable JSON (Timestamps and nested maps included). */
const stable = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(stable);
  if (typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate().toISOString();
  const object = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(object).sort().map((key) => [key, stable(object[key])]));
};

async function collectionLines(name: string): Promise<string[]> {
  const snapshot = await firestore().collection(name).get();
  return snapshot.docs.map((doc) => `${name}/${doc.id} ${JSON.stringify(stable(doc.data()))}`);
}

/** Files by name, size and modification time (names are content hashes, so this sees every write). */
async function fileLines(dir: string | undefined): Promise<string[]> {
  if (!dir) throw new Error('IMAGE_STORE_DIR is required (the stack prints it)');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return Promise.all(files.map(async (file) => {
    const info = await stat(file);
    return `file ${path.relative(dir, file)} ${info.size} ${info.mtimeMs}`;
  }));
}

export interface Fingerprint {
  hash: string;
  lines: string[];
}

export async function fingerprint(): Promise<Fingerprint> {
  const parts = await Promise.all([...WATCHED_COLLECTIONS.map(collectionLines), fileLines(process.env.IMAGE_STORE_DIR)]);
  const lines = parts.flat().sort();
  return { hash: createHash('sha256').update(lines.join('\n')).digest('hex'), lines };
}

/** What differs between two fingerprints, for a readable failure. */
export function difference(before: Fingerprint, after: Fingerprint): string[] {
  const old = new Set(before.lines);
  const now = new Set(after.lines);
  return [...before.lines.filter((l) => !now.has(l)).map((l) => `- ${l}`), ...after.lines.filter((l) => !old.has(l)).map((l) => `+ ${l}`)].map((l) => l.slice(0, 300));
}
