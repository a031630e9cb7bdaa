/**
 * No silent overwrite (the navigation configuration's part is in navConfig.test.ts, whose versions
 * no other file may move): every editable document's GET carries a strong ETag, a save with an If-Match
 * that is no longer current answers 412 and changes nothing, of two saves with the same If-Match
 * exactly one wins, and saves without If-Match (or with `*`) behave as before. The site settings save
 * only the sections sent. Site settings are changed here under the 'site-settings' test lock and
 * restored at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createCategory, createProduct, exclusive, form, get, makeImage, unique, type ApiResponse } from './helpers';

let token: string;

beforeAll(async () => {
  token = await admin();
});

const STRONG_TAG = /^"[^"]+"$/;
const STALE = /was changed elsewhere since you opened it/;

/** One editable kind: how to make one, read it, and save a change to one field. */
interface Editable {
  kind: string;
  make: () => Promise<string>;
  path: (id: string) => string;
  save: (id: string, value: string, headers?: Record<string, string>) => Promise<ApiResponse>;
  read: (data: Record<string, any>) => string;
  /** A test lock to hold while editing it (other files compare these whole). */
  lock?: string;
  /** Removes it again, for what the end-to-end tests expect to find. */
  cleanup?: (id: string) => Promise<unknown>;
}

const multipartSave = (base: string, field: string) => (id: string, value: string, headers?: Record<string, string>) =>
  call('PUT', `${base}/${id}`, { token, body: form({ [field]: value }), headers });

const editables: Editable[] = [
  {
    kind: 'product',
    make: async () => (await createProduct(token, { description: 'Before', category: (await createCategory(token))._id }))._id,
    path: (id) => `/products/${id}`,
    save: multipartSave('/products', 'description'),
    read: (data) => data.description,
  },
  {
    kind: 'category',
    make: async () => (await createCategory(token, { description: 'Before' }))._id,
    path: (id) => `/categories/${id}`,
    save: multipartSave('/categories', 'description'),
    read: (data) => data.description,
  },
  {
    kind: 'gallery item',
    make: async () => {
      const r = await call('POST', '/gallery', { token, body: form({ title: unique('Item'), description: 'Before', category: 'Mill' }, { data: await makeImage(300, 200) }) });
      return r.body.data._id;
    },
    path: (id) => `/gallery/${id}`,
    save: multipartSave('/gallery', 'description'),
    read: (data) => data.description,
  },
  {
    kind: 'testimonial',
    make: async () => (await call('POST', '/testimonials', { token, json: { quote: 'Before', name: unique('Guest'), rating: 5 } })).body.data._id,
    path: (id) => `/testimonials/${id}`,
    save: (id, value, headers) => call('PUT', `/testimonials/${id}`, { token, json: { quote: value }, headers }),
    read: (data) => data.quote,
    lock: 'testimonials',
    cleanup: (id) => call('DELETE', `/testimonials/${id}`, { token }),
  },
];

const read = (path: string) => get(path, { token });

describe.each(editables)('$kind', ({ kind, make, path, save, read: field, lock, cleanup }) => {
  let id: string;
  let release: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (lock) release = await exclusive(lock);
    id = await make();
  }, 6 * 60_000);
  afterAll(async () => {
    if (id) await cleanup?.(id);
    await release?.();
  });

  it('GET answers a strong ETag that changes with every save', async () => {
    const first = await read(path(id));
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(STRONG_TAG);
    expect((await read(path(id))).headers.get('etag')).toBe(tag);
    expect((await save(id, 'Changed once')).status).toBe(200);
    expect((await read(path(id))).headers.get('etag')).not.toBe(tag);
  });

  it('a save with a stale If-Match answers 412 with a clear message and changes nothing', async () => {
    const stale = (await read(path(id))).headers.get('etag')!;
    expect((await save(id, 'Saved elsewhere')).status).toBe(200);
    const refused = await save(id, 'Overwrite', { 'If-Match': stale });
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toMatch(STALE);
    expect(refused.body.message).toContain(kind);
    expect(field((await read(path(id))).body.data)).toBe('Saved elsewhere');
  });

  it('a save with the current If-Match goes ahead and answers the ETag for the next save', async () => {
    const current = (await read(path(id))).headers.get('etag')!;
    const saved = await save(id, 'First save', { 'If-Match': current });
    expect(saved.status).toBe(200);
    const next = saved.headers.get('etag')!;
    expect(next).toMatch(STRONG_TAG);
    expect((await save(id, 'Second save', { 'If-Match': next })).status).toBe(200);
    expect((await save(id, 'Third save', { 'If-Match': next })).status).toBe(412);
    expect(field((await read(path(id))).body.data)).toBe('Second save');
  });

  it('of two concurrent saves with the same If-Match exactly one wins', async () => {
    const tag = (await read(path(id))).headers.get('etag')!;
    const answers = await Promise.all(['Tab A', 'Tab B', 'Tab C'].map((value) => save(id, value, { 'If-Match': tag })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 412, 412]);
    const winner = ['Tab A', 'Tab B', 'Tab C'][answers.findIndex((answer) => answer.status === 200)];
    expect(field((await read(path(id))).body.data)).toBe(winner);
  });

  it('without If-Match, or with *, saves as before; a malformed one is 400 and a weak one never matches', async () => {
    expect((await save(id, 'No header')).status).toBe(200);
    expect((await save(id, 'Any version', { 'If-Match': '*' })).status).toBe(200);
    const current = (await read(path(id))).headers.get('etag')!;
    for (const malformed of ['abc', '"unterminated', '""x', 'W/', `${current} junk`]) {
      const answer = await save(id, 'Malformed', { 'If-Match': malformed });
      expect(answer.status, malformed).toBe(400);
      expect(answer.body.message).toMatch(/If-Match/);
    }
    expect((await save(id, 'Weak', { 'If-Match': `W/${current}` })).status).toBe(412);
    expect((await save(id, 'Listed', { 'If-Match': `"r0", ${current}` })).status).toBe(200);
    expect(field((await read(path(id))).body.data)).toBe('Listed');
  });
});

