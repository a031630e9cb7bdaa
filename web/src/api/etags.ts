/**
 * The ETag each document the API sent came with, kept beside the object itself (not in it, so the
 * domain types stay as they are): an edit form saves with `If-Match: etagOf(what it loaded)` and the
 * API refuses the save (412) when the document has changed since. Queries whose data is saved this
 * way share structure with `sharingEtag` (etagSharing.ts), so the ETag follows the data they hold.
 */
const etags = new WeakMap<object, string>();

export function rememberEtag(value: unknown, etag: string | null) {
  if (etag && value !== null && typeof value === 'object') etags.set(value, etag);
}

/** The ETag `value` was sent with, or null (created here, or read without one). */
export const etagOf = (value: unknown): string | null => (value !== null && typeof value === 'object' ? (etags.get(value) ?? null) : null);
