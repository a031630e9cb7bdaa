/**
 * Idempotency-Key on creates: a retried create (its answer lost) answers the first result and
 * creates nothing more; an invalid key is a 400 that creates nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin, call, createCategory, form, get, makeImage, makeUser, unique } from './helpers';

type Send = (token: string, key: string | undefined, name: string) => Promise<{ status: number; body: any; headers: Headers }>;

const withKey = (key: string | undefined): Record<string, string> => (key === undefined ? {} : { 'Idempotency-Key': key });

/** Each create route, with how to send it and how to count what it made. */
async function creates(): Promise<{ route: string; send: Send; count: (name: string) => Promise<number> }[]> {
  const token = await admin();
  const category = await createCategory(token);
  const image = await makeImage(60, 60);
  const productsNamed = async (name: string) => ((await get(`/products?search=${encodeURIComponent(name)}`)).body.data as { name: string }[]).filter((p) => p.name === name).length;
  return [
    {
      route: 'POST /products',
      send: (t, key, name) => call('POST', '/products', { token: t, headers: withKey(key), body: form({ name, price: 12, category: category._id }, { data: image }) }),
      count: productsNamed,
    },
    {
      route: 'POST /products/json',
      send: (t, key, name) => call('POST', '/products/json', { token: t, headers: withKey(key), json: { name, price: 12, category: category._id, gallery: true } }),
      count: async (name) => (await productsNamed(name)) + ((await get('/gallery')).body.data as { title: string }[]).filter((g) => g.title === name).length,
    },
    {
      route: 'POST /categories',
      send: (t, key, name) => call('POST', '/categories', { token: t, headers: withKey(key), body: form({ name, parent: category._id }) }),
      count: async (name) => ((await get(`/categories/${category._id}/subcategories`)).body.data as { name: string }[]).filter((c) => c.name === name).length,
    },
    {
      route: 'POST /gallery',
      send: (t, key, name) => call('POST', '/gallery', { token: t, headers: withKey(key), body: form({ title: name, category: 'Idempotency' }, { data: image }) }),
      count: async (name) => ((await get('/gallery')).body.data as { title: string }[]).filter((g) => g.title === name).length,
    },
  ];
}

describe('Idempotency-Key', () => {
  it('a create retried with its key answers the first result and creates nothing more, sequentially and concurrently', async () => {
    const token = await admin();
    for (const { route, send, count } of await creates()) {
      const name = unique('Once');
      const key = randomUUID();
      const first = await send(token, key, name);
      expect(first.status, route).toBe(201);
      expect(first.headers.get('idempotent-replayed'), route).toBeNull();
      const retry = await send(token, key, name);
      expect(retry.status, route).toBe(201);
      expect(retry.headers.get('idempotent-replayed'), route).toBe('true');
      expect(retry.body, route).toEqual(first.body);
      // The same key with a different body is the same submission: the first result again.
      const changed = await send(token, key, unique('Changed'));
      expect(changed.body, route).toEqual(first.body);

      const racing = unique('Race');
      const raceKey = randomUUID();
      const answers = await Promise.all([send(token, raceKey, racing), send(token, raceKey, racing), send(token, raceKey, racing)]);
      expect(answers.map((a) => a.status), route).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size, route).toBe(1);

      expect(await count(name), route).toBe(route === 'POST /products/json' ? 2 : 1);
      expect(await count(racing), route).toBe(route === 'POST /products/json' ? 2 : 1);
    }
  }, 240_000);

  it('without a key every create is new; a key of another route or another administrator is another key', async () => {
    const token = await admin();
    const [product, , category] = await creates();
    const name = unique('Twice');
    expect((await product.send(token, undefined, name)).status).toBe(201);
    expect((await product.send(token, undefined, name)).status).toBe(201);
    expect(await product.count(name)).toBe(2);

    const key = randomUUID();
    const a = await product.send(token, key, unique('Shared'));
    const b = await category.send(token, key, unique('Shared'));
    expect(b.body.data._id).not.toBe(a.body.data._id);
    const other = await makeUser('admin');
    const c = await product.send(other.token, key, unique('Shared'));
    expect(c.status).toBe(201);
    expect(c.headers.get('idempotent-replayed')).toBeNull();
    expect(c.body.data._id).not.toBe(a.body.data._id);
  }, 240_000);

  it('an invalid key is a 400 that creates nothing', async () => {
    const token = await admin();
    const [product] = await creates();
    for (const key of ['', ' ', 'x'.repeat(201), 'tab\tkey', 'space key', 'ключ', 'a\u200bb']) {
      const name = unique('Bad');
      const r = await product.send(token, key, name).catch((error: Error) => ({ status: 0, body: error.message, headers: new Headers() }));
      // fetch itself refuses some header values (non-Latin-1); those never reach the API.
      if (r.status === 0) continue;
      expect(r.status, JSON.stringify(key)).toBe(400);
      expect(r.body, JSON.stringify(key)).toMatchObject({ success: false, message: 'Invalid Idempotency-Key header', errors: { 'Idempotency-Key': expect.any(String) } });
      expect(await product.count(name)).toBe(0);
    }
    expect((await product.send(token, 'k'.repeat(200), unique('Long'))).status).toBe(201);
  });

  it('a key is checked only after the session: without one the answer is 401', async () => {
    const r = await call('POST', '/products', { headers: withKey(''), body: form({ name: unique('Anon'), price: 1 }) });
    expect(r.status).toBe(401);
  });
});
