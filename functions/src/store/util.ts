/** Reading stored values tolerantly, and ids from URLs. */
import { Timestamp } from 'firebase-admin/firestore';
import type { AnySchema } from 'yup';
import { compactTranslations, fieldDefault, type PlainFields, type PlainValues, type Translations } from '@catalogue/domain';

/** Firestore rejects ids with '/', '.' / '..', `__x__` names and over-long ids: treat them as unknown. */
export function safeDocId(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const value = id.trim();
  if (!value || value.length > 700 || value.includes('/') || value === '.' || value === '..' || /^__.*__$/.test(value)) return null;
  return value;
}

/** Timestamps as ISO strings, whatever form they were stored in. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return new Date(0).toISOString();
}

export const millis = (value: unknown) => new Date(toIso(value)).getTime();

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
/** A non-empty string (a document id), else null. */
export const idOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
/** A property of a stored map value (older data stored references as `{ _id, name }`). */
export const prop = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);
export const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.isFinite(Number(value)) && value !== null && value !== '' ? Number(value) : fallback);
export const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback);

const READ_AS: Record<string, (value: unknown, fallback: never) => unknown> = { string: str, number: num, boolean: bool };

/** A stored value its schema accepts (cast by it), else `fallback`: a map field such as a size's net quantity. */
function validOr(schema: AnySchema, stored: unknown, fallback: unknown): unknown {
  try {
    return schema.validateSync(stored) as unknown;
  } catch {
    return fallback;
  }
}

/**
 * An entity's plain fields (domain plainFields.ts) from a stored document, each read tolerantly by
 * its type; a field the document lacks (written before the field existed) takes its default.
 */
export function readPlain<F extends PlainFields>(fields: F, stored: Record<string, unknown>): PlainValues<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => {
      const fallback = fieldDefault(schema);
      const read = READ_AS[schema.type];
      if (read) return [key, read(stored[key], fallback as never)];
      return [key, schema.type === 'object' ? validOr(schema, stored[key], fallback) : (stored[key] ?? fallback)];
    }),
  ) as PlainValues<F>;
}

/** Stored translations (translations.ts), compacted; anything else stored there (or nothing) reads as none. */
export const readTranslations = <T>(stored: unknown): Translations<T> =>
  stored && typeof stored === 'object' && !Array.isArray(stored) ? compactTranslations(stored as Translations<T>) : {};
