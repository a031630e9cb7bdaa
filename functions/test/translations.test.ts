/**
 * Texts in two languages over HTTP: every entity stores `translations` (compacted, `{}` on create,
 * kept when an update leaves them out), the public reads answer in `?lang=` with each text in that
 * language where translated and else in English (field by field, nested references included), and an
 * order is priced and kept in the customer's language. Holds the 'site-settings' and 'testimonials'
 * test locks while it changes those (site.test.ts and testimonials.test.ts compare them whole).
 */
import { MAX_NAME_LENGTH, UNKNOWN_LANGUAGE_MESSAGE } from '@catalogue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createCategory, createProduct, exclusive, fakeIp, form, forwardedFor, get, makeImage, unique, validNavConfig } from './helpers';

let token: string;
let main: any;
let sub: any;

const ta = (texts: Record<string, unknown>) => JSON.stringify({ ta: texts });
const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => call(method, path, { token, json: body, headers });
/** Whether an answer's JSON mentions `translations` anywhere (a read in one language never does). */
const mentionsTranslations = (text: string) => text.includes('"translations"');

beforeAll(async () => {
  token = await admin();
  main = await createCategory(token, { name: unique('Oils'), description: 'Pressed slowly', translations: ta({ name: 'எண்ணெய்கள்', description: '' }) });
  sub = await createCategory(token, { name: unique('Sesame'), parent: main._id, translations: ta({ name: 'நல்லெண்ணெய்' }) });
});

afterAll(async () => {
  await call('DELETE', `/categories/${main._id}`, { token });
});

describe('categories', () => {
  it('stores the translations sent as a JSON text field, compacted; {} when none are sent', async () => {
    expect(main.translations).toEqual({ ta: { name: 'எண்ணெய்கள்' } });
    const plain = await createCategory(token);
    expect(plain.translations).toEqual({});
    await call('DELETE', `/categories/${plain._id}`, { token });
  });

  it('keeps them when an update leaves them out, and replaces them when one sends them', async () => {
    const category = await createCategory(token, { translations: ta({ name: 'பழைய', description: 'விளக்கம்' }) });
    const kept = await call('PUT', `/categories/${category._id}`, { token, body: form({ description: 'New English text' }) });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.translations).toEqual({ ta: { name: 'பழைய', description: 'விளக்கம்' } });
    const replaced = await call('PUT', `/categories/${category._id}`, { token, body: form({ translations: ta({ name: 'புதிய' }) }) });
    expect(replaced.body.data.translations).toEqual({ ta: { name: 'புதிய' } });
    expect((await get(`/categories/${category._id}`)).body.data.translations).toEqual({ ta: { name: 'புதிய' } });
    await call('DELETE', `/categories/${category._id}`, { token });
  });

  it('reads in Tamil field by field, subcategories too, on every category read; in English without translations', async () => {
    const reads = [`/categories?lang=ta`, `/categories/main?lang=ta`, `/categories/by-slug/${main.slug}?lang=ta`, `/categories/${main._id}?lang=ta`];
    for (const path of reads) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(mentionsTranslations(r.text), path).toBe(false);
      const category = Array.isArray(r.body.data) ? r.body.data.find((c: any) => c._id === main._id) : r.body.data;
      expect(category, path).toMatchObject({ name: 'எண்ணெய்கள்', description: 'Pressed slowly', subcategories: [{ _id: sub._id, name: 'நல்லெண்ணெய்' }] });
    }
    const subs = await get(`/categories/${main._id}/subcategories?lang=ta`);
    expect(subs.body.data).toEqual([expect.objectContaining({ _id: sub._id, name: 'நல்லெண்ணெய்' })]);
    expect(mentionsTranslations(subs.text)).toBe(false);

    const english = await get(`/categories/${main._id}?lang=en`);
    expect(english.body.data).toMatchObject({ name: main.name, subcategories: [{ name: sub.name }] });
    expect(mentionsTranslations(english.text)).toBe(false);
    const stored = await get(`/categories/${main._id}`);
    expect(stored.body.data).toMatchObject({ name: main.name, translations: { ta: { name: 'எண்ணெய்கள்' } }, subcategories: [{ translations: { ta: { name: 'நல்லெண்ணெய்' } } }] });
  });
});

