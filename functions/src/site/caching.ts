/**
 * How the site's answers are cached. The Hosting CDN keeps a page for `s-maxage` seconds and may
 * then serve it for `stale-while-revalidate` more while it asks the function again, so a visitor
 * sees a page at most 60 s (S_MAXAGE_S + STALE_WHILE_REVALIDATE_S) older than the data it was rendered from. Browsers
 * revalidate every time (max-age=0) and get 304 when the ETag still matches.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

const S_MAXAGE_S = 30;
const STALE_WHILE_REVALIDATE_S = 30;

const SITE_CACHE = `public, max-age=0, s-maxage=${S_MAXAGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  const normalise = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => normalise(tag) === etag);
}

/**
 * Sends a cacheable answer with a strong ETag; 304 without a body when the browser or CDN already
 * holds it. A page that could not be read (5xx) is not kept anywhere.
 */
export function sendCacheable(req: Request, res: Response, status: number, type: string, body: string) {
  const etag = etagOf(body);
  res.set({ 'Cache-Control': status >= 500 ? 'no-store' : SITE_CACHE, ETag: etag, 'Content-Type': type });
  if (status === 200 && matches(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return;
  }
  res.status(status).send(body);
}

/** An answer for one visitor only (an order's own page): kept by no cache, shown to no search engine. */
export function sendPrivate(res: Response, status: number, type: string, body: string) {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Content-Type': type }).status(status).send(body);
}

/** A permanent redirect, cacheable like the pages (a slug may move again). */
export function sendRedirect(res: Response, location: string) {
  res.set('Cache-Control', SITE_CACHE).redirect(301, location);
}
