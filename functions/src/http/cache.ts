/**
 * Caching. Every response defaults to `private, no-store`; public GET routes
 * opt in with `publicCache` (`public, max-age=30, s-maxage=30`) unless the request carries
 * credentials. Express adds a strong ETag to every GET body and answers 304 on a matching
 * If-None-Match (app setting 'etag' = 'strong').
 */
import type { RequestHandler } from 'express';
import { hasCredentials } from './auth';

const PUBLIC_CACHE = 'public, max-age=30, s-maxage=30';
const PRIVATE_CACHE = 'private, no-store';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const defaultNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PRIVATE_CACHE);
  next();
};

export const publicCache: RequestHandler = (req, res, next) => {
  res.vary('Authorization');
  if ((req.method === 'GET' || req.method === 'HEAD') && !hasCredentials(req)) res.set('Cache-Control', PUBLIC_CACHE);
  next();
};

/**
 * 304 on a matching If-None-Match. Express's own check (`req.fresh`) gives up when the
 * request says `Cache-Control: no-cache`, which the Hosting emulator adds to every proxied
 * request; a conditional request is exactly a revalidation, so we answer it anyway.
 */
export const conditionalGet: RequestHandler = (req, res, next) => {
  Object.defineProperty(req, 'fresh', {
    configurable: true,
    get() {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const status = res.statusCode;
      if (!((status >= 200 && status < 300) || status === 304)) return false;
      const header = req.headers['if-none-match'];
      const etag = res.getHeader('ETag');
      if (!header || !etag) return false;
      if (header.trim() === '*') return true;
      const normalise = (tag: string) => tag.trim().replace(/^W\//, '');
      return header.split(',').some((tag) => normalise(tag) === normalise(String(etag)));
    },
  });
  next();
};
