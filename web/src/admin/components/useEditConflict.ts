/**
 * No silent overwrite: an edit form saves with the ETag of what it loaded (If-Match). When the
 * document has changed since (412), the form reads it again and shows what changed; the owner then
 * reloads (discarding their changes) or keeps editing (their values stay, and the next save, sent
 * with the new ETag, replaces the other changes knowingly).
 */
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { etagOf } from '../../api/etags';

/** Fields that change on every save, never worth listing. */
const BOOKKEEPING = new Set(['_id', 'createdAt', 'updatedAt', 'version', 'savedAt', 'savedBy', 'image', 'imageInfo']);

/** 'showInNav' → 'show in nav'. */
const spoken = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** The fields (by `labels`, else every field but the bookkeeping, named in words) whose values differ. */
function changedFields(before: object, after: object, labels?: Record<string, string>): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = labels ? Object.keys(labels) : [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !BOOKKEEPING.has(key));
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).map((key) => labels?.[key] ?? spoken(key));
}

export interface Conflict<T> {
  message: string;
  /** The fields that differ between what the form loaded and what is stored now. */
  changed: string[];
  /** The document as stored now; null when it could not be read. */
  current: T | null;
}

interface Base<T> {
  value: T;
  etag: string | null;
}

/**
 * `loaded`: the document the form was filled from (its ETag came with it, api/etags.ts; the first
 * one that arrives, when the form renders before it);
 * `readCurrent`: reads it again; `compare`: what of it the form edits (default: all of it).
 */
export function useEditConflict<T extends object>(loaded: T | undefined, readCurrent: () => Promise<T>, compare: (value: T) => object = (value) => value, labels?: Record<string, string>) {
  const [base, setBase] = useState<Base<T> | null>(() => (loaded ? { value: loaded, etag: etagOf(loaded) } : null));
  if (!base && loaded) setBase({ value: loaded, etag: etagOf(loaded) });
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);
  // A document that could not be read again: the next save goes ahead without a check (the owner was told).
  const moveTo = (value: T | null) => setBase((current) => (value ? { value, etag: etagOf(value) } : current && { ...current, etag: null }));

  return {
    /** The ETag the next save sends as If-Match (null: none, e.g. a create). */
    ifMatch: base?.etag ?? null,
    conflict,
    /**
     * After a failed save: whether it was a conflict (then it is shown). With `retryUnchanged`, a
     * conflict in none of the compared fields (another part of the document changed) is not shown:
     * the answer is then the ETag to save again with.
     */
    caught: async (error: ApiError, { retryUnchanged = false } = {}): Promise<boolean | { retryWith: string }> => {
      if (error.status !== 412) return false;
      const current = await readCurrent().catch(() => null);
      const changed = current && base ? changedFields(compare(base.value), compare(current), labels) : [];
      const etag = etagOf(current);
      if (retryUnchanged && current && etag && changed.length === 0) {
        setBase({ value: current, etag });
        return { retryWith: etag };
      }
      setConflict({ message: error.message, changed, current });
      return true;
    },
    /** Keeps the typed values; the next save is checked against the document as stored now. */
    keepEditing: () => {
      moveTo(conflict?.current ?? null);
      setConflict(null);
    },
    /** Forgets the typed values: returns the document as stored now, for the form to show. */
    reload: (): T | null => {
      const current = conflict?.current ?? null;
      moveTo(current);
      setConflict(null);
      return current;
    },
    /** A save went through: the next one is checked against what it wrote. */
    saved: (value: T) => {
      moveTo(value);
      setConflict(null);
    },
  };
}
