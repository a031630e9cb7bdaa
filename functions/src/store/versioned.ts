/**
 * A versioned document: the latest version in one document (`current`) and every saved version,
 * immutable, in a collection (`versions/{n}`). Each save reads the current version and writes
 * version n+1 and current in one batch. The version document is written with create(), so two
 * concurrent saves can never both claim the same number: the loser's commit fails and it retries
 * from a fresh read. Version 0 is the defaults, before the first save.
 * The navigation configuration and the site settings both live in one of these.
 */
import { Timestamp, type CollectionReference, type DocumentReference } from 'firebase-admin/firestore';
import type { VersionInfo } from '@catalogue/domain';
import { NotFoundError, StaleRevisionError, staleMessage } from './errors';
import { retryLostRaces } from './retry';
import { toIso } from './util';

export interface VersionedDocument<T extends object> {
  current(): Promise<T & VersionInfo>;
  save(value: T, savedBy: string | null): Promise<T & VersionInfo>;
  /**
   * Saves `change(current values)` as the next version; retried from a fresh read when another save
   * committed first. With `ifMatch` (the revisions a client's If-Match accepts), a document whose
   * current version is not among them is a StaleRevisionError and nothing is written.
   */
  update(change: (current: T) => T, savedBy: string | null, ifMatch?: readonly string[]): Promise<T & VersionInfo>;
  /** Newest first. */
  history(limit: number): Promise<(T & VersionInfo)[]>;
  /** A saved version (0 is the defaults); NotFoundError for one never saved. */
  version(version: number): Promise<T & VersionInfo>;
  /** Saves a new version holding an older version's values; NotFoundError for one never saved. */
  restore(version: number, savedBy: string | null): Promise<T & VersionInfo>;
}

export interface VersionedOptions<T extends object> {
  current: () => DocumentReference;
  versions: () => CollectionReference;
  defaults: T;
  /** The value from a stored document (tolerant of older or partial documents). */
  fromStored: (stored: Record<string, unknown>) => T;
  notFoundMessage: string;
  /** What the document is, in a sentence ('site settings'). */
  what: string;
}

/** The revision an edit read names (http/etag.ts): the version number. */
export const versionRevision = (version: number) => `v${version}`;

/**
 * Who saved a version, as the public may see it. Versions saved before editors were recorded by
 * name hold the account's email (or, without one, its uid): those read as 'Administrator'.
 */
function publicEditor(savedBy: unknown): string | null {
  if (typeof savedBy !== 'string' || !savedBy.trim()) return null;
  const accountId = savedBy.includes('@') || /^[A-Za-z0-9]{20,128}$/.test(savedBy);
  return accountId ? 'Administrator' : savedBy;
}

export function versionedDocument<T extends object>(options: VersionedOptions<T>): VersionedDocument<T> {
  const toApi = (stored: Record<string, unknown>): T & VersionInfo => ({
    ...options.fromStored(stored),
    version: Number(stored.version) || 0,
    savedAt: toIso(stored.savedAt),
    savedBy: publicEditor(stored.savedBy),
  });
  const defaultVersion = (): T & VersionInfo => ({ ...structuredClone(options.defaults), version: 0, savedAt: new Date(0).toISOString(), savedBy: null });

  const version = async (number: number) => {
    if (number === 0) return defaultVersion();
    const snap = await options.versions().doc(String(number)).get();
    if (!snap.exists) throw new NotFoundError(options.notFoundMessage);
    return toApi(snap.data()!);
  };

  // The current version is read before the commit, not in a transaction: version n+1 is claimed
  // with create(), which fails when another save committed it first, and the save runs again from a
  // fresh read. (A transactional read would lock the document every save reads; Google's emulator
  // breaks such lock waits only by a 2 s timeout, which piles up under concurrent saves.)
  const update = (change: (current: T) => T, savedBy: string | null, ifMatch?: readonly string[]) =>
    retryLostRaces(async () => {
      const current = await options.current().get();
      const stored = current.exists ? current.data()! : null;
      const currentVersion = stored ? Number(stored.version) || 0 : 0;
      // Checked against the version this attempt builds on: a save that loses the race for the next version reads again and is refused here.
      if (ifMatch && !ifMatch.includes(versionRevision(currentVersion))) throw new StaleRevisionError(staleMessage(options.what));
      const next = currentVersion + 1;
      const value = change(stored ? options.fromStored(stored) : structuredClone(options.defaults));
      const doc = { ...value, version: next, savedAt: Timestamp.now(), savedBy };
      const batch = options.versions().firestore.batch();
      batch.create(options.versions().doc(String(next)), doc);
      batch.set(options.current(), doc);
      await batch.commit();
      return toApi(doc);
    });

  /** The stored values of a version without its version fields. */
  const valuesOf = (saved: T & VersionInfo): T => {
    const values = { ...saved } as Record<string, unknown>;
    for (const key of ['version', 'savedAt', 'savedBy']) delete values[key];
    return values as T;
  };

  return {
    current: async () => {
      const snap = await options.current().get();
      return snap.exists ? toApi(snap.data()!) : defaultVersion();
    },
    save: (value, savedBy) => update(() => value, savedBy),
    update,
    history: async (limit) => {
      const snap = await options.versions().orderBy('version', 'desc').limit(limit).get();
      return snap.docs.map((d) => toApi(d.data()));
    },
    version,
    restore: async (number, savedBy) => {
      const values = valuesOf(await version(number));
      return update(() => values, savedBy);
    },
  };
}
