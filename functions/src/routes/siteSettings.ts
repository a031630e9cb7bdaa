/**
 * The site settings (business details, hours, home and About texts, messages) and, with them, the
 * shown testimonials: what every public page needs, in one call. Every save is a new version.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { siteSectionsSchema, withoutReadOnlyFields } from '@catalogue/domain';
import { access } from '../http/access';
import { publicName } from '../http/auth';
import { jsonObject } from '../http/body';
import { publicCache } from '../http/cache';
import { ifMatchRevisions, sendTagged, setRevisionTag } from '../http/etag';
import { HttpError } from '../http/errors';
import { readForm } from '../http/multipart';
import { param, queryInt, queryLanguage, validate } from '../http/validate';
import { createWithImage, storeUpload } from '../images/entityImage';
import { siteData } from '../reads/siteSettings';
import {
  restoreSiteSettings,
  saveSiteImage,
  saveSiteSettings,
  siteSettingsHistory,
  siteSettingsVersion,
  type SiteImage,
} from '../store/siteSettings';
import { versionRevision } from '../store/versioned';

export const siteSettingsRouter = Router();

siteSettingsRouter.get('/', publicCache, async (req, res) => {
  const data = await siteData(queryLanguage(req));
  sendTagged(res, versionRevision(data.settings.version), { success: true, data });
});

/**
 * Takes the settings as GET answers them (the read-only fields, version and images, are ignored),
 * or only some of their sections: the others keep their values. `translations` likewise: in each
 * language, the sections given replace that section's texts in it (store/siteSettings.ts).
 */
siteSettingsRouter.put('/', access, async (req, res) => {
  const ifMatch = ifMatchRevisions(req);
  const input = await validate(siteSectionsSchema, withoutReadOnlyFields(jsonObject(req)));
  const saved = await saveSiteSettings(input, publicName(req.session!), ifMatch);
  setRevisionTag(res, versionRevision(saved.version));
  res.json({ success: true, message: 'Site settings saved successfully', data: saved });
});

/**
 * Newest first; `limit` (default 100, at most 1000). The owner's only: an older version may hold a
 * phone number or address the owner has since removed.
 */
siteSettingsRouter.get('/history', access, async (req, res) => {
  res.json({ success: true, data: await siteSettingsHistory(queryInt(req, 'limit', 100, 1, 1000)) });
});

function versionParam(req: Request): number {
  const raw = param(req, 'version');
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(400, 'Version must be a whole number');
  return Number(raw);
}

siteSettingsRouter.get('/versions/:version', access, async (req, res) => {
  res.json({ success: true, data: await siteSettingsVersion(versionParam(req)) });
});

siteSettingsRouter.post('/versions/:version/restore', access, async (req, res) => {
  const restored = await restoreSiteSettings(versionParam(req), publicName(req.session!));
  res.json({ success: true, message: 'Site settings restored successfully', data: restored });
});

/**
 * The logo and the hero image: an upload (multipart field `image`) saves a new version with it,
 * DELETE saves one without it (the default). Replaced files are kept: older versions show them.
 */
function imageRoutes(path: string, which: SiteImage, label: string) {
  siteSettingsRouter.put(path, access, async (req, res) => {
    const { file } = await readForm(req);
    if (!file) throw new HttpError(400, 'Validation failed', { image: 'Please upload an image' });
    // A name of its own for every upload: cleaning up after a failed save never removes files an older version shows.
    const processed = await storeUpload(file, 'site', `${which}-${randomUUID()}`);
    const saved = await createWithImage(processed, () => saveSiteImage(which, processed!.imageInfo, publicName(req.session!)));
    res.json({ success: true, message: `${label} saved successfully`, data: saved });
  });
  siteSettingsRouter.delete(path, access, async (req, res) => {
    const saved = await saveSiteImage(which, null, publicName(req.session!));
    res.json({ success: true, message: `${label} removed`, data: saved });
  });
}
imageRoutes('/logo', 'logo', 'Logo');
imageRoutes('/hero-image', 'heroImage', 'Hero image');
