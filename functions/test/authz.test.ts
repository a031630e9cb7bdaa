/** Every mutating route, and the back office's private reads (the order book, the figures), refuse: no token, a bad token, a revoked session (401) and a non-admin (403); nothing changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@catalogue/domain';
import { ACCESS_RULES, ROLES_ALLOWED, type Access } from '../src/http/access';
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

/**
 * Every route of the access table (src/http/access.ts; unit-test/access.test.ts checks it lists every
 * route the app registers), asked by each kind of caller: no session (401), a plain signed-in user,
 * a helper (staff) and an administrator. Refused callers get 401/403 and change nothing; allowed ones
 * are let past the rule (their request names nothing that exists, so the route answers 400 or 404).
 */
describe('every route and every role, as the access table says', () => {
  // Ends the session the other requests use (auth.test.ts covers it); removing a logo always saves a version.
  const NOT_ASKED_WHEN_ALLOWED = new Set(['POST /api/auth/logout-all', 'DELETE /api/site/logo', 'DELETE /api/site/hero-image']);
  const PLACEHOLDERS: Record<string, string> = { '*path': 'no/such-file.png', '*key': 'products/no-such/photo.webp', ':version': '999999' };
  const urlOf = (pattern: string) =>
    pattern.replace(/^\/api/, '').replace(/(\*\w+|:\w+)/g, (name) => PLACEHOLDERS[name] ?? `no-such-${name.slice(1)}`);
  const protectedRoutes = () =>
    Object.entries(ACCESS_RULES)
      .filter(([key, rule]) => rule !== 'public' && !key.includes(' /uploads/'))
      .map(([key, rule]) => {
        const [method, pattern] = key.split(' ');
        return { key, rule, method, path: urlOf(pattern) };
      });

  let callers: { role: Role; token: string }[];
  let users: Awaited<ReturnType<typeof makeUser>>[];
  beforeAll(async () => {
    users = await Promise.all([makeUser('user'), makeUser('staff')]);
    callers = [
      { role: 'user', token: users[0].token },
      { role: 'staff', token: users[1].token },
      { role: 'admin', token: await admin() },
    ];
  });
  afterAll(async () => {
    await Promise.all(users.map((user) => deleteUser(user.uid)));
  });

  it('answers each caller as its rule says, and the refusals change nothing', async () => {
    const before = await state();
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const anonymous = await call(route.method, route.path);
      if (anonymous.status !== 401) failures.push(`${route.key} without a session: ${anonymous.status}`);
      for (const caller of callers) {
        const allowed = ROLES_ALLOWED[route.rule as Exclude<Access, 'public'>].includes(caller.role);
        if (allowed && NOT_ASKED_WHEN_ALLOWED.has(route.key)) continue;
        const r = await call(route.method, route.path, { token: caller.token });
        const outcome = allowed ? ![401, 403].includes(r.status) && r.status < 500 : r.status === 403 && r.body?.success === false;
        if (!outcome) failures.push(`${route.key} as ${caller.role}: ${r.status} ${r.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await state()).toBe(before);
  });

  it('lets a helper work the order book: list, read and confirm an order', async () => {
    const staff = callers.find((caller) => caller.role === 'staff')!.token;
    const product = await createProduct(await admin(), { category: ids.category });
    const placed = await call('POST', '/orders', { json: { lines: [{ productId: product._id, quantity: 1 }] }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    expect(placed.status).toBe(201);
    const id = placed.body.data._id as string;
    expect((await get('/orders?status=all', { token: staff })).status).toBe(200);
    // Paths match in any case: the rule is found all the same.
    expect((await get('/ORDERS/to-collect', { token: staff })).status).toBe(200);
    expect((await get('/TRASH', { token: staff })).status).toBe(403);
    expect((await get(`/orders/${id}`, { token: staff })).body.data._id).toBe(id);
    const confirmed = await call('PATCH', `/orders/${id}`, { token: staff, json: { status: 'confirmed' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('confirmed');
  });
});
