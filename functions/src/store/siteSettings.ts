/**
 * The site settings: `settings/site` (the latest version) and `siteSettingsVersions/{version}`
 * (store/versioned.ts). The logo and the hero image are set by their own routes; a save of the
 * other fields keeps the images of the version it follows, read in the same transaction.
 */
import { DEFAULT_POLICY_TEXTS, DEFAULT_SITE_SETTINGS, TRANSLATED_LANGUAGES, movedGstin, compactTranslations, type ImageInfo, type SiteSettings, type SiteSettingsVersion, type SiteTexts, type Translations } from '@catalogue/domain';
import { firestore } from '../firebase';
import { readTranslations } from './util';
import { versionedDocument } from './versioned';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored value read over its defaults: objects field by field, and every other value only when
 * it has the default's type (an array for an array; where the default is null, anything stored).
 */
function withDefaults(defaults: unknown, stored: unknown): unknown {
  if (isPlainObject(defaults)) {
    const source = isPlainObject(stored) ? stored : {};
    return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, withDefaults(value, source[key])]));
  }
  if (Array.isArray(defaults)) return Array.isArray(stored) ? structuredClone(stored) : structuredClone(defaults);
  if (defaults === null) return stored === undefined ? null : structuredClone(stored);
  return typeof stored === typeof defaults && stored !== null ? stored : defaults;
}

/** The policies' Tamil texts until the owner's first save of them. */
const DEFAULT_TRANSLATIONS: Translations<SiteTexts> = { ta: { policies: DEFAULT_POLICY_TEXTS.ta } };

/**
 * Stored settings over the defaults. Those saved before a section existed read its defaults (the
 * policies with their Tamil texts); the GSTIN saved in `business.gstin` before the legal section
 * is read as `legal.gstin`.
 */
function readSettings(stored: Record<string, unknown>): SiteSettings {
  const read = withDefaults(DEFAULT_SITE_SETTINGS, stored) as SiteSettings & { business: { gstin?: unknown } };
  const { gstin: _old, ...business } = read.business;
  const translations = readTranslations<SiteTexts>(stored.translations);
  if (!isPlainObject(stored.policies)) translations.ta = { ...DEFAULT_TRANSLATIONS.ta, ...translations.ta };
  return { ...read, business, legal: { ...read.legal, gstin: movedGstin(stored) }, translations };
}

const settings = versionedDocument<SiteSettings>({
  current: () => firestore().collection('settings').doc('site'),
  versions: () => firestore().collection('siteSettingsVersions'),
  defaults: { ...DEFAULT_SITE_SETTINGS, translations: DEFAULT_TRANSLATIONS },
  fromStored: readSettings,
  notFoundMessage: 'Site settings version not found',
  what: 'site settings',
});

/** The settings without the images, as `PUT /api/site` takes them. */
export type SiteSettingsFields = Omit<SiteSettings, 'business' | 'home'> & {
  business: Omit<SiteSettings['business'], 'logo'>;
  home: Omit<SiteSettings['home'], 'hero'> & { hero: Omit<SiteSettings['home']['hero'], 'image'> };
};

export const currentSiteSettings = (): Promise<SiteSettingsVersion> => settings.current();

/** The stored translations with, in each language, the sections `sent` gives in place of its own (compacted). */
function mergedTranslations(stored: Translations<SiteTexts> | undefined, sent: Translations<SiteTexts> | undefined): Translations<SiteTexts> {
  const merged: Translations<SiteTexts> = { ...stored };
  for (const language of TRANSLATED_LANGUAGES) {
    const sections = Object.entries(sent?.[language] ?? {}).filter(([, section]) => section !== undefined);
    if (sections.length) merged[language] = { ...stored?.[language], ...Object.fromEntries(sections) };
  }
  return compactTranslations<SiteTexts>(merged);
}

/**
 * Saves the sections sent as a new version over the current one: the others, the logo and the hero
 * image stay as they are; in each language of `translations`, the sections given replace their
 * texts in it and the others stay. With `ifMatch` (If-Match), only over the version the client read.
 */
export const saveSiteSettings = (sections: Partial<SiteSettingsFields>, savedBy: string | null, ifMatch?: readonly string[]): Promise<SiteSettingsVersion> =>
  settings.update(
    (current) => ({
      ...current,
      ...Object.fromEntries(Object.entries(sections).filter(([, section]) => section !== undefined)),
      business: sections.business ? { ...sections.business, logo: current.business.logo } : current.business,
      home: sections.home ? { ...sections.home, hero: { ...sections.home.hero, image: current.home.hero.image } } : current.home,
      translations: mergedTranslations(current.translations, sections.translations),
    }),
    savedBy,
    ifMatch,
  );

export type SiteImage = 'logo' | 'heroImage';

/** Saves a new version with the logo or hero image replaced (null: the default). */
export const saveSiteImage = (which: SiteImage, image: ImageInfo | null, savedBy: string | null): Promise<SiteSettingsVersion> =>
  settings.update(
    (current) =>
      which === 'logo'
        ? { ...current, business: { ...current.business, logo: image } }
        : { ...current, home: { ...current.home, hero: { ...current.home.hero, image } } },
    savedBy,
  );

export const siteSettingsHistory = (limit: number): Promise<SiteSettingsVersion[]> => settings.history(limit);
/** A saved version (0 is the defaults); NotFoundError for one never saved. */
export const siteSettingsVersion = (version: number): Promise<SiteSettingsVersion> => settings.version(version);
/** Saves a new version with an older version's values, images included; NotFoundError for one never saved. */
export const restoreSiteSettings = (version: number, savedBy: string | null): Promise<SiteSettingsVersion> => settings.restore(version, savedBy);
