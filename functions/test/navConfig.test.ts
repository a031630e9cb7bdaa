import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, get, unique, validNavConfig } from './helpers';

let token: string;
beforeAll(async () => {
  token = await admin();
});

describe('nav-config', () => {
  it('GET returns a complete configuration with a version', async () => {
    const r = await get('/nav-config');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ maxVisibleItems: expect.any(Number), moreDropdownLabel: expect.any(String), version: expect.any(Number) });
    expect(Object.keys(r.body.data.showFixedItems).sort()).toEqual(['about', 'contact', 'gallery', 'home', 'popular', 'products']);
    expect(r.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
  });

  it('PUT saves a new version that GET, history and /{version} return', async () => {
    const label = unique('More').slice(0, 20);
    const r = await call('PUT', '/nav-config', { token, json: validNavConfig({ maxVisibleItems: 7, moreDropdownLabel: label }) });
    expect(r.status).toBe(200);
    const saved = r.body.data;
    expect(saved).toMatchObject({ maxVisibleItems: 7, moreDropdownLabel: label, savedBy: expect.any(String) });
    expect(saved.version).toBeGreaterThan(0);
    const byVersion = await get(`/nav-config/${saved.version}`);
    expect(byVersion.body.data).toEqual(saved);
    const history = await get('/nav-config/history');
    const versions = history.body.data.map((v: { version: number }) => v.version);
    expect(versions).toContain(saved.version);
    expect(versions).toEqual([...versions].sort((a: number, b: number) => b - a));
    expect((await get('/nav-config/0')).body.data.version).toBe(0);
  });

  it('validates strictly: wrong values and unknown keys are refused and nothing is saved', async () => {
    const before = (await get('/nav-config/history?limit=1')).body.data[0]?.version ?? 0;
    const cases = [
      validNavConfig({ maxVisibleItems: 11 }),
      validNavConfig({ maxVisibleItems: 2.5 }),
      validNavConfig({ moreDropdownLabel: '' }),
      validNavConfig({ extra: true }),
      validNavConfig({ showFixedItems: { ...validNavConfig().showFixedItems, blog: true } }),
      validNavConfig({ showFixedItems: { ...validNavConfig().showFixedItems, home: 'yes' } }),
      validNavConfig({ fixedItemsOrder: { ...validNavConfig().fixedItemsOrder, home: 'first' } }),
      { maxVisibleItems: 5 },
    ];
    for (const body of cases) {
      const r = await call('PUT', '/nav-config', { token, json: body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBe('Validation failed');
      expect(Object.keys(r.body.errors).length).toBeGreaterThan(0);
    }
    const after = (await get('/nav-config/history?limit=1')).body.data[0]?.version ?? 0;
    // Other suites may save concurrently; none of ours did: no version holds the invalid values.
    const recent = (await get(`/nav-config/history?limit=${Math.max(1, after - before)}`)).body.data;
    expect(recent.every((v: { maxVisibleItems: number }) => v.maxVisibleItems >= 1 && v.maxVisibleItems <= 10)).toBe(true);
  });

  it('20 concurrent saves make 20 distinct consecutive versions', async () => {
    const tag = unique('c').slice(0, 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('PUT', '/nav-config', { token, json: validNavConfig({ moreDropdownLabel: `${tag}-${i}` }) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const versions = results.map((r) => r.body.data.version as number).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(20);
    // Every save is kept in the history under its version, none lost.
    const stored = await Promise.all(versions.map((v) => get(`/nav-config/${v}`)));
    const labels = stored.map((r) => r.body.data.moreDropdownLabel).sort();
    expect(labels).toEqual(Array.from({ length: 20 }, (_, i) => `${tag}-${i}`).sort());
    // Consecutive: no other test saves the configuration at the same time.
    expect(versions[19] - versions[0]).toBe(19);
    const current = (await get('/nav-config', { token })).body.data.version;
    expect(current).toBeGreaterThanOrEqual(versions[19]);
  });

  const putNav = (headers?: Record<string, string>, overrides: Record<string, unknown> = {}) =>
    call('PUT', '/nav-config', { token, json: validNavConfig(overrides), headers });

  it('GET carries the ETag; a stale If-Match is 412 and saves nothing; concurrent saves: one wins', async () => {
    const current = (await get('/nav-config')).body.data;
    const keep = { maxVisibleItems: current.maxVisibleItems, moreDropdownLabel: current.moreDropdownLabel, showFixedItems: current.showFixedItems, fixedItemsOrder: current.fixedItemsOrder };
    const first = await get('/nav-config');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    const saved = await putNav({ 'If-Match': tag }, keep);
    expect(saved.status).toBe(200);
    const refused = await putNav({ 'If-Match': tag }, { ...keep, moreDropdownLabel: 'Overwritten' });
    expect(refused.status).toBe(412);
    expect(refused.body.message).toMatch(/navigation configuration was changed elsewhere since you opened it/);
    expect((await get('/nav-config')).body.data).toMatchObject({ version: saved.body.data.version, moreDropdownLabel: keep.moreDropdownLabel });
    const next = saved.headers.get('etag')!;
    const race = await Promise.all([putNav({ 'If-Match': next }, keep), putNav({ 'If-Match': next }, keep)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 412]);
    expect((await get('/nav-config')).body.data.version).toBe(saved.body.data.version + 1);
  });

  it('/{version}: 404 for an unknown version, 400 for a non-integer', async () => {
    expect((await get('/nav-config/999999999')).status).toBe(404);
    for (const v of ['abc', '1.5', '-1']) {
      const r = await get(`/nav-config/${v}`);
      expect(r.status, v).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });
});
