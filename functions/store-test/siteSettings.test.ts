import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY_TEXTS, DEFAULT_SITE_SETTINGS, type ImageInfo } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { NotFoundError, StaleRevisionError } from '../src/store/errors';
import {
  currentSiteSettings,
  restoreSiteSettings,
  saveSiteImage,
  saveSiteSettings,
  siteSettingsHistory,
  siteSettingsVersion,
  type SiteSettingsFields,
} from '../src/store/siteSettings';
import { versionRevision } from '../src/store/versioned';
import { ownDatabase, unique } from './fixtures';

// `settings/site` is one document for the whole shop: a database of its own.
ownDatabase('site-settings');

const image = (name: string): ImageInfo => ({ src: `/uploads/site/${name}-1024.webp`, width: 1024, height: 512, variants: [{ width: 1024, src: `/uploads/site/${name}-1024.webp` }] });
/** The business section as `PUT /api/site` sends it (no logo). */
const business = (name: string): SiteSettingsFields['business'] => {
  const { logo: _logo, ...rest } = DEFAULT_SITE_SETTINGS.business;
  void _logo;
  return { ...rest, name };
};
const currentDoc = () => firestore().collection('settings').doc('site');

describe('site settings', () => {
  it('a save changes the sections sent; the others, the logo and the hero image stay', async () => {
    await saveSiteImage('logo', image(unique('logo')), 'Asha');
    const before = await currentSiteSettings();
    const note = unique('Closed on festival days');
    const saved = await saveSiteSettings({ hours: { ...DEFAULT_SITE_SETTINGS.hours, note } }, 'Asha');
    expect(saved).toMatchObject({ version: before.version + 1, savedBy: 'Asha', hours: { note }, business: before.business, home: before.home });

    const renamed = await saveSiteSettings({ business: business('Kovai Oils'), about: undefined }, 'Ravi');
    expect(renamed.business).toEqual({ ...before.business, name: 'Kovai Oils' });
    expect(renamed.hours.note).toBe(note);
    expect(renamed.about).toEqual(before.about);
    expect(await currentSiteSettings()).toEqual(renamed);
  });

  it('translations are merged per language and section: a section sent replaces its texts, the others stay', async () => {
    await saveSiteSettings({ translations: { ta: { business: { name: 'கோவை எண்ணெய்' }, hours: { note: 'விடுமுறை' } } } }, null);
    const saved = await saveSiteSettings({ translations: { ta: { hours: { note: 'ஞாயிறு விடுமுறை' } } } }, null);
    // The policies' Tamil defaults are there too, as for any settings that never saved them.
    expect(saved.translations).toEqual({ ta: { business: { name: 'கோவை எண்ணெய்' }, hours: { note: 'ஞாயிறு விடுமுறை' }, policies: DEFAULT_POLICY_TEXTS.ta } });
    const untouched = await saveSiteSettings({ hours: DEFAULT_SITE_SETTINGS.hours }, null);
    expect(untouched.translations).toEqual(saved.translations);
  });

  it('a save over a version the editor did not read is refused and writes nothing', async () => {
    const read = await saveSiteSettings({ business: business('Read') }, null);
    await saveSiteSettings({ business: business('Changed elsewhere') }, null);
    await expect(saveSiteSettings({ business: business('Stale') }, null, [versionRevision(read.version)])).rejects.toBeInstanceOf(StaleRevisionError);
    const current = await currentSiteSettings();
    expect(current).toMatchObject({ version: read.version + 1, business: { name: 'Changed elsewhere' } });
    expect(await saveSiteSettings({ business: business('Fresh') }, null, [versionRevision(current.version)])).toMatchObject({ version: current.version + 1 });
  });

  it('concurrent saves of the logo, the hero image and the texts lose none of them', { timeout: 120_000 }, async () => {
    const before = (await currentSiteSettings()).version;
    const logo = image(unique('logo'));
    const hero = image(unique('hero'));
    const name = unique('Shop');
    const saved = await Promise.all([saveSiteImage('logo', logo, null), saveSiteImage('heroImage', hero, null), saveSiteSettings({ business: business(name) }, null)]);
    expect(saved.map((s) => s.version).sort((a, b) => a - b)).toEqual([before + 1, before + 2, before + 3]);
    const current = await currentSiteSettings();
    expect(current).toMatchObject({ version: before + 3, business: { name, logo }, home: { hero: { image: hero } } });
  });

  it('keeps every version: the history is newest first, each version reads as saved, a restore saves an old one anew', async () => {
    const first = await saveSiteImage('heroImage', image(unique('first-hero')), 'Asha');
    const second = await saveSiteSettings({ business: business(unique('Second')) }, 'Asha');
    const third = await saveSiteImage('heroImage', null, 'Asha');
    expect(await siteSettingsHistory(3)).toEqual([third, second, first]);
    expect(await siteSettingsVersion(second.version)).toEqual(second);
    expect((await siteSettingsVersion(0)).business).toEqual(DEFAULT_SITE_SETTINGS.business);

    const restored = await restoreSiteSettings(first.version, 'Ravi');
    expect(restored).toMatchObject({ version: third.version + 1, savedBy: 'Ravi', home: first.home, business: first.business });
    await expect(siteSettingsVersion(third.version + 100)).rejects.toThrow(new NotFoundError('Site settings version not found'));
    await expect(restoreSiteSettings(third.version + 100, null)).rejects.toBeInstanceOf(NotFoundError);
    expect((await currentSiteSettings()).version).toBe(restored.version);
  });

  it('a current document with sections of the wrong shape reads over the defaults, and the next save builds on that', async () => {
    const { version } = await currentSiteSettings();
    await currentDoc().set({ version, business: 'not a section', hours: { days: 'none', note: 5 }, home: { hero: { heading: 'Hi', image: { src: '/uploads/site/x-1024.webp' } } }, translations: ['x'] });
    const read = await currentSiteSettings();
    expect(read.business).toEqual(DEFAULT_SITE_SETTINGS.business);
    expect(read.hours).toEqual(DEFAULT_SITE_SETTINGS.hours);
    expect(read.home.hero).toEqual({ ...DEFAULT_SITE_SETTINGS.home.hero, heading: 'Hi', image: { src: '/uploads/site/x-1024.webp' } });
    expect(read.translations).toEqual({ ta: { policies: DEFAULT_POLICY_TEXTS.ta } });
    const saved = await saveSiteSettings({ business: business('Repaired') }, null);
    expect(saved).toMatchObject({ version: version + 1, business: { name: 'Repaired', logo: null }, home: { hero: { heading: 'Hi' } } });
  });

  it('settings stored before the payments section read its defaults (cash on delivery only); a stored one reads field by field over them', async () => {
    const { version } = await currentSiteSettings();
    await currentDoc().set({ version, business: DEFAULT_SITE_SETTINGS.business });
    expect((await currentSiteSettings()).payments).toEqual({ upi: false, cash: true, upiId: '', payeeName: '' });
    await currentDoc().set({ version, payments: { upi: true, upiId: 'vanamnaturals@okaxis', payeeName: 42 } });
    expect((await currentSiteSettings()).payments).toEqual({ upi: true, cash: true, upiId: 'vanamnaturals@okaxis', payeeName: '' });
  });
});
