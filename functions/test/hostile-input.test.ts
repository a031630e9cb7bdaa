/**
 * Hostile input: numbers that are not finite or not plain decimals, keys named after Object.prototype
 * members, text that is not valid or not visible, an image declaring huge dimensions and a file in an
 * unexpected field. Every refusal is a 4xx JSON envelope (never a 500) and changes nothing.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, admin, call, createCategory, createProduct, fakeIp, form, forwardedFor, get, makeImage, unique, validNavConfig, type ApiResponse } from './helpers';

let token: string;
let category: any;
let product: any;
let galleryItem: any;
beforeAll(async () => {
  token = await admin();
  category = await createCategory(token, { order: 500 });
  product = await createProduct(token, { category: category._id, price: 25 });
  const gallery = await call('POST', '/gallery', { token, body: form({ title: unique('G'), order: 3 }, { data: await makeImage(40, 30) }) });
  expect(gallery.status).toBe(201);
  galleryItem = gallery.body.data;
});

const ORDER_ERROR = 'Order must be a whole number between -1000000 and 1000000';
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
/** Zero-width space, non-joiner, joiner, word joiner, byte-order mark, soft hyphen: nothing visible. */
const INVISIBLE_ONLY = '\u200B\u200C\u200D\u2060\uFEFF\u00AD';

/** A refusal: the status, the JSON envelope, no caching. */
function expectRefused(r: ApiResponse, status = 400) {
  expect(r.status, r.text.slice(0, 300)).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/application\/json/);
  expect(r.body).toMatchObject({ success: false, message: expect.any(String) });
}

/** JSON written by hand: `1e400`, `__proto__` keys and lone surrogates do not survive JSON.stringify of a JS object. */
const rawJson = (method: string, path: string, text: string, auth = true) =>
  call(method, path, { token: auth ? token : null, body: text, headers: { 'Content-Type': 'application/json' } });

const findProductNamed = async (name: string) => (await get(`/products?search=${encodeURIComponent(name)}`, { token })).body.data as unknown[];
const allCategories = async () => ((await get('/categories', { token })).body.data as any[]).flatMap((c) => [c, ...(c.subcategories ?? [])]);
const findCategoryNamed = async (name: string) => (await allCategories()).filter((c) => c.name === name);
const findGalleryTitled = async (title: string) => ((await get('/gallery', { token })).body.data as any[]).filter((g) => g.title === title);
const navLabels = async () => ((await get('/nav-config/history?limit=1000', { token })).body.data as any[]).map((v) => v.moreDropdownLabel);
const current = async (path: string) => (await get(path, { token })).body.data;

describe('orders must be whole numbers within ±1,000,000', () => {
  const hostileOrders = ['Infinity', '-Infinity', '1e400', '-1e300', '1e6.5', '0x10', '1.5', '1000001'];

  it('category create and update (multipart and JSON)', async () => {
    for (const order of hostileOrders) {
      const name = unique('Cat');
      const created = await call('POST', '/categories', { token, body: form({ name, order }) });
      expectRefused(created);
      expect(created.body.errors).toEqual({ order: ORDER_ERROR });
      expect(await findCategoryNamed(name)).toEqual([]);
      expectRefused(await call('PUT', `/categories/${category._id}`, { token, body: form({ name, order }) }));
    }
    for (const order of ['1e400', '-1e400', '-1e300', '1.5']) {
      const name = unique('Cat');
      const created = await rawJson('POST', '/categories', `{"name":"${name}","order":${order}}`);
      expectRefused(created);
      expect(created.body.errors).toEqual({ order: ORDER_ERROR });
      expect(await findCategoryNamed(name)).toEqual([]);
      expectRefused(await rawJson('PUT', `/categories/${category._id}`, `{"order":${order}}`));
    }
    expect(await current(`/categories/${category._id}`)).toMatchObject({ name: category.name, order: 500 });
  });

  it('category nav-settings', async () => {
    for (const order of ['1e400', '-1e400', '-1e300', '"Infinity"', '"0x10"', '2.5']) {
      const r = await rawJson('PATCH', `/categories/${category._id}/nav-settings`, `{"order":${order},"showInNav":true}`);
      expectRefused(r);
      expect(r.body.errors).toEqual({ order: ORDER_ERROR });
    }
    expect(await current(`/categories/${category._id}`)).toMatchObject({ order: 500, showInNav: false });
  });

  it('gallery create and update', async () => {
    for (const order of hostileOrders) {
      const title = unique('G');
      const created = await call('POST', '/gallery', { token, body: form({ title, order }, { data: await makeImage(20, 20) }) });
      expectRefused(created);
      expect(created.body.errors).toEqual({ order: ORDER_ERROR });
      expect(await findGalleryTitled(title)).toEqual([]);
      expectRefused(await call('PUT', `/gallery/${galleryItem._id}`, { token, body: form({ order }) }));
    }
    expectRefused(await rawJson('PUT', `/gallery/${galleryItem._id}`, '{"order":1e400}'));
    expect(await current(`/gallery/${galleryItem._id}`)).toMatchObject({ title: galleryItem.title, order: 3 });
  });

  it('nav-config fixed item orders, and maxVisibleItems stays 1..10', async () => {
    for (const [field, value] of [
      ['fixedItemsOrder.home', '1e400'],
      ['fixedItemsOrder.contact', '-1e300'],
      ['fixedItemsOrder.gallery', '2.5'],
      ['fixedItemsOrder.about', '"10"'],
      ['maxVisibleItems', '1e400'],
      ['maxVisibleItems', '11'],
      ['maxVisibleItems', '"0x5"'],
    ]) {
      const label = unique('Nav');
      const config = JSON.stringify(validNavConfig({ moreDropdownLabel: label }));
      const [parent, key] = field.includes('.') ? field.split('.') : [null, field];
      const text = parent ? config.replace(`"${key}":${validNavConfig().fixedItemsOrder[key as 'home']}`, `"${key}":${value}`) : config.replace('"maxVisibleItems":5', `"maxVisibleItems":${value}`);
      expect(text).not.toBe(config);
      const r = await rawJson('PUT', '/nav-config', text);
      expectRefused(r);
      expect(Object.keys(r.body.errors)).toEqual([field]);
      expect(await navLabels()).not.toContain(label);
    }
  });
});

