import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_CONFIG } from '@catalogue/domain';
import { NotFoundError } from '../src/store/errors';
import { currentNavConfig, navConfigHistory, navConfigVersion, saveNavConfig } from '../src/store/navConfig';

const config = (label: string) => ({ ...structuredClone(DEFAULT_NAV_CONFIG), moreDropdownLabel: label });

describe('navConfig versions', () => {
  it('version 0 is the default configuration', async () => {
    expect(await navConfigVersion(0)).toMatchObject({ ...DEFAULT_NAV_CONFIG, version: 0, savedBy: null });
  });

  it('concurrent saves get consecutive versions, each kept in the history', async () => {
    const before = (await currentNavConfig()).version;
    const saved = await Promise.all(Array.from({ length: 8 }, (_, i) => saveNavConfig(config(`More ${i}`), `owner-${i}@example.com`)));
    const versions = saved.map((s) => s.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));

    const latest = saved.find((s) => s.version === before + 8)!;
    expect(await currentNavConfig()).toEqual(latest);
    const history = await navConfigHistory(8);
    expect(history.map((h) => h.version)).toEqual([...versions].reverse());
    for (const s of saved) expect(await navConfigVersion(s.version)).toEqual(s);
  });

  it('an editor stored as an email or uid (older versions) reads as Administrator; a display name is kept', async () => {
    const byEmail = await saveNavConfig(config('By email'), 'owner@example.com');
    const byUid = await saveNavConfig(config('By uid'), 'q3XyZ0aBcDeFgHiJkLmNoPqRsT12');
    const byName = await saveNavConfig(config('By name'), 'Asha');
    expect((await navConfigVersion(byEmail.version)).savedBy).toBe('Administrator');
    expect((await navConfigVersion(byUid.version)).savedBy).toBe('Administrator');
    expect((await navConfigVersion(byName.version)).savedBy).toBe('Asha');
    expect(JSON.stringify(await navConfigHistory(3))).not.toContain('@');
  });

  it('a version never saved is a NotFoundError', async () => {
    await expect(navConfigVersion(999_999_999)).rejects.toThrow(new NotFoundError('Navigation configuration version not found'));
  });
});
