/**
 * /api/site: the settings every public page reads, saved as versions with history and restore,
 * the logo and hero image. The settings are compared whole here, so this file holds the 'site-settings'
 * test lock from start to end (orders.test.ts takes it to save delivery areas; the fuzz suite runs
 * later, alone); at the end the settings are restored to what they were. GET /site also answers the
 * shown testimonials, so its ETag test holds the 'testimonials' lock as well.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_ORDER_UPDATE_MESSAGES, ORDER_UPDATE_KINDS, ORDER_UPDATE_TEMPLATE_KEYS } from '@catalogue/domain';
import { admin, call, deleteUser, exclusive, firestore, form, get, imageState, makeImage, makeUser } from './helpers';

let token: string;
let nonAdmin: Awaited<ReturnType<typeof makeUser>>;
let initialVersion: number;
let release: (() => Promise<void>) | undefined;

type Settings = Record<string, any>;
const settings = async (): Promise<Settings> => (await get('/site')).body.data.settings;
const withoutVersion = (saved: Settings) => Object.fromEntries(Object.entries(saved).filter(([key]) => !['version', 'savedAt', 'savedBy'].includes(key)));
const put = (json: unknown, as = token) => call('PUT', '/site', { token: as, json });
/** A copy of `base` changed by `change`. */
const edited = (base: Settings, change: (copy: Settings) => void) => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};
const upload = async (path: string, as = token) => call('PUT', path, { token: as, body: form({}, { data: await makeImage(300, 200, 'jpeg'), type: 'image/jpeg', name: 'x.jpg' }) });

beforeAll(async () => {
  release = await exclusive('site-settings');
  token = await admin();
  nonAdmin = await makeUser('user');
  initialVersion = (await settings()).version;
}, 6 * 60_000);

afterAll(async () => {
  // The end-to-end tests that follow on the same stack expect the seed's settings.
  if (initialVersion !== undefined) await call('POST', `/site/versions/${initialVersion}/restore`, { token });
  await release?.();
  await deleteUser(nonAdmin?.uid);
});

