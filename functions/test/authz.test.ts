/** Every mutating route, and the back office's private reads (the order book, the figures), refuse: no token, a bad token, a revoked session (401) and a non-admin (403); nothing changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, admin, call, createCategory, createProduct, deleteUser, fakeIp, form, forwardedFor, get, makeImage, makeUser, revokeSessions, unique, validNavConfig } from './helpers';

let ids: { product: string; category: string; gallery: string; order: string; trashed: string };
let nonAdmin: Awaited<ReturnType<typeof makeUser>>;
let revoked: Awaited<ReturnType<typeof makeUser>>;
let snapshot: string;

async function state() {
  // (nav-config is left out: other test files save it concurrently.)
  const token = await admin();
  const [p, c, g, o, t] = await Promise.all([get(`/products/${ids.product}`), get(`/categories/${ids.category}`), get(`/gallery/${ids.gallery}`), get(`/orders/${ids.order}`, { token }), get('/trash', { token })]);
  const trashed = t.body.data.find((entry: { _id: string }) => entry._id === ids.trashed);
  return JSON.stringify([p.body, c.body, g.body, o.body, trashed]);
}

beforeAll(async () => {
  const token = await admin();
  const category = await createCategory(token);
  const product = await createProduct(token, { category: category._id });
  const image = await makeImage(50, 50);
  const gallery = await call('POST', '/gallery', { token, body: form({ title: unique('G') }, { data: image }) });
  const order = await call('POST', '/orders', { json: { lines: [{ productId: product._id, quantity: 1 }] }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
  const trashed = await createProduct(token, { category: category._id });
  await call('DELETE', `/products/${trashed._id}`, { token });
  ids = { product: product._id, category: category._id, gallery: gallery.body.data._id, order: order.body.data._id, trashed: trashed._id };
  [nonAdmin, revoked] = await Promise.all([makeUser('user'), makeUser('admin')]);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await revokeSessions(revoked.uid);
  snapshot = await state();
});

afterAll(async () => {
  await Promise.all([deleteUser(nonAdmin?.uid), deleteUser(revoked?.uid)]);
});

const routes = (): { method: string; path: string; json?: unknown; multipart?: boolean }[] => [
  { method: 'POST', path: '/products', multipart: true },
  { method: 'POST', path: '/products/json', json: { name: 'x', category: ids.category } },
  { method: 'PUT', path: `/products/${ids.product}`, multipart: true },
  { method: 'DELETE', path: `/products/${ids.product}` },
  { method: 'PUT', path: `/products/${ids.product}/featured` },
  { method: 'POST', path: '/categories', multipart: true },
  { method: 'PUT', path: `/categories/${ids.category}`, multipart: true },
  { method: 'DELETE', path: `/categories/${ids.category}` },
  { method: 'PATCH', path: `/categories/${ids.category}/nav-settings`, json: { order: 3 } },
  { method: 'POST', path: '/gallery', multipart: true },
  { method: 'PUT', path: `/gallery/${ids.gallery}`, multipart: true },
  { method: 'DELETE', path: `/gallery/${ids.gallery}` },
  { method: 'PUT', path: `/gallery/${ids.gallery}/toggle-popular` },
  { method: 'PUT', path: '/nav-config', json: validNavConfig({ maxVisibleItems: 7 }) },
  { method: 'PATCH', path: `/orders/${ids.order}`, json: { status: 'cancelled' } },
  { method: 'POST', path: `/trash/${ids.trashed}/restore` },
  { method: 'DELETE', path: `/trash/${ids.trashed}` },
  { method: 'DELETE', path: `/products/${ids.product}/waitlist/any-entry` },
  { method: 'POST', path: `/products/${ids.product}/stock`, json: { variantKey: 'standard', reason: 'stocktake', count: 5 } },
  { method: 'DELETE', path: '/customers/any-customer' },
  // Private reads: the order book (names and phone numbers) and the figures.
  { method: 'GET', path: '/orders?status=all' },
  { method: 'GET', path: `/orders/${ids.order}` },
  { method: 'GET', path: `/orders/${ids.order}/bill` },
  { method: 'GET', path: '/orders/to-collect' },
  { method: 'GET', path: '/insights?days=7' },
  { method: 'GET', path: '/site/history' },
  { method: 'GET', path: '/site/versions/0' },
  // The backup holds the order book and every document of the shop.
  { method: 'GET', path: '/backup' },
  { method: 'GET', path: '/backup/latest' },
  { method: 'GET', path: '/trash' },
  // Who waits for a sold-out size: customers' phone numbers.
  { method: 'GET', path: `/products/${ids.product}/waitlist` },
  { method: 'GET', path: '/waitlist' },
  // Stock counts and their history.
  { method: 'GET', path: '/stock' },
  { method: 'GET', path: `/products/${ids.product}/stock` },
  // The customers built from the orders: names, numbers, what they spent.
  { method: 'GET', path: '/customers' },
  { method: 'GET', path: '/customers/due' },
  { method: 'GET', path: '/customers/any-customer' },
];

const credentials = () => [
  { name: 'no token', token: null as string | null, status: 401 },
  { name: 'a bad token', token: 'not-a-session-cookie', status: 401 },
  { name: 'a revoked session', token: revoked.token, status: 401 },
  { name: 'a non-admin user', token: nonAdmin.token, status: 403 },
];

describe('mutating routes require an administrator', () => {
  it('refuses every route with every bad credential and changes nothing', async () => {
    const image = await makeImage(40, 40);
    const failures: string[] = [];
    for (const route of routes()) {
      for (const cred of credentials()) {
        const body = route.multipart ? form({ name: unique('Hack'), title: 'Hack', category: ids.category, price: 1 }, { data: image }) : undefined;
        const r = await call(route.method, route.path, { token: cred.token, json: route.json, body });
        if (r.status !== cred.status || r.body?.success !== false || typeof r.body?.message !== 'string') {
          failures.push(`${route.method} ${route.path} with ${cred.name}: ${r.status} ${r.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await state()).toBe(snapshot);
  });

  it('the same requests succeed for the administrator (sanity check of the table)', async () => {
    const token = await admin();
    const r = await call('PUT', `/products/${ids.product}/featured`, { token });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('no-store');
  });

  it('a session cookie does not authorise a mutation, even from the same origin', async () => {
    const token = await admin();
    const r = await call('PUT', `/products/${ids.product}/featured`, { headers: { Cookie: `__session=${token}`, Origin: API_URL } });
    expect(r.status).toBe(401);
  });

  it('public reads ignore a bad Authorization header', async () => {
    const r = await get('/products', { token: 'garbage' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });
});
