import type { Language, SiteData, SiteSettings, SiteSettingsVersion } from '@catalogue/domain';
import { request, toFormData, upload } from './client';

/** What every public page needs about the business: the site settings and the shown testimonials (texts in `lang` when given). */
export const getSite = (lang?: Language) => request<SiteData>('/site', { query: { lang } });

// ---- Back office ---------------------------------------------------------------------------

/**
 * Saves some sections of the settings as a new version (the others keep their values; read-only
 * fields, version, logo and hero image, are ignored by the API). `ifMatch`: the ETag of the settings
 * as they were read (a newer version is not overwritten: 412).
 */
export const saveSiteSettings = (sections: Partial<SiteSettings>, ifMatch?: string | null) => request<SiteSettingsVersion>('/site', { method: 'PUT', json: sections, ifMatch });

/** Saved versions, newest first. */
export const getSiteHistory = () => request<SiteSettingsVersion[]>('/site/history');

/** Saves an older version again as the newest one. */
export const restoreSiteVersion = (version: number) => request<SiteSettingsVersion>(`/site/versions/${version}/restore`, { method: 'POST' });

/** The two images the settings carry, each with its own route. */
export type SiteImageKind = 'logo' | 'hero-image';

/** Uploads the logo or the hero image: a new version with it. */
export const uploadSiteImage = (kind: SiteImageKind, file: File) => upload<SiteSettingsVersion>(`/site/${kind}`, 'PUT', toFormData({}, file));

/** Removes the logo or the hero image: a new version without it (the default shows). */
export const removeSiteImage = (kind: SiteImageKind) => request<SiteSettingsVersion>(`/site/${kind}`, { method: 'DELETE' });
