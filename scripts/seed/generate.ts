/**
 * Regenerates the committed seed (emulator-data/) through the real API:
 *
 *   npx tsx scripts/seed/generate.ts        (needs built outputs: npm run build)
 *
 * 1. starts a stack on an empty state (.seed-state/, port offset 600),
 * 2. signs in as the administrator over HTTP,
 * 3. creates categories, subcategories, products and gallery items with multipart POSTs to /api
 *    (pictures drawn by ./images.ts), saves the navigation configuration and the site settings
 *    (./site.ts), and creates the testimonials, each with its Tamil texts (`translations.ta`,
 *    ./payloads.ts), then checks that the API reads them back in Tamil (`?lang=ta`),
 * 4. stops the stack cleanly and copies its state (Firestore snapshot, uploads, Auth export) into
 *    emulator-data/, which `npm start` copies into a new state folder on first start,
 * 5. writes the same documents as a Google Firestore emulator export (./exportForGoogle.ts), for
 *    `firebase emulators:start --import emulator-data`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { slugify, type Product } from '@catalogue/domain';
import { OFFSETS, startStack } from '../stack/index';
import { ROOT, statePaths } from '../stack/paths';
import { readSnapshot, writeSnapshot } from '../stack/firestore';
import { CATEGORIES, GALLERY, NAV_CONFIG, PRODUCTS, type SeedProductValues, type SeedSize } from './catalogue';
import { exportForGoogle } from './exportForGoogle';
import { productSvg, renderJpeg, sceneSvg } from './images';
import { categoryFields, galleryFields, productFields, sizesWithTamilLabels, tamilSizeLabels, type FormFields } from './payloads';
import { SITE_SETTINGS, TESTIMONIALS } from './site';

const STATE = path.join(ROOT, '.seed-state');
const SEED = path.join(ROOT, 'emulator-data');
const OFFSET = Number(process.env.SEED_PORT_OFFSET ?? OFFSETS.seed);
/** Runtime-only collections that do not belong in a seed. */
const EXCLUDED_COLLECTIONS = new Set(['loginAttempts']);

