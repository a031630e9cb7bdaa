/** Errors the store throws; http/errors.ts turns them into 404 and 409 answers. */

/** The document asked for does not exist. The message names what is missing ('Product not found'). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The change would break the data (e.g. deleting a category that products still use). */
export class ConflictError extends Error {
  override name = 'ConflictError';
}
