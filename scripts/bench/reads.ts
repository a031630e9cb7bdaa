/**
 * Firestore documents read per public request:
 *   npx tsx scripts/bench/reads.ts [--app functions/src/app.ts] [--repeat 3]
 * Starts an in-process Firestore emulator loaded with the seed (emulator-data/firestore), serves
 * the API's Express app (`--app`, e.g. an older checkout's functions/src/app.ts to compare) on a
 * free port, and sends each public GET `--repeat` times with a different `search` value (so no
 * cache in front of the function could answer). For each request it counts the documents the
 * emulator returned: query results (whole collections for a full read) and documents fetched by id.
 * Last, the cost of the first requests after a catalogue write (the version document bumped).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { parseOptions } from '../args';
import { DEFAULT_SEED_DIR, ROOT } from '../stack/paths';
import { startDurableFirestore } from '../stack/firestore';

const USAGE = 'usage: npx tsx scripts/bench/reads.ts [--app PATH_TO_APP_TS] [--repeat N]';
const options = parseOptions(USAGE, { app: { type: 'string' }, repeat: { type: 'string' } });
const appModule = path.resolve(options.app ?? path.join(ROOT, 'functions/src/app.ts'));
const repeat = Math.max(1, Number(options.repeat ?? 3) || 3);

const ROUTES = [
  '/api/products?search=oil-{n}',
  '/api/products?page={n}',
  '/api/products?category={category}&search={n}',
  '/api/products?featured=true&search={n}',
  '/api/products/featured/list?x={n}',
  '/api/products/popular/list?x={n}',
  '/api/products/{product}?x={n}',
  '/api/categories?x={n}',
  '/api/categories/{category}?x={n}',
  '/api/gallery?category=x{n}',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.once('error', reject);
  });
}

async function main() {
  const state = mkdtempSync(path.join(tmpdir(), 'bench-reads-'));
  cpSync(path.join(DEFAULT_SEED_DIR, 'firestore'), state, { recursive: true });
  const port = await freePort();
  const emulator = await startDurableFirestore({ port, dir: state });

  let documentsRead = 0;
  const emulatorState = emulator.state as unknown as {
    v1Query: (...args: unknown[]) => unknown[];
    getDocument: (path: string) => unknown;
  };
  const query = emulatorState.v1Query.bind(emulatorState);
  emulatorState.v1Query = (...args) => {
    const docs = query(...args);
    documentsRead += docs.length;
    return docs;
  };
  const getDocument = emulatorState.getDocument.bind(emulatorState);
  emulatorState.getDocument = (documentPath) => {
    documentsRead += 1;
    return getDocument(documentPath);
  };

  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.GCLOUD_PROJECT = 'demo-oil-catalogue';
  process.env.IMAGE_STORE_DIR = path.join(state, 'uploads');
  process.env.METADATA_SERVER_DETECTION = 'none';

  const { createApp } = (await import(pathToFileURL(appModule).href)) as { createApp: () => import('express').Express };
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const first = async (p: string) => ((await (await fetch(base + p)).json()) as { data: { _id: string }[] }).data[0]._id;
  const ids = { category: await first('/api/categories'), product: await first('/api/products') };

  console.log(`documents read per request (app: ${path.relative(ROOT, appModule)}; seed: emulator-data/firestore)`);
  for (const route of ROUTES) {
    const counts: number[] = [];
    for (let n = 1; n <= repeat; n++) {
      const url = route.replace('{n}', String(n)).replace('{category}', ids.category).replace('{product}', ids.product);
      documentsRead = 0;
      const response = await fetch(base + url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      counts.push(documentsRead);
    }
    console.log(`  ${route.padEnd(48)} ${counts.join(', ')}`);
  }

  const db = getFirestore(initializeApp({ projectId: 'demo-oil-catalogue' }, 'bench'));
  await db.collection('meta').doc('catalogue').set({ version: FieldValue.increment(1) }, { merge: true });
  const afterWrite: number[] = [];
  for (let n = 1; n <= repeat; n++) {
    documentsRead = 0;
    await (await fetch(`${base}/api/products?search=after-write-${n}`)).arrayBuffer();
    afterWrite.push(documentsRead);
  }
  console.log(`  ${'after a catalogue write: /api/products?search=…'.padEnd(48)} ${afterWrite.join(', ')}`);

  server.close();
  await emulator.stop();
  rmSync(state, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
