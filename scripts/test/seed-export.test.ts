/**
 * The committed seed exists in two forms that must hold the same documents:
 * emulator-data/firestore/snapshot.json (read by the local stack) and emulator-data/firestore_export/
 * (Google's emulator export, read by `firebase emulators:start --import emulator-data`).
 *
 * Google's emulator is started seeded from the export and read over REST (no firebase-admin, so nothing
 * process-global such as FIRESTORE_EMULATOR_HOST is touched). Its REST values are converted back into the
 * snapshot's form independently of the writer (scripts/seed/exportForGoogle.ts), so a conversion slip on
 * either side shows as a difference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../stack/firestore';
import { findGoogleFirestoreEmulator, GOOGLE_FIRESTORE_MISSING, startGoogleFirestore, type GoogleFirestore } from '../stack/googleFirestore';
import { DEFAULT_SEED_DIR } from '../stack/paths';

const PORT = 8591;
const launcher = findGoogleFirestoreEmulator();
if (!launcher) console.warn(`SKIPPED seed-export (Google's emulator): ${GOOGLE_FIRESTORE_MISSING}`);

type Rest = Record<string, unknown>;
interface RestDocument {
  name: string;
  fields?: Record<string, Rest>;
}

/** RFC 3339 → the snapshot's { seconds, nanos }: the same instant compares equal whatever the precision written. */
function instant(text: string) {
  const match = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$/.exec(text);
  if (!match) throw new Error(`not an RFC 3339 UTC timestamp: ${text}`);
  return { seconds: Date.parse(`${match[1]}Z`) / 1000, nanos: Number((match[2] ?? '').padEnd(9, '0')) };
}

/** A v1 REST value → the snapshot.json form (protobuf object, snake_case). */
function fromRest(value: Rest): Rest {
  const [kind, inner] = Object.entries(value)[0];
  if (kind === 'nullValue') return { null_value: 0 };
  if (kind === 'integerValue') return { integer_value: Number(inner) };
  if (kind === 'timestampValue') return { timestamp_value: instant(inner as string) };
  if (kind === 'bytesValue') return { bytes_value: { __bytes: inner } };
  if (kind === 'mapValue') return { map_value: { fields: fieldsFromRest((inner as { fields?: Record<string, Rest> }).fields ?? {}) } };
  if (kind === 'arrayValue') return { array_value: { values: ((inner as { values?: Rest[] }).values ?? []).map(fromRest) } };
  return { [kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]: inner };
}

const fieldsFromRest = (fields: Record<string, Rest>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRest(v)]));

describe('the seed in firebase-tools export layout', () => {
  const metadata = JSON.parse(fs.readFileSync(path.join(DEFAULT_SEED_DIR, 'firebase-export-metadata.json'), 'utf8')) as {
    firestore: { path: string; metadata_file: string };
    auth: { path: string };
  };

  it('has a root firebase-export-metadata.json whose paths exist (resolved against emulator-data/)', () => {
    const at = (relative: string) => path.resolve(DEFAULT_SEED_DIR, relative);
    expect(fs.statSync(at(metadata.firestore.path)).isDirectory()).toBe(true);
    expect(fs.statSync(at(metadata.firestore.metadata_file)).isFile()).toBe(true);
    expect(fs.statSync(at(metadata.auth.path)).isDirectory()).toBe(true);
    for (const file of ['accounts.json', 'config.json']) expect(fs.existsSync(path.join(at(metadata.auth.path), file))).toBe(true);
  });

  describe.skipIf(!launcher)("Google's Firestore emulator seeded from emulator-data/firestore_export", () => {
    let emulator: GoogleFirestore;
    beforeAll(async () => {
      emulator = await startGoogleFirestore({ port: PORT, seedFrom: path.resolve(DEFAULT_SEED_DIR, metadata.firestore.metadata_file) });
    });
    afterAll(() => emulator?.stop());

    async function call<T>(url: string, body?: object): Promise<T> {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: body && JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<T>;
    }

    /** Every document under a parent (the database root or a document), sub-collections included. */
    async function readAll(parentUrl: string): Promise<RestDocument[]> {
      const { collectionIds = [] } = await call<{ collectionIds?: string[] }>(`${parentUrl}:listCollectionIds`, { pageSize: 1000 });
      const documents: RestDocument[] = [];
      for (const id of collectionIds) {
        let pageToken = '';
        do {
          const page = await call<{ documents?: RestDocument[]; nextPageToken?: string }>(`${parentUrl}/${id}?pageSize=300${pageToken && `&pageToken=${encodeURIComponent(pageToken)}`}`);
          for (const doc of page.documents ?? []) {
            documents.push(doc);
            documents.push(...(await readAll(`${emulator.documentsUrl}/${doc.name.split('/documents/')[1]}`)));
          }
          pageToken = page.nextPageToken ?? '';
        } while (pageToken);
      }
      return documents;
    }

    it('holds the same documents as snapshot.json: same paths, same typed field values', async () => {
      const expected = readSnapshot(path.join(DEFAULT_SEED_DIR, 'firestore'));
      const actual = await readAll(emulator.documentsUrl);
      expect(actual.map((doc) => doc.name).sort()).toEqual(expected.map((doc) => doc.path).sort());
      const byPath = new Map(actual.map((doc) => [doc.name, fieldsFromRest(doc.fields ?? {})]));
      for (const doc of expected) expect({ path: doc.path, fields: byPath.get(doc.path) }).toEqual({ path: doc.path, fields: doc.fields });
      expect(expected.length).toBeGreaterThan(0);
    });
  });
});
