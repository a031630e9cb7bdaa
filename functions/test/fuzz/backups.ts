/**
 * Hostile backups for POST /api/backup/restore, generated from a real backup of the shop (issue 34):
 * one to three damages, each of which alone must refuse the whole backup, at generated places.
 * Values no save of the API accepts, references that go nowhere, slugs twice, photos in neither the
 * backup nor the shop or that are pages, collection files that are not lists of documents, manifests
 * that do not match, bytes that are not a zip or do not match their checksum.
 */
import fc from 'fast-check';
import { zip } from '../helpers';

type Data = Record<string, unknown>;
interface Doc {
  id: string;
  data: Data;
}

/** A backup as files: the manifest, each collection's documents (or raw text in their place), other entries. */
export interface BackupFiles {
  manifest: Data;
  collections: Record<string, Doc[]>;
  raw: Map<string, string>;
  extra: Map<string, Buffer>;
}

export interface DamagedBackup {
  what: string[];
  dryRun: boolean;
  files: BackupFiles;
  /** Applied to the zip's bytes last. */
  bytes?: (zip: Buffer) => Buffer;
}

type Damage = (backup: DamagedBackup) => void;

const UPLOADS = 'uploads/';

/** The backup's files without its photos (the shop has them: a restore finds them there, a dry run does not look). */
export function backupFiles(files: Map<string, Buffer>): BackupFiles {
  const collections: Record<string, Doc[]> = {};
  for (const [name, content] of files) {
    const collection = /^collections\/(.+)\.json$/.exec(name)?.[1];
    if (collection) collections[collection] = JSON.parse(content.toString('utf8')) as Doc[];
  }
  return { manifest: JSON.parse(files.get('manifest.json')!.toString('utf8')) as Data, collections, raw: new Map(), extra: new Map() };
}

export async function zipOf({ files, bytes }: DamagedBackup): Promise<Buffer> {
  const entries = new Map<string, Buffer | string>([['manifest.json', JSON.stringify(files.manifest)]]);
  for (const [name, docs] of Object.entries(files.collections)) entries.set(`collections/${name}.json`, files.raw.get(name) ?? JSON.stringify(docs));
  for (const [name, content] of files.extra) entries.set(name, content);
  const data = await zip(entries);
  return bytes ? bytes(data) : data;
}

/** A damage to one document of `collection`, chosen by `at`. */
const onDoc = (collection: string, what: string, change: (doc: Doc, docs: Doc[]) => void) =>
  fc.nat().map(
    (at): Damage =>
      (backup) => {
        const docs = backup.files.collections[collection];
        if (!docs.length) throw new Error(`the backup has no ${collection}`);
        const doc = docs[at % docs.length];
        change(doc, docs);
        backup.what.push(`${collection}/${doc.id}: ${what}`);
      },
  );

/** A field set to values no save of the API accepts. */
const badValue = (collection: string, field: string, values: unknown[]) =>
  fc.constantFrom(...values).chain((value) => onDoc(collection, `${field} = ${JSON.stringify(value)?.slice(0, 80)}`, (doc) => void (doc.data[field] = value)));

const LONG = 'x'.repeat(5000);
const BAD_TEXT = ['', ' ', '\u200b\u200d', 'a\u0000b', 'a\u202eb', '\ud800', LONG, {}, [], null];

const fieldDamages: fc.Arbitrary<Damage>[] = [
  badValue('products', 'name', BAD_TEXT),
  badValue('products', 'price', ['abc', -1, 10_000_001, 1.234, '1e3', 'Infinity', '0x10', {}, [], true]),
  badValue('products', 'variants', ['x', 42, [], {}, [{ label: 'a', price: 1, mrp: 1 }, { label: 'A', price: 2, mrp: 2 }], [{ key: 'Bad Key', price: 1 }], [{ price: -5 }], [null], Array.from({ length: 13 }, (_, i) => ({ label: `${i} L`, price: i }))]),
  badValue('products', 'featured', ['maybe', {}, []]),
  badValue('products', 'pressedOn', ['2026-13-01', 'tomorrow', '1999-01-01', '3000-01-01', 20261112]),
  badValue('products', 'slug', ['Bad Slug', 'constructor', '-x', 'a--b', 'x'.repeat(81), 'é']),
  badValue('products', 'translations', ['x', { ta: { name: LONG } }, { ta: { name: 'a\u202eb' } }, { ta: 'x' }]),
  badValue('categories', 'name', BAD_TEXT),
  badValue('categories', 'order', ['abc', 1.5, 1e12, -1e12]),
  badValue('categories', 'showInNav', ['maybe', {}]),
  badValue('gallery', 'title', BAD_TEXT),
  badValue('gallery', 'isPopular', ['maybe', []]),
  badValue('testimonials', 'rating', [0, 6, 'five', 2.5, null]),
  badValue('testimonials', 'quote', BAD_TEXT),
  badValue('settings', 'hours', ['x', { days: [] }, { days: 'x' }]),
  badValue('settings', 'business', ['x', { name: '' }, { name: 'Shop', email: 'not an email' }]),
  badValue('navConfig', 'maxVisibleItems', [0, 'abc', 1000, 2.5, null]),
  badValue('navConfig', 'moreDropdownLabel', BAD_TEXT),
];

const gone = fc.stringMatching(/^[a-z0-9]{6,12}$/).map((id) => `gone-${id}`);
const isSub = (doc: Doc) => typeof doc.data.parentId === 'string' && doc.data.parentId !== '';

