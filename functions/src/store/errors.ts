/** Errors the store throws; http/errors.ts turns them into 404 and 409 answers. */

/** The document asked for does not exist. The message names what is missing ('Product not found'). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The change would break the data (e.g. deleting a category that products still use); `errors` names what stands in the way, by field. */
export class ConflictError extends Error {
  override name = 'ConflictError';
  constructor(
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A conditional save (If-Match) of a document that changed since the client read it: nothing was written. */
export class StaleRevisionError extends Error {
  override name = 'StaleRevisionError';
}

/** What a conditional save of a changed document answers, naming it ('product', 'site settings'). */
export const staleMessage = (what: string) =>
  `This ${what} was changed elsewhere since you opened it. Reload to see the changes, or keep editing and save again.`;
