/**
 * Writes the seed's Firestore documents in the form Google's emulator and firebase-tools read:
 *
 *   npm run seed:export        (= tsx scripts/seed/exportForGoogle.ts; `npm run seed` ends with it)
 *
 * 1. starts Google's Firestore emulator, empty (port GOOGLE_FIRESTORE_PORT, default 8590),
 * 2. writes every document of emulator-data/firestore/snapshot.json into it over REST (v1 `commit`, with
 *    the same typed values: integers, doubles, timestamps, nulls, maps, arrays),
 * 3. asks it for an export into emulator-data/firestore_export/,
 * 4. writes emulator-data/firebase-export-metadata.json, so `firebase emulators:start --import emulator-data`
 *    loads this export and the Auth export in emulator-data/auth/auth_export.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSnapshot, type StoredDocument } from '../stack/firestore';
import { googleFirestoreVersion, startGoogleFirestore } from '../stack/googleFirestore';
import { DEFAULT_SEED_DIR, ROOT } from '../stack/paths';

type Json = StoredDocument['fields'][string];
type Plain = { [key: string]: Json };

const EXPORT_NAME = 'firestore_export';
const METADATA_FILE = 'firebase-export-metadata.json';
/** The Auth export inside emulator-data/ (the local stack imports emulator-data/auth/ itself). */
const AUTH_EXPORT = 'auth/auth_export';

/** RFC 3339 with nanoseconds from a v1 Timestamp object. */
function rfc3339({ seconds, nanos }: { seconds?: number; nanos?: number }) {
  const whole = new Date(Number(seconds ?? 0) * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(nanos ?? 0).padStart(9, '0')}Z`;
}

/** A snapshot.json value (v1 Value as protobuf object, snake_case) → the v1 REST JSON form. */
function toRestValue(value: Plain): Plain {
  const [kind, inner] = Object.entries(value)[0];
  switch (kind) {
    case 'null_value':
      return { nullValue: null };
    case 'integer_value':
      return { integerValue: (inner as number).toString() };
    case 'timestamp_value':
      return { timestampValue: rfc3339(inner as { seconds: number; nanos: number }) };
    case 'bytes_value':
      return { bytesValue: (inner as { __bytes: string }).__bytes };
    case 'map_value':
      return { mapValue: { fields: toRestFields(((inner as Plain).fields ?? {}) as Plain) } };
    case 'array_value':
      return { arrayValue: { values: (((inner as Plain).values ?? []) as Plain[]).map(toRestValue) } };
    case 'string_value':
    case 'boolean_value':
    case 'double_value':
    case 'reference_value':
    case 'geo_point_value':
      return { [kind.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())]: inner };
    default:
      throw new Error(`unknown Firestore value kind ${kind}`);
  }
}

function toRestFields(fields: Plain): Plain {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toRestValue(value as Plain)]));
}

export async function exportForGoogle(seedDir = DEFAULT_SEED_DIR, port = Number(process.env.GOOGLE_FIRESTORE_PORT ?? 8590)) {
  const documents = readSnapshot(path.join(seedDir, 'firestore'));
  const emulator = await startGoogleFirestore({ port });
  const tmp = path.join(seedDir, `.${EXPORT_NAME}.tmp`);
  try {
    for (let i = 0; i < documents.length; i += 500) {
      const writes = documents.slice(i, i + 500).map((doc) => ({ update: { name: doc.path, fields: toRestFields(doc.fields) } }));
      const response = await fetch(`${emulator.documentsUrl}:commit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ writes }),
      });
      if (!response.ok) throw new Error(`commit failed: ${response.status} ${await response.text()}`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    const written = await emulator.exportTo(tmp, EXPORT_NAME);
    fs.rmSync(path.join(seedDir, EXPORT_NAME), { recursive: true, force: true });
    fs.renameSync(written, path.join(seedDir, EXPORT_NAME));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    await emulator.stop();
  }

  // The layout firebase-tools' hubExport writes; paths are resolved against the --import folder.
  const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const cliVersion = readJson<{ version: string }>(path.join(ROOT, 'node_modules', 'firebase-tools', 'package.json')).version;
  const authVersion = readJson<{ auth: { version: string } }>(path.join(seedDir, 'auth', METADATA_FILE)).auth.version;
  const metadata = {
    version: cliVersion,
    firestore: {
      version: googleFirestoreVersion(),
      path: EXPORT_NAME,
      metadata_file: `${EXPORT_NAME}/${EXPORT_NAME}.overall_export_metadata`,
    },
    auth: { version: authVersion, path: AUTH_EXPORT },
  };
  fs.writeFileSync(path.join(seedDir, METADATA_FILE), JSON.stringify(metadata, null, 2) + '\n');
  console.log(`${path.relative(ROOT, seedDir)}/${EXPORT_NAME} written by Google's Firestore emulator: ${documents.length} documents`);
}

if (require.main === module) {
  exportForGoogle().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
