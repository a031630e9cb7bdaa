/**
 * Property-based fuzzing of every /api route (issue #11): generated hostile JSON, multipart bodies,
 * query strings, ids and headers, signed in as the seeded administrator and not. Every answer is
 * below 500 and a JSON envelope, and a batch of refused requests leaves Firestore and the image
 * store exactly as they were (fuzz/state.ts says what is compared).
 *
 *   FUZZ_SEED         the fast-check seed (default: a new one every run, printed, so that every
 *                     submission sends other requests; set it to replay a run)
 *   FUZZ_RUNS         batches (default 80, i.e. 2,000 requests in `npm test`; `npm run fuzz` sends
 *                     10,000, about 3 minutes on a quiet 2-core machine at 55 requests/s)
 *   FUZZ_BATCH        requests per batch, i.e. per comparison of the state (default 25)
 *   FUZZ_CONCURRENCY  requests in flight at once (default 12)
 *   FUZZ_RESTORE_RUNS hostile backups restored (default 40; fuzz/backups.ts makes them from the shop's own)
 *
 * It runs alone, after the other API test files (vitest.config.ts, project 'fuzz'), because it
 * compares the whole database before and after each batch.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_URL, admin, call, createCategory, createProduct, deleteUser, fakeIp, form, forwardedFor, login, makeImage, makeUser, unique, unzip, zip } from './helpers';
import { backupFiles, damagedBackup, zipOf } from './fuzz/backups';
import { anyRequest, limitBurst, type Fixtures, type SessionKind } from './fuzz/requests';
import { FuzzRun } from './fuzz/runner';
import { difference, fingerprint } from './fuzz/state';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const REPLAY = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz`;
const BATCH_SIZE = Number(process.env.FUZZ_BATCH ?? 25);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 12);
const RESTORE_RUNS = Number(process.env.FUZZ_RESTORE_RUNS ?? 40);
/** "A few seconds": how long the refusal of a hostile backup may take. */
const RESTORE_MS = 5000;

let token: string;
let second: Awaited<ReturnType<typeof makeUser>>;
let secondToken: Promise<string> | null = null;
let fixtures: Fixtures;
let navConfigBefore: { version: number; [key: string]: unknown };
let siteVersionBefore: number;
let run: FuzzRun;

