/**
 * The `site` function's cold start: the first page from a fresh function worker.
 *   npx tsx scripts/bench/site-cold-start.ts [--lib functions/lib] [--runs 5] [--page /products]
 * Starts an in-process Firestore emulator loaded with the seed (emulator-data/firestore), then for
 * each run a fresh `node` process (as a new function instance would be) that loads the built
 * function (`--lib`, e.g. an older checkout's functions/lib to compare), serves its `site` export
 * and asks for `--page` once, then once more (warm). It prints, per run, the milliseconds from the
 * process's start until the function's module was loaded and until the first page had arrived,
 * the warm page's time, the page's status, bytes sent and X-Powered-By header; then the medians, and the size of
 * what the function loads (lib/index.js and its server build lib/ssr).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions } from '../args';
import { DEFAULT_SEED_DIR, PROJECT_ID, ROOT } from '../stack/paths';
import { startDurableFirestore } from '../stack/firestore';

const USAGE = 'usage: npx tsx scripts/bench/site-cold-start.ts [--lib FUNCTIONS_LIB_DIR] [--runs N] [--page PATH]';
const options = parseOptions(USAGE, { lib: { type: 'string' }, runs: { type: 'string' }, page: { type: 'string' } });
const lib = path.resolve(options.lib ?? path.join(ROOT, 'functions/lib'));
const runs = Math.max(1, Number(options.runs ?? 5) || 5);
const page = options.page ?? '/products';

/** Runs in the fresh process: times are performance.now(), milliseconds since that process started. */
const CHILD = `
const http = require('node:http');
const { site } = require(process.env.BENCH_LIB + '/index.js');
const loaded = performance.now();
/** One GET as a browser makes it; bytes are those on the wire (compressed when the answer is). */
const get = (url) => new Promise((resolve, reject) => {
  http.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
    let bytes = 0;
    res.on('data', (chunk) => { bytes += chunk.length; });
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
  }).on('error', reject);
});
const server = http.createServer(site).listen(0, '127.0.0.1', async () => {
  const url = 'http://127.0.0.1:' + server.address().port + process.env.BENCH_PAGE;
  const first = await get(url);
  const firstPage = performance.now();
  await get(url);
  const warm = performance.now() - firstPage;
  console.log(JSON.stringify({ loaded, firstPage, warm, status: first.status, encoding: first.headers['content-encoding'] ?? null, poweredBy: first.headers['x-powered-by'] ?? null, bytes: first.bytes }));
  process.exit(0);
});
`;

interface Run {
  loaded: number;
  firstPage: number;
  warm: number;
  status: number;
  encoding: string | null;
  poweredBy: string | null;
  bytes: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.once('error', reject);
  });
}

function sizeOf(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

/** Asynchronous: the Firestore emulator the child reads from runs in this process's event loop. */
const execFileAsync = promisify(execFile);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function main() {
  const state = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  cpSync(path.join(DEFAULT_SEED_DIR, 'firestore'), state, { recursive: true });
  const port = await freePort();
  const emulator = await startDurableFirestore({ port, dir: state });
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    GCLOUD_PROJECT: PROJECT_ID,
    IMAGE_STORE_DIR: path.join(state, 'uploads'),
    METADATA_SERVER_DETECTION: 'none',
    SITE_RENDER_DIR: path.join(lib, 'ssr'),
    SITE_ORIGIN: 'https://shop.example',
    BENCH_LIB: lib,
    BENCH_PAGE: page,
  };
  console.log(`site function cold start (lib: ${path.relative(ROOT, lib) || lib}; page: ${page}; seed: emulator-data/firestore)`);
  const results: Run[] = [];
  for (let n = 1; n <= runs; n++) {
    const { stdout: output } = await execFileAsync(process.execPath, ['-e', CHILD], { env, encoding: 'utf8' });
    const run = JSON.parse(output.trim().split('\n').at(-1)!) as Run;
    if (run.status !== 200) throw new Error(`${page} answered ${run.status}`);
    results.push(run);
    console.log(
      `  run ${n}: module loaded ${run.loaded.toFixed(0)} ms, first page ${run.firstPage.toFixed(0)} ms, warm page ${run.warm.toFixed(0)} ms, ${kB(run.bytes)} sent (${run.encoding ?? 'uncompressed'}), X-Powered-By: ${run.poweredBy ?? 'none'}`,
    );
  }
  const of = (key: 'loaded' | 'firstPage' | 'warm') => median(results.map((run) => run[key])).toFixed(0);
  console.log(`  median: module loaded ${of('loaded')} ms, first page ${of('firstPage')} ms, warm page ${of('warm')} ms`);
  console.log(`  loaded code: lib/index.js ${kB(sizeOf(path.join(lib, 'index.js')))}, server build lib/ssr ${kB(sizeOf(path.join(lib, 'ssr')))}`);
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