describe('prices are plain decimals from 0 to 10,000,000 with at most two decimals', () => {
  const hostilePrices = ['1e20', '0x10', '1e3', ' 12.345', 'Infinity', '-0.01', '10000000.01', '12,50'];

  it('product create and update (multipart)', async () => {
    for (const price of hostilePrices) {
      const name = unique('P');
      const created = await call('POST', '/products', { token, body: form({ name, category: category._id, price }) });
      expectRefused(created);
      expect(Object.keys(created.body.errors)).toEqual(['price']);
      expect(await findProductNamed(name)).toEqual([]);
      expectRefused(await call('PUT', `/products/${product._id}`, { token, body: form({ price }) }));
    }
    expect(await current(`/products/${product._id}`)).toMatchObject({ price: 25 });
  });

  it('JSON create: numbers too big, infinite or too precise', async () => {
    for (const price of ['1e20', '1e400', '-1e400', '12.345', '"0x10"', '"1e3"']) {
      const name = unique('P');
      const r = await rawJson('POST', '/products/json', `{"name":"${name}","category":"${category._id}","price":${price}}`);
      expectRefused(r);
      expect(Object.keys(r.body.errors)).toEqual(['price']);
      expect(await findProductNamed(name)).toEqual([]);
    }
  });

  it('plain decimals are accepted, surrounding spaces trimmed', async () => {
    const created = await call('POST', '/products', { token, body: form({ name: unique('P'), category: category._id, price: ' 10000000.00 ' }) });
    expect(created.status).toBe(201);
    expect(created.body.data.price).toBe(10_000_000);
  });
});

describe('keys named after Object.prototype members never cause a 500', () => {
  const withKey = (json: string, key: string, value = '{"x":1}') => json.replace(/^\{/, `{"${key}":${value},`);

  it('login and password reset accept and ignore them', async () => {
    const body = JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    for (const key of PROTOTYPE_KEYS) {
      const r = await call('POST', '/auth/login', { body: withKey(body, key), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(fakeIp()) } });
      expect(r.status, r.text).toBe(200);
      expect(typeof r.body.token).toBe('string');
      const reset = await call('POST', '/auth/password-reset', {
        body: withKey(JSON.stringify({ email: `${unique('nobody')}@example.test` }), key, '1'),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(fakeIp()) },
      });
      expect(reset.status, reset.text).toBe(200);
    }
  });

  it('nav-config refuses them as unknown fields, at the top and inside the fixed item maps', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const label = unique('Nav');
      const top = await rawJson('PUT', '/nav-config', withKey(JSON.stringify(validNavConfig({ moreDropdownLabel: label })), key));
      expectRefused(top);
      expect(top.body.errors).toEqual({ [key]: 'Unknown field' });
      const nested = JSON.stringify(validNavConfig({ moreDropdownLabel: label })).replace('"fixedItemsOrder":{', `"fixedItemsOrder":{"${key}":1,`);
      const inMap = await rawJson('PUT', '/nav-config', nested);
      expectRefused(inMap);
      expect(inMap.body.errors).toEqual({ [`fixedItemsOrder.${key}`]: 'Unknown field' });
      expect(await navLabels()).not.toContain(label);
    }
  });

  it('category nav-settings refuses them as unknown fields', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const r = await rawJson('PATCH', `/categories/${category._id}/nav-settings`, withKey('{"order":7}', key));
      expectRefused(r);
      expect(r.body.errors).toEqual({ [key]: 'Unknown field' });
    }
    expect(await current(`/categories/${category._id}`)).toMatchObject({ order: 500 });
  });

  it('product JSON create ignores them', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const name = unique('P');
      const r = await rawJson('POST', '/products/json', withKey(JSON.stringify({ name, category: category._id, price: 5 }), key));
      expect(r.status, r.text).toBe(201);
      expect(Object.keys(r.body.data)).not.toContain(key);
      expect(await findProductNamed(name)).toHaveLength(1);
    }
  });

  it('multipart product, category and gallery creates ignore them', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const name = unique('M');
      const fields = { name, title: name, category: category._id, [key]: 'x' };
      for (const [path, find] of [
        ['/products', findProductNamed],
        ['/categories', findCategoryNamed],
        ['/gallery', findGalleryTitled],
      ] as const) {
        const r = await call('POST', path, { token, body: form(fields, { data: await makeImage(20, 20) }) });
        expect(r.status, `${path} ${key}: ${r.text}`).toBe(201);
        expect(Object.keys(r.body.data)).not.toContain(key);
        expect(await find(name)).toHaveLength(1);
      }
    }
  });
});

