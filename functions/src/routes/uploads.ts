/** Image files at /uploads/<folder>/<file> (also /api/uploads/...), immutable: names are content hashes. */
import { Router } from 'express';
import { IMMUTABLE_CACHE } from '../http/cache';
import { sendError } from '../http/errors';
import { imageStore } from '../images/index';
import { safeKey } from '../images/imageStore';

export const uploadsRouter = Router();

uploadsRouter.get('/*path', async (req, res) => {
  const segments = (req.params as { path?: string[] }).path ?? [];
  const key = safeKey(segments);
  const image = key ? await imageStore().get(key) : null;
  if (!image) return sendError(res, 404, 'Image not found');
  res.set('Cache-Control', IMMUTABLE_CACHE);
  res.set('X-Content-Type-Options', 'nosniff');
  res.type(image.contentType);
  res.send(image.data);
});
