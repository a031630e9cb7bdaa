/** The shop's backup: one zip (manifest, every collection the shop owns, every photo), administrators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, admin, call, createCategory, createProduct, get, makeImage, unique, unzip } from './helpers';

const download = async (token: string | null) => {
  const response = await fetch(`${API}/backup`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { response, data: Buffer.from(await response.arrayBuffer()) };
};

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));

describe('GET /api/backup', () => {
  let token: string;
  let product: { _id: string; slug: string; imageInfo: { variants: { src: string }[] } };
  let category: { _id: string };

  beforeAll(async () => {
    token = await admin();
    category = await createCategory(token);
    product = await createProduct(token, { name: unique('Backed up <oil>'), category: category._id }, await makeImage(700, 500, 'jpeg'));
  });

  afterAll(async () => {
    await call('DELETE', `/products/${product._id}`, { token });
    await call('DELETE', `/categories/${category._id}`, { token });
  });

  it('is one zip with a manifest, the shop’s collections and every photo they name', async () => {
    const { response, data } = await download(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="shop-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const files = await unzip(data);

    const manifest = json(files, 'manifest.json');
    expect(manifest).toMatchObject({ format: 'oil-catalogue-backup', schemaVersion: 1, photos: expect.any(Number) });
    for (const name of ['products', 'categories', 'gallery', 'testimonials', 'settings', 'siteSettingsVersions', 'navConfig', 'navConfigVersions', 'orders', 'trash']) {
      const docs = json(files, `collections/${name}.json`);
      expect(Array.isArray(docs), name).toBe(true);
      expect(manifest.counts[name], name).toBe(docs.length);
    }

    const saved = json(files, 'collections/products.json').find((doc: { id: string }) => doc.id === product._id);
    expect(saved.data.name).toBe((await get(`/products/${product._id}`)).body.data.name);
    expect(saved.data.createdAt).toEqual({ $timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    // Every rendition of the new product's photo, byte for byte as served.
    for (const { src } of product.imageInfo.variants) {
      const served = Buffer.from(await (await fetch(`${API.replace(/\/api$/, '')}${src}`)).arrayBuffer());
      expect(files.get(`uploads/${src.replace(/^\/uploads\//, '')}`)?.equals(served), src).toBe(true);
    }
    const photoFiles = [...files.keys()].filter((name) => name.startsWith('uploads/'));
    expect(photoFiles.length).toBe(manifest.photos);
  });

  it('holds nothing of the running system’s sign-ins, counters or idempotency answers', async () => {
    const files = await unzip((await download(token)).data);
    const names = [...files.keys()];
    for (const name of ['sessions', 'trustedDevices', 'loginAttempts', 'idempotency', 'catalogueChanges', 'catalogueReservations', 'meta']) {
      expect(names, name).not.toContain(`collections/${name}.json`);
    }
    const text = [...files.entries()].filter(([name]) => name.endsWith('.json')).map(([, content]) => content.toString('utf8')).join('\n');
    for (const secret of ['cookieHash', 'emailHash', 'owner-password']) expect(text).not.toContain(secret);
  });

  it('is noted as the latest backup', async () => {
    const before = Date.now();
    const files = await unzip((await download(token)).data);
    const latest = await get('/backup/latest', { token });
    expect(latest.status).toBe(200);
    expect(latest.body.data.createdAt).toBe(json(files, 'manifest.json').createdAt);
    expect(new Date(latest.body.data.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(latest.body.data.photos).toBe(json(files, 'manifest.json').photos);
  });

  it('is the administrator’s only', async () => {
    const none = await download(null);
    expect(none.response.status).toBe(401);
    expect(JSON.parse(none.data.toString('utf8'))).toMatchObject({ success: false, message: expect.any(String) });
    expect((await get('/backup/latest')).status).toBe(401);
  });
});