describe('GET /api/site', () => {
  it('answers the settings and the shown testimonials, publicly cached with an ETag', async () => {
    const releaseTestimonials = await exclusive('testimonials');
    onTestFinished(releaseTestimonials);
    const r = await get('/site');
    expect(r.status).toBe(200);
    expect(r.body.data.settings).toMatchObject({ business: expect.any(Object), hours: expect.any(Object), home: expect.any(Object), about: expect.any(Object), messages: expect.any(Object), version: expect.any(Number) });
    expect(r.body.data.settings.hours.days).toHaveLength(7);
    expect(Array.isArray(r.body.data.testimonials)).toBe(true);
    expect(r.body.data.testimonials.every((t: { shown: boolean }) => t.shown)).toBe(true);
    expect(r.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/site', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  }, 6 * 60_000);
});

describe('PUT /api/site', () => {
  it('takes the settings exactly as GET answers them (round trip) and saves a new version', async () => {
    const before = await settings();
    const r = await put(before);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.version).toBe(before.version + 1);
    expect(r.body.data.savedBy).toEqual(expect.any(String));
    expect(withoutVersion(r.body.data)).toEqual(withoutVersion(before));
    expect(await settings()).toEqual(r.body.data);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a save shows on the next GET, and read-only fields sent back are ignored', async () => {
    const before = await settings();
    const change = edited(before, (s) => {
      s.business.phones = [{ display: '+91 90000 11111', dial: '+919000011111' }];
      s.business.chatNumber = '919000011111';
      s.hours.days[6] = { day: 'sunday', closed: false, open: '10:00', close: '13:00' };
      s.home.hero.heading = 'A new heading';
      s.version = 999_999;
      s.savedBy = 'Mallory';
      s.business.logo = { src: '/uploads/site/forged-1024.webp', width: 1, height: 1, variants: [] };
      s.home.hero.image = 'javascript:alert(1)';
    });
    const r = await put(change);
    expect(r.status, r.text).toBe(200);
    const now = await settings();
    expect(now.version).toBe(before.version + 1);
    expect(now.savedBy).not.toBe('Mallory');
    expect(now.business.phones).toEqual([{ display: '+91 90000 11111', dial: '+919000011111' }]);
    expect(now.business.chatNumber).toBe('919000011111');
    expect(now.hours.days[6]).toEqual({ day: 'sunday', closed: false, open: '10:00', close: '13:00' });
    expect(now.home.hero.heading).toBe('A new heading');
    expect(now.business.logo).toEqual(before.business.logo);
    expect(now.home.hero.image).toEqual(before.home.hero.image);
  });

  it('refuses what users get wrong with field errors, and a failed save changes nothing', async () => {
    const before = await settings();
    const cases: [string, (s: Settings) => void, string][] = [
      ['chat number with + and spaces', (s) => (s.business.chatNumber = '+91 98765 43210'), 'business.chatNumber'],
      ['chat number without a country code', (s) => (s.business.chatNumber = '12345'), 'business.chatNumber'],
      ['javascript: URL', (s) => (s.business.social = [{ name: 'Evil', url: 'javascript:alert(1)' }]), 'business.social[0].url'],
      ['ftp URL', (s) => (s.business.social = [{ name: 'Files', url: 'ftp://example.com/' }]), 'business.social[0].url'],
      ['close before open', (s) => (s.hours.days[6] = { day: 'sunday', closed: false, open: '18:00', close: '09:00' }), 'hours.days[6].close'],
      ['an invalid time', (s) => (s.hours.days[0] = { day: 'monday', closed: false, open: '25:00', close: '26:00' }), 'hours.days[0].open'],
      ['8 weekdays', (s) => s.hours.days.push({ day: 'monday', closed: true, open: '', close: '' }), 'hours.days'],
      ['weekdays out of order', (s) => s.hours.days.reverse(), 'hours.days'],
      ['order message without {product}', (s) => (s.messages.order = 'I want to order'), 'messages.order'],
      ['a huge text', (s) => (s.about.story.text = 'x'.repeat(5_000)), 'about.story.text'],
      ['a long description', (s) => (s.business.description = 'y'.repeat(601)), 'business.description'],
      ['an invisible-only name', (s) => (s.business.name = '\u200b\u00a0\u2060 '), 'business.name'],
      ['an empty hero heading', (s) => (s.home.hero.heading = '   '), 'home.hero.heading'],
      ['Infinity as latitude', (s) => (s.business.map.lat = 'Infinity'), 'business.map.lat'],
      ["'1e3' as longitude", (s) => (s.business.map.lng = '1e3'), 'business.map.lng'],
      ['a latitude out of range', (s) => (s.business.map.lat = 91), 'business.map.lat'],
      ['only one coordinate', (s) => (s.business.map = { label: '', lat: 11, lng: null }), 'business.map'],
      ['a bad dial string', (s) => (s.business.phones = [{ display: 'Call', dial: 'tel:123' }]), 'business.phones[0].dial'],
      ['a bad email', (s) => (s.business.email = 'not an email'), 'business.email'],
      ['two stats', (s) => s.home.stats.pop(), 'home.stats'],
      ['an unknown top-level key', (s) => (s.extra = true), 'extra'],
      ['an unknown key in an array item', (s) => (s.business.phones[0] = { ...s.business.phones[0], constructor: 'x' }), 'business.phones[0].constructor'],
      ['an object for a text in an array', (s) => (s.business.address = [{ toString: 'x' }]), 'business.address[0]'],
      ['a text for an object', (s) => (s.hours = 'always open'), 'hours'],
    ];
    for (const [name, change, field] of cases) {
      const r = await put(edited(before, change));
      expect(r.status, name).toBe(400);
      expect(r.body.message, name).toBe('Validation failed');
      expect(Object.keys(r.body.errors), `${name}: ${JSON.stringify(r.body.errors)}`).toContain(field);
    }
    for (const body of [null, [], 'text', 42]) expect((await put(body)).status).toBe(400);
    expect(await settings()).toEqual(before);
  });

  // A longer time limit: the Functions emulator starts a worker per concurrent request, slow on a busy machine.
  it('concurrent saves get distinct consecutive versions, each kept in the history', async () => {
    const before = await settings();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => put(edited(before, (s) => (s.business.tagline = `Concurrent ${i}`)))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const versions = results.map((r) => r.body.data.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 8 }, (_, i) => before.version + 1 + i));
    const stored = await Promise.all(versions.map((v) => get(`/site/versions/${v}`, { token })));
    expect(stored.map((r) => r.body.data.business.tagline).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Concurrent ${i}`).sort());
  }, 180_000);
});

describe("the messages telling a customer of a change of their order", () => {
  const putRaw = (text: string) => call('PUT', '/site', { token, body: text, headers: { 'Content-Type': 'application/json' } });

  it('are required, at most 600 characters, kept as typed (an unknown placeholder too), in English and Tamil', async () => {
    const before = await settings();
    const cases: [string, (s: Settings) => void, string][] = [
      ['a confirmed message too long', (s) => (s.messages.orderConfirmed = 'x'.repeat(601)), 'messages.orderConfirmed'],
      ['an empty out-for-delivery message', (s) => (s.messages.orderOutForDelivery = ' \u200b '), 'messages.orderOutForDelivery'],
      ['a missing payment-received message', (s) => delete s.messages.paymentReceived, 'messages.paymentReceived'],
      ['an object for a message', (s) => (s.messages.paymentRefunded = { toString: 'x' }), 'messages.paymentRefunded'],
      ['a Tamil message too long', (s) => (s.translations = { ta: { messages: { orderDelivered: 'க'.repeat(601) } } }), 'translations.ta.messages.orderDelivered'],
    ];
    for (const [name, change, field] of cases) {
      const r = await put(edited(before, change));
      expect(r.status, name).toBe(400);
      expect(Object.keys(r.body.errors), `${name}: ${JSON.stringify(r.body.errors)}`).toContain(field);
    }
    // Written by hand: an object literal's `__proto__` would set its prototype, not a key.
    const polluted = await putRaw(`{"messages":${JSON.stringify(before.messages).replace(/^\{/, '{"__proto__":{"polluted":true},')}}`);
    expect(polluted.status, polluted.text).toBe(400);
    expect(polluted.body.errors).toHaveProperty(['messages.__proto__']);
    expect(await settings()).toEqual(before);

    const saved = await put({ messages: { ...before.messages, orderCancelled: 'Sorry {name}: {number} is off. {whatever}' }, translations: { ta: { messages: { orderCancelled: 'மன்னிக்கவும் {name}' } } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.messages.orderCancelled).toBe('Sorry {name}: {number} is off. {whatever}');
    expect(saved.body.data.translations.ta.messages.orderCancelled).toBe('மன்னிக்கவும் {name}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stored settings from before them read the defaults', async () => {
    const current = firestore().collection('settings').doc('site');
    const stored = (await current.get()).data()!;
    onTestFinished(() => current.set(stored).then(() => undefined));
    const messages = Object.fromEntries(Object.entries(stored.messages as Record<string, unknown>).filter(([key]) => !(Object.values(ORDER_UPDATE_TEMPLATE_KEYS) as string[]).includes(key)));
    await current.set({ ...stored, messages });
    const read = await settings();
    for (const kind of ORDER_UPDATE_KINDS) expect(read.messages[ORDER_UPDATE_TEMPLATE_KEYS[kind]], kind).toBe(DEFAULT_ORDER_UPDATE_MESSAGES[kind].en);
    expect(read.messages.order).toBe(stored.messages.order);
  });
});

describe('versions, history and restore', () => {
  it('history is newest first; a version reads back as saved; restore brings its values back as a new version', async () => {
    const base = await settings();
    const a = (await put(edited(base, (s) => (s.business.email = 'first@example.com')))).body.data;
    const b = (await put(edited(base, (s) => (s.business.email = 'second@example.com')))).body.data;
    expect(b.version).toBe(a.version + 1);

    const history = await get('/site/history?limit=2', { token });
    expect(history.status).toBe(200);
    expect(history.body.data.map((v: Settings) => v.version)).toEqual([b.version, a.version]);
    expect((await get(`/site/versions/${a.version}`, { token })).body.data).toEqual(a);

    const restored = await call('POST', `/site/versions/${a.version}/restore`, { token });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.version).toBe(b.version + 1);
    expect(withoutVersion(restored.body.data)).toEqual(withoutVersion(a));
    expect((await settings()).business.email).toBe('first@example.com');
  });

  it('version 0 is the defaults; unknown versions are 404, malformed ones 400', async () => {
    const zero = await get('/site/versions/0', { token });
    expect(zero.status).toBe(200);
    expect(zero.body.data).toMatchObject({ version: 0, savedBy: null, business: { logo: null } });
    expect((await get('/site/versions/999999999', { token })).status).toBe(404);
    expect((await call('POST', '/site/versions/999999999/restore', { token })).status).toBe(404);
    for (const v of ['abc', '1.5', '-1', '1e3']) {
      expect((await get(`/site/versions/${v}`, { token })).status, v).toBe(400);
      expect((await call('POST', `/site/versions/${v}/restore`, { token })).status, v).toBe(400);
    }
    expect((await get('/site/history?limit=abc', { token })).status).toBe(200);
  });

  it('the history is the owner\'s: a visitor cannot read a phone number or address the owner removed', async () => {
    const current = await settings();
    for (const path of ['/site/history', `/site/versions/${current.version}`, '/site/versions/0']) {
      const r = await get(path);
      expect(r.status, path).toBe(401);
      expect(r.body).toMatchObject({ success: false });
      expect(r.text).not.toContain(current.business.name);
    }
  });
});

describe('logo and hero image', () => {
  it('an upload saves a new version with the image; a settings save keeps it; delete falls back to null; restore brings it back', async () => {
    const before = await settings();
    const uploaded = await upload('/site/logo');
    expect(uploaded.status, uploaded.text).toBe(200);
    const logo = uploaded.body.data.business.logo;
    expect(logo).toMatchObject({ src: expect.stringMatching(/^\/uploads\/site\/.+\.webp$/), width: 300, height: 200 });
    expect(uploaded.body.data.version).toBe(before.version + 1);
    expect((await imageState(logo)).allPresent).toBe(true);
    expect(withoutVersion(edited(uploaded.body.data, (s) => (s.business.logo = before.business.logo)))).toEqual(withoutVersion(before));

    const saved = await put(edited(await settings(), (s) => (s.business.tagline = 'Kept logo')));
    expect(saved.body.data.business.logo).toEqual(logo);

    const removed = await call('DELETE', '/site/logo', { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.business.logo).toBeNull();
    expect((await settings()).business.logo).toBeNull();
    // Older versions still show it: its files stay.
    expect((await imageState(logo)).allPresent).toBe(true);

    const restored = await call('POST', `/site/versions/${uploaded.body.data.version}/restore`, { token });
    expect(restored.body.data.business.logo).toEqual(logo);
    expect((await settings()).business.logo).toEqual(logo);
    expect((await call('DELETE', '/site/logo', { token })).status).toBe(200);
  });

  it('the hero image works the same way', async () => {
    const uploaded = await upload('/site/hero-image');
    expect(uploaded.status, uploaded.text).toBe(200);
    const image = uploaded.body.data.home.hero.image;
    expect(image).toMatchObject({ src: expect.stringMatching(/^\/uploads\/site\//) });
    expect((await settings()).home.hero.image).toEqual(image);
    const removed = await call('DELETE', '/site/hero-image', { token });
    expect(removed.body.data.home.hero.image).toBeNull();
    expect((await imageState(image)).allPresent).toBe(true);
  });

  it('refuses bad uploads with the products messages and saves nothing', async () => {
    const before = await settings();
    const noFile = await call('PUT', '/site/logo', { token, body: form({ name: 'x' }) });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ image: 'Please upload an image' });
    const text = await call('PUT', '/site/logo', { token, body: form({}, { data: Buffer.from('not an image'), type: 'image/png' }) });
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/Only image files are allowed/);
    const huge = await call('PUT', '/site/hero-image', { token, body: form({}, { data: Buffer.alloc(5 * 1024 * 1024 + 10, 0xff), type: 'image/jpeg' }) });
    expect(huge.status).toBe(413);
    const json = await call('PUT', '/site/logo', { token, json: { image: 'https://example.com/logo.png' } });
    expect(json.status).toBe(400);
    expect(await settings()).toEqual(before);
  });
});

describe('payments (Site → Payments)', () => {
  const upi = { upi: true, cash: true, upiId: 'shop.name-1@oksbi', payeeName: 'Test Oil Shop' };

  it('the section saves alone, is served publicly by GET /api/site and has nothing to translate', async () => {
    const before = await settings();
    const r = await put({ payments: upi, translations: { ta: { payments: {} } } });
    expect(r.status, r.text).toBe(200);
    const now = (await get('/site')).body.data.settings;
    expect(now.payments).toEqual(upi);
    expect((await get('/site?lang=ta')).body.data.settings.payments).toEqual(upi);
    for (const section of ['business', 'hours', 'home', 'about', 'leads', 'delivery', 'messages']) expect(now[section], section).toEqual(before[section]);
    const translated = await put({ payments: upi, translations: { ta: { payments: { payeeName: 'சோதனை' } } } });
    expect(translated.status).toBe(400);
    expect(Object.keys(translated.body.errors)).toEqual(['translations.ta.payments.payeeName']);
  });

  it('refuses hostile and wrong values with field errors, and changes nothing', async () => {
    const before = await settings();
    const cases: [string, unknown, string][] = [
      ['UPI on without a UPI ID', { ...upi, upiId: '' }, 'payments.upiId'],
      ['UPI on without a payee name', { ...upi, payeeName: '\u200b\u2060 ' }, 'payments.payeeName'],
      ['a UPI ID with a zero-width space', { ...upi, upiId: 'shop\u200bname@oksbi' }, 'payments.upiId'],
      ['a UPI ID with a zero-width joiner in its handle', { ...upi, upiId: 'shopname@ok\u200dsbi' }, 'payments.upiId'],
      ['a UPI ID with a text-direction override', { ...upi, upiId: 'shop\u202Ename@oksbi' }, 'payments.upiId'],
      ['a UPI ID with a space', { ...upi, upiId: 'shop name@oksbi' }, 'payments.upiId'],
      ['a UPI ID with two @', { ...upi, upiId: 'shop@name@oksbi' }, 'payments.upiId'],
      ['a UPI ID with an empty handle', { ...upi, upiId: 'shopname@' }, 'payments.upiId'],
      ['a UPI ID carrying link parameters', { ...upi, upiId: 'shop@oksbi&pa=thief@ybl' }, 'payments.upiId'],
      ['a 10,000-character UPI ID', { ...upi, upiId: `${'a'.repeat(10_000)}@oksbi` }, 'payments.upiId'],
      ['a 10,000-character payee name', { ...upi, payeeName: 'n'.repeat(10_000) }, 'payments.payeeName'],
      ['a payee name with a line break', { ...upi, payeeName: 'Test\nShop' }, 'payments.payeeName'],
      ['a text for a flag', { ...upi, upi: 'yes' }, 'payments.upi'],
      ['an object for a flag', { ...upi, cash: { valueOf: true } }, 'payments.cash'],
      ['a list for a flag', { ...upi, upi: [true] }, 'payments.upi'],
      ['no way to pay', { ...upi, upi: false, cash: false }, 'payments.cash'],
      ['a number for the UPI ID', { ...upi, upiId: 42 }, 'payments.upiId'],
      ['an unknown key', { ...upi, merchantCode: '5411' }, 'payments.merchantCode'],
      ['a constructor key', { ...upi, constructor: { upi: true } }, 'payments.constructor'],
      ['a text for the section', 'UPI please', 'payments'],
    ];
    for (const [name, payments, field] of cases) {
      const r = await put({ payments });
      expect(r.status, name).toBe(400);
      expect(r.body.message, name).toBe('Validation failed');
      expect(Object.keys(r.body.errors), `${name}: ${JSON.stringify(r.body.errors)}`).toContain(field);
    }
    const proto = await call('PUT', '/site', { token, body: `{"payments":{"__proto__":{"upi":true,"upiId":"thief@ybl"},"upi":false,"cash":true,"upiId":"","payeeName":""}}`, headers: { 'Content-Type': 'application/json' } });
    expect(proto.status, proto.text).toBe(400);
    expect(Object.keys(proto.body.errors)).toEqual(['payments.__proto__']);
    expect(await settings()).toEqual(before);
  });
});

describe('legal details (Site → Legal)', () => {
  const legal = {
    fssaiLicence: '12422001000123',
    packer: { name: 'Test Oil Packers', address: ['3 Ring Road', 'Erode 638001'] },
    consumerCare: { phone: '+91 90000 00001', email: 'care@example.com' },
    grievanceOfficer: { name: 'R. Kumar', designation: 'Grievance Officer', phone: '+91 90000 00002', email: 'grievance@example.com' },
    gstin: '33AAPFU0939F1Z2',
  };

  it('the section saves alone (the FSSAI number without its spaces, the GSTIN upper-cased), in Tamil where it is text, and is served publicly', async () => {
    const before = await settings();
    const r = await put({
      legal: { ...legal, fssaiLicence: ' 1242 2001 000 123 ', gstin: '33aapfu0939f1z2' },
      translations: { ta: { legal: { packer: { name: 'டெஸ்ட் பேக்கர்ஸ்' }, grievanceOfficer: { designation: 'குறைதீர் அலுவலர்' } } } },
    });
    expect(r.status, r.text).toBe(200);
    const now = await settings();
    expect(now.legal).toEqual(legal);
    expect(now.business).not.toHaveProperty('gstin');
    const tamil = (await get('/site?lang=ta')).body.data.settings.legal;
    expect(tamil).toMatchObject({ fssaiLicence: legal.fssaiLicence, packer: { name: 'டெஸ்ட் பேக்கர்ஸ்', address: legal.packer.address }, grievanceOfficer: { name: 'R. Kumar', designation: 'குறைதீர் அலுவலர்' } });
    for (const section of ['business', 'hours', 'home', 'about', 'leads', 'delivery', 'payments', 'policies', 'messages']) expect(now[section], section).toEqual(before[section]);
  });

  it('refuses hostile and wrong values with field errors, and changes nothing', async () => {
    const before = await settings();
    const cases: [string, unknown, string][] = [
      ['13 digits', { ...legal, fssaiLicence: '1242200100012' }, 'legal.fssaiLicence'],
      ['15 digits', { ...legal, fssaiLicence: '124220010001234' }, 'legal.fssaiLicence'],
      ['letters in the FSSAI number', { ...legal, fssaiLicence: '1242200100012O' }, 'legal.fssaiLicence'],
      ['a zero-width space in the FSSAI number', { ...legal, fssaiLicence: '1242200100\u200b0123' }, 'legal.fssaiLicence'],
      ['Tamil digits', { ...legal, fssaiLicence: '௧௨௪௨௨௦௦௧௦௦௦௧௨௩' }, 'legal.fssaiLicence'],
      ['an object for the FSSAI number', { ...legal, fssaiLicence: { value: '12422001000123' } }, 'legal.fssaiLicence'],
      ['10,000 characters', { ...legal, fssaiLicence: '1'.repeat(10_000) }, 'legal.fssaiLicence'],
      ['a GSTIN with a wrong check character', { ...legal, gstin: '33AAPFU0939F1Z3' }, 'legal.gstin'],
      ['a GSTIN with a bidi override', { ...legal, gstin: '33AAPFU0939F1Z\u202e2' }, 'legal.gstin'],
      ['a 10,000-character packer name', { ...legal, packer: { ...legal.packer, name: 'n'.repeat(10_000) } }, 'legal.packer.name'],
      ['an empty packer address line', { ...legal, packer: { ...legal.packer, address: ['\u200b'] } }, 'legal.packer.address[0]'],
      ['a script for a phone', { ...legal, consumerCare: { ...legal.consumerCare, phone: '<script>alert(1)</script>' } }, 'legal.consumerCare.phone'],
      ['a bad email', { ...legal, grievanceOfficer: { ...legal.grievanceOfficer, email: 'a@b@c' } }, 'legal.grievanceOfficer.email'],
      ['a line break in a name', { ...legal, grievanceOfficer: { ...legal.grievanceOfficer, name: 'R.\nKumar' } }, 'legal.grievanceOfficer.name'],
      ['an unknown key', { ...legal, panNumber: 'AAPFU0939F' }, 'legal.panNumber'],
      ['a list for the packer', { ...legal, packer: ['x'] }, 'legal.packer'],
      ['a text for the section', 'legal', 'legal'],
    ];
    for (const [name, value, field] of cases) {
      const r = await put({ legal: value });
      expect(r.status, name).toBe(400);
      expect(r.body.message, name).toBe('Validation failed');
      expect(Object.keys(r.body.errors), `${name}: ${JSON.stringify(r.body.errors)}`).toContain(field);
    }
    const tamilNumber = await put({ legal, translations: { ta: { legal: { fssaiLicence: '12422001000123' } } } });
    expect(tamilNumber.status).toBe(400);
    const proto = await call('PUT', '/site', { token, body: `{"legal":{"__proto__":{"gstin":"x"},"fssaiLicence":""}}`, headers: { 'Content-Type': 'application/json' } });
    expect(proto.status, proto.text).toBe(400);
    expect(Object.keys(proto.body.errors)).toContain('legal.__proto__');
    expect(await settings()).toEqual(before);
  });

  it("stored settings from before the legal section: the GSTIN kept in business.gstin is read as legal.gstin; the policies read their defaults in both languages", async () => {
    const current = firestore().collection('settings').doc('site');
    const stored = (await current.get()).data()!;
    // Put back unless the test's own save (a new version) replaced it.
    onTestFinished(async () => {
      if ((await current.get()).get('version') !== stored.version) return;
      await current.delete();
      await current.set(stored);
    });
    // Written anew (the in-process emulator's set() keeps the fields it is not given).
    const { legal: _legal, policies: _policies, ...older } = stored;
    const { handlingDays: _handling, transitDays: _transit, ...olderDelivery } = older.delivery;
    const { policies: _tamilPolicies, ...olderTamil } = older.translations?.ta ?? {};
    await current.delete();
    await current.set({ ...older, business: { ...older.business, gstin: '33AAPFU0939F1Z2' }, delivery: olderDelivery, translations: { ...older.translations, ta: olderTamil } });
    const read = await settings();
    expect(read.legal).toEqual({ fssaiLicence: '', packer: { name: '', address: [] }, consumerCare: { phone: '', email: '' }, grievanceOfficer: { name: '', designation: '', phone: '', email: '' }, gstin: '33AAPFU0939F1Z2' });
    expect(read.business).not.toHaveProperty('gstin');
    expect(read.policies.returns.windowDays).toBe(7);
    expect(read.policies.privacy.text).toContain('180 days');
    expect(read.delivery).toMatchObject({ handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } });
    const tamil = (await get('/site?lang=ta')).body.data.settings;
    expect(tamil.policies.privacy.text).toContain('180 நாட்களுக்குப்');
    // Saved again (as the back office does), the GSTIN stays where the legal section keeps it.
    const saved = await put({ legal: read.legal });
    expect(saved.status, saved.text).toBe(200);
    expect((await current.get()).data()!.legal.gstin).toBe('33AAPFU0939F1Z2');
  });
});

describe('policies and delivery times (Site → Policies, Site → Delivery)', () => {
  it('the policies save with the return window, in both languages; delivery times save with the areas', async () => {
    const before = await settings();
    const policies = edited(before.policies, (p) => {
      p.returns = { text: 'Returns within the window, *free*.', windowDays: 10 };
      p.terms.text = 'Our terms.';
    });
    const r = await put({ policies, translations: { ta: { policies: { terms: { text: 'எங்கள் விதிமுறைகள்.' } } } } });
    expect(r.status, r.text).toBe(200);
    expect((await settings()).policies).toEqual(policies);
    const tamil = (await get('/site?lang=ta')).body.data.settings.policies;
    expect(tamil.terms.text).toBe('எங்கள் விதிமுறைகள்.');
    expect(tamil.returns).toEqual({ text: 'Returns within the window, *free*.', windowDays: 10 });
    const delivery = { ...before.delivery, handlingDays: { min: 1, max: 2 }, transitDays: { min: 2, max: 5 } };
    expect((await put({ delivery })).status).toBe(200);
    expect((await settings()).delivery).toEqual(delivery);
  });

  it('refuses wrong windows, day ranges and texts with field errors, and changes nothing', async () => {
    const before = await settings();
    const policyCases: [string, unknown, string][] = [
      ['a negative window', { ...before.policies, returns: { ...before.policies.returns, windowDays: -1 } }, 'policies.returns.windowDays'],
      ['a window of 91 days', { ...before.policies, returns: { ...before.policies.returns, windowDays: 91 } }, 'policies.returns.windowDays'],
      ['a window of 2.5 days', { ...before.policies, returns: { ...before.policies.returns, windowDays: 2.5 } }, 'policies.returns.windowDays'],
      ['a text for the window', { ...before.policies, returns: { ...before.policies.returns, windowDays: 'a week' } }, 'policies.returns.windowDays'],
      ['a 10,000-character policy', { ...before.policies, privacy: { text: 'p'.repeat(10_000) } }, 'policies.privacy.text'],
      ['a bidi override in a policy', { ...before.policies, terms: { text: 'ok \u202e evil' } }, 'policies.terms.text'],
      ['an unknown policy', { ...before.policies, warranty: { text: 'x' } }, 'policies.warranty'],
      ['a text for a policy', { ...before.policies, shipping: 'fast' }, 'policies.shipping'],
    ];
    const deliveryCases: [string, unknown, string][] = [
      ['handling days backwards', { ...before.delivery, handlingDays: { min: 3, max: 1 } }, 'delivery.handlingDays.max'],
      ['negative transit days', { ...before.delivery, transitDays: { min: -1, max: 2 } }, 'delivery.transitDays.min'],
      ['a year in transit', { ...before.delivery, transitDays: { min: 1, max: 365 } }, 'delivery.transitDays.max'],
      ['a text for days', { ...before.delivery, handlingDays: 'soon' }, 'delivery.handlingDays'],
    ];
    for (const [name, value, field] of [...policyCases.map(([n, v, f]) => [n, { policies: v }, f] as const), ...deliveryCases.map(([n, v, f]) => [n, { delivery: v }, f] as const)]) {
      const r = await put(value);
      expect(r.status, name).toBe(400);
      expect(Object.keys(r.body.errors), `${name}: ${JSON.stringify(r.body.errors)}`).toContain(field);
    }
    const tamilWindow = await put({ policies: before.policies, translations: { ta: { policies: { returns: { windowDays: 3 } } } } });
    expect(tamilWindow.status).toBe(400);
    expect(await settings()).toEqual(before);
  });
});

describe('every mutating route needs an administrator', () => {
  it('401 without a session, 403 for a signed-in non-admin, and nothing changes', async () => {
    const before = await settings();
    const image = await makeImage(20, 20);
    const routes: [string, string, () => { json?: unknown; body?: FormData }][] = [
      ['PUT', '/site', () => ({ json: before })],
      ['POST', `/site/versions/${initialVersion}/restore`, () => ({})],
      ['PUT', '/site/logo', () => ({ body: form({}, { data: image }) })],
      ['DELETE', '/site/logo', () => ({})],
      ['PUT', '/site/hero-image', () => ({ body: form({}, { data: image }) })],
      ['DELETE', '/site/hero-image', () => ({})],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, body())).status, `${method} ${path} without a session`).toBe(401);
      expect((await call(method, path, { token: 'not-a-session', ...body() })).status, `${method} ${path} bad token`).toBe(401);
      const forbidden = await call(method, path, { token: nonAdmin.token, ...body() });
      expect(forbidden.status, `${method} ${path} as a non-admin`).toBe(403);
      expect(forbidden.body.message).toBe('Administrator access required');
    }
    expect(await settings()).toEqual(before);
  });
});