describe('validation of translations (the domain text rules)', () => {
  const create = (translations: string) => call('POST', '/categories', { token, body: form({ name: unique('Bad'), translations }) });

  it.each([
    ['too long', ta({ name: 'அ'.repeat(MAX_NAME_LENGTH + 1) }), 'translations.ta.name', `Must be at most ${MAX_NAME_LENGTH} characters`],
    ['a control character', ta({ name: 'எண்\u0007ணெய்' }), 'translations.ta.name', 'Must not contain control characters'],
    ['a text-direction override', ta({ description: 'எண்\u202eணெய்' }), 'translations.ta.description', 'Must not contain text-direction control characters'],
    ['an unknown field', ta({ slug: 'x' }), 'translations.ta.slug', 'Unknown field'],
    ['an unknown language', JSON.stringify({ fr: { name: 'Huiles' } }), 'translations.fr', 'Unknown field'],
    ['a __proto__ key', '{"ta":{"__proto__":{"name":"x"}}}', 'translations.ta.__proto__', 'Unknown field'],
    ['a constructor key', '{"ta":{"constructor":"x"}}', 'translations.ta.constructor', 'Unknown field'],
    ['JSON text that is not an object', '"text"', 'translations', 'Translations must be an object'],
    ['text that is not JSON', 'not json', 'translations', 'Translations must be an object'],
    ['Tamil texts that are not an object', JSON.stringify({ ta: ['x'] }), 'translations.ta', 'The Tamil texts must be an object'],
  ])('refuses %s with the field and the rule (400)', async (_case, translations, field, message) => {
    const r = await create(translations);
    expect(r.status, r.text).toBe(400);
    expect(r.body.errors[field]).toBe(message);
  });

  it('takes invisible-only or blank text as not translated', async () => {
    const r = await create(ta({ name: '\u200b\u200d\u00ad', description: '   ' }));
    expect(r.status, r.text).toBe(201);
    expect(r.body.data.translations).toEqual({});
    expect((await get(`/categories/${r.body.data._id}?lang=ta`)).body.data.name).toBe(r.body.data.name);
    await call('DELETE', `/categories/${r.body.data._id}`, { token });
  });

  it('refuses bad translations of a JSON write the same way (a product size, a testimonial)', async () => {
    const product = await json('POST', '/products/json', { name: unique('Oil'), category: main._id, variants: [{ label: '1 L', price: 10, mrp: 10, translations: { ta: { label: 'x\u0000' } } }] });
    expect(product.status).toBe(400);
    expect(product.body.errors['variants[0].translations.ta.label']).toBe('Must not contain control characters');
    const testimonial = await json('POST', '/testimonials', { quote: 'Good', name: 'Priya', rating: 5, translations: { ta: { quote: 'x', rating: 5 } } });
    expect(testimonial.status).toBe(400);
    expect(testimonial.body.errors['translations.ta.rating']).toBe('Unknown field');
  });
});

