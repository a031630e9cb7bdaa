/** Bad input never gives a 500 or an HTML page, and never changes data; caching headers. */
import { beforeAll, describe, expect, it } from 'vitest';
import { API, API_URL, admin, call, createCategory, createProduct, form, get, makeImage, unique } from './helpers';

let token: string;
let category: any;
beforeAll(async () => {
  token = await admin();
  category = await createCategory(token);
});

const expectJsonError = (r: { status: number; headers: Headers; body: any; text: string }, status: number) => {
  expect(r.status, r.text.slice(0, 200)).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/application\/json/);
  expect(r.body.success).toBe(false);
  expect(typeof r.body.message).toBe('string');
  expect(r.headers.get('cache-control')).toBe('no-store');
};

const raw = (method: string, path: string, body: BodyInit, contentType: string, auth = true) =>
  call(method, path, { token: auth ? token : null, body, headers: { 'Content-Type': contentType } });

describe('malformed and oversize bodies', () => {
  it('malformed JSON → 400 JSON on every JSON route', async () => {
    for (const [method, path] of [
      ['POST', '/auth/login'],
      ['POST', '/auth/password-reset'],
      ['PUT', '/nav-config'],
      ['POST', '/products/json'],
      ['PATCH', `/categories/${category._id}/nav-settings`],
      ['PUT', '/auth/updatepassword'],
    ]) {
      const r = await raw(method, path, '{"email": "a@b.c", oops', 'application/json');
      expectJsonError(r, 400);
      expect(r.body.message).toBe('Malformed JSON in request body');
    }
  });

  it('JSON that is not an object (valid JSON all the same: not "malformed"), or has wrong types → 400', async () => {
    const product = await createProduct(token, { category: category._id, featured: false });
    const routes = [
      ['POST', '/auth/login'],
      ['POST', '/auth/password-reset'],
      ['PUT', '/nav-config'],
      ['POST', '/products/json'],
      ['PUT', `/products/${product._id}/featured`],
      ['POST', '/orders'],
      ['POST', '/orders/quote'],
      ['POST', '/insights/link-opens'],
      ['POST', '/testimonials'],
      ['PUT', '/site'],
    ];
    for (const body of ['[]', '"text"', 'null', '42', 'true', ' null ', '[{"email":"a@b.c"}]']) {
      for (const [method, path] of routes) {
        const r = await raw(method, path, body, 'application/json');
        expectJsonError(r, 400);
        expect(r.body.message, `${method} ${path} ${body}`).toBe('Request body must be a JSON object');
      }
    }
    // The featured toggle (whose body is optional) was not toggled by any of them.
    expect((await get(`/products/${product._id}`)).body.data.featured).toBe(false);
    const wrongTypes = await call('POST', '/auth/login', { json: { email: { $ne: 1 }, password: ['x'] } });
    expectJsonError(wrongTypes, 400);
    const nav = await call('PUT', '/nav-config', { token, json: { maxVisibleItems: '🙂', moreDropdownLabel: {}, showFixedItems: [], fixedItemsOrder: 'x' } });
    expectJsonError(nav, 400);
    expect(Object.keys(nav.body.errors)).toEqual(expect.arrayContaining(['maxVisibleItems', 'moreDropdownLabel']));
  });

  it('JSON over 100 kB → 413', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(120 * 1024) });
    expectJsonError(await raw('POST', '/auth/login', big, 'application/json', false), 413);
    const nav = JSON.stringify({ ...{ maxVisibleItems: 5 }, moreDropdownLabel: 'y'.repeat(150 * 1024) });
    expectJsonError(await raw('PUT', '/nav-config', nav, 'application/json'), 413);
  });

  it('multipart over 6 MB → 413 and nothing written', async () => {
    const name = unique('Huge');
    const data = Buffer.concat([await makeImage(10, 10), Buffer.alloc(7 * 1024 * 1024)]);
    const r = await call('POST', '/products', { token, body: form({ name, category: category._id }, { data }) });
    expectJsonError(r, 413);
    expect(r.body.message).toBe('Image file is too large. Maximum size: 5MB.');
    expect((await get(`/products?search=${name}`)).body.data).toEqual([]);
  });

  it('a body over the host limit (32 MB) still gets a JSON 413', async () => {
    const r = await raw('POST', '/products/json', Buffer.alloc(33 * 1024 * 1024, 32), 'application/json');
    expectJsonError(r, 413);
  });

  it('broken multipart → 400', async () => {
    const r = await raw('POST', '/products', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc', 'multipart/form-data; boundary=xyz');
    expect([400, 413]).toContain(r.status);
    expectJsonError(r, r.status);
    const noBoundary = await raw('POST', '/products', 'name=abc', 'multipart/form-data');
    expectJsonError(noBoundary, 400);
  });

  it('a photo whose file name holds a raw quote is refused (400), not dropped while the entity is saved', async () => {
    const png = await makeImage(60, 60);
    const name = unique('Quoted');
    const boundary = 'quoteBoundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="my "best" photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await raw('POST', '/categories', body, `multipart/form-data; boundary=${boundary}`);
    expectJsonError(r, 400);
    expect(r.body.message).toMatch(/could not be read/);
    const listed = (await get('/categories')).body.data as { name: string }[];
    expect(listed.map((c) => c.name)).not.toContain(name);
  });

  it('non-image files are refused with 415 whatever their name or declared type', async () => {
    for (const data of [Buffer.from('GIF87 nope'), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])]) {
      const r = await call('POST', '/gallery', { token, body: form({ title: unique() }, { data, name: 'photo.jpg', type: 'image/jpeg' }) });
      expectJsonError(r, 415);
    }
  });

  it('missing fields → 400, never 500', async () => {
    expectJsonError(await call('POST', '/products', { token }), 400);
    expectJsonError(await call('POST', '/categories', { token }), 400);
    expectJsonError(await call('POST', '/gallery', { token }), 400);
    expectJsonError(await call('PUT', '/nav-config', { token }), 400);
  });

  it('a body that is neither JSON nor a multipart form → 415 (it used to be read as empty: 200 and nothing changed)', async () => {
    const before = await get('/nav-config');
    expectJsonError(await raw('POST', '/auth/login', 'email=a&password=b', 'application/x-www-form-urlencoded', false), 415);
    expectJsonError(await raw('POST', '/products', 'hello', 'text/plain'), 415);
    // Other test files save the navigation meanwhile, so look for this request's own label, not an unchanged document.
    const label = `never-saved-${Date.now()}`;
    const put = await raw('PUT', '/nav-config', JSON.stringify({ ...before.body.data, moreDropdownLabel: label }), 'text/plain');
    expectJsonError(put, 415);
    expect(put.body.message).toMatch(/JSON/);
    expect((await get('/nav-config')).body.data.moreDropdownLabel).not.toBe(label);
    const history = await call('GET', '/nav-config/history', { token });
    expect(JSON.stringify(history.body)).not.toContain(label);
  });
});

