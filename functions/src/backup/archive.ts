/**
 * Reading a backup zip (GET /api/backup writes them): `manifest.json`, `collections/<name>.json` for
 * every collection the shop owns, and `uploads/<key>` photos, read one at a time when needed.
 * Everything but the photos is read and checked before anything is changed: a file that is not a zip
 * or not a backup, a backup of another schema version, and a damaged one (a checksum, a size or a
 * count that does not match, JSON that does not parse, a value Firestore cannot store) is a
 * BackupRefused saying what is wrong.
 */
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, MAX_IMAGE_BYTES, type BackupManifest } from '@catalogue/domain';
import { HttpError } from '../http/errors';
import { safeKey } from '../images/imageStore';
import { ADDED_LATER, BACKUP_COLLECTIONS, type BackupCollection, type BackupCollections, type BackupDocument } from '../store/backup';
import { safeDocId } from '../store/util';

export class BackupRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface BackupArchive {
  manifest: BackupManifest;
  collections: BackupCollections;
  /** The keys of the photos the zip holds. */
  photoKeys: ReadonlySet<string>;
  readPhoto(key: string): Promise<Buffer>;
}

const NOT_A_BACKUP = 'This file is not a backup of this shop';
/** More entries than any shop's backup holds: a zip made to exhaust the server. */
const MAX_ENTRIES = 100_000;
const MAX_JSON_BYTES = 64 * 1024 * 1024;
/** Firestore's own limits: a document of at most 1 MiB, maps nested at most 20 deep. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;
const MAX_DEPTH = 20;

const damaged = (what: string) => new BackupRefused(`This backup is damaged (${what}): nothing was changed. Download a new backup, or use another copy of this one.`);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry's bytes, checked against the size and checksum its table of contents declares. yauzl's
 * own size check is off (`validateEntrySizes: false`): on a wrong declared size it ended its stream
 * with neither an error nor an end, and the restore waited until the function timed out. Here a
 * stream that gives more bytes than declared is cut off at once, and one that ends short is refused.
 */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await promisify(zip.openReadStream.bind(zip))(entry);
  } catch {
    throw damaged(`${entry.fileName} cannot be read`);
  }
  const read = await new Promise<{ data: Buffer } | { problem: string }>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const wrongSize = { problem: `${entry.fileName} is not the size its table of contents gives` };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= entry.uncompressedSize) return void chunks.push(chunk);
      stream.destroy();
      resolve(wrongSize);
    });
    stream.on('error', () => resolve({ problem: `${entry.fileName} cannot be read` }));
    stream.on('end', () => resolve(size === entry.uncompressedSize ? { data: Buffer.concat(chunks) } : wrongSize));
  });
  if ('problem' in read) throw damaged(read.problem);
  if (crc32(read.data) !== entry.crc32) throw damaged(`${entry.fileName} does not match its checksum`);
  return read.data;
}

async function entriesOf(data: Buffer): Promise<{ zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(data, { lazyEntries: true, strictFileNames: true, validateEntrySizes: false });
  } catch {
    throw new BackupRefused(`${NOT_A_BACKUP} (it is not a zip file, or only part of one).`);
  }
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= MAX_ENTRIES) return reject(new BackupRefused(`${NOT_A_BACKUP} (it holds more than ${MAX_ENTRIES} files).`));
      if (entries.has(entry.fileName)) return reject(damaged(`${entry.fileName} is in it twice`));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(damaged('its table of contents cannot be read')));
    zip.readEntry();
  });
  return { zip, entries };
}

async function readJson(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<unknown> {
  if (entry.uncompressedSize > MAX_JSON_BYTES) throw damaged(`${entry.fileName} is larger than any backup's`);
  try {
    return JSON.parse((await readEntry(zip, entry)).toString('utf8'));
  } catch (error) {
    throw error instanceof BackupRefused ? error : damaged(`${entry.fileName} is not valid JSON`);
  }
}

function checkManifest(value: unknown): BackupManifest {
  if (!isPlainObject(value) || value.format !== BACKUP_FORMAT) throw new BackupRefused(`${NOT_A_BACKUP} (its manifest is not a backup's).`);
  if (value.schemaVersion !== BACKUP_SCHEMA_VERSION) {
    throw new BackupRefused(
      `This backup is of another version (schema ${JSON.stringify(value.schemaVersion)}); this shop restores backups of schema ${BACKUP_SCHEMA_VERSION} only. Nothing was changed.`,
    );
  }
  const { createdAt, counts, photos } = value;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) throw damaged('its manifest has no date');
  if (!isPlainObject(counts) || typeof photos !== 'number' || !Number.isSafeInteger(photos) || photos < 0) throw damaged('its manifest has no counts');
  return { format: BACKUP_FORMAT, schemaVersion: BACKUP_SCHEMA_VERSION, createdAt: new Date(createdAt).toISOString(), counts: counts as Record<string, number>, photos };
}

