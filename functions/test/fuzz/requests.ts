/**
 * Every /api route (and /uploads, and the site function's files: the app manifests and the icons made
 * from the logo) as a generator of hostile requests. A request names its session
 * ('admin' = the seeded owner, 'second' = a throw-away administrator for the routes that end or
 * change sessions, 'none', or a forged token) and carries a fake client address that no other test
 * uses, so the limits it trips lock nobody else out: mostly one of some 130,000 addresses of
 * 198.18.0.0/15 (a benchmarking range; some written IPv4-mapped, `::ffff:198.18.…`), else one of
 * 2001:db8:f022::/48 (the documentation range), spelt as an IPv6 address may be, from a /64 of its
 * own; so most orders and sign-ins reach their checks instead of a 429. The limits themselves are hit
 * by bursts (`limitBurst`): a batch of one limited public write, each request from another address of
 * one /64, 2001:db8:f022::/64.
 */
import fc from 'fast-check';
import { JsonObject, PROTOTYPE_KEYS, hostileId, hostileJson, hostileObject, hostileQuery, hostileText, hostileTranslations, jsonText, type Json } from './values';

export type SessionKind = 'admin' | 'second' | 'none' | 'forged';

export interface FuzzRequest {
  /** The route, e.g. 'PUT /products/:id', for the statistics. */
  route: string;
  method: string;
  /** Path from the site root, percent-encoded as sent (never normalised). */
  path: string;
  session: SessionKind;
  headers: Record<string, string>;
  body?: Buffer;
  /** Accepted or not, it changes nothing compared (fuzz/state.ts): a quote, or a link opening of no product. */
  readOnly?: boolean;
}

/** Ids of the suite's own entities, so that updates reach validation (filled in before the run). */
export interface Fixtures {
  categoryId: string;
  subcategoryId: string;
  productId: string;
  /** A product of the suite whose only size is sold out: customers may wait for it. */
  soldOutProductId: string;
  /** The slugs of the suite's product and main category. */
  productSlug: string;
  categorySlug: string;
  galleryItemId: string;
  testimonialId: string;
  /** Every testimonial's id, in order (a valid body for PUT /testimonials/order until one is added). */
  testimonialIds: string[];
  /** An order of the suite's product (its status is fuzzed). */
  orderId: string;
  orderNumber: string;
  /** The site settings as GET /api/site answers them. */
  siteSettings: Record<string, unknown>;
  image: Buffer;
  /** A zip shaped like a backup whose documents Firestore cannot store: every restore of it is refused. */
  hostileBackup: Buffer;
}