describe('public caching', () => {
  it('a product read revalidates to 304, and its ETag changes when its category is renamed', async () => {
    const category = await createCategory(token);
    const product = await createProduct(token, { category: category._id });
    const first = await get(`/products/${product._id}`);
    const tag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toContain('public');
    expect((await get(`/products/${product._id}`, { headers: { 'If-None-Match': tag } })).status).toBe(304);
    expect((await call('PUT', `/categories/${category._id}`, { token, body: form({ name: unique('Renamed') }) })).status).toBe(200);
    const after = await get(`/products/${product._id}`, { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    // The product itself did not change: a save with the tag read before the rename still goes ahead.
    expect((await call('PUT', `/products/${product._id}`, { token, body: form({ description: 'Still mine' }), headers: { 'If-Match': tag } })).status).toBe(200);
  });
});

describe('site settings', () => {
  let release: (() => Promise<void>) | undefined;
  let initialVersion: number | undefined;
  const site = () => get('/site', { token });
  const putSite = (json: unknown, headers?: Record<string, string>) => call('PUT', '/site', { token, json, headers });

  beforeAll(async () => {
    release = await exclusive('site-settings');
    initialVersion = (await site()).body.data.settings.version;
  }, 6 * 60_000);

  afterAll(async () => {
    if (initialVersion !== undefined) await call('POST', `/site/versions/${initialVersion}/restore`, { token });
    await release?.();
  });

  it('a section-only save changes that section and keeps the others, images included', async () => {
    const before = (await site()).body.data.settings;
    const hours = { ...before.hours, note: unique('Closed on festivals') };
    const saved = await putSite({ hours });
    expect(saved.status).toBe(200);
    const after = (await site()).body.data.settings;
    expect(after.hours.note).toBe(hours.note);
    for (const section of ['business', 'home', 'about', 'leads', 'delivery', 'messages']) expect(after[section], section).toEqual(before[section]);
  });

  it('two tabs saving different sections from the same start both keep their change', async () => {
    const start = await site();
    const tag = start.headers.get('etag')!;
    const settings = start.body.data.settings;
    const note = unique('Note');
    const greeting = unique('Hello');
    const answers = await Promise.all([putSite({ hours: { ...settings.hours, note } }), putSite({ messages: { ...settings.messages, greeting } })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = (await site()).body.data.settings;
    expect(after.hours.note).toBe(note);
    expect(after.messages.greeting).toBe(greeting);
    // The same two saves sent with the ETag both tabs read: the second is refused.
    expect((await putSite({ hours: settings.hours }, { 'If-Match': tag })).status).toBe(412);
    expect((await site()).body.data.settings.hours.note).toBe(note);
  });

  it('a stale If-Match is 412 and saves nothing; of concurrent saves with one If-Match exactly one wins', async () => {
    const start = await site();
    const tag = start.headers.get('etag')!;
    expect(tag).toMatch(STRONG_TAG);
    const { hours } = start.body.data.settings;
    const notes = [unique('A'), unique('B'), unique('C')];
    const answers = await Promise.all(notes.map((note) => putSite({ hours: { ...hours, note } }, { 'If-Match': tag })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412]);
    const refused = answers.find((a) => a.status === 412)!;
    expect(refused.body.message).toMatch(/site settings was changed elsewhere/);
    const after = (await site()).body.data.settings;
    expect(after.hours.note).toBe(notes[answers.findIndex((a) => a.status === 200)]);
    expect(after.version).toBe(start.body.data.settings.version + 1);
    const next = answers.find((a) => a.status === 200)!.headers.get('etag')!;
    expect((await putSite({ hours }, { 'If-Match': next })).status).toBe(200);
  });

  it('a section is validated whole, an unknown section is refused and an empty save is 400', async () => {
    const { hours } = (await site()).body.data.settings;
    const version = (await site()).body.data.settings.version;
    const partial = await putSite({ hours: { note: 'no days' } });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.errors)).toContain('hours.days');
    expect((await putSite({ opening: hours })).status).toBe(400);
    const empty = await putSite({});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toMatch(/at least one section/);
    expect((await site()).body.data.settings.version).toBe(version);
  });
});