beforeAll(async () => {
  token = await admin();
  second = await makeUser('admin');
  const category = await createCategory(token, { name: unique('Fuzz'), order: 900, showInNav: false, showInProductsDropdown: false });
  const subcategory = await createCategory(token, { name: unique('FuzzSub'), parent: category._id, showInNav: false, showInProductsDropdown: false });
  const product = await createProduct(token, { category: category._id });
  const soldOut = await createProduct(token, { category: category._id, inStock: 'false' });
  const image = await makeImage(8, 8);
  const gallery = await call('POST', '/gallery', { token, body: form({ title: unique('FuzzG') }, { data: image }) });
  if (gallery.status !== 201) throw new Error(`gallery item: ${gallery.status} ${gallery.text}`);
  const testimonial = await call('POST', '/testimonials', { token, json: { quote: 'Fuzz', name: unique('Fuzz'), rating: 5, shown: false } });
  if (testimonial.status !== 201) throw new Error(`testimonial: ${testimonial.status} ${testimonial.text}`);
  const testimonialIds = (await call('GET', '/testimonials', { token })).body.data.map((t: { _id: string }) => t._id);
  const order = await call('POST', '/orders', { json: { lines: [{ productId: product._id, quantity: 1 }] }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
  const siteSettings = (await call('GET', '/site')).body.data.settings;
  fixtures = {
    categoryId: category._id,
    subcategoryId: subcategory._id,
    productId: product._id,
    soldOutProductId: soldOut._id,
    productSlug: product.slug,
    categorySlug: category.slug,
    galleryItemId: gallery.body.data._id,
    testimonialId: testimonial.body.data._id,
    testimonialIds,
    orderId: order.body.data._id,
    orderNumber: order.body.data.number,
    siteSettings,
    image,
    hostileBackup: await hostileBackup(),
  };
  navConfigBefore = (await call('GET', '/nav-config')).body.data;
  siteVersionBefore = siteSettings.version;
});

/** A backup's layout (format, schema, every collection) holding documents no restore may write. */
async function hostileBackup(): Promise<Buffer> {
  const collections = ['products', 'productSlugs', 'categories', 'categorySlugs', 'gallery', 'testimonials', 'settings', 'siteSettingsVersions', 'navConfig', 'navConfigVersions', 'orders', 'orderNumbers', 'orderCounters', 'linkOpens', 'trash'];
  // Written by hand: an object literal's `__proto__` would set its prototype, not a key.
  const hostile = '[{"id":"constructor","data":{"__proto__":{"polluted":true},"name":"y","price":1e400}},{"id":"toString","data":{"name":"z","sizes":[[1]]}}]';
  const files = new Map<string, string>(collections.map((name) => [`collections/${name}.json`, name === 'products' ? hostile : '[]']));
  files.set('manifest.json', JSON.stringify({ format: 'oil-catalogue-backup', schemaVersion: 1, createdAt: new Date().toISOString(), counts: Object.fromEntries(collections.map((name) => [name, name === 'products' ? 2 : 0])), photos: 0 }));
  return zip(files);
}

/** Puts back what the fuzzing changed, so that later test stages see the catalogue they expect. */
afterAll(async () => {
  const created = run?.created ?? [];
  const remove = (prefix: string, ids: string[]) => Promise.all(ids.map((id) => call('DELETE', `${prefix}/${encodeURIComponent(id)}`, { token })));
  const idsOf = (pattern: RegExp) => created.filter((c) => pattern.test(c.route)).map((c) => c.id);
  if (fixtures) {
    await remove('/products', [...idsOf(/\/products/), fixtures.productId, fixtures.soldOutProductId]);
    await remove('/gallery', [...idsOf(/\/gallery/), fixtures.galleryItemId]);
    await remove('/categories', [...idsOf(/\/categories/), fixtures.categoryId]);
    await remove('/testimonials', [...idsOf(/\/testimonials/), fixtures.testimonialId]);
    // No route deletes an order: the suite's own are cancelled, so that the figures and the count of new orders leave them out.
    const orders = [...new Set([...idsOf(/^POST \/orders$/), fixtures.orderId])];
    await Promise.all(orders.map((id) => call('PATCH', `/orders/${encodeURIComponent(id)}`, { token, json: { status: 'cancelled' } })));
    const remaining: string[] = (await call('GET', '/testimonials', { token })).body.data.map((t: { _id: string }) => t._id);
    const before = fixtures.testimonialIds.filter((id) => remaining.includes(id));
    await call('PUT', '/testimonials/order', { token, json: { ids: [...before, ...remaining.filter((id) => !before.includes(id))] } });
  }
  if (siteVersionBefore !== undefined && (await call('GET', '/site')).body.data.settings.version !== siteVersionBefore) {
    await call('POST', `/site/versions/${siteVersionBefore}/restore`, { token });
  }
  const navConfigNow = (await call('GET', '/nav-config')).body.data;
  if (navConfigBefore && navConfigNow.version !== navConfigBefore.version) {
    const { maxVisibleItems, moreDropdownLabel, showFixedItems, fixedItemsOrder } = navConfigBefore;
    await call('PUT', '/nav-config', { token, json: { maxVisibleItems, moreDropdownLabel, showFixedItems, fixedItemsOrder } });
  }
  if (second) await deleteUser(second.uid);
});

const sessions = {
  async token(kind: SessionKind) {
    if (kind === 'admin') return token;
    if (kind !== 'second') return null;
    secondToken ??= login(second.email, second.password).then((r) => r.body.token as string);
    return secondToken;
  },
  ended() {
    secondToken = null;
  },
};

it(`${RUNS * BATCH_SIZE} hostile requests: never a 5xx, always a JSON envelope, a refusal changes nothing`, async () => {
  run = new FuzzRun(sessions, CONCURRENCY);
  console.log(`fuzz: seed ${SEED}, ${RUNS} batches of ${BATCH_SIZE} (replay: ${REPLAY})`);
  const started = Date.now();
  // One batch in ten is a burst of one limited public write from many addresses of one /64, so the per-network limits are reached.
  const batches = fc.oneof({ weight: 9, arbitrary: fc.array(anyRequest(fixtures), { minLength: BATCH_SIZE, maxLength: BATCH_SIZE }) }, { weight: 1, arbitrary: limitBurst(fixtures, BATCH_SIZE) });
  // The property records findings instead of failing, so that one run reports all of them (and nothing is shrunk against a live stack).
  await fc.assert(fc.asyncProperty(batches, (batch) => run.runBatch(batch)), { seed: SEED, numRuns: RUNS, endOnFailure: true });
  console.log(run.summary(SEED, RUNS, (Date.now() - started) / 1000));
  expect(run.findings.map((f) => f.detail).slice(0, 10), `replay: ${REPLAY}`).toEqual([]);
}, 30 * 60_000);

it(`${RESTORE_RUNS} hostile backups made from the shop's own: each refused whole, a 400 with a message within ${RESTORE_MS / 1000} s, and the shop unchanged`, async () => {
  const download = await fetch(`${API_URL}/api/backup`, { headers: { Authorization: `Bearer ${token}` } });
  const base = backupFiles(await unzip(Buffer.from(await download.arrayBuffer())));
  const send = (file: Buffer, dryRun: boolean) => call('POST', `/backup/restore${dryRun ? '?dryRun=1' : ''}`, { token, body: form({}, { data: file, name: 'backup.zip', type: 'application/zip', field: 'file' }) });
  // The backup itself restores: what refuses each case is its damages.
  const sane = await send(await zipOf({ what: [], dryRun: true, files: base }), true);
  expect(sane.status, sane.text).toBe(200);
  let baseline = await fingerprint();
  const findings: string[] = [];
  const started = Date.now();
  const property = fc.asyncProperty(damagedBackup(base), async (backup) => {
    const sent = Date.now();
    const r = await send(await zipOf(backup), backup.dryRun);
    const ms = Date.now() - sent;
    const what = `${backup.dryRun ? 'dry run' : 'restore'} of a backup with ${backup.what.join('; ')}`;
    if (r.status !== 400 || r.body?.success !== false || typeof r.body.message !== 'string' || !r.body.message) findings.push(`${what} → ${r.status} ${r.text.slice(0, 300)}`);
    if (ms > RESTORE_MS) findings.push(`${what}: answered in ${ms} ms`);
    const now = await fingerprint();
    if (now.hash !== baseline.hash) findings.push(`${what} changed the shop:\n${difference(baseline, now).slice(0, 10).join('\n')}`);
    baseline = now;
  });
  await fc.assert(property, { seed: SEED, numRuns: RESTORE_RUNS, endOnFailure: true });
  console.log(`fuzz: ${RESTORE_RUNS} hostile backups in ${((Date.now() - started) / 1000).toFixed(1)} s, ${findings.length} findings (replay: FUZZ_SEED=${SEED} FUZZ_RESTORE_RUNS=${RESTORE_RUNS})`);
  expect(findings.slice(0, 10), `replay: FUZZ_SEED=${SEED} FUZZ_RESTORE_RUNS=${RESTORE_RUNS}`).toEqual([]);
}, 15 * 60_000);