describe('products', () => {
  let product: any;
  const tamilName = `நல்லெண்ணெய் ${unique('ta')}`;

  beforeAll(async () => {
    product = await createProduct(token, {
      name: unique('Sesame oil'),
      description: 'Cold pressed',
      category: main._id,
      subcategory: sub._id,
      featured: true,
      translations: ta({ name: tamilName, description: '' }),
      variants: JSON.stringify([
        { label: '1 L', price: 380, mrp: 380, translations: { ta: { label: '1 லிட்டர்' } } },
        { label: '5 L tin', price: 1799, mrp: 1799 },
      ]),
    });
  });

  it('stores the product and each size with its translations compacted', () => {
    expect(product.translations).toEqual({ ta: { name: tamilName } });
    expect(product.variants.map((size: any) => size.translations)).toEqual([{ ta: { label: '1 லிட்டர்' } }, {}]);
    expect(product.names).toBeUndefined();
  });

  it('reads in Tamil on every product read: texts, sizes and category references, each falling back to English, with both names', async () => {
    const expected = {
      _id: product._id,
      name: tamilName,
      description: 'Cold pressed',
      names: { en: product.name, ta: tamilName },
      variants: [{ key: '1-l', label: '1 லிட்டர்' }, { key: '5-l-tin', label: '5 L tin' }],
      category: { _id: main._id, name: 'எண்ணெய்கள்', slug: main.slug },
      subcategory: { _id: sub._id, name: 'நல்லெண்ணெய்', slug: sub.slug },
    };
    const reads: [string, (body: any) => any][] = [
      [`/products/${product._id}?lang=ta`, (b) => b.data],
      [`/products/by-slug/${product.slug}?lang=ta`, (b) => b.data],
      [`/products?lang=ta&category=${main._id}`, (b) => b.data.find((p: any) => p._id === product._id)],
      [`/products/featured/list?lang=ta`, (b) => b.data.find((p: any) => p._id === product._id)],
      [`/products/popular/list?lang=ta`, (b) => b.data.find((p: any) => p._id === product._id)],
    ];
    for (const [path, pick] of reads) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(mentionsTranslations(r.text), path).toBe(false);
      const read = pick(r.body);
      if (path.includes('popular') && !read) continue; // the popular list holds the newest eight featured products only
      expect(read, path).toMatchObject(expected);
    }
    const english = await get(`/products/${product._id}?lang=en`);
    expect(english.body.data).toMatchObject({ name: product.name, names: { en: product.name, ta: tamilName }, variants: [{ label: '1 L' }, { label: '5 L tin' }], category: { name: main.name } });
    expect(mentionsTranslations(english.text)).toBe(false);
    expect(english.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
  });

  it('answers the stored shape with translations without ?lang=, and finds a product by its Tamil name', async () => {
    const stored = await get(`/products/${product._id}`);
    expect(stored.body.data).toMatchObject({ name: product.name, translations: { ta: { name: tamilName } }, category: { name: main.name } });
    expect(stored.body.data.names).toBeUndefined();
    const found = await get(`/products?search=${encodeURIComponent(tamilName)}`);
    expect(found.body.data.map((p: any) => p._id)).toEqual([product._id]);
    const foundInTamil = await get(`/products?lang=ta&search=${encodeURIComponent(tamilName.slice(0, 12))}`);
    expect(foundInTamil.body.data.map((p: any) => p._id)).toContain(product._id);
  });

  it('finds a product by its Tamil name typed in Latin letters, not by a word of no name', async () => {
    const ids = async (query: string) => (await get(`/products?limit=100&search=${encodeURIComponent(query)}`)).body.data.map((p: any) => p._id);
    expect(await ids('nallennai')).toContain(product._id);
    expect(await ids('Nallenai')).toContain(product._id);
    expect(await ids('kadalai ennai')).not.toContain(product._id);
    // Letters only, but far longer than any name: matching nothing (its sound is not compared).
    expect(await ids(`nallennai ${'ab'.repeat(4000)}`)).toEqual([]);
  });

  it('keeps its translations and its sizes\' when an update leaves them out; a save sending them replaces them', async () => {
    const priced = await json('PUT', `/products/${product._id}`, { description: 'Sun settled' });
    expect(priced.status, priced.text).toBe(200);
    expect(priced.body.data.translations).toEqual({ ta: { name: tamilName } });
    expect(priced.body.data.variants[0].translations).toEqual({ ta: { label: '1 லிட்டர்' } });
    const replaced = await json('PUT', `/products/${product._id}`, { translations: { ta: { description: 'வெயிலில் தெளிய வைத்தது' } } });
    expect(replaced.body.data.translations).toEqual({ ta: { description: 'வெயிலில் தெளிய வைத்தது' } });
    expect((await get(`/products/${product._id}?lang=ta`)).body.data).toMatchObject({ name: product.name, description: 'வெயிலில் தெளிய வைத்தது', names: { en: product.name, ta: product.name } });
    await json('PUT', `/products/${product._id}`, { translations: { ta: { name: tamilName } } });
  });

  it('a single-size product keeps its size\'s Tamil label when its price changes', async () => {
    const single = await createProduct(token, { category: main._id, variants: JSON.stringify([{ label: '500 ml', price: 200, mrp: 250, translations: { ta: { label: '500 மி.லி' } } }]) });
    const repriced = await json('PUT', `/products/${single._id}`, { price: 220 });
    expect(repriced.status, repriced.text).toBe(200);
    expect(repriced.body.data.variants).toEqual([expect.objectContaining({ price: 220, translations: { ta: { label: '500 மி.லி' } } })]);
    await call('DELETE', `/products/${single._id}`, { token });
  });

  it('POST /products/json takes translations; with a gallery item, the item gets the Tamil name as its title', async () => {
    const r = await json('POST', '/products/json', { name: unique('Groundnut oil'), description: 'Pressed', category: main._id, gallery: true, translations: { ta: { name: 'கடலை எண்ணெய்', description: 'ஆட்டியது' } } });
    expect(r.status, r.text).toBe(201);
    expect(r.body.data.translations).toEqual({ ta: { name: 'கடலை எண்ணெய்', description: 'ஆட்டியது' } });
    const item = await get(`/gallery/${r.body.galleryItemId}`);
    expect(item.body.data.translations).toEqual({ ta: { title: 'கடலை எண்ணெய்', description: 'ஆட்டியது' } });
    await call('DELETE', `/gallery/${r.body.galleryItemId}`, { token });
    await call('DELETE', `/products/${r.body.data._id}`, { token });
  });

  it('a merge keeps the translations of both products\' sizes', async () => {
    const into = await createProduct(token, { category: main._id, translations: ta({ name: 'கடலை' }), variants: JSON.stringify([{ label: '1 L', price: 10, mrp: 10, translations: { ta: { label: '1 லி' } } }]) });
    const from = await createProduct(token, { category: main._id, variants: JSON.stringify([{ label: '5 L', price: 40, mrp: 40, translations: { ta: { label: '5 லி' } } }]) });
    const merged = await json('POST', `/products/${into._id}/merge`, { productId: from._id });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.data.translations).toEqual({ ta: { name: 'கடலை' } });
    expect(merged.body.data.variants.map((size: any) => size.translations)).toEqual([{ ta: { label: '1 லி' } }, { ta: { label: '5 லி' } }]);
    await call('DELETE', `/products/${into._id}`, { token });
  });

  it('delete then restore from the trash keeps the Tamil', async () => {
    const trashed = await createProduct(token, { category: main._id, translations: ta({ name: 'குப்பை' }), variants: JSON.stringify([{ label: '1 L', price: 10, mrp: 10, translations: { ta: { label: '1 லி' } } }]) });
    expect((await call('DELETE', `/products/${trashed._id}`, { token })).status).toBe(200);
    const restored = await call('POST', `/trash/${trashed._id}/restore`, { token });
    expect(restored.status, restored.text).toBe(200);
    const read = await get(`/products/${trashed._id}`);
    expect(read.body.data.translations).toEqual({ ta: { name: 'குப்பை' } });
    expect(read.body.data.variants[0].translations).toEqual({ ta: { label: '1 லி' } });
    await call('DELETE', `/products/${trashed._id}`, { token });
  });

  afterAll(async () => {
    await call('DELETE', `/products/${product._id}`, { token });
  });
});

