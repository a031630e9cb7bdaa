/**
 * `Idempotency-Key` on creates: a retry of a create whose answer was lost gets the first answer
 * (status and body, with `Idempotent-Replayed: true`: the store throws ReplayedResponse and http/errors.ts sends it) instead of creating a second entity. The
 * store writes the answer in the create's own transaction (store/idempotency.ts), so a crash
 * can never leave the entity without its answer. A key names one submission: reused with a
 * different body it still answers the first result. Keys are per administrator and per route.
 */
import type { RequestHandler, Response } from 'express';
import { ReplayedResponse, idempotencyId, storedResponse, type Idempotency, type StoredResponse } from '../store/idempotency';
import { HttpError } from './errors';

const HEADER = 'idempotency-key';
/** 1–200 visible ASCII characters (a UUID fits). */
const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

/** After `access` (http/access.ts): answers a known key with its stored answer, else passes the key to the route. */
export const idempotencyKey: RequestHandler = async (req, res, next) => {
  const key = req.headers[HEADER];
  if (key === undefined) return next();
  if (typeof key !== 'string' || !VALID_KEY.test(key)) {
    throw new HttpError(400, 'Invalid Idempotency-Key header', { 'Idempotency-Key': 'Must be 1 to 200 visible ASCII characters' });
  }
  const id = idempotencyId(`${req.session?.claims.uid ?? ''} ${req.method} ${req.baseUrl}${req.path}`, key);
  const stored = await storedResponse(id);
  if (stored) throw new ReplayedResponse(stored);
  (res.locals as { idempotencyId?: string }).idempotencyId = id;
  next();
};

/** What the store needs to keep this request's answer under its key (nothing without a key). */
export function idempotencyOf<R>(res: Response, response: (record: R) => StoredResponse): Idempotency<R> | undefined {
  const key = (res.locals as { idempotencyId?: string }).idempotencyId;
  return key ? { key, response } : undefined;
}

export const sendResponse = (res: Response, response: StoredResponse) => {
  res.status(response.status).json(response.body);
};