const referenceDamages: fc.Arbitrary<Damage>[] = [
  gone.chain((id) => onDoc('products', `categoryId = ${id}`, (doc) => void (doc.data.categoryId = id))),
  // A main category is no subcategory, of its own or of another.
  onDoc('products', 'subcategoryId = its main category', (doc) => void (doc.data.subcategoryId = doc.data.categoryId)),
  gone.chain((id) => onDoc('categories', `parentId = ${id}`, (doc) => void (doc.data.parentId = id))),
  onDoc('categories', 'parentId = a subcategory', (doc, docs) => void (doc.data.parentId = docs.find(isSub)?.id ?? 'no-subcategory')),
  gone.chain((id) => onDoc('gallery', `categoryId = ${id}`, (doc) => void (doc.data.categoryId = id))),
  onDoc('products', 'slug = another product’s', (doc, docs) => void (doc.data.slug = docs.find((other) => other !== doc)!.data.slug)),
  gone.chain((slug) => onDoc('products', `slug = ${slug}, in no index`, (doc) => void (doc.data.slug = slug))),
];

/** A photo a live document names that is neither in the zip nor in the shop: only a restore looks (a dry run of a zip without photos cannot). */
const missingPhoto: fc.Arbitrary<Damage> = gone.chain((id) =>
  onDoc('products', `cover = a photo nowhere (${id})`, (doc) => {
    doc.data.image = `/uploads/products/${id}-640.webp`;
  }).map((damage): Damage => (backup) => {
    damage(backup);
    backup.dryRun = false;
  }),
);

/** A "photo" that is a page, named by a product's cover, the one photo the zip holds. */
const pagePhoto: fc.Arbitrary<Damage> = fc.constantFrom('webp', 'jpg', 'png', 'svg').chain((ext) =>
  onDoc('products', `cover = uploads/products/page.${ext}, a page`, (doc) => void (doc.data.image = `/uploads/products/page.${ext}`)).map((damage): Damage => (backup) => {
    damage(backup);
    backup.files.extra.set(`${UPLOADS}products/page.${ext}`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    backup.files.manifest.photos = 1;
  }),
);

const collectionNames = ['products', 'productSlugs', 'categories', 'gallery', 'testimonials', 'settings', 'navConfig', 'trash', 'orders'];
const RAW_COLLECTIONS = ['{', '[1,2', '"x"', '{"a":1}', '[1]', '[{"id":"x"}]', '[{"id":"__x__","data":{}}]', '[{"id":"a/b","data":{}}]', '[{"id":"x","data":{"a":1e400}}]', '[{"id":"x","data":{"__proto__":{"polluted":true},"name":"y"}}]', '[{"id":"x","data":{"a":[[1]]}}]'];

const structureDamages: fc.Arbitrary<Damage>[] = [
  fc.tuple(fc.constantFrom(...collectionNames), fc.constantFrom(...RAW_COLLECTIONS)).map(([name, text]): Damage => (backup) => {
    backup.files.raw.set(name, text);
    backup.what.push(`collections/${name}.json = ${text}`);
  }),
  fc.constantFrom(...collectionNames).map((name): Damage => (backup) => {
    const docs = backup.files.collections[name];
    if (docs.length) docs.push(structuredClone(docs[0]));
    else backup.files.manifest.counts = { ...(backup.files.manifest.counts as Data), [name]: 1 };
    backup.what.push(`collections/${name}.json: ${docs.length ? 'a document twice' : 'a count that does not match'}`);
  }),
  fc.constantFrom<[string, unknown]>(['schemaVersion', 2], ['schemaVersion', '1'], ['format', 'other'], ['createdAt', 'yesterday'], ['photos', -1], ['photos', 'x'], ['counts', null]).map(([key, value]): Damage => (backup) => {
    backup.files.manifest[key] = value;
    backup.what.push(`manifest.${key} = ${JSON.stringify(value)}`);
  }),
  fc.constantFrom('collections/evil.json', 'notes.txt', 'uploads/.hidden.webp', 'uploads/a b.webp').map((name): Damage => (backup) => {
    backup.files.extra.set(name, Buffer.from('[]'));
    backup.what.push(`an entry ${name}`);
  }),
  // A changed byte inside a stored collection file: its checksum no longer matches.
  fc.nat().map((at): Damage => (backup) => {
    backup.bytes = (data) => {
      const start = data.indexOf(Buffer.from('[{"id":'));
      const copy = Buffer.from(data);
      copy[start + 8 + (at % 8)] ^= 0x20;
      return copy;
    };
    backup.what.push('a changed byte in a collection file');
  }),
  fc.double({ min: 0.05, max: 0.95, noNaN: true }).map((share): Damage => (backup) => {
    backup.bytes = (data) => data.subarray(0, Math.floor(data.length * share));
    backup.what.push(`only the first ${Math.round(share * 100)}% of the zip`);
  }),
  fc.uint8Array({ minLength: 0, maxLength: 2000 }).map((junk): Damage => (backup) => {
    backup.bytes = () => Buffer.from(junk);
    backup.what.push(`${junk.length} bytes of junk`);
  }),
];

const anyDamage = fc.oneof({ weight: 5, arbitrary: fc.oneof(...fieldDamages) }, { weight: 3, arbitrary: fc.oneof(...referenceDamages, missingPhoto, pagePhoto) }, { weight: 2, arbitrary: fc.oneof(...structureDamages) });

/** A copy of `base` with one to three damages, previewed or restored. */
export function damagedBackup(base: BackupFiles): fc.Arbitrary<DamagedBackup> {
  return fc.tuple(fc.array(anyDamage, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([damages, dryRun]) => {
    const backup: DamagedBackup = { what: [], dryRun, files: { ...structuredClone({ manifest: base.manifest, collections: base.collections }), raw: new Map(), extra: new Map() } };
    for (const damage of damages) damage(backup);
    return backup;
  });
}
