/**
 * Edit reads and conditional saves. An editable document's GET answers an ETag `"<revision>.<hash>"`:
 * the revision names the stored state a save is checked against (a record's updatedAt, a versioned
 * document's version); the hash of the body makes the tag change with anything else the answer shows
 * (a product's category name, the site's testimonials), so caches revalidating with If-None-Match
 * never keep an outdated answer. A save's If-Match is current when it names the current revision.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { HttpError } from './errors';

const bodyHash = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22);

/** Sends `body` as JSON with the ETag of `revision`. */
export function sendTagged(res: Response, revision: string, body: unknown) {
  const json = JSON.stringify(body);
  res.set('ETag', `"${revision}.${bodyHash(json)}"`);
  res.type('json').send(json);
}

/** The ETag of a save's answer: the revision it wrote (no body hash: the answer differs from a GET's). */
export const setRevisionTag = (res: Response, revision: string) => res.set('ETag', `"${revision}"`);

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e]*)"$/;
const MALFORMED = 'Malformed If-Match header: send the ETag the document was read with, or leave the header out';

/**
 * The revisions a save's If-Match accepts; undefined without the header or with `*` (the save goes
 * ahead as without it). Weak tags never match (If-Match compares strongly). Malformed: 400.
 */
export function ifMatchRevisions(req: Request): string[] | undefined {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  if (header.trim() === '*') return undefined;
  if (header.length > 2000) throw new HttpError(400, MALFORMED);
  const tags = header.split(',').map((tag) => ENTITY_TAG.exec(tag.trim()));
  if (tags.length === 0 || tags.some((tag) => !tag)) throw new HttpError(400, MALFORMED);
  return tags.filter((tag) => tag && !tag[1]).map((tag) => tag![2].split('.')[0]);
}