describe('gallery', () => {
  it('stores translations from every form variant, keeps them on updates without them, and reads the category name in Tamil', async () => {
    const image = await makeImage(400, 300);
    const created = await call('POST', '/gallery', { token, body: form({ name: unique('Pressing'), description: 'At the mill', category: main._id, popular: 'true', translations: ta({ title: 'ஆட்டுதல்' }) }, { data: image }) });
    expect(created.status, created.text).toBe(201);
    const item = created.body.data;
    expect(item).toMatchObject({ category: main.name, translations: { ta: { title: 'ஆட்டுதல்' } } });
    const updated = await call('PUT', `/gallery/${item._id}`, { token, body: form({ title: unique('Pressing again'), isPopular: 'true' }) });
    expect(updated.body.data.translations).toEqual({ ta: { title: 'ஆட்டுதல்' } });
    expect((await call('PUT', `/gallery/${item._id}/toggle-popular`, { token })).body.data.translations).toEqual({ ta: { title: 'ஆட்டுதல்' } });
    await call('PUT', `/gallery/${item._id}/toggle-popular`, { token });

    for (const path of ['/gallery?lang=ta', '/gallery/popular?lang=ta', `/gallery/${item._id}?lang=ta`, `/gallery/category/${main._id}?lang=ta`]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(mentionsTranslations(r.text), path).toBe(false);
      const read = Array.isArray(r.body.data) ? r.body.data.find((i: any) => i._id === item._id) : r.body.data;
      expect(read, path).toMatchObject({ title: 'ஆட்டுதல்', description: 'At the mill', category: 'எண்ணெய்கள்' });
    }
    expect((await get(`/gallery/${item._id}?lang=en`)).body.data).toMatchObject({ title: updated.body.data.title, category: main.name });
    await call('DELETE', `/gallery/${item._id}`, { token });
  });
});