describe('query flags: 1/true or 0/false (any case), once, or absent; anything else is a 400 naming the flag', () => {
  const HOSTILE = ['yes', 'no', 'on', 'y', '2', '-1', '01', '1.0', 'truee', '', ' 1', '1%20', '%E2%80%8B1', '1%00', '__proto__', 'constructor', 'null', 'undefined', '%5B%5D'];
  const flagRoutes = [
    ['/products', 'featured'],
    ['/gallery', 'popular'],
    ['/gallery', 'isPopular'],
  ];

  it('refuses hostile values, a bare flag and a repeated one on every flag route', async () => {
    for (const [path, flag] of flagRoutes) {
      const queries = [...HOSTILE.map((value) => `${flag}=${value}`), flag, `${flag}=1&${flag}=1`, `${flag}=1&${flag}=0`, `${flag}=true&search=x&${flag}=true`];
      for (const query of queries) {
        const r = await get(`${path}?${query}`);
        expectJsonError(r, 400);
        expect(r.body.message, `${path}?${query}`).toBe(`${flag} must be 1 or 0 (true or false), given once.`);
        expect(r.body.errors, `${path}?${query}`).toEqual({ [flag]: 'Must be 1 or 0 (true or false), given once' });
      }
    }
    // Both spellings of the gallery's flag are read: a bad one is never ignored behind a good one.
    expectJsonError(await get('/gallery?popular=1&isPopular=yes'), 400);
  });

  it('reads 1, true, 0 and false in any case', async () => {
    const tag = unique('flag');
    const [on, off] = await Promise.all([createProduct(token, { name: `${tag} on`, category: category._id, featured: true }), createProduct(token, { name: `${tag} off`, category: category._id, featured: false })]);
    const ids = async (query: string) => {
      const r = await get(`/products?search=${tag}&${query}`);
      expect(r.status, `${query}: ${r.text}`).toBe(200);
      return r.body.data.map((p: { _id: string }) => p._id);
    };
    for (const value of ['1', 'true', 'TRUE', 'True']) expect(await ids(`featured=${value}`)).toEqual([on._id]);
    for (const value of ['0', 'false', 'FALSE', 'False']) expect(await ids(`featured=${value}`)).toEqual([off._id]);
    expect((await ids('other=1')).sort()).toEqual([on._id, off._id].sort());
    for (const query of ['popular=1', 'isPopular=TRUE', 'popular=false', 'popular=0&isPopular=1']) expect((await get(`/gallery?${query}`)).status, query).toBe(200);
  });
});

