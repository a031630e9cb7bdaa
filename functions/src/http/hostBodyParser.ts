/**
 * Inside Cloud Functions (functions-framework) and the Functions emulator, the host reads
 * and parses the body with body-parser before our Express app runs. When parsing fails
 * (malformed JSON, a body over the host's limit, a bad charset) the host's own Express
 * answers with an HTML error page and our app never sees the request.
 *
 * Both hosts load our module before they build their Express app, so at load time we wrap
 * the host's body-parser factories: a parse failure is recorded on the request
 * (`req[HOST_BODY_ERROR]`) and the request continues to our app, which answers with the
 * API's JSON error envelope (see `hostBodyErrors` below). Best effort: if the host's
 * body-parser cannot be found, nothing changes.
 */
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { BACKUP_TOO_LARGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '@catalogue/domain';
import { hostRawBody } from './body';
import { sendError } from './errors';

const HOST_BODY_ERROR: unique symbol = Symbol.for('catalogue.hostBodyError');
const PATCHED: unique symbol = Symbol.for('catalogue.bodyParserPatched');

/** A body-parser failure (an http-errors error). */
interface BodyError {
  status?: unknown;
  type?: unknown;
}
/** What the host's body-parser and we read and set on a request. */
interface HostRequest {
  [HOST_BODY_ERROR]?: BodyError;
  _body?: boolean;
  body?: unknown;
}
type Middleware = (req: HostRequest, res: unknown, next: (err?: unknown) => void) => void;
type Factory = (options?: unknown) => Middleware;
type BodyParser = Record<string | symbol, unknown>;

function wrapFactory(factory: Factory): Factory {
  return (options?: unknown) => {
    const inner = factory(options);
    return (req, res, next) =>
      inner(req, res, (err?: unknown) => {
        if (err) {
          req[HOST_BODY_ERROR] = err;
          req._body = true; // later host parsers must not try to read the consumed stream
          if (req.body === undefined) req.body = {};
          next();
          return;
        }
        next();
      });
  };
}

function patch(bodyParser: BodyParser | undefined) {
  if (!bodyParser || bodyParser[PATCHED]) return;
  for (const name of ['json', 'text', 'urlencoded', 'raw']) {
    const descriptor = Object.getOwnPropertyDescriptor(bodyParser, name);
    if (!descriptor) continue;
    const original: unknown = descriptor.get ? descriptor.get.call(bodyParser) : descriptor.value;
    if (typeof original !== 'function') continue;
    const wrapped = wrapFactory(original as Factory);
    try {
      Object.defineProperty(bodyParser, name, { configurable: true, enumerable: true, get: () => wrapped });
    } catch {
      /* not configurable: leave it */
    }
  }
  Object.defineProperty(bodyParser, PATCHED, { value: true });
}

export function patchHostBodyParser() {
  const main = require.main;
  const bases = [main?.filename, process.argv[1]].filter(Boolean) as string[];
  for (const base of bases) {
    try {
      patch(createRequire(base)('body-parser') as BodyParser);
    } catch {
      /* no body-parser next to the host: nothing to do */
    }
  }
}

/** Answers host body-parser failures with the JSON envelope. */
export const hostBodyErrors: RequestHandler = (req, res, next) => {
  const err = (req as HostRequest)[HOST_BODY_ERROR];
  if (!err) return next();
  const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 400;
  if (status === 413) {
    const multipart = /multipart\//i.test(req.headers['content-type'] ?? '');
    const message = /\/backup\/restore\/?$/.test(req.path) ? BACKUP_TOO_LARGE_MESSAGE : multipart ? IMAGE_TOO_LARGE_MESSAGE : 'Request body is too large';
    return sendError(res, 413, message);
  }
  // body-parser's strict mode fails valid JSON that is not an object or a list (`null`, `"x"`, `42`) as
  // malformed: with the bytes at hand, our own parser (body.ts) reads them and the route refuses what
  // it did not expect ("must be a JSON object").
  if (err.type === 'entity.parse.failed') return hostRawBody(req) ? next() : sendError(res, 400, 'Malformed JSON in request body');
  sendError(res, status, status === 415 ? 'Unsupported content encoding' : 'Bad request body');
};
