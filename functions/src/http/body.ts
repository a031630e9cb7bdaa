/**
 * Request bodies. In Cloud Functions and the emulator the host has already read the body:
 * `req.rawBody` holds the bytes (and `req.body` may be parsed). Mounted directly, the
 * stream is still unread. `readRawBody` covers both, with a size limit.
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

const JSON_LIMIT_BYTES = 100 * 1024;
export const MULTIPART_LIMIT_BYTES = 6 * 1024 * 1024;
/** A product save with several photos: under the 32 MB Cloud Functions take (the back office shrinks phone photos first). */
export const PHOTOS_LIMIT_BYTES = 30 * 1024 * 1024;

const RAW: unique symbol = Symbol.for('catalogue.rawBody');

/** The request as the hosts leave it: `rawBody` (Cloud Functions), `_body` (body-parser has read it), our own copy. */
type HostRequest = Request & { rawBody?: unknown; _body?: unknown; [RAW]?: Buffer };

export function hostRawBody(req: Request): Buffer | undefined {
  const host = req as HostRequest;
  const raw = host.rawBody ?? host[RAW];
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/** Reads the whole body (from rawBody or the stream); throws 413 over `limit`. */
async function readRawBody(req: Request, limit: number, tooLarge: HttpError): Promise<Buffer> {
  const existing = hostRawBody(req);
  if (existing) {
    if (existing.length > limit) throw tooLarge;
    return existing;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw tooLarge;
  }
  if (req.readableEnded || (req as HostRequest)._body) return Buffer.alloc(0);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (failed) return;
      const buffer = Buffer.concat(chunks);
      (req as HostRequest)[RAW] = buffer;
      resolve(buffer);
    });
    req.on('error', (err) => {
      if (!failed) reject(new HttpError(400, 'Could not read the request body'));
      failed = true;
      void err;
    });
  });
}

const UNSUPPORTED_BODY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json) or as a multipart form';
const isJson = (req: Request) => /^application\/([\w.+-]*\+)?json\b/i.test(req.headers['content-type'] ?? '');

/**
 * JSON.parse reviver: every object becomes a null-prototype object, so that a key named `__proto__`,
 * `constructor` or `toString` is plain data and nothing downstream can reach Object.prototype through it.
 */
function withoutPrototype(_key: string, value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.assign(Object.create(null) as object, value) : value;
}

/**
 * JSON bodies (at most 100 kB). Replaces whatever the host parsed: the bytes are parsed
 * again so that the limit and the error messages are ours. A body of any other type (text,
 * form-encoded...) is refused with 415 rather than read as empty, which would have answered
 * 200 and changed nothing; multipart bodies are the routes' own (http/multipart.ts).
 */
export const jsonBody: RequestHandler = async (req, _res, next) => {
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\//i.test(type)) return next();
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined || !!hostRawBody(req)?.length;
  if (!hasBody) {
    req.body = {};
    return next();
  }
  if (!isJson(req)) {
    // Read it first (within the JSON limit), so the answer is not cut off by an unread upload.
    if (!hostRawBody(req) && !req.readableEnded) await readRawBody(req, JSON_LIMIT_BYTES, new HttpError(413, 'Request body is too large'));
    throw new HttpError(415, UNSUPPORTED_BODY_MESSAGE);
  }
  const raw = await readRawBody(req, JSON_LIMIT_BYTES, new HttpError(413, 'Request body is too large'));
  const text = raw.toString('utf8').trim();
  if (!text) {
    req.body = {};
    return next();
  }
  try {
    req.body = JSON.parse(text, withoutPrototype) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body');
  }
  next();
};

/** The JSON body as an object (null-prototype, from jsonBody); arrays, strings and null are refused. */
export function jsonObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