async function main() {
  fs.rmSync(STATE, { recursive: true, force: true });
  const stack = await startStack({
    stateDir: STATE,
    portOffset: OFFSET,
    seedDir: null,
    // On a shared machine: a web build and a functions copy of one's own (see the stack's --web-dist, --functions-source).
    webDist: process.env.SEED_WEB_DIST,
    functionsSource: process.env.SEED_FUNCTIONS_SOURCE,
    log: (line) => {
      if (/^(stack|firestore):/.test(line)) console.log(line);
    },
  });
  const api = `${stack.url}/api`;
  let token = '';

  async function call<T = { data: { _id: string } }>(method: string, route: string, body?: FormData | object): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${api}${route}`, { method, headers, body: payload });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 400)}`);
    return JSON.parse(text) as T;
  }

  const form = (fields: FormFields, image?: { name: string; data: Buffer }) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) data.append(key, String(value));
    if (image) data.append('image', new Blob([new Uint8Array(image.data)], { type: 'image/jpeg' }), image.name);
    return data;
  };

  try {
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    token = ((await login.json()) as { token: string }).token;

    // Categories and subcategories.
    const ids = new Map<string, string>();
    for (const category of CATEGORIES) {
      const image = await renderJpeg(productSvg(`category ${category.name}`, category.picture));
      const created = await call('POST', '/categories', form(categoryFields(category), { name: `${slugify(category.name)}.jpg`, data: image }));
      ids.set(category.key, created.data._id);
      for (const sub of category.subcategories ?? []) {
        const subImage = await renderJpeg(productSvg(`subcategory ${sub.name}`, sub.picture));
        const createdSub = await call('POST', '/categories', form(categoryFields(sub, created.data._id), { name: `${slugify(sub.name)}.jpg`, data: subImage }));
        ids.set(sub.key, createdSub.data._id);
      }
      console.log(`category ${category.name} (+${category.subcategories?.length ?? 0} subcategories)`);
    }

    // Products, oldest first so that the list (newest first) starts with the last ones. A product
    // with former packs gets them as sizes the way an owner would: each created as it was, then merged in,
    // then the sizes named in Tamil.
    const createProduct = async (values: SeedProductValues, sizes: SeedSize[] | undefined, filing: FormFields, category?: string) =>
      call(
        'POST',
        '/products',
        form({ ...productFields(values, sizes, category), ...filing }, { name: `${slugify(values.name)}.jpg`, data: await renderJpeg(productSvg(values.name, values.picture)) }),
      );
    for (const product of PRODUCTS) {
      const { category, subcategory, sizes, formerPacks = [], ...values } = product;
      const filing = { category: ids.get(category), subcategory: subcategory ? ids.get(subcategory) : undefined };
      const created = await createProduct(values, sizes, filing, category);
      let merged: Product | undefined;
      for (const { label, product: former } of formerPacks) {
        const formerCreated = await createProduct(former, undefined, filing);
        ({ data: merged } = await call<{ data: Product }>('POST', `/products/${created.data._id}/merge`, { productId: formerCreated.data._id, label }));
      }
      if (merged) await call('PUT', `/products/${created.data._id}`, form({ variants: JSON.stringify(sizesWithTamilLabels(product, merged.variants)) }));
    }
    const sized = PRODUCTS.filter((product) => (product.sizes?.length ?? 1) + (product.formerPacks?.length ?? 0) > 1).length;
    console.log(`${PRODUCTS.length} products, ${sized} of them in several sizes`);

    // Gallery.
    for (const item of GALLERY) {
      const image = await renderJpeg(sceneSvg(item.title, item.scene, item.title));
      await call('POST', '/gallery', form(galleryFields(item, (key) => ids.get(key)), { name: `${slugify(item.title)}.jpg`, data: image }));
    }
    console.log(`${GALLERY.length} gallery items`);

    // Navigation configuration.
    const saved = await call<{ data: { version: number } }>('PUT', '/nav-config', NAV_CONFIG);
    console.log(`navigation configuration version ${saved.data.version}`);

    // Site settings and testimonials.
    const site = await call<{ data: { version: number } }>('PUT', '/site', SITE_SETTINGS);
    console.log(`site settings version ${site.data.version}`);
    for (const testimonial of TESTIMONIALS) await call('POST', '/testimonials', testimonial);

    // Check what the API now serves.
    const products = await call<{ pagination: { total: number } }>('GET', '/products?limit=1000');
    const { data: list } = await call<{ data: { subcategories?: unknown[] }[] }>('GET', '/categories');
    const { data: galleryItems } = await call<{ data: unknown[] }>('GET', '/gallery');
    const { data: siteData } = await call<{ data: { settings: { version: number }; testimonials: unknown[] } }>('GET', '/site');
    const subCount = list.reduce((n, c) => n + (c.subcategories?.length ?? 0), 0);
    console.log(
      `API serves ${list.length} main categories (${subCount} subcategories), ${products.pagination.total} products, ${galleryItems.length} gallery items, site settings version ${siteData.settings.version}, ${siteData.testimonials.length} testimonials`,
    );
    if (products.pagination.total !== PRODUCTS.length || galleryItems.length !== GALLERY.length || siteData.settings.version !== 1 || siteData.testimonials.length !== TESTIMONIALS.length) {
      throw new Error('the API does not serve what was created');
    }
    const { data: tamilProducts } = await call<{ data: Product[] }>('GET', '/products?limit=1000&lang=ta');
    const { data: tamilSite } = await call<{ data: { settings: { business: { name: string } } } }>('GET', '/site?lang=ta');
    const notInTamil = untranslatedProducts(tamilProducts);
    console.log(`API serves ${PRODUCTS.length - notInTamil.length} products in Tamil (?lang=ta), site name ${tamilSite.settings.business.name}`);
    if (notInTamil.length || tamilSite.settings.business.name !== SITE_SETTINGS.translations?.ta?.business?.name) {
      throw new Error(`the API does not read the Tamil texts back: ${notInTamil.join(', ') || 'site settings'}`);
    }
    await call('POST', '/auth/logout').catch(() => {});
  } finally {
    await stack.stop();
  }

  // Copy the state into emulator-data/.
  const state = statePaths(STATE);
  for (const part of ['firestore', 'uploads', 'auth']) fs.rmSync(path.join(SEED, part), { recursive: true, force: true });
  fs.mkdirSync(path.join(SEED, 'firestore'), { recursive: true });
  const documents = readSnapshot(state.firestore).filter((doc) => {
    const collection = /\/documents\/([^/]+)\//.exec(doc.path)?.[1];
    return !collection || !EXCLUDED_COLLECTIONS.has(collection);
  });
  writeSnapshot(path.join(SEED, 'firestore'), documents);
  fs.cpSync(state.uploads, path.join(SEED, 'uploads'), { recursive: true });
  fs.cpSync(state.auth, path.join(SEED, 'auth'), { recursive: true });
  fs.rmSync(STATE, { recursive: true, force: true });
  await exportForGoogle(SEED).catch((error: Error) => {
    throw new Error(`${error.message}\nfirestore/, uploads/ and auth/ are written; firestore_export/ is stale: run \`npm run seed:export\` where Google's emulator is installed.`);
  });

  const size = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? size(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
  console.log(`\nemulator-data/ written: ${documents.length} documents, ${(size(SEED) / 1024 / 1024).toFixed(1)} MB`);
}

/** The seed products that `?lang=ta` does not answer with their Tamil name and size labels. */
function untranslatedProducts(served: readonly Product[]): string[] {
  const byName = new Map(served.map((product) => [product.name, product]));
  return PRODUCTS.filter((product) => {
    const answered = byName.get(product.ta.name ?? product.name);
    const labels = tamilSizeLabels(product);
    return !answered || (labels.length > 0 && answered.variants.some((size) => !labels.includes(size.label)));
  }).map((product) => product.name);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