const spreadAddress = fc.tuple(fc.integer({ min: 18, max: 19 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `198.${a}.${b}.${c}`);
const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
/** The /64 of the bursts (limitBurst), and of nothing else. */
const BURST_NETWORK = ['2001', 'db8', 'f022', '0'];
/** An address of the /64 `prefix` (its first four groups), in full, compressed, or upper case with leading zeros. */
const addressIn = (prefix: fc.Arbitrary<string[]>) =>
  fc.tuple(prefix, fc.array(group, { minLength: 4, maxLength: 4 }), fc.constantFrom('full', 'compressed', 'padded')).map(([network, id, spelling]) => {
    if (spelling === 'compressed') return `${network.join(':')}::${id[3]}`;
    const groups = [...network, ...id];
    return spelling === 'full' ? groups.join(':') : groups.map((g) => g.padStart(4, '0')).join(':').toUpperCase();
  });
const fakeAddress = fc.oneof(
  { weight: 5, arbitrary: spreadAddress },
  { weight: 1, arbitrary: spreadAddress.map((ip) => `::ffff:${ip}`) },
  { weight: 2, arbitrary: addressIn(group.filter((g) => g !== '0').map((g) => ['2001', 'db8', 'f022', g])) },
);
/** What Hosting and Google's front end append in production (see forwardedFor in ../helpers.ts), after whatever the client sent. */
const sentByClient = fc.option(fc.constantFrom('127.0.0.1', '10.0.0.1', 'unknown', '::1', 'x'.repeat(300)), { nil: undefined });
const forwardedFrom = (address: fc.Arbitrary<string>) => fc.tuple(sentByClient, address).map(([sent, ip]) => [sent, ip, '192.0.2.1', '192.0.2.2'].filter(Boolean).join(', '));
const forwardedFor = forwardedFrom(fakeAddress);

const FORGED_TOKENS = ['', 'x', 'null', 'undefined', 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.', 'a.b.c', 'x'.repeat(5000), '__proto__'];
const authorization = fc.constantFrom(...FORGED_TOKENS).chain((t) => fc.constantFrom(`Bearer ${t}`, `bearer ${t}`, `Basic ${t}`, t, `Bearer  ${t}`));

/** Idempotency-Key values (valid and not), on creates only. */
const idempotencyKey = fc.option(
  fc.oneof(
    fc.uuid(),
    fc.constantFrom('', ' ', 'a b', '\t', 'é', 'x'.repeat(201), 'x'.repeat(200), '"quoted"', '__proto__', 'key,key'),
  ),
  { nil: undefined, freq: 2 },
);

/** If-Match values (current-looking, stale, weak, malformed, huge), on saves only. */
const ifMatch = fc.option(
  fc.oneof(
    fc.constantFrom('*', ' * ', '"r0"', '"v0"', '"v1"', 'W/"v1"', '"r1.x"', '"r-1"', '"v99999999999999999999"', '"__proto__"', '"constructor.x"', '"a", "b"', '"', '""', '', ' ', 'abc', '"a" junk', 'W/', 'x'.repeat(3000), `"${'r'.repeat(2500)}"`),
    fc.string({ maxLength: 40 }),
    fc.string({ maxLength: 30 }).map((tag) => `"${tag.replace(/"/g, '')}"`),
  ),
  { nil: undefined, freq: 2 },
);

const sessionFor = (kind: 'admin' | 'public' | 'second'): fc.Arbitrary<SessionKind> =>
  kind === 'public'
    ? fc.constantFrom<SessionKind>('none', 'none', 'admin', 'forged')
    : fc.constantFrom<SessionKind>(kind, kind, kind, kind, 'none', 'forged');

// ── bodies ──────────────────────────────────────────────────────────────────────────────────────

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data', 'multipart/mixed; boundary=x', 'application/merge-patch+json', 'application/xml', 'image/png', ''];
const MALFORMED_JSON = ['{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', 'nul', '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"polluted":1}}', '"text"', '123', 'null', '[]', '{"a":1,"a":{"b":[]}}', '\ufeff{}', '{"a":1e400}'];

interface Body {
  contentType?: string;
  data: Buffer;
}

const jsonBody = (value: Json): Body => ({ contentType: 'application/json', data: Buffer.from(jsonText(value), 'utf8') });

/** A body for a JSON route: hostile objects, malformed JSON, non-objects, wrong content types. */
function jsonBodies(valid: Record<string, Json>, hostile: Record<string, fc.Arbitrary<Json>> = {}): fc.Arbitrary<Body | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: hostileObject(valid, hostile).map(jsonBody) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ contentType: 'application/json', data: Buffer.from(text, 'utf8') })) },
    { weight: 1, arbitrary: hostileJson.map(jsonBody) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), hostileObject(valid, hostile)).map(([contentType, value]) => ({ contentType, data: Buffer.from(jsonText(value), 'utf8') })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
function multipart(parts: Part[], broken: 'no' | 'unterminated' | 'wrong-boundary' | 'no-boundary'): Body {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  if (broken !== 'unterminated') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const contentType = broken === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${broken === 'wrong-boundary' ? 'other' : BOUNDARY}`;
  return { contentType, data: Buffer.concat(chunks) };
}

const asFieldText = (value: Json): string => (typeof value === 'string' ? value : jsonText(value));

/** A multipart body: hostile field values, fields named like prototype keys, duplicate, empty and unexpected file fields. */
function formBodies(valid: Record<string, Json>, image: Buffer, hostile: Record<string, fc.Arbitrary<Json>> = {}): fc.Arbitrary<Body | undefined> {
  const fileData = fc.constantFrom(image, Buffer.alloc(0), Buffer.from('not an image'), image.subarray(0, 20), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
  const filePart = fc
    .record({
      name: fc.constantFrom('image', 'image', 'images', 'images', 'file', 'photo', 'avatar', '', '__proto__', 'constructor', 'image[]'),
      filename: fc.constantFrom('image.png', '', '../../etc/passwd', 'a\u202egnp.exe', '\u0000.png', 'x'.repeat(300), 'my "best" photo.png'),
      type: fc.constantFrom('image/png', 'application/octet-stream', 'text/html', 'image/svg+xml', ''),
      data: fileData,
    })
    .map((p): Part => p);
  const fieldParts = hostileObject(valid, hostile).map((o) => o.entries.map(([name, value]): Part => ({ name, data: Buffer.from(asFieldText(value), 'utf8') })));
  const duplicates = fc.array(fc.tuple(fc.constantFrom(...Object.keys(valid), ...PROTOTYPE_KEYS, ''), hostileText), { maxLength: 2 }).map((pairs) =>
    pairs.map(([name, value]): Part => ({ name, data: Buffer.from(value, 'utf8') })),
  );
  const form = fc
    .tuple(fieldParts, duplicates, fc.array(filePart, { maxLength: 3 }), fc.constantFrom<'no' | 'unterminated' | 'wrong-boundary' | 'no-boundary'>('no', 'no', 'no', 'no', 'no', 'no', 'unterminated', 'wrong-boundary', 'no-boundary'))
    .map(([fields, more, files, broken]) => multipart([...fields, ...more, ...files], broken));
  return fc.oneof({ weight: 6, arbitrary: form }, { weight: 2, arbitrary: jsonBodies(valid, hostile) });
}

// ── routes ──────────────────────────────────────────────────────────────────────────────────────

type Access = 'public' | 'admin' | 'second';
interface RouteSpec {
  method: string;
  /** Path under /api (or, for /uploads and the site's files, from the root); `:id` (or another `:name`) is filled with an id. */
  path: string;
  access: Access;
  /** Ids to try besides hostile ones (the suite's own entities), where using them is harmless. */
  ids?: (f: Fixtures) => string[];
  query?: string[];
  body?: (f: Fixtures) => fc.Arbitrary<Body | undefined>;
  idempotent?: boolean;
  weight?: number;
  /** Whether an accepted request still changes nothing compared (the runner then checks its batch too). */
  readOnly?: (body: Body | undefined, f: Fixtures) => boolean;
}

/** Never the owner's: refused sign-ins of the owner would slow down the rest of the suite's. */
const OWNER_EMAIL = 'owner@example.com';
const someEmail = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('a@b', '@example.com', 'x@example.com\u0000', 'X@EXAMPLE.COM ', 'x\u200b@example.com', 'a'.repeat(300) + '@example.com'),
);
const jsonRoute = (valid: Record<string, Json>) => () => jsonBodies(valid);

function routes(): RouteSpec[] {
  const own = {
    product: (f: Fixtures) => [f.productId],
    soldOutProduct: (f: Fixtures) => [f.soldOutProductId],
    productSlug: (f: Fixtures) => [f.productSlug],
    categorySlug: (f: Fixtures) => [f.categorySlug],
    category: (f: Fixtures) => [f.categoryId, f.subcategoryId],
    gallery: (f: Fixtures) => [f.galleryItemId],
    testimonial: (f: Fixtures) => [f.testimonialId],
    order: (f: Fixtures) => [f.orderId],
    orderNumber: (f: Fixtures) => [f.orderNumber],
  };
  const tamil = (texts: Record<string, Json>) => new JsonObject([['ta', new JsonObject(Object.entries(texts))]]);
  const productTexts = { name: 'ஃபஸ் எண்ணெய்', description: 'விளக்கம்', ingredients: 'எள்', storage: 'குளிர்ந்த இடம்' };
  const categoryTexts = { name: 'ஃபஸ் வகை', description: 'விளக்கம்' };
  const galleryTexts = { title: 'ஃபஸ் படம்', description: 'விளக்கம்' };
  const testimonialTexts = { quote: 'நல்லது', name: 'ஃபஸ்', place: 'கோவை' };
  const testimonialFields: Record<string, Json> = { quote: 'Fuzz quote', name: 'Fuzz name', place: 'Fuzz place', rating: 4, shown: false, translations: tamil(testimonialTexts) };
  const litre = new JsonObject([['value', 1], ['unit', 'l']]);
  const sizeWith = (translations: Json, netQuantity: Json = litre) =>
    new JsonObject([['label', '1 L'], ['price', 10], ['mrp', 12], ['netQuantity', netQuantity], ['translations', translations]]);
  /** Sizes whose translations or net quantity are hostile (the rest of the sizes is fuzzed by `variants` itself). */
  const hostileSizes = fc.oneof(
    hostileTranslations({ label: '1 லிட்டர்' }).map((translations): Json => [sizeWith(translations)]),
    hostileJson.map((netQuantity): Json => [sizeWith(tamil({ label: '1 லிட்டர்' }), netQuantity)]),
  );
  const sizes: Json = [
    sizeWith(tamil({ label: '1 லிட்டர்' })),
    new JsonObject([['key', '5-l-tin'], ['label', '5 L tin'], ['price', '1799'], ['mrp', 1999], ['netQuantity', new JsonObject([['value', '5'], ['unit', 'l']])], ['weightGrams', 4600], ['inStock', false]]),
  ];
  const productFields = (f: Fixtures): Record<string, Json> => ({
    name: 'Fuzz product',
    slug: f.productSlug,
    description: 'd',
    price: '10',
    category: f.categoryId,
    subcategory: f.subcategoryId,
    featured: 'true',
    inStock: 'false',
    deleteImage: 'false',
    variants: sizes,
    imageOrder: ['new:0', 'new:1'],
    pressedOn: '2026-11-12',
    ingredients: 'Sesame seeds, 100%.',
    storage: 'Store in a cool, dry place.',
    shelfLife: new JsonObject([['value', 9], ['unit', 'months']]),
    veg: 'true',
    countryOfOrigin: 'India',
    updatedAt: '2026-11-12T00:00:00.000Z',
    translations: tamil(productTexts),
  });
  const productHostile = { translations: hostileTranslations(productTexts), variants: fc.oneof(hostileJson, hostileSizes) };
  const categoryFields = (f: Fixtures): Record<string, Json> => ({
    name: 'Fuzz category',
    slug: f.categorySlug,
    description: 'd',
    parent: f.categoryId,
    order: '700',
    showInNav: 'false',
    showInProductsDropdown: 'false',
    deleteImage: 'false',
    translations: tamil(categoryTexts),
  });
  const categoryHostile = { translations: hostileTranslations(categoryTexts) };
  const galleryFields = (f: Fixtures): Record<string, Json> => ({
    title: 'Fuzz item',
    name: 'Fuzz item',
    description: 'd',
    category: f.categoryId,
    subcategory: f.subcategoryId,
    isPopular: 'false',
    popular: 'true',
    order: '3',
    deleteImage: 'false',
    translations: tamil(galleryTexts),
  });
  const galleryHostile = { translations: hostileTranslations(galleryTexts) };
  const testimonialHostile = { translations: hostileTranslations(testimonialTexts) };
  /** `?lang=` (valid and not) and nothing else, for the public reads that take no other query. */
  const lang = ['lang'];
  const navConfig = new JsonObject([
    ['maxVisibleItems', 5],
    ['moreDropdownLabel', 'More'],
    ['showFixedItems', new JsonObject(['home', 'products', 'gallery', 'popular', 'about', 'contact'].map((k) => [k, true]))],
    ['fixedItemsOrder', new JsonObject(['home', 'products', 'gallery', 'about', 'contact', 'popular'].map((k, i) => [k, i * 10]))],
    ['translations', tamil({ moreDropdownLabel: 'மேலும்' })],
  ]);
  return [
    { method: 'GET', path: '/health', access: 'public', weight: 1 },
    // auth
    { method: 'POST', path: '/auth/login', access: 'public', weight: 3, body: () => fc.tuple(someEmail, jsonBodies({ email: 'x@example.com', password: 'wrong-password', rememberMe: true })).map(([email, body]) => withEmail(body, email)) },
    { method: 'POST', path: '/auth/login', access: 'public', weight: 2, body: () => idTokenBodies },
    { method: 'GET', path: '/auth/firebase-config', access: 'public', weight: 1 },
    { method: 'GET', path: '/auth/sign-in-methods', access: 'admin' },
    { method: 'GET', path: '/auth/me', access: 'admin' },
    { method: 'GET', path: '/auth/session-ping', access: 'admin' },
    { method: 'POST', path: '/auth/logout', access: 'second', weight: 1, body: jsonRoute({ token: 'x' }) },
    { method: 'POST', path: '/auth/logout-all', access: 'second', weight: 1, body: jsonRoute({ token: 'x' }) },
    { method: 'GET', path: '/auth/sessions', access: 'admin' },
    // backup
    { method: 'GET', path: '/backup', access: 'admin', weight: 1 },
    { method: 'GET', path: '/backup/latest', access: 'admin', weight: 1 },
    // Never a backup it can restore: a restore accepted would make the shop as in the backup.
    { method: 'POST', path: '/backup/restore', access: 'admin', query: ['dryRun'], weight: 3, body: (f) => formBodies({ note: 'restore' }, f.hostileBackup) },
    { method: 'PUT', path: '/backup/photos/:id/:id', access: 'admin', weight: 2, body: (f) => formBodies({ note: 'photo' }, f.image) },
    // Hostile ids only: the suite's own sessions must stay open.
    { method: 'DELETE', path: '/auth/sessions/:id', access: 'second', weight: 2 },
    // The throw-away administrator's session: its current password is never generated, so nothing changes.
    { method: 'PUT', path: '/auth/updatepassword', access: 'second', weight: 2, body: jsonRoute({ currentPassword: 'not-the-password', newPassword: 'a-new-password-1' }) },
    { method: 'POST', path: '/auth/password-reset', access: 'public', weight: 2, body: () => fc.tuple(someEmail, jsonBodies({ email: 'x@example.com' })).map(([email, body]) => withEmail(body, email)) },
    // products
    { method: 'GET', path: '/products', access: 'public', query: ['page', 'limit', 'category', 'featured', 'search', 'lang'], weight: 3 },
    { method: 'GET', path: '/products/:id', access: 'public', ids: own.product, query: lang, weight: 2 },
    { method: 'GET', path: '/products/by-slug/:id', access: 'public', ids: own.productSlug, query: lang, weight: 2 },
    { method: 'GET', path: '/products/featured/list', access: 'public', query: lang, weight: 1 },
    { method: 'GET', path: '/products/popular/list', access: 'public', query: lang, weight: 1 },
    { method: 'GET', path: '/products/model-info', access: 'public', weight: 1 },
    { method: 'POST', path: '/products', access: 'admin', idempotent: true, weight: 5, body: (f) => formBodies(productFields(f), f.image, productHostile) },
    { method: 'POST', path: '/products/json', access: 'admin', idempotent: true, weight: 4, body: (f) => jsonBodies({ ...productFields(f), gallery: true }, productHostile) },
    { method: 'PUT', path: '/products/:id', access: 'admin', ids: own.product, weight: 5, body: (f) => formBodies(productFields(f), f.image, productHostile) },
    // Hostile ids only: deleting the suite's own entities would end the fuzzing of their updates.
    { method: 'DELETE', path: '/products/:id', access: 'admin', weight: 2 },
    // Toggles take any body, so only hostile ids: the suite's own would be accepted every time.
    { method: 'PUT', path: '/products/:id/featured', access: 'admin', weight: 2, body: jsonRoute({ featured: true }) },
    // Hostile ids and a product that is not the suite's: a merge deletes the product merged in.
    { method: 'POST', path: '/products/:id/merge', access: 'admin', weight: 2, body: jsonRoute({ productId: 'not-a-product', label: '2 L' }) },
    // categories
    { method: 'GET', path: '/categories', access: 'public', query: lang, weight: 1 },
    { method: 'GET', path: '/categories/main', access: 'public', query: lang, weight: 1 },
    { method: 'GET', path: '/categories/:id', access: 'public', ids: own.category, query: lang, weight: 2 },
    { method: 'GET', path: '/categories/by-slug/:id', access: 'public', ids: own.categorySlug, query: lang, weight: 2 },
    { method: 'GET', path: '/categories/:id/subcategories', access: 'public', ids: own.category, query: lang, weight: 2 },
    { method: 'POST', path: '/categories', access: 'admin', idempotent: true, weight: 5, body: (f) => formBodies(categoryFields(f), f.image, categoryHostile) },
    { method: 'PUT', path: '/categories/:id', access: 'admin', ids: own.category, weight: 5, body: (f) => formBodies(categoryFields(f), f.image, categoryHostile) },
    { method: 'DELETE', path: '/categories/:id', access: 'admin', weight: 2 },
    { method: 'PATCH', path: '/categories/:id/nav-settings', access: 'admin', ids: own.category, weight: 3, body: jsonRoute({ order: 700, showInNav: false }) },
    // gallery
    { method: 'GET', path: '/gallery', access: 'public', query: ['category', 'popular', 'isPopular', 'lang'], weight: 2 },
    { method: 'GET', path: '/gallery/popular', access: 'public', query: lang, weight: 1 },
    { method: 'GET', path: '/gallery/categories', access: 'public', weight: 1 },
    { method: 'GET', path: '/gallery/category/:id', access: 'public', query: lang, weight: 2 },
    { method: 'GET', path: '/gallery/:id', access: 'public', ids: own.gallery, query: lang, weight: 2 },
    { method: 'POST', path: '/gallery', access: 'admin', idempotent: true, weight: 5, body: (f) => formBodies(galleryFields(f), f.image, galleryHostile) },
    { method: 'PUT', path: '/gallery/:id', access: 'admin', ids: own.gallery, weight: 5, body: (f) => formBodies(galleryFields(f), f.image, galleryHostile) },
    { method: 'DELETE', path: '/gallery/:id', access: 'admin', weight: 2 },
    { method: 'PUT', path: '/gallery/:id/toggle-popular', access: 'admin', weight: 1 },
    // navigation configuration (a saved one is put back after the run)
    { method: 'GET', path: '/nav-config', access: 'public', query: lang, weight: 1 },
    { method: 'PUT', path: '/nav-config', access: 'admin', weight: 5, body: () => navConfigBodies(navConfig) },
    { method: 'GET', path: '/nav-config/history', access: 'public', query: ['limit'], weight: 2 },
    { method: 'GET', path: '/nav-config/:id', access: 'public', weight: 2 },
    // site settings and testimonials (saved settings are put back, created testimonials deleted after the run)
    { method: 'GET', path: '/site', access: 'public', query: lang, weight: 1 },
    { method: 'PUT', path: '/site', access: 'admin', weight: 6, body: (f) => siteSettingsBodies(f.siteSettings) },
    { method: 'GET', path: '/site/history', access: 'public', query: ['limit'], weight: 1 },
    { method: 'GET', path: '/site/versions/:id', access: 'public', weight: 2 },
    // Hostile versions only: restoring a real one would be accepted every time.
    { method: 'POST', path: '/site/versions/:id/restore', access: 'admin', weight: 2 },
    { method: 'PUT', path: '/site/logo', access: 'admin', weight: 3, body: (f) => formBodies({ name: 'logo' }, f.image) },
    { method: 'PUT', path: '/site/hero-image', access: 'admin', weight: 2, body: (f) => formBodies({ name: 'hero' }, f.image) },
    { method: 'DELETE', path: '/site/logo', access: 'admin', weight: 1 },
    { method: 'GET', path: '/testimonials', access: 'admin', weight: 1 },
    { method: 'GET', path: '/testimonials/:id', access: 'admin', ids: own.testimonial, weight: 1 },
    { method: 'POST', path: '/testimonials', access: 'admin', idempotent: true, weight: 4, body: () => jsonBodies(testimonialFields, testimonialHostile) },
    { method: 'PUT', path: '/testimonials/:id', access: 'admin', ids: own.testimonial, weight: 4, body: () => jsonBodies(testimonialFields, testimonialHostile) },
    { method: 'DELETE', path: '/testimonials/:id', access: 'admin', weight: 2 },
    { method: 'PUT', path: '/testimonials/order', access: 'admin', weight: 3, body: (f) => jsonBodies({ ids: f.testimonialIds }) },
    // the trash: hostile ids only (restoring or purging a real entry would be accepted every time)
    { method: 'GET', path: '/trash', access: 'admin', weight: 1 },
    { method: 'POST', path: '/trash/:id/restore', access: 'admin', weight: 2 },
    { method: 'DELETE', path: '/trash/:id', access: 'admin', weight: 2 },
    // orders (public: priced and recorded; the order book is the owner's) and the owner's figures
    { method: 'POST', path: '/orders/quote', access: 'public', weight: 4, body: orderBodies, readOnly: () => true },
    { method: 'POST', path: '/orders', access: 'public', idempotent: true, weight: 5, body: orderBodies },
    { method: 'GET', path: '/orders', access: 'admin', query: ['status', 'payment', 'from', 'to', 'limit', 'after'], weight: 3 },
    { method: 'GET', path: '/orders/to-collect', access: 'admin', weight: 1 },
    { method: 'GET', path: '/orders/:id', access: 'admin', ids: own.order, weight: 2 },
    { method: 'GET', path: '/orders/:id/bill', access: 'admin', ids: own.order, weight: 2 },
    // The customer's own page of an order: the suite's order's number with hostile keys (its real key is never tried)
    { method: 'GET', path: '/orders/:id/status', access: 'public', ids: own.orderNumber, query: ['key'], weight: 2 },
    { method: 'PATCH', path: '/orders/:id', access: 'admin', ids: own.order, weight: 4, body: jsonRoute({ status: 'confirmed', payment: new JsonObject([['status', 'paid'], ['method', 'upi'], ['reference', '412345678901']]) }) },
    { method: 'GET', path: '/insights', access: 'admin', query: ['days'], weight: 2 },
    // Counted (a write) only for a product that exists: the suite's own.
    { method: 'POST', path: '/insights/link-opens', access: 'public', weight: 3, body: (f) => jsonBodies({ productId: f.productId, variantKey: 'standard' }), readOnly: (body, f) => !body?.data.toString('utf8').includes(f.productId) },
    // "Tell me when it's back": numbers for the sold-out product (the in-stock one refuses them); the owner's lists; hostile entry ids only
    { method: 'POST', path: '/products/:id/waitlist', access: 'public', ids: own.soldOutProduct, weight: 3, body: jsonRoute({ variantKey: 'standard', phone: '98765 43210', lang: 'ta' }) },
    { method: 'GET', path: '/products/:id/waitlist', access: 'admin', ids: own.soldOutProduct, weight: 1 },
    { method: 'DELETE', path: '/products/:id/waitlist/:id', access: 'admin', ids: own.soldOutProduct, weight: 2 },
    { method: 'GET', path: '/waitlist', access: 'admin', weight: 1 },
    // stock counts: a stocktake, a received batch and a threshold of the suite's own product
    { method: 'GET', path: '/stock', access: 'admin', query: ['level'], weight: 1 },
    { method: 'GET', path: '/batches', access: 'admin', weight: 1 },
    { method: 'GET', path: '/products/:id/stock', access: 'admin', ids: own.product, weight: 1 },
    { method: 'POST', path: '/products/:id/stock', access: 'admin', ids: own.product, weight: 4, body: jsonRoute({ variantKey: 'standard', reason: 'stocktake', count: 40, lowStock: 3, note: 'Fuzz count' }) },
    { method: 'POST', path: '/products/:id/stock', access: 'admin', ids: own.product, weight: 3, body: jsonRoute({ variantKey: 'standard', reason: 'received', change: 2 }) },
    // The customers built from the orders; hostile ids only (deleting would empty the suite's orders' details)
    { method: 'GET', path: '/customers', access: 'admin', query: ['q'], weight: 2 },
    { method: 'GET', path: '/customers/due', access: 'admin', weight: 1 },
    { method: 'GET', path: '/customers/:id', access: 'admin', weight: 1 },
    { method: 'DELETE', path: '/customers/:id', access: 'admin', weight: 2 },
    // The team: accounts live in Firebase Auth, not compared; hostile uids only (never the owner's)
    { method: 'GET', path: '/team', access: 'admin', weight: 1 },
    { method: 'POST', path: '/team', access: 'admin', weight: 2, body: jsonRoute({ email: 'fuzz-helper@example.test', name: 'Fuzz helper', role: 'staff' }), readOnly: () => true },
    { method: 'DELETE', path: '/team/:id', access: 'admin', weight: 1 },
    // image files, under /uploads and /api/uploads
    { method: 'GET', path: '/uploads/:id/:id', access: 'public', weight: 2 },
    // the site function's files: the manifests of the shop (each language) and the back office, the icons made from the logo
    { method: 'GET', path: '/manifest.webmanifest', access: 'public', weight: 1 },
    { method: 'GET', path: '/ta/manifest.webmanifest', access: 'public', weight: 1 },
    { method: 'GET', path: '/admin/manifest.webmanifest', access: 'public', weight: 1 },
    { method: 'GET', path: '/app-icons/:id/:id', access: 'public', ids: () => ['icon-192.png', 'maskable-512.png', 'apple-touch-icon.png'], weight: 2 },
    // no such route, or no such method on a route
    { method: 'PATCH', path: '/products', access: 'admin', weight: 1, body: jsonRoute({ name: 'x' }) },
    { method: 'DELETE', path: '/nav-config', access: 'admin', weight: 1 },
    { method: 'POST', path: '/:id', access: 'public', weight: 1, body: jsonRoute({ name: 'x' }) },
  ];
}

/**
 * An order list: lines of hostile objects (each field absent, valid or hostile), valid lines, or more
 * lines than allowed; with the customer's fields (pincode, name, phone, note) absent, valid or hostile.
 */
function orderBodies(f: Fixtures): fc.Arbitrary<Body | undefined> {
  const order = { lines: [{ productId: f.productId, variantKey: 'standard', quantity: 2 }], pincode: '641001', name: 'Fuzz customer', phone: '98765 43210', note: 'Fuzz note', lang: 'ta', remindMe: true };
  // The valid order with one nested value swapped for a hostile one, or a key added (a prototype member's name, or a price).
  const swapOne = fc
    .tuple(fc.constantFrom(...pathsOf(order)), fc.option(fc.constantFrom(...PROTOTYPE_KEYS, 'price', 'unitPrice', 'total'), { nil: undefined, freq: 3 }), hostileJson)
    .map(([path, key, value]) => jsonBody(swapped(order, path, key, value)));
  const valid = (productId: string, quantity: Json = 1) => new JsonObject([['productId', productId], ['variantKey', 'standard'], ['quantity', quantity]]);
  const lines: fc.Arbitrary<Json> = fc.oneof(
    { weight: 3, arbitrary: fc.array(hostileObject({ productId: f.productId, variantKey: 'standard', quantity: 2 }), { minLength: 1, maxLength: 3 }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 99 }).map((quantity) => [valid(f.productId, quantity)]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'not-a-product'), hostileJson).map(([id, quantity]) => [valid(f.productId), valid(id, quantity)]) },
    { weight: 1, arbitrary: fc.constantFrom(30, 31).map((count) => Array.from({ length: count }, (_, i) => valid(`not-a-product-${i}`))) },
  );
  const fields = lines.chain((value) => jsonBodies({ lines: value, pincode: '641001', name: 'Fuzz customer', phone: '98765 43210', note: 'Fuzz note', lang: 'ta', remindMe: true }));
  // Sometimes the valid order itself: recorded (or a 409 once the fuzzing has changed the product's sizes).
  return fc.oneof({ weight: 4, arbitrary: swapOne }, { weight: 5, arbitrary: fields }, { weight: 1, arbitrary: fc.constant(jsonBody(toJson(order))) });
}

/** ID tokens no Google sign-in sends: any hostile value, huge text, unsigned, forged or broken JWTs, prototype keys. */
const hostileIdToken = fc.oneof(
  { weight: 3, arbitrary: hostileJson },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Json>('x'.repeat(4_097), 'x'.repeat(90_000), 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.', 'eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.e30.c2ln', 'a.b.c', '..', '', '__proto__', 'constructor'),
  },
);

/** A sign-in with an ID token instead of a password: `idToken` always there, hostile, beside hostile other fields. */
const idTokenBodies = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(hostileIdToken, hostileObject({ rememberMe: true, deviceToken: 'x' })).map(([idToken, rest]) => jsonBody(new JsonObject([['idToken', idToken], ...rest.entries]))),
  },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"idToken":"a.b.c"}}', '{"idToken":"a.b.c","idToken":{"__proto__":null}}', '{"constructor":{"idToken":1},"idToken":[]}').map((text) => ({ contentType: 'application/json', data: Buffer.from(text, 'utf8') })) },
);

/** Puts a generated email into a login or reset body (unless the body is not an object). */
function withEmail(body: Body | undefined, email: string): Body | undefined {
  if (!body || body.contentType !== 'application/json' || body.data[0] !== 0x7b) return body;
  const text = body.data.toString('utf8');
  return text.includes('"email"') ? body : { ...body, data: Buffer.from(`{"email":${JSON.stringify(email)},${text.slice(1)}`.replace(',}', '}'), 'utf8') };
}

/** The valid configuration with one nested field or key swapped for a hostile one, or a fully hostile object. */
function navConfigBodies(valid: JsonObject): fc.Arbitrary<Body | undefined> {
  const swapNested = fc.tuple(fc.nat({ max: 3 }), fc.option(fc.constantFrom('home', 'about', ...PROTOTYPE_KEYS), { nil: undefined }), hostileJson).map(([index, key, value]) => {
    const entries = valid.entries.map(([k, v]): [string, Json] => [k, v]);
    const [name, current] = entries[index];
    entries[index] = [name, key && current instanceof JsonObject ? new JsonObject([...current.entries.filter(([k]) => k !== key), [key, value]]) : value];
    return jsonBody(new JsonObject(entries));
  });
  const fields = Object.fromEntries(valid.entries);
  return fc.oneof({ weight: 3, arbitrary: swapNested }, { weight: 2, arbitrary: jsonBodies(fields) });
}

/** A plain JSON value as a `Json` (objects as entry lists). */
function toJson(value: unknown): Json {
  if (Array.isArray(value)) return value.map(toJson);
  if (value !== null && typeof value === 'object') return new JsonObject(Object.entries(value).map(([k, v]): [string, Json] => [k, toJson(v)]));
  return value as Json;
}

/** Every path into a value (object keys and array indexes), the root excluded. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const children: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return children.flatMap(([key, child]) => [[...at, key], ...pathsOf(child, [...at, key])]);
}

/** A copy of `value` whose value at `path` is `replacement`, or, given `key` and an object there, with that key added. */
function swapped(value: unknown, path: (string | number)[], key: string | undefined, replacement: Json): Json {
  if (!path.length) {
    if (key && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return new JsonObject([...Object.entries(value).map(([k, v]): [string, Json] => [k, toJson(v)]), [key, replacement]]);
    }
    return replacement;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? swapped(v, rest, key, replacement) : toJson(v)));
  return new JsonObject(Object.entries(value as object).map(([k, v]): [string, Json] => [k, k === head ? swapped(v, rest, key, replacement) : toJson(v)]));
}

/** The settings as GET answers them with one nested value swapped for a hostile one (or a key added), or a hostile object. */
/** Tamil texts for some sections of the site settings, so that their paths are fuzzed too. */
const SITE_TAMIL = {
  ta: {
    business: { name: 'வனம்', address: ['கோயம்புத்தூர்'], social: [{ name: 'முகநூல்' }] },
    home: { hero: { heading: 'மரச்செக்கு' } },
    legal: { packer: { name: 'வனம்', address: ['கோவை'] }, grievanceOfficer: { name: 'மீனாட்சி', designation: 'அலுவலர்' } },
    policies: { privacy: { text: 'தனியுரிமை' }, returns: { text: 'திருப்பி அனுப்புதல்' } },
    messages: { order: '{product} வேண்டும்' },
  },
};

const UPI_ID = 'vanamnaturals@okaxis';
/** UPI IDs that look nearly right: a real one with hostile text inside it, two @, no handle, link parameters, 10,000 characters. */
const hostileUpiId: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 0, max: UPI_ID.length }), hostileText).map(([at, text]) => `${UPI_ID.slice(0, at)}${text}${UPI_ID.slice(at)}`) },
  { weight: 1, arbitrary: fc.constantFrom(`${'a'.repeat(10_000)}@okaxis`, 'vanam@naturals@okaxis', 'vanamnaturals@', '@okaxis', `${UPI_ID}&pa=thief@ybl`) },
  { weight: 1, arbitrary: hostileJson },
);
/** The payments section alone (Site → Payments' save), its fields valid or hostile. */
const paymentsBodies = hostileObject(
  { upi: true, cash: true, upiId: UPI_ID, payeeName: 'Vanam Naturals' },
  { upiId: hostileUpiId, payeeName: fc.oneof(hostileText, fc.constant('n'.repeat(10_000))) },
).map((payments) => jsonBody(new JsonObject([['payments', payments]])));

/** Text that is nearly `valid`: hostile text inside it, or a hostile value. */
const nearly = (valid: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 0, max: valid.length }), hostileText).map(([at, text]): Json => `${valid.slice(0, at)}${text}${valid.slice(at)}`) },
    { weight: 1, arbitrary: hostileJson },
  );
const FSSAI = '12422001000123';
const GSTIN = '33AAPFU0939F1Z2';
/** The legal section alone (Site → Legal's save): FSSAI numbers and GSTINs nearly right (a digit too many or few, a wrong check character), hostile contacts. */
const legalBodies = hostileObject(
  {
    fssaiLicence: FSSAI,
    packer: toJson({ name: 'Vanam Naturals', address: ['12 Mill Street'] }),
    consumerCare: toJson({ phone: '+91 98765 43210', email: 'care@example.com' }),
    grievanceOfficer: toJson({ name: 'S. Meenakshi', designation: 'Grievance Officer', phone: '+91 98765 43211', email: 'g@example.com' }),
    gstin: GSTIN,
  },
  {
    fssaiLicence: fc.oneof(nearly(FSSAI), fc.constantFrom(`${FSSAI}0`, FSSAI.slice(1), '1'.repeat(10_000), 12422001000123)),
    gstin: fc.oneof(nearly(GSTIN), fc.constantFrom('33AAPFU0939F1Z3', GSTIN.toLowerCase(), `${GSTIN}Z`)),
  },
).map((legal) => jsonBody(new JsonObject([['legal', legal]])));
/** The policies alone (Site → Policies' save): the return window and the texts, valid or hostile. */
const policiesBodies = hostileObject(
  { shipping: toJson({ text: 'Ship' }), returns: toJson({ text: 'Return', windowDays: 7 }), cancellation: toJson({ text: 'Cancel' }), privacy: toJson({ text: 'Privacy' }), terms: toJson({ text: 'Terms' }) },
  { returns: fc.oneof(hostileJson, fc.constantFrom(-1, 91, 2.5, '7', 'Infinity').map((windowDays) => toJson({ text: 'Return', windowDays }))) },
).map((policies) => jsonBody(new JsonObject([['policies', policies]])));

function siteSettingsBodies(current: Record<string, unknown>): fc.Arbitrary<Body | undefined> {
  const settings = { ...current, translations: SITE_TAMIL };
  const swapNested = fc
    .tuple(fc.constantFrom(...pathsOf(settings)), fc.option(fc.constantFrom(...PROTOTYPE_KEYS, 'extra'), { nil: undefined, freq: 3 }), hostileJson)
    .map(([path, key, value]) => jsonBody(swapped(settings, path, key, value)));
  const fields = Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, toJson(v)]));
  return fc.oneof(
    { weight: 4, arbitrary: swapNested },
    { weight: 1, arbitrary: paymentsBodies },
    { weight: 1, arbitrary: legalBodies },
    { weight: 1, arbitrary: policiesBodies },
    { weight: 1, arbitrary: jsonBodies(fields) },
  );
}

/** The site function's files (functions/src/site/app.ts): answered from the root, not as /api JSON. */
export const isSiteFile = (path: string) => /^\/(((ta|admin)\/)?manifest\.webmanifest(\?|$)|app-icons\/)/.test(path);

const apiPath = (route: RouteSpec, ids: string[]) => {
  let i = 0;
  const filled = route.path.replace(/:id/g, () => ids[i++ % ids.length]);
  return filled.startsWith('/uploads') || isSiteFile(filled) ? filled : `/api${filled}`;
};

/**
 * Ids the local Firestore emulator (@firestore-emulator/server) cannot write in a transaction: it keeps
 * documents in a plain object and finds `constructor` or `toString` there (a 500 after ~45 s of retries).
 * Google's Firestore takes them; reads of them are fuzzed all the same.
 */
const EMULATOR_UNSAFE_IDS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** One request to one route. */
function requestFor(route: RouteSpec, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const hostile = route.method === 'GET' ? hostileId : hostileId.filter((id) => !EMULATOR_UNSAFE_IDS.has(id));
  const idArb = route.ids ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...route.ids(fixtures)) }, { weight: 3, arbitrary: hostile }) : hostile;
  const access: 'admin' | 'public' | 'second' = route.access;
  return fc
    .record({
      ids: fc.array(idArb, { minLength: 2, maxLength: 2 }),
      uploadsPrefix: fc.boolean(),
      query: route.query ? hostileQuery(route.query) : fc.constantFrom('', '', '?__proto__=1', '?x[]=1&x=2'),
      session: sessionFor(access),
      authorization,
      forwarded: forwardedFor,
      key: route.idempotent ? idempotencyKey : fc.constant(undefined),
      condition: route.method === 'PUT' || route.method === 'PATCH' ? ifMatch : fc.constant(undefined),
      body: route.body ? route.body(fixtures) : fc.constant(undefined),
    })
    .map(({ ids, uploadsPrefix, query, session, authorization: forged, forwarded, key, condition, body }) => {
      let path = apiPath(route, ids) + query;
      if (route.path.startsWith('/uploads') && uploadsPrefix) path = `/api${path}`;
      const headers: Record<string, string> = { 'X-Forwarded-For': forwarded };
      if (session === 'forged') headers.Authorization = forged;
      if (key !== undefined) headers['Idempotency-Key'] = key;
      if (condition !== undefined) headers['If-Match'] = condition;
      if (body?.contentType) headers['Content-Type'] = body.contentType;
      const readOnly = route.readOnly?.(body, fixtures) ?? false;
      return { route: `${route.method} ${route.path}`, method: route.method, path, session, headers, body: body?.data, readOnly };
    })
    .filter((request) => !request.body?.toString('utf8').toLowerCase().includes(OWNER_EMAIL));
}

/** A request to any route, routes weighted by how much input they take. */
export function anyRequest(fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...routes().map((route) => ({ weight: route.weight ?? 1, arbitrary: requestFor(route, fixtures) })));
}

/** The public writes limited per client network, each with a body that reaches its limit (a valid one). */
const LIMITED_WRITES: { route: string; path?: (fixtures: Fixtures) => string; body: (fixtures: Fixtures, n: number) => object }[] = [
  { route: 'POST /orders', body: (fixtures) => ({ lines: [{ productId: fixtures.productId, quantity: 1 }] }) },
  { route: 'POST /insights/link-opens', body: (fixtures) => ({ productId: fixtures.productId }) },
  { route: 'POST /products/:id/waitlist', path: (fixtures) => `/products/${fixtures.soldOutProductId}/waitlist`, body: (_fixtures, n) => ({ phone: `9${String(n % 1e9).padStart(9, '0')}` }) },
  { route: 'POST /auth/password-reset', body: (_fixtures, n) => ({ email: `fuzz-${n}@example.test` }) },
  { route: 'POST /auth/login', body: (_fixtures, n) => ({ email: `fuzz-${n}@example.test`, password: 'not-the-password' }) },
];

/**
 * A batch of `size` requests of one limited public write, each from another address of one /64
 * (BURST_NETWORK, in its several spellings): past its limit (20 orders, 10 failed sign-ins, 5 reset
 * mails, 10 waitlist numbers an hour; 120 link openings over several bursts) they are 429s, or answered and not counted.
 */
export function limitBurst(fixtures: Fixtures, size: number): fc.Arbitrary<FuzzRequest[]> {
  const request = (write: (typeof LIMITED_WRITES)[number], n: number) =>
    forwardedFrom(addressIn(fc.constant(BURST_NETWORK))).map((forwarded): FuzzRequest => {
      const [method, routePath] = write.route.split(' ');
      const path = write.path?.(fixtures) ?? routePath;
      return { route: write.route, method, path: `/api${path}`, session: 'none', headers: { 'X-Forwarded-For': forwarded, 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(write.body(fixtures, n))) };
    });
  return fc
    .tuple(fc.constantFrom(...LIMITED_WRITES), fc.integer({ min: 0, max: 2 ** 31 }))
    .chain(([write, seed]) => fc.tuple(...Array.from({ length: size }, (_, i) => request(write, seed + i))));
}