describe('routing', () => {
  it('unknown /api routes → 404 JSON', async () => {
    for (const path of ['/nope', '/products/a/b/c', '/auth', '/nav-config/history/extra']) {
      expectJsonError(await get(path), 404);
    }
    expectJsonError(await call('PATCH', '/products', { token }), 404);
  });

  it('uploads: unknown files and traversal attempts → 404, never cached (the file may be added later)', async () => {
    for (const path of ['/uploads/products/nope-1024.webp', '/api/uploads/products/nope-640.webp', '/uploads/products/%2e%2e%2f%2e%2e%2fpackage.json', '/uploads/products/..%2F..%2Fpackage.json', '/uploads/']) {
      const r = await fetch(`${API_URL}${path}`);
      expect(r.status, path).toBe(404);
      // (The Hosting emulator answers some of these itself, with no Cache-Control.)
      expect(r.headers.get('cache-control') ?? 'no-store', path).toBe('no-store');
      await r.arrayBuffer();
    }
  });
});

describe('caching', () => {
  it('public GETs: public max-age + ETag, 304 on If-None-Match', async () => {
    const product = await createProduct(token, { category: category._id });
    // Routes whose content no concurrent test changes.
    for (const path of [`/products?search=${encodeURIComponent(product.name)}`, `/products/${product._id}`, `/categories/${category._id}`, '/nav-config/0', '/products/model-info', `/gallery/category/${unique('none')}`]) {
      const first = await fetch(`${API}${path}`);
      await first.arrayBuffer();
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=30, s-maxage=30');
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const second = await fetch(`${API}${path}`, { headers: { 'If-None-Match': etag! } });
      expect(second.status, path).toBe(304);
    }
  });

  it('changes invalidate the ETag', async () => {
    const product = await createProduct(token, { category: category._id });
    const first = await fetch(`${API}/products/${product._id}`);
    await first.arrayBuffer();
    await call('PUT', `/products/${product._id}/featured`, { token });
    const second = await fetch(`${API}/products/${product._id}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(second.status).toBe(200);
    expect((await second.json()).data.featured).toBe(!product.featured);
  });

  it('authenticated responses are private, no-store', async () => {
    for (const path of ['/products', '/auth/me', '/nav-config']) {
      const r = await get(path, { token });
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('uploaded images: immutable caching and 304', async () => {
    const product = await createProduct(token, { category: category._id }, await makeImage(120, 90));
    const first = await fetch(`${API_URL}${product.image}`);
    await first.arrayBuffer();
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const second = await fetch(`${API_URL}${product.image}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(second.status).toBe(304);
  });
});
