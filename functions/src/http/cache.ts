/**
 * Caching (DESIGN §6). Every response defaults to `private, no-store`; public GET routes
 * opt in with `publicCache` (`public, max-age=60, s-maxage=300`) unless the request carries
 * credentials. Express adds a strong ETag to every GET body and answers 304 on a matching
 * If-None-Match (app setting 'etag' = 'strong').
 */
import type { RequestHandler } from 'express';
import { hasCredentials } from './auth';

export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';
export const PRIVATE_CACHE = 'private, no-store';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const defaultNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PRIVATE_CACHE);
  next();
};

export const publicCache: RequestHandler = (req, res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && !hasCredentials(req)) res.set('Cache-Control', PUBLIC_CACHE);
  next();
};
