/**
 * /api/testimonials (back office) and the shown ones in GET /api/site. This file compares the
 * testimonials whole, so it holds the 'testimonials' test lock from start to end (etag.test.ts takes
 * it to edit one; the fuzz suite runs later, alone); at the end the ones it made are deleted and the
 * seed's order is put back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, deleteUser, exclusive, get, makeUser, unique } from './helpers';

let token: string;
let nonAdmin: Awaited<ReturnType<typeof makeUser>>;
let initialIds: string[];
const created: string[] = [];
let release: (() => Promise<void>) | undefined;

type Testimonial = { _id: string; quote: string; name: string; place: string; rating: number; shown: boolean; order: number };
const list = async (): Promise<Testimonial[]> => (await call('GET', '/testimonials', { token })).body.data;
const ids = async () => (await list()).map((t) => t._id);
const shownOnSite = async (): Promise<Testimonial[]> => (await get('/site')).body.data.testimonials;
const valid = (overrides: Record<string, unknown> = {}) => ({ quote: 'Lovely oil.', name: unique('Name'), place: 'Chennai', rating: 5, ...overrides });

async function create(overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const r = await call('POST', '/testimonials', { token, json: valid(overrides), headers });
  if (r.status === 201 && !created.includes(r.body.data._id)) created.push(r.body.data._id);
  return r;
}

beforeAll(async () => {
  release = await exclusive('testimonials');
  token = await admin();
  nonAdmin = await makeUser('user');
  initialIds = await ids();
}, 6 * 60_000);

afterAll(async () => {
  // The end-to-end tests that follow on the same stack expect the seed's testimonials.
  for (const id of created) await call('DELETE', `/testimonials/${id}`, { token });
  const remaining = await ids();
  if (initialIds) await call('PUT', '/testimonials/order', { token, json: { ids: [...initialIds.filter((id) => remaining.includes(id)), ...remaining.filter((id) => !initialIds.includes(id))] } });
  await deleteUser(nonAdmin?.uid);
  await release?.();
});

describe('testimonials', () => {
  it('GET lists every testimonial (hidden ones too) in order, privately', async () => {
    const r = await call('GET', '/testimonials', { token });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const orders = r.body.data.map((t: Testimonial) => t.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('POST creates at the end of the list; the site shows it unless hidden; PUT changes it; DELETE removes it', async () => {
    const shown = await create({ quote: '  Fresh and fragrant.  ' });
    expect(shown.status, shown.text).toBe(201);
    expect(shown.body.data).toMatchObject({ quote: 'Fresh and fragrant.', place: 'Chennai', rating: 5, shown: true });
    const hidden = await create({ shown: false });
    expect(hidden.status).toBe(201);
    const all = await ids();
    expect(all.slice(-2)).toEqual([shown.body.data._id, hidden.body.data._id]);

    const onSite = (await shownOnSite()).map((t) => t._id);
    expect(onSite).toContain(shown.body.data._id);
    expect(onSite).not.toContain(hidden.body.data._id);

    // Fields left out keep their values; the testimonial as GET answers it can be sent back.
    const updated = await call('PUT', `/testimonials/${hidden.body.data._id}`, { token, json: { shown: true, rating: 3 } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data).toMatchObject({ name: hidden.body.data.name, quote: 'Lovely oil.', shown: true, rating: 3 });
    const roundTrip = await call('PUT', `/testimonials/${hidden.body.data._id}`, { token, json: updated.body.data });
    expect(roundTrip.status, roundTrip.text).toBe(200);
    expect((await shownOnSite()).map((t) => t._id)).toContain(hidden.body.data._id);

    const removed = await call('DELETE', `/testimonials/${hidden.body.data._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ _id: hidden.body.data._id });
    expect((await call('DELETE', `/testimonials/${hidden.body.data._id}`, { token })).status).toBe(404);
    expect((await call('PUT', `/testimonials/${hidden.body.data._id}`, { token, json: { rating: 4 } })).status).toBe(404);
    expect((await shownOnSite()).map((t) => t._id)).not.toContain(hidden.body.data._id);
  });

  it('DELETE moves it to the trash: a restore brings it back in its place, a purge deletes it for good', async () => {
    const made = (await create()).body.data;
    const before = await list();
    expect((await call('DELETE', `/testimonials/${made._id}`, { token })).status).toBe(200);
    const trash = (await call('GET', '/trash', { token })).body.data;
    expect(trash.find((e: any) => e._id === made._id)).toMatchObject({ kind: 'testimonial', name: made.name });
    expect((await shownOnSite()).map((t) => t._id)).not.toContain(made._id);

    expect((await call('POST', `/trash/${made._id}/restore`, { token })).status).toBe(200);
    expect((await list()).map((t) => ({ ...t, updatedAt: undefined }))).toEqual(before.map((t) => ({ ...t, updatedAt: undefined })));
    expect((await shownOnSite()).map((t) => t._id)).toContain(made._id);

    expect((await call('DELETE', `/testimonials/${made._id}`, { token })).status).toBe(200);
    expect((await call('DELETE', `/trash/${made._id}`, { token })).status).toBe(200);
    expect((await call('POST', `/trash/${made._id}/restore`, { token })).status).toBe(404);
    expect(await ids()).not.toContain(made._id);
  });

  it('refuses bad input with field errors and creates or changes nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: '1e0' }, 'rating'],
      [{ rating: undefined }, 'rating'],
      [{ quote: '' }, 'quote'],
      [{ quote: '\u200b\u200b' }, 'quote'],
      [{ quote: 'q'.repeat(1001) }, 'quote'],
      [{ name: { first: 'A' } }, 'name'],
      [{ shown: 'perhaps' }, 'shown'],
      [{ order: 3 }, 'order'],
      [{ constructor: 'x' }, 'constructor'],
    ];
    for (const [overrides, field] of cases) {
      const r = await call('POST', '/testimonials', { token, json: valid(overrides) });
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(r.body.errors), JSON.stringify(r.body.errors)).toContain(field);
    }
    const target = before[0]._id;
    const bad = await call('PUT', `/testimonials/${target}`, { token, json: { rating: 9, name: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'rating']);
    for (const body of [[], 'x', null]) expect((await call('POST', '/testimonials', { token, json: body })).status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('a create retried with its Idempotency-Key answers the first result and creates nothing more', async () => {
    const key = unique('key');
    const count = (await ids()).length;
    const [first, ...retries] = await Promise.all(Array.from({ length: 4 }, () => create({}, { 'Idempotency-Key': key })));
    const answers = [first, ...retries];
    expect(answers.map((r) => r.status)).toEqual(Array(4).fill(201));
    expect(new Set(answers.map((r) => r.body.data._id)).size).toBe(1);
    expect((await ids()).length).toBe(count + 1);
  });

  it('PUT /order puts the list in the given order, and only when it names exactly the current testimonials', async () => {
    await create();
    const current = await ids();
    const reversed = [...current].reverse();
    const r = await call('PUT', '/testimonials/order', { token, json: { ids: reversed } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.map((t: Testimonial) => t._id)).toEqual(reversed);
    expect(await ids()).toEqual(reversed);
    expect((await shownOnSite()).map((t) => t._id)).toEqual((await list()).filter((t) => t.shown).map((t) => t._id));

    const missing = await call('PUT', '/testimonials/order', { token, json: { ids: reversed.slice(1) } });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toMatch(/changed since the list was loaded/);
    expect((await call('PUT', '/testimonials/order', { token, json: { ids: [...reversed.slice(1), 'unknown-id'] } })).status).toBe(409);
    const duplicate = await call('PUT', '/testimonials/order', { token, json: { ids: [...reversed, reversed[0]] } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.ids).toMatch(/only once/);
    for (const json of [{}, { ids: 'a,b' }, { ids: [{}, {}] }, { ids: reversed, extra: 1 }]) {
      expect((await call('PUT', '/testimonials/order', { token, json })).status, JSON.stringify(json)).toBe(400);
    }
    expect(await ids()).toEqual(reversed);
  });

  it('concurrent reorders each apply whole: the final order is one of them, with distinct positions', async () => {
    const current = await ids();
    // Three at once: Google's Firestore emulator serialises contending transactions with long lock waits (six took over a minute there).
    const orders = Array.from({ length: 3 }, (_, i) => [...current.slice(i % current.length), ...current.slice(0, i % current.length)]);
    const results = await Promise.all(orders.map((order) => call('PUT', '/testimonials/order', { token, json: { ids: order } })));
    expect(results.map((r) => r.status)).toEqual(Array(3).fill(200));
    const final = await list();
    expect(orders.map((o) => JSON.stringify(o))).toContain(JSON.stringify(final.map((t) => t._id)));
    expect(new Set(final.map((t) => t.order)).size).toBe(final.length);
  }, 180_000);

  it('a reorder racing a create or a delete either applies whole or answers 409, never a 500', async () => {
    const current = await ids();
    const victim = (await create()).body.data._id as string;
    const withVictim = [...current, victim].reverse();
    const [reorder, removal, addition] = await Promise.all([
      call('PUT', '/testimonials/order', { token, json: { ids: withVictim } }),
      call('DELETE', `/testimonials/${victim}`, { token }),
      create(),
    ]);
    expect(removal.status).toBe(200);
    expect(addition.status).toBe(201);
    expect([200, 409]).toContain(reorder.status);
    const final = await list();
    expect(final.map((t) => t._id)).not.toContain(victim);
    expect(final.map((t) => t._id)).toContain(addition.body.data._id);
    expect(new Set(final.map((t) => t.order)).size).toBe(final.length);
  });

  it('every route needs an administrator: 401 without a session, 403 for a non-admin, nothing changes', async () => {
    const before = await list();
    const target = before[0]._id;
    const routes: [string, string, unknown][] = [
      ['GET', '/testimonials', undefined],
      ['GET', `/testimonials/${target}`, undefined],
      ['POST', '/testimonials', valid()],
      ['PUT', `/testimonials/${target}`, { rating: 1 }],
      ['DELETE', `/testimonials/${target}`, undefined],
      ['PUT', '/testimonials/order', { ids: before.map((t) => t._id).reverse() }],
    ];
    for (const [method, path, json] of routes) {
      expect((await call(method, path, { json })).status, `${method} ${path} without a session`).toBe(401);
      const forbidden = await call(method, path, { token: nonAdmin.token, json });
      expect(forbidden.status, `${method} ${path} as a non-admin`).toBe(403);
    }
    expect(await list()).toEqual(before);
  });
});