describe('text is valid, visible Unicode without control or text-direction characters', () => {
  it('a lone surrogate is refused at once (400), in JSON text and ids', async () => {
    const name = unique('P');
    for (const [path, text, field] of [
      ['/products/json', `{"name":"${name}\\ud800","category":"${category._id}"}`, 'name'],
      ['/products/json', `{"name":"${name}","category":"\\udc00${category._id}"}`, 'category'],
      ['/categories', `{"name":"${name}","description":"x\\ud83d"}`, 'description'],
    ] as const) {
      const r = await rawJson('POST', path, text);
      expectRefused(r);
      expect(r.body.errors).toEqual({ [field]: 'Contains an invalid character' });
    }
    expect(await findProductNamed(name)).toEqual([]);
    expect(await findCategoryNamed(name)).toEqual([]);

    const label = unique('Nav');
    const started = Date.now();
    const nav = await rawJson('PUT', '/nav-config', JSON.stringify(validNavConfig({ moreDropdownLabel: label })).replace(label, `${label}\\ud800`));
    expect(Date.now() - started).toBeLessThan(3000);
    expectRefused(nav);
    expect(nav.body.errors).toEqual({ moreDropdownLabel: 'Contains an invalid character' });
    expect(await navLabels()).not.toContain(label);

    const login = await call('POST', '/auth/login', {
      body: `{"email":"${ADMIN_EMAIL}","password":"x\\udfff"}`,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(fakeIp()) },
    });
    expectRefused(login);
    expect(login.body.errors).toEqual({ password: 'Contains an invalid character' });
    const reset = await call('POST', '/auth/password-reset', { body: '{"email":"a\\ud800@example.test"}', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    expectRefused(reset);
  });

  it('names of invisible characters only are missing names', async () => {
    const name = unique('P');
    const created = await call('POST', '/products', { token, body: form({ name: INVISIBLE_ONLY, category: category._id, description: name }) });
    expectRefused(created);
    expect(created.body.errors).toEqual({ name: 'Product name is required' });
    expect(await findProductNamed(name)).toEqual([]);
    const cat = await call('POST', '/categories', { token, body: form({ name: ` ${INVISIBLE_ONLY} ` }) });
    expectRefused(cat);
    expect(cat.body.errors).toEqual({ name: 'Category name is required' });
    const gallery = await call('POST', '/gallery', { token, body: form({ title: INVISIBLE_ONLY }, { data: await makeImage(20, 20) }) });
    expectRefused(gallery);
    expect(gallery.body.errors).toEqual({ title: 'Title is required' });
    const nav = await call('PUT', '/nav-config', { token, json: validNavConfig({ moreDropdownLabel: INVISIBLE_ONLY }) });
    expectRefused(nav);
    expect(nav.body.errors).toEqual({ moreDropdownLabel: 'Dropdown label is required' });
    const rename = await call('PUT', `/products/${product._id}`, { token, body: form({ name: '\u200B' }) });
    expectRefused(rename);
    expect(await current(`/products/${product._id}`)).toMatchObject({ name: product.name });
  });

  it("an optional name or label that shows nothing is refused, never stored: an order's customer name, a testimonial's place, a size's label", async () => {
    const INVISIBLE = 'Must show something visible, or be left empty';
    for (const name of [INVISIBLE_ONLY, '\u200B\u200B\u200B', '\u2800']) {
      const order = await call('POST', '/orders', { json: { lines: [{ productId: product._id, quantity: 1 }], name }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
      expectRefused(order);
      expect(order.body.errors).toEqual({ name: INVISIBLE });
    }
    const book = await call('GET', '/orders?status=all&limit=200', { token });
    expect(book.body.data.filter((o: { lines: { productId: string }[] }) => o.lines.some((l) => l.productId === product._id))).toEqual([]);

    const quoted = unique('Q');
    const testimonial = await call('POST', '/testimonials', { token, json: { quote: quoted, name: 'Meena', place: INVISIBLE_ONLY, rating: 5 } });
    expectRefused(testimonial);
    expect(testimonial.body.errors).toEqual({ place: INVISIBLE });
    expect(((await get('/testimonials', { token })).body.data as { quote: string }[]).filter((t) => t.quote === quoted)).toEqual([]);

    const name = unique('P');
    const sizes = JSON.stringify([{ label: '\u200B', price: 5, mrp: 5 }, { label: '1 L', price: 6, mrp: 6 }]);
    const sized = await call('POST', '/products', { token, body: form({ name, category: category._id, variants: sizes }) });
    expectRefused(sized);
    expect(sized.body.errors).toEqual({ 'variants[0].label': INVISIBLE });
    expect(await findProductNamed(name)).toEqual([]);
  });

  it('text-direction overrides and isolates, NUL and other control characters are refused', async () => {
    for (const name of ['invoice\u202Efdp.exe', 'a\u202Ab', 'a\u2066b\u2069', 'a\u0000b', 'a\u001Bb', 'tab\there', 'two\nlines', 'a\u0085b', 'a\u2028b']) {
      const r = await call('PUT', `/products/${product._id}`, { token, body: form({ name }) });
      expectRefused(r);
      expect(Object.keys(r.body.errors)).toEqual(['name']);
    }
    const nul = await call('PUT', `/products/${product._id}`, { token, body: form({ description: 'first\u0000second' }) });
    expect(nul.body.errors).toEqual({ description: 'Must not contain control characters' });
    const bidi = await call('PUT', `/gallery/${galleryItem._id}`, { token, body: form({ description: 'x\u202Ey' }) });
    expect(bidi.body.errors).toEqual({ description: 'Must not contain text-direction control characters' });
    expect(await current(`/products/${product._id}`)).toMatchObject({ name: product.name, description: product.description });
    expect(await current(`/gallery/${galleryItem._id}`)).toMatchObject({ description: galleryItem.description });
  });

  it('descriptions keep line breaks and tabs', async () => {
    const r = await call('PUT', `/products/${product._id}`, { token, body: form({ description: 'Line one\r\nLine two\tend' }) });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.description).toBe('Line one\r\nLine two\tend');
  });
});

describe('uploads', () => {
  it('an image declaring 6300 × 6300 px is refused fast (400) and nothing is created', async () => {
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 4, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const path of ['/products', '/categories', '/gallery']) {
      // The faster of two tries: a try may include the cold start of a function worker, or wait for
      // the other test files' requests on a loaded machine; decoding 40 megapixels takes longer anyway.
      const elapsed: number[] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        const name = unique('Bomb');
        const started = Date.now();
        const r = await call('POST', path, { token, body: form({ name, title: name, category: category._id }, { data: bomb }) });
        elapsed.push(Date.now() - started);
        expectRefused(r);
        expect(r.body.message).toBe('Image is too large: 6300 × 6300 pixels. Maximum: 25 megapixels (e.g. 6000 × 4000).');
      }
      expect(Math.min(...elapsed), path).toBeLessThan(2000);
    }
    const replace = await call('PUT', `/products/${product._id}`, { token, body: form({ name: 'Bombed' }, { data: bomb }) });
    expectRefused(replace);
    expect(await current(`/products/${product._id}`)).toMatchObject({ name: product.name, image: product.image });
  });

  it('a file in an unexpected field (avatar) is refused with 400 naming the field, and nothing is created', async () => {
    for (const path of ['/products', '/categories', '/gallery']) {
      const name = unique('Avatar');
      const r = await call('POST', path, { token, body: form({ name, title: name, category: category._id }, { data: await makeImage(20, 20), field: 'avatar' }) });
      expectRefused(r);
      const photos = path === '/products' ? ", or photos in the 'images' field" : '';
      expect(r.body.message).toBe(`Unexpected file field 'avatar': send the image in the 'image' field${photos}.`);
    }
    expect(await findProductNamed('Avatar-')).toEqual([]);
    expect((await allCategories()).filter((c) => c.name.startsWith('Avatar-'))).toEqual([]);
    expect((await get('/gallery', { token })).body.data.filter((g: any) => g.title.startsWith('Avatar-'))).toEqual([]);
  });
});
