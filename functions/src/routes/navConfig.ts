import { Router } from 'express';
import { navConfigSchema } from '@catalogue/domain';
import { access } from '../http/access';
import { publicName } from '../http/auth';
import { jsonObject } from '../http/body';
import { publicCache } from '../http/cache';
import { ifMatchRevisions, sendTagged, setRevisionTag } from '../http/etag';
import { HttpError } from '../http/errors';
import { param, queryInt, queryLanguage, validate } from '../http/validate';
import { navConfig } from '../reads/navConfig';
import { navConfigHistory, navConfigVersion, saveNavConfig } from '../store/navConfig';
import { versionRevision } from '../store/versioned';

export const navConfigRouter = Router();

navConfigRouter.get('/', publicCache, async (req, res) => {
  const config = await navConfig(queryLanguage(req));
  sendTagged(res, versionRevision(config.version), { success: true, data: config });
});

navConfigRouter.put('/', access, async (req, res) => {
  const ifMatch = ifMatchRevisions(req);
  const input = await validate(navConfigSchema, jsonObject(req));
  const saved = await saveNavConfig(input, publicName(req.session!), ifMatch);
  setRevisionTag(res, versionRevision(saved.version));
  res.json({ success: true, message: 'Navigation settings saved successfully', data: saved });
});

/** Newest first; `limit` (default 100, at most 1000). */
navConfigRouter.get('/history', publicCache, async (req, res) => {
  res.json({ success: true, data: await navConfigHistory(queryInt(req, 'limit', 100, 1, 1000)) });
});

navConfigRouter.get('/:version', publicCache, async (req, res) => {
  const raw = param(req, 'version');
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(400, 'Version must be a whole number');
  res.json({ success: true, data: await navConfigVersion(Number(raw)) });
});
