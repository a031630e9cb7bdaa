/**
 * The seed's batches stay fresh however long after the seed was made a stack starts from it: a new
 * state folder's products have their pressing days (`pressedOn`) moved, all by the same number of
 * days, so that the newest batch was pressed SEED_NEWEST_BATCH_AGE days before today. Without it a
 * seed product would turn stale (domain's labels.ts: less than 30% of its shelf life left) as the
 * calendar moves on, and could no longer be ordered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DAY_MS, businessDay } from '@catalogue/domain';
import { SNAPSHOT_FILE, readSnapshot, writeSnapshot, type StoredDocument } from './firestore';

/** How many days before today the seed's newest batch was pressed. */
const SEED_NEWEST_BATCH_AGE = 3;
const PRODUCT_PATH = /\/documents\/products\/[^/]+$/;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayOf = (value: unknown) => {
  const day = (value as { string_value?: unknown } | null)?.string_value;
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
};

/** Each day moved by the same number of days, so that the latest is SEED_NEWEST_BATCH_AGE days before `today`. */
export function rebasedDays(days: readonly string[], today: string): string[] {
  if (days.length === 0) return [];
  const latest = days.reduce((a, b) => (a > b ? a : b));
  const by = Math.round((Date.parse(`${shiftDay(today, -SEED_NEWEST_BATCH_AGE)}T00:00:00Z`) - Date.parse(`${latest}T00:00:00Z`)) / DAY_MS);
  return days.map((day) => shiftDay(day, by));
}

/** The documents with the products' pressing days rebased to `today` (rebasedDays). */
export function withRebasedBatches(documents: StoredDocument[], today: string): StoredDocument[] {
  const batches = documents.flatMap((doc, index) => (PRODUCT_PATH.test(doc.path) && dayOf(doc.fields.pressedOn) ? [index] : []));
  const moved = rebasedDays(
    batches.map((index) => dayOf(documents[index].fields.pressedOn)!),
    today,
  );
  const result = [...documents];
  batches.forEach((index, n) => (result[index] = { ...documents[index], fields: { ...documents[index].fields, pressedOn: { string_value: moved[n] } } }));
  return result;
}

/** Rebases the batches of a new state's Firestore snapshot (the seed's), today being the shop's day. */
export function rebaseSeedBatches(firestoreDir: string, log: (line: string) => void) {
  if (!fs.existsSync(path.join(firestoreDir, SNAPSHOT_FILE))) return;
  const today = businessDay(new Date());
  writeSnapshot(firestoreDir, withRebasedBatches(readSnapshot(firestoreDir), today));
  log(`stack: the seed's batches were pressed up to ${SEED_NEWEST_BATCH_AGE} days before ${today}`);
}