/** Why Firestore would refuse the value, or null when it can store it. */
function unstorable(value: unknown, depth = 0, inArray = false): string | null {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'a number that is not finite';
  if (depth > MAX_DEPTH) return 'values nested too deep';
  if (Array.isArray(value)) {
    if (inArray) return 'a list inside a list';
    for (const item of value) {
      const why = unstorable(item, depth + 1, true);
      if (why) return why;
    }
    return null;
  }
  if (!isPlainObject(value)) return 'a value of no known type';
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$timestamp') return typeof value.$timestamp === 'string' && !Number.isNaN(Date.parse(value.$timestamp)) ? null : 'a date that cannot be read';
  for (const key of keys) {
    if (!key || /^__.*__$/.test(key) || Buffer.byteLength(key) > 1500) return `a field named ${JSON.stringify(key.slice(0, 40))}`;
    const why = unstorable(value[key], depth + 1, false);
    if (why) return why;
  }
  return null;
}

function checkDocuments(name: BackupCollection, value: unknown, count: unknown): BackupDocument[] {
  const file = `collections/${name}.json`;
  if (!Array.isArray(value)) throw damaged(`${file} is not a list of documents`);
  if (value.length !== count) throw damaged(`${file} holds ${value.length} documents where its manifest says ${String(count)}`);
  const ids = new Set<string>();
  return value.map((doc: unknown, i) => {
    if (!isPlainObject(doc) || typeof doc.id !== 'string' || safeDocId(doc.id) !== doc.id || !isPlainObject(doc.data)) throw damaged(`${file}, document ${i + 1}, has no id or no data`);
    if (ids.has(doc.id)) throw damaged(`${file} holds ${doc.id} twice`);
    ids.add(doc.id);
    const why = unstorable(doc.data);
    if (why) throw damaged(`${file}, ${doc.id}, holds ${why}`);
    if (Buffer.byteLength(JSON.stringify(doc.data)) > MAX_DOCUMENT_BYTES) throw damaged(`${file}, ${doc.id}, is larger than a document can be`);
    return { id: doc.id, data: doc.data };
  });
}

const PHOTO_PREFIX = 'uploads/';
const COLLECTION_FILE = /^collections\/(.+)\.json$/;
/** A stored rendition is far smaller than an upload may be; anything larger is not one of ours. */
export const MAX_PHOTO_BYTES = 4 * MAX_IMAGE_BYTES;

/** Opens and checks a backup; BackupRefused when it is not one this shop can restore. */
export async function openBackup(data: Buffer): Promise<BackupArchive> {
  const { zip, entries } = await entriesOf(data);
  const manifestEntry = entries.get('manifest.json');
  if (!manifestEntry) throw new BackupRefused(`${NOT_A_BACKUP} (it has no manifest.json).`);
  const manifest = checkManifest(await readJson(zip, manifestEntry));

  const photos = new Map<string, yauzl.Entry>();
  for (const [fileName, entry] of entries) {
    if (fileName === 'manifest.json' || fileName.endsWith('/')) continue;
    const collection = COLLECTION_FILE.exec(fileName)?.[1];
    if (collection !== undefined) {
      if (!BACKUP_COLLECTIONS.includes(collection as BackupCollection)) throw damaged(`${fileName} is not a collection of this shop`);
      continue;
    }
    const key = fileName.startsWith(PHOTO_PREFIX) ? safeKey(fileName.slice(PHOTO_PREFIX.length).split('/')) : null;
    if (!key) throw damaged(`${fileName} is not part of a backup`);
    if (entry.uncompressedSize > MAX_PHOTO_BYTES) throw damaged(`${fileName} is larger than any photo of the shop`);
    photos.set(key, entry);
  }
  // A backup holds every photo it names, or none when they were sent one at a time beforehand (npm run restore).
  if (photos.size && photos.size !== manifest.photos) throw damaged(`it holds ${photos.size} photos where its manifest says ${manifest.photos}`);

  const collections = {} as BackupCollections;
  for (const name of BACKUP_COLLECTIONS) {
    const entry = entries.get(`collections/${name}.json`);
    if (!entry && ADDED_LATER.has(name) && manifest.counts[name] === undefined) {
      collections[name] = [];
      continue;
    }
    if (!entry) throw damaged(`collections/${name}.json is missing`);
    collections[name] = checkDocuments(name, await readJson(zip, entry), manifest.counts[name]);
  }

  return {
    manifest,
    collections,
    photoKeys: new Set(photos.keys()),
    readPhoto: (key) => {
      const entry = photos.get(key);
      if (!entry) throw new Error(`The backup holds no photo ${key}`);
      return readEntry(zip, entry);
    },
  };
}
