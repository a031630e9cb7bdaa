import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type ImageInfo } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { NotFoundError, StaleRevisionError } from '../src/store/errors';
import { currentSiteSettings, saveSiteImage, saveSiteSettings, siteSettingsVersion } from '../src/store/siteSettings';
import { versionedDocument, versionRevision } from '../src/store/versioned';
import { unique } from './fixtures';

interface Counter {
  label: string;
  count: number;
}

/** A versioned document of its own for each test. */
function counterDocument() {
  const name = unique('counter');
  return versionedDocument<Counter>({
    current: () => firestore().collection(name).doc('current'),
    versions: () => firestore().collection(`${name}Versions`),
    defaults: { label: 'default', count: 0 },
    fromStored: (d) => ({ label: typeof d.label === 'string' ? d.label : 'default', count: typeof d.count === 'number' ? d.count : 0 }),
    notFoundMessage: 'Counter version not found',
    what: 'counter',
  });
}

describe('versionedDocument', () => {
  it('before the first save: version 0, the defaults, and an empty history', async () => {
    const doc = counterDocument();
    expect(await doc.current()).toEqual({ label: 'default', count: 0, version: 0, savedAt: new Date(0).toISOString(), savedBy: null });
    expect(await doc.version(0)).toEqual(await doc.current());
    expect(await doc.history(10)).toEqual([]);
  });

  it('each save is the next version; history is newest first and limited; every version reads back as saved', async () => {
    const doc = counterDocument();
    const saved = [];
    for (let i = 1; i <= 4; i++) saved.push(await doc.save({ label: `v${i}`, count: i }, 'Asha'));
    expect(saved.map((s) => s.version)).toEqual([1, 2, 3, 4]);
    expect(await doc.current()).toEqual(saved[3]);
    expect((await doc.history(3)).map((h) => h.version)).toEqual([4, 3, 2]);
    for (const s of saved) expect(await doc.version(s.version)).toEqual(s);
  });

  it('concurrent saves claim distinct consecutive versions; concurrent updates lose nothing', async () => {
    const doc = counterDocument();
    const saved = await Promise.all(Array.from({ length: 8 }, (_, i) => doc.save({ label: `s${i}`, count: 0 }, null)));
    expect(saved.map((s) => s.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const updated = await Promise.all(Array.from({ length: 8 }, () => doc.update((current) => ({ ...current, count: current.count + 1 }), null)));
    expect(updated.map((u) => u.version).sort((a, b) => a - b)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect((await doc.current()).count).toBe(8);
  });

  it('an update over a version the caller did not read is a StaleRevisionError and writes nothing; of concurrent ones over the same version, one wins', async () => {
    const doc = counterDocument();
    const first = await doc.save({ label: 'first', count: 1 }, null);
    await doc.save({ label: 'second', count: 2 }, null);
    await expect(doc.update((current) => ({ ...current, count: 99 }), null, [versionRevision(first.version)])).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await doc.current()).toMatchObject({ version: 2, count: 2 });

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => doc.update((current) => ({ ...current, count: i }), null, [versionRevision(2)])));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(StaleRevisionError);
    expect((await doc.current()).version).toBe(3);
  });

  it('restore saves a new version with an older version\'s values; unknown versions are NotFoundError', async () => {
    const doc = counterDocument();
    const first = await doc.save({ label: 'first', count: 1 }, 'Asha');
    await doc.save({ label: 'second', count: 2 }, 'Asha');
    const restored = await doc.restore(first.version, 'Ravi');
    expect(restored).toMatchObject({ label: 'first', count: 1, version: 3, savedBy: 'Ravi' });
    expect((await doc.restore(0, null)).label).toBe('default');
    await expect(doc.version(99)).rejects.toThrow(new NotFoundError('Counter version not found'));
    await expect(doc.restore(99, null)).rejects.toThrow(NotFoundError);
    expect((await doc.current()).version).toBe(4);
  });

  it('editors stored as an email or uid read as Administrator', async () => {
    const doc = counterDocument();
    expect((await doc.save({ label: 'a', count: 0 }, 'owner@example.com')).savedBy).toBe('Administrator');
    expect((await doc.save({ label: 'b', count: 0 }, 'q3XyZ0aBcDeFgHiJkLmNoPqRsT12')).savedBy).toBe('Administrator');
  });
});

describe('site settings', () => {
  const image = (name: string): ImageInfo => ({ src: `/uploads/site/${name}-1024.webp`, width: 1024, height: 512, variants: [{ width: 1024, src: `/uploads/site/${name}-1024.webp` }] });

  it('a stored document missing fields or with wrong types reads over the defaults', async () => {
    await firestore().collection('siteSettingsVersions').doc('900001').set({ version: 900001, business: { name: 'Old shop', phones: 'not a list', map: { lat: 11.5, lng: 76.5 } } });
    const read = await siteSettingsVersion(900001);
    expect(read.business).toEqual({ ...DEFAULT_SITE_SETTINGS.business, name: 'Old shop', map: { label: '', lat: 11.5, lng: 76.5 } });
    expect(read.hours).toEqual(DEFAULT_SITE_SETTINGS.hours);
  });

  it('a settings save keeps the images; an image save keeps the rest', async () => {
    await firestore().collection('settings').doc('site').delete();
    const logo = await saveSiteImage('logo', image('logo'), null);
    expect(logo.business.logo).toEqual(image('logo'));
    const hero = await saveSiteImage('heroImage', image('hero'), null);
    const { logo: _logo, ...business } = { ...DEFAULT_SITE_SETTINGS.business, name: 'New name' };
    void _logo;
    const { image: _image, ...heroFields } = DEFAULT_SITE_SETTINGS.home.hero;
    void _image;
    const saved = await saveSiteSettings({ ...DEFAULT_SITE_SETTINGS, business, home: { ...DEFAULT_SITE_SETTINGS.home, hero: heroFields } }, null);
    expect(saved.business).toMatchObject({ name: 'New name', logo: image('logo') });
    expect(saved.home.hero.image).toEqual(image('hero'));
    expect(saved.version).toBe(hero.version + 1);
    const cleared = await saveSiteImage('logo', null, null);
    expect(cleared.business).toMatchObject({ name: 'New name', logo: null });
    expect(await currentSiteSettings()).toEqual(cleared);
  });
});