describe('testimonials, the site settings and the navigation in Tamil', () => {
  let releaseSite: () => Promise<void>;
  let releaseTestimonials: () => Promise<void>;
  let initialSiteVersion: number;
  let initialNav: any;

  beforeAll(async () => {
    releaseSite = await exclusive('site-settings');
    releaseTestimonials = await exclusive('testimonials');
    initialSiteVersion = (await get('/site')).body.data.settings.version;
    initialNav = (await get('/nav-config')).body.data;
  }, 6 * 60_000);

  afterAll(async () => {
    await call('POST', `/site/versions/${initialSiteVersion}/restore`, { token });
    const { maxVisibleItems, moreDropdownLabel, showFixedItems, fixedItemsOrder, translations } = initialNav;
    await json('PUT', '/nav-config', { maxVisibleItems, moreDropdownLabel, showFixedItems, fixedItemsOrder, translations });
    await releaseTestimonials?.();
    await releaseSite?.();
  });

  it('a testimonial keeps its translations when left out of an update and reads in Tamil in /api/site', async () => {
    const created = await json('POST', '/testimonials', { quote: 'Pure oil', name: 'Priya', place: 'Coimbatore', rating: 5, translations: { ta: { quote: 'தூய எண்ணெய்', name: 'பிரியா', place: ' ' } } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.translations).toEqual({ ta: { quote: 'தூய எண்ணெய்', name: 'பிரியா' } });
    const updated = await json('PUT', `/testimonials/${created.body.data._id}`, { rating: 4 });
    expect(updated.body.data.translations).toEqual({ ta: { quote: 'தூய எண்ணெய்', name: 'பிரியா' } });
    const site = await get('/site?lang=ta');
    expect(site.body.data.testimonials.find((t: any) => t._id === created.body.data._id)).toMatchObject({ quote: 'தூய எண்ணெய்', name: 'பிரியா', place: 'Coimbatore', rating: 4 });
    expect(mentionsTranslations(site.text)).toBe(false);
    const plain = await json('POST', '/testimonials', { quote: 'Nice', name: 'Ravi', rating: 5 });
    expect(plain.body.data.translations).toEqual({});
    await call('DELETE', `/testimonials/${plain.body.data._id}`, { token });
    await call('DELETE', `/testimonials/${created.body.data._id}`, { token });
  });

  it('site settings: each Tamil section given replaces only that section; English saves keep the Tamil; reads fall back per field', async () => {
    const before = await get('/site');
    expect(before.body.data.settings.translations).toEqual(expect.any(Object));
    // The sections this test does not send keep whatever Tamil they had (the seed's).
    const { home: _home, about: _about, business: _business, ...untouched } = before.body.data.settings.translations.ta ?? {};
    const first = await json('PUT', '/site', { translations: { ta: { home: { hero: { heading: 'மரச்செக்கு எண்ணெய்' } }, about: { lead: 'எங்கள் கதை' }, business: { address: ['', 'கோயம்புத்தூர்'] } } } }, { 'If-Match': before.headers.get('etag')! });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.translations.ta).toEqual({ ...untouched, home: { hero: { heading: 'மரச்செக்கு எண்ணெய்' } }, about: { lead: 'எங்கள் கதை' }, business: { address: ['', 'கோயம்புத்தூர்'] } });

    const second = await json('PUT', '/site', { translations: { ta: { home: { hero: { text: 'சிறு தொகுதிகளாக' } } } } });
    expect(second.body.data.translations.ta).toEqual({ ...untouched, home: { hero: { text: 'சிறு தொகுதிகளாக' } }, about: { lead: 'எங்கள் கதை' }, business: { address: ['', 'கோயம்புத்தூர்'] } });

    const english = await json('PUT', '/site', { leads: { ...second.body.data.leads, products: 'All our oils' } });
    expect(english.status, english.text).toBe(200);
    expect(english.body.data.translations).toEqual(second.body.data.translations);

    const tamil = await get('/site?lang=ta');
    const settings = tamil.body.data.settings;
    expect(settings.home.hero).toMatchObject({ text: 'சிறு தொகுதிகளாக', heading: english.body.data.home.hero.heading });
    expect(settings.about.lead).toBe('எங்கள் கதை');
    expect(settings.business.address).toEqual([english.body.data.business.address[0], 'கோயம்புத்தூர்', ...english.body.data.business.address.slice(2)]);
    expect(settings.leads.products).toBe(untouched.leads?.products || 'All our oils');
    expect(settings.business.phones).toEqual(english.body.data.business.phones);
    expect(mentionsTranslations(tamil.text)).toBe(false);

    const cleared = await json('PUT', '/site', { translations: { ta: { about: {} } } });
    expect(cleared.body.data.translations.ta.about).toBeUndefined();
  });

  it('site settings: Tamil translations follow the If-Match rule and the domain rules', async () => {
    const stale = await json('PUT', '/site', { translations: { ta: { about: { lead: 'x' } } } }, { 'If-Match': '"v1"' });
    expect(stale.status).toBe(412);
    const noPlaceholder = await json('PUT', '/site', { translations: { ta: { messages: { order: 'வணக்கம்' } } } });
    expect(noPlaceholder.status).toBe(400);
    expect(Object.keys(noPlaceholder.body.errors)).toEqual(['translations.ta.messages.order']);
    const unknownSection = await json('PUT', '/site', { translations: { ta: { hours: { days: [] } } } });
    expect(unknownSection.status).toBe(400);
    expect(unknownSection.body.errors['translations.ta.hours.days']).toBe('Unknown field');
    const withPlaceholder = await json('PUT', '/site', { translations: { ta: { messages: { order: 'வணக்கம், {product} வேண்டும்' } } } });
    expect(withPlaceholder.status, withPlaceholder.text).toBe(200);
  });

  it('navigation: the dropdown label reads in Tamil; a save without translations keeps them', async () => {
    const saved = await json('PUT', '/nav-config', validNavConfig({ moreDropdownLabel: 'More', translations: { ta: { moreDropdownLabel: 'மேலும்' } } }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.translations).toEqual({ ta: { moreDropdownLabel: 'மேலும்' } });
    const kept = await json('PUT', '/nav-config', validNavConfig({ moreDropdownLabel: 'More items' }));
    expect(kept.body.data.translations).toEqual({ ta: { moreDropdownLabel: 'மேலும்' } });
    const tamil = await get('/nav-config?lang=ta');
    expect(tamil.body.data.moreDropdownLabel).toBe('மேலும்');
    expect(mentionsTranslations(tamil.text)).toBe(false);
    expect((await get('/nav-config?lang=en')).body.data.moreDropdownLabel).toBe('More items');
  });
});

describe('?lang=', () => {
  it.each(['fr', '', 'TA', 'ta-IN', '__proto__', 'ta&lang=en'])('refuses lang=%s on every public read with 400', async (lang) => {
    const paths = ['/site', '/nav-config', '/categories', `/categories/${main._id}`, `/categories/by-slug/${main.slug}`, `/categories/${main._id}/subcategories`, '/products', '/products/featured/list', '/gallery', '/gallery/popular'];
    for (const path of paths) {
      const r = await get(`${path}?lang=${lang}`);
      expect(r.status, `${path} ${lang}`).toBe(400);
      expect(r.body, path).toEqual({ success: false, message: UNKNOWN_LANGUAGE_MESSAGE });
    }
  });
});

describe('orders in a language', () => {
  it('answers and keeps the lines in every language the product has, whatever the customer\'s; the order keeps the customer\'s language', async () => {
    const product = await createProduct(token, { category: main._id, translations: ta({ name: 'தேங்காய் எண்ணெய்' }), variants: JSON.stringify([{ label: '1 L', price: 300, mrp: 300, translations: { ta: { label: '1 லிட்டர்' } } }, { label: '2 L', price: 580, mrp: 580 }]) });
    const headers = { 'X-Forwarded-For': forwardedFor(fakeIp()) };
    const lines = [{ productId: product._id, variantKey: '1-l', quantity: 1 }, { productId: product._id, variantKey: '2-l', quantity: 2 }];

    const names = { en: product.name, ta: 'தேங்காய் எண்ணெய்' };
    const inEveryLanguage = [
      [names, { en: '1 L', ta: '1 லிட்டர்' }],
      [names, { en: '2 L' }],
    ];
    const quote = await call('POST', '/orders/quote', { json: { lines }, headers });
    expect(quote.body.data.lines.map((l: any) => [l.names, l.sizeLabels])).toEqual(inEveryLanguage);

    const order = await call('POST', '/orders', { json: { lines, lang: 'ta' }, headers });
    expect(order.status, order.text).toBe(201);
    expect(order.body.data.lines.map((l: any) => [l.names, l.sizeLabels])).toEqual(inEveryLanguage);
    expect(order.body.data.lines.map((l: any) => l.lineTotal)).toEqual([300, 1160]);
    expect(order.body.data.total).toBe(1460);
    const kept = await call('GET', `/orders/${order.body.data._id}`, { token });
    expect(kept.body.data).toMatchObject({ lang: 'ta', lines: [{ names, sizeLabels: { en: '1 L', ta: '1 லிட்டர்' } }, { sizeLabels: { en: '2 L' } }] });
    const book = await call('GET', '/orders?limit=20', { token });
    expect(book.body.data.find((o: any) => o._id === order.body.data._id)).toMatchObject({ lang: 'ta' });

    const english = await call('POST', '/orders', { json: { lines: lines.slice(0, 1) }, headers });
    expect(english.body.data.lines[0]).toMatchObject({ names, sizeLabels: { en: '1 L', ta: '1 லிட்டர்' } });
    expect((await call('GET', `/orders/${english.body.data._id}`, { token })).body.data.lang).toBe('en');
    // The owner's figures name it in English, though its first order was in Tamil.
    const figures = await call('GET', '/insights?days=1', { token });
    expect(figures.body.data.topProducts.find((p: any) => p.productId === product._id)).toMatchObject({ name: product.name, quantity: 4 });

    for (const lang of ['fr', '', null, ['ta'], { ta: true }]) {
      const refused = await call('POST', '/orders', { json: { lines, lang }, headers });
      expect(refused.status, JSON.stringify(lang)).toBe(400);
      expect(refused.body.errors.lang, JSON.stringify(lang)).toBe(UNKNOWN_LANGUAGE_MESSAGE);
    }
    await call('DELETE', `/products/${product._id}`, { token });
  });
});
