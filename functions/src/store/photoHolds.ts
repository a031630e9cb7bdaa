/**
 * Which photo files may be deleted, when the files live where no Firestore transaction reaches (a
 * folder, Cloud Storage: images/) and two kinds of writers meet there: a purge deletes the files of
 * what it removes for good, and a restore makes documents live that name files it finds stored or
 * stores itself, before its transaction commits. Uncoordinated, a restore found a file present, a
 * purge deleted it, and the restore committed a product whose photos answered 404 (issue 34).
 *
 * The rule: a file is deleted only when no document names it and no restore is about to.
 * - A restore first **holds** every file its documents name: `photoHolds/{id}` { keys, expiresAt },
 *   written in a catalogue transaction. Only then does it look at the store and put what is missing;
 *   its commit transaction checks that the hold is still valid and deletes it, and from then on the
 *   documents themselves name the files.
 * - A purge, after its own commit, **decides** in a catalogue transaction: it reads every document
 *   that can name a file (NAMING) and every valid hold, and notes the files nobody names in
 *   `photoDeletions/{id}` { keys, expiresAt } in the same transaction. It deletes them, then the note.
 * - Catalogue transactions are serialised (store/catalogue.ts), so a hold and a decision are
 *   ordered. A decision after the hold keeps the held files. A decision before it left a note, which
 *   the hold's transaction reads: the restore waits until that note is gone, i.e. until the files
 *   are deleted, and only then looks at the store and puts them back from the backup. A file it saw
 *   can therefore not be deleted before its documents name it.
 * - Processes die. A hold lasts HOLD_MS, and a restore whose hold is within HOLD_MARGIN_MS of
 *   expiring does not commit (nothing changes; it can be run again). A note lasts NOTE_MS, far
 *   longer than a function may run (every function here keeps the 60 s default timeout): a note past
 *   it is a dead purge's, and nobody waits for it. Both carry `expiresAt` for a Firestore TTL policy.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { photoKeysOf, type BackupCollection } from './backup';
import { catalogueTransaction } from './catalogue';
import { ConflictError } from './errors';
import { chunk } from './util';

const holdsCol = () => firestore().collection('photoHolds');
const deletionsCol = () => firestore().collection('photoDeletions');

/** Every collection whose documents may name a photo file (what the trash keeps, older site settings' images included). */
const NAMING: BackupCollection[] = ['products', 'categories', 'gallery', 'settings', 'siteSettingsVersions', 'trash'];
const HOLD_MS = 10 * 60_000;
const HOLD_MARGIN_MS = 60_000;
const NOTE_MS = 10 * 60_000;
/** How long a restore waits for purges deleting files it needs before it gives up (409). */
const WAIT_MS = 20_000;
const POLL_MS = 50;
/** Keys per hold document: far below Firestore's 1 MiB. */
const KEYS_PER_DOC = 5000;

/** A restore's hold: the documents that hold its files, and the purges it must wait for. */
export interface PhotoHold {
  docIds: string[];
  deletions: string[];
}

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
const isValid = (expiresAt: unknown, now: number, margin = 0) => expiresAt instanceof Timestamp && expiresAt.toMillis() - margin > now;

/** Holds `keys` for a restore: no purge deciding after this deletes them. */
export async function holdPhotos(keys: string[]): Promise<PhotoHold> {
  const id = randomUUID();
  const parts = chunk(keys, KEYS_PER_DOC);
  const docIds = (parts.length ? parts : [[]]).map((_, i) => `${id}-${i}`);
  const wanted = new Set(keys);
  return catalogueTransaction(async (tx) => {
    const now = Date.now();
    const notes = (await tx.get(deletionsCol())).docs.filter((doc) => isValid(doc.get('expiresAt'), now) && keysOf(doc.get('keys')).some((key) => wanted.has(key)));
    return (writer) => {
      const expiresAt = Timestamp.fromMillis(Date.now() + HOLD_MS);
      docIds.forEach((docId, i) => writer.create(holdsCol().doc(docId), { keys: parts[i] ?? [], expiresAt }));
      return { docIds, deletions: notes.map((doc) => doc.id) };
    };
  });
}

/** Waits until the purges that decided before the hold have deleted their files; ConflictError after WAIT_MS. */
export async function awaitDeletions({ deletions }: PhotoHold): Promise<void> {
  const started = Date.now();
  for (let pending = deletions; pending.length; ) {
    if (Date.now() - started > WAIT_MS) throw new ConflictError('Photos this backup needs are being deleted from the trash right now: nothing was changed. Try again in a minute.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const snaps = await firestore().getAll(...pending.map((id) => deletionsCol().doc(id)));
    pending = snaps.filter((snap) => snap.exists && isValid(snap.get('expiresAt'), Date.now())).map((snap) => snap.id);
  }
}

/**
 * In the restore's commit transaction (read phase): ConflictError unless the hold is still valid
 * with time to spare; the writes that delete it.
 */
export async function endHold(tx: Transaction, { docIds }: PhotoHold): Promise<(writer: Transaction) => void> {
  const snaps = await tx.getAll(...docIds.map((id) => holdsCol().doc(id)));
  if (snaps.some((snap) => !snap.exists || !isValid(snap.get('expiresAt'), Date.now(), HOLD_MARGIN_MS))) {
    throw new ConflictError('This restore took too long to finish safely: nothing was changed. Run it again.');
  }
  return (writer) => snaps.forEach((snap) => writer.delete(snap.ref));
}

/** Drops a hold whose restore did not commit. */
export async function dropHold({ docIds }: PhotoHold): Promise<void> {
  await Promise.all(docIds.map((id) => holdsCol().doc(id).delete()));
}

/** A purge's decision: the files it may delete, noted under `id` until it has. */
export interface FileDeletion {
  id: string;
  keys: string[];
}

/** Of `keys`, those no document names and no valid hold holds, noted as being deleted. */
export function decideDeletion(keys: string[]): Promise<FileDeletion> {
  const id = randomUUID();
  return catalogueTransaction(async (tx) => {
    const now = Date.now();
    const [holds, ...named] = await Promise.all([tx.get(holdsCol()), ...NAMING.map((name) => tx.get(firestore().collection(name)))]);
    const kept = new Set(photoKeysOf(Object.fromEntries(NAMING.map((name, i) => [name, named[i].docs.map((doc) => ({ id: doc.id, data: doc.data() }))]))));
    for (const hold of holds.docs) if (isValid(hold.get('expiresAt'), now)) keysOf(hold.get('keys')).forEach((key) => kept.add(key));
    const unnamed = [...new Set(keys)].filter((key) => !kept.has(key));
    return (writer) => {
      if (unnamed.length) writer.create(deletionsCol().doc(id), { keys: unnamed, expiresAt: Timestamp.fromMillis(Date.now() + NOTE_MS) });
      return { id, keys: unnamed };
    };
  });
}

/** The files of a decision are deleted: its note goes. */
export async function endDeletion({ id, keys }: FileDeletion): Promise<void> {
  if (keys.length) await deletionsCol().doc(id).delete();
}
