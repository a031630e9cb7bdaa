/** One error type for the whole API and the handlers that turn anything thrown into the JSON envelope. */
import { BAD_REQUEST_MESSAGE } from '@catalogue/domain';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ConflictError, NotFoundError, StaleRevisionError } from '../store/errors';
import { ReplayedResponse } from '../store/idempotency';

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationFailed = (errors: Record<string, string>) => new HttpError(400, 'Validation failed', errors);

export function sendError(res: Response, status: number, message: string, errors?: Record<string, string>) {
  if (res.headersSent) return;
  res.status(status);
  res.set('Cache-Control', 'no-store');
  res.removeHeader('ETag');
  res.json({ success: false, message, ...(errors ? { errors } : {}) });
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, 404, 'Not found');
};

/** What errors of body-parser, Express and Firestore may carry. */
interface ThrownError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
  code?: unknown;
}

/** Maps errors from our code, the store, body parsing and Firestore to 4xx where the client is at fault. */
export const errorHandler: ErrorRequestHandler = (thrown: unknown, req, res, _next) => {
  void _next;
  if (thrown instanceof HttpError) {
    sendError(res, thrown.status, thrown.message, thrown.errors);
    return;
  }
  if (thrown instanceof ReplayedResponse) {
    // A create retried with its Idempotency-Key (http/idempotency.ts): the first answer again.
    res.set('Idempotent-Replayed', 'true').status(thrown.response.status).json(thrown.response.body);
    return;
  }
  if (thrown instanceof StaleRevisionError) {
    sendError(res, 412, thrown.message);
    return;
  }
  if (thrown instanceof NotFoundError || thrown instanceof ConflictError) {
    sendError(res, thrown instanceof NotFoundError ? 404 : 409, thrown.message, thrown instanceof ConflictError ? thrown.errors : undefined);
    return;
  }
  const err: ThrownError = thrown !== null && typeof thrown === 'object' ? thrown : {};
  const status = typeof err.status === 'number' ? err.status : typeof err.statusCode === 'number' ? err.statusCode : 0;
  if (status >= 400 && status < 500) {
    const message =
      err.type === 'entity.parse.failed'
        ? 'Malformed JSON in request body'
        : err.type === 'entity.too.large'
          ? 'Request body is too large'
          : status === 404
            ? 'Not found'
            : err.expose && typeof err.message === 'string' && err.message
              ? err.message
              : BAD_REQUEST_MESSAGE;
    sendError(res, status, message);
    return;
  }
  // Firestore rejects some ids or values as invalid arguments: the client's fault.
  if (err.code === 3 /* INVALID_ARGUMENT */) {
    sendError(res, 400, BAD_REQUEST_MESSAGE);
    return;
  }
  console.error(`Unhandled error on ${req.method} ${req.originalUrl}:`, thrown);
  sendError(res, 500, 'An unexpected error occurred');
};
