/**
 * `npm test`: every test of the project, in order, with one summary line at the end:
 *
 *   1. typecheck          tsc -p domain / functions / web / scripts / rules
 *      lint               eslint . --max-warnings 0, knip (no unused file, export or dependency), and the
 *                         import-boundary tests (scripts/lint)
 *   2. domain unit tests  vitest (domain/test)
 *      store unit tests   functions/store-test: src/store against an in-process Firestore emulator
 *   3. web component tests vitest --root web
 *   4. rules tests        @firebase/rules-unit-testing: firestore.rules under Google's Firestore emulator,
 *                         started standalone (googleFirestore.ts) on the test stack's Firestore port;
 *                         storage.rules under firebase-tools' Storage emulator. Each suite is SKIPPED
 *                         (counted as skipped, with the reason) where its emulator is missing
 *   5. build (then web/build-test: no public chunk holds Firebase SDK code), then a fresh stack (state .test-state from the seed, offset OFFSETS.test = 100):
 *                         API integration tests (vitest --root functions), end-to-end (Playwright;
 *                         a test that passes only on its retry counts as failed)
 *   5c. api-google        after that stack stops: the API tests again, on a fresh stack whose Firestore
 *                         is Google's emulator (state .state-api-google, offset OFFSETS.apiGoogle = 500);
 *                         SKIPPED (counted as skipped) where Google's emulator is not installed
 *   6. persistence tests  scripts/test/*.test.ts (kill -9 of a whole stack, clean restart, reset)
 *
 * Options: --only a,b (stage names: see STAGES). Every stage runs even after a failure; the exit
 * code says whether all passed.
 * Reports (JSON) land in reports/test/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions, usageError } from './args';
import { CHROMIUM_PATH } from './chromium.mjs';
import { firestoreBackendUnavailable, type FirestoreBackend } from './stack/firestoreBackend';
import { startGoogleFirestore } from './stack/googleFirestore';
import { OFFSETS, portsFor, startStack, type Stack } from './stack/index';
import { DEFAULT_ADMIN_PASSWORD, PROJECT_ID, ROOT } from './stack/paths';

const REPORTS = path.join(ROOT, 'reports', 'test');
const TEST_STATE = path.join(ROOT, '.test-state');
/** TEST_STACK_OFFSET (one of OFFSETS.developers) lets a second checkout run the stack's stages beside the first. */
const TEST_OFFSET = Number(process.env.TEST_STACK_OFFSET ?? OFFSETS.test);
const GOOGLE_TEST_STATE = path.join(ROOT, '.state-api-google');
const BIN = path.join(ROOT, 'node_modules', '.bin');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface StageResult extends Counts {
  name: string;
  note?: string;
  seconds: number;
}

const results: StageResult[] = [];
let currentChild: ChildProcess | null = null;
let stack: Stack | null = null;
let interrupted = false;

const STAGES = ['typecheck', 'lint', 'domain', 'store', 'web', 'rules', 'build', 'api', 'e2e', 'api-google', 'persistence'] as const;
type StageName = (typeof STAGES)[number];
const USAGE = `Usage: npm test [-- --only stage,stage]\nStages: ${STAGES.join(', ')}`;
const onlyArg = parseOptions(USAGE, { only: { type: 'string' } }).only;
const only = onlyArg ? new Set(onlyArg.split(',').map((s) => s.trim())) : null;
if (only) {
  for (const name of only) {
    if (!STAGES.includes(name as StageName)) usageError(USAGE, `Unknown stage "${name}".`);
  }
}
const wanted = (name: StageName) => !only || only.has(name);

function header(title: string) {
  const line = '═'.repeat(Math.max(10, 78 - title.length));
  console.log(`\n══ ${title} ${line}`);
}

function record(name: string, counts: Counts, started: number, note?: string) {
  const result = { name, ...counts, note, seconds: Math.round((Date.now() - started) / 100) / 10 };
  results.push(result);
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  console.log(`── ${name}: ${parts.join(', ')}${note ? ` (${note})` : ''} in ${result.seconds} s`);
}

/** Runs a command with inherited output; resolves with its exit code (or 1 on a signal). */
function run(command: string, args: string[], options: { env?: Record<string, string>; cwd?: string } = {}) {
  return new Promise<number>((resolve) => {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...options.env },
    });
    currentChild = child;
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      currentChild = null;
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites?: number;
  success: boolean;
}

/** Counts from a vitest JSON report; a run that failed without failing tests counts one failure. */
function vitestCounts(file: string, exitCode: number): Counts {
  const report = readJson<VitestJson>(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  // Suites that failed to load (syntax error, import failure) have no failing test: count them.
  if (report.numFailedTestSuites && counts.failed === 0) counts.failed = report.numFailedTestSuites;
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

async function vitest(name: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const report = path.join(REPORTS, `${name}.json`);
  fs.rmSync(report, { force: true });
  const code = await run(path.join(BIN, 'vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ], { env });
  record(name, vitestCounts(report, code), started);
}

function listFiles(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, pattern));
    else if (pattern.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Number of test cases of a suite we cannot run (counted as skipped): `vitest list` collects them
 * without running any hook; if that fails, a count of the test( / it( calls in the files.
 */
function listedTests(root: string, files: string[]) {
  const file = path.join(REPORTS, `${root}-list.json`);
  fs.rmSync(file, { force: true });
  const filters = files.map((f) => path.relative(path.join(ROOT, root), f));
  const result = spawnSync(path.join(BIN, 'vitest'), ['list', '--root', root, ...filters, `--json=${file}`], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  const listed = result.status === 0 ? readJson<unknown[]>(file) : null;
  return Array.isArray(listed) ? listed.length : countDeclaredTests(files);
}

/** Number of test cases declared in files (for suites we cannot run: counted as skipped). */
function countDeclaredTests(files: string[]) {
  let count = 0;
  for (const file of files) count += (fs.readFileSync(file, 'utf8').match(/^\s*(it|test)(\.each\([^)]*\))?\(/gm) ?? []).length;
  return count;
}

// ─── stages ────────────────────────────────────────────────────────────────────────────────

async function typecheck() {
  header('1. Typecheck (tsc)');
  const started = Date.now();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const project of ['domain', 'functions', 'web', 'scripts', 'rules']) {
    if (!fs.existsSync(path.join(ROOT, project, 'tsconfig.json'))) continue;
    const code = await run(path.join(BIN, 'tsc'), ['-p', project]);
    if (code === 0) counts.passed++;
    else counts.failed++;
  }
  record('typecheck', counts, started);
}

async function lint() {
  header('1b. Lint (eslint, then knip: unused files, exports and dependencies; knip.jsonc)');
  const started = Date.now();
  const eslint = await run(path.join(BIN, 'eslint'), ['.', '--max-warnings', '0']);
  const knip = await run(path.join(BIN, 'knip'), []);
  const failed = (eslint === 0 ? 0 : 1) + (knip === 0 ? 0 : 1);
  record('lint', { passed: 2 - failed, failed, skipped: 0 }, started);
  await vitest('boundaries', ['--root', path.join('scripts', 'lint')]);
}

async function domainTests() {
  header('2. Domain unit tests');
  await vitest('domain', ['--root', 'domain']);
}

async function storeTests() {
  header('2b. Store unit tests (functions/store-test)');
  await vitest('store', ['--config', path.join('functions', 'vitest.store.config.mts')]);
}

async function webTests() {
  header('3. Web component tests');
  await vitest('web', ['--root', 'web', '--configLoader', 'runner']);
}

/** Counts a suite we cannot run as skipped, saying why loudly. */
function skipSuite(name: string, root: string, files: string[], reason: string) {
  const declared = Math.max(1, listedTests(root, files));
  console.log(`${name} tests SKIPPED: ${reason}`);
  console.log(`  (${declared} test cases in ${files.map((f) => path.relative(ROOT, f)).join(', ')} were not run)`);
  record(name, { passed: 0, failed: 0, skipped: declared }, Date.now(), `SKIPPED: ${reason}`);
}

/** Why firebase-tools' Storage emulator cannot run here, or null when it can. */
function storageEmulatorUnavailableReason(): string | null {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) return 'no Java runtime (firebase-tools runs its Storage emulator on Java 21+)';
  const match = /version "(\d+)/.exec(`${java.stderr}${java.stdout}`);
  const major = match ? Number(match[1]) : 0;
  if (major < 21) return `no Storage emulator: Java ${major || 'unknown'} found, firebase-tools runs its Storage emulator on Java 21+`;
  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  const jars = fs.existsSync(cache) ? fs.readdirSync(cache) : [];
  if (!jars.some((f) => /^cloud-storage-rules-runtime.*\.jar$/.test(f))) return `no Storage emulator: its jar is not in ${cache} (firebase-tools downloads it from Google on first use)`;
  return null;
}

async function firestoreRulesTests() {
  const file = path.join(ROOT, 'rules', 'firestore.rules.test.ts');
  const reason = firestoreBackendUnavailable('google');
  if (reason) return skipSuite('rules', 'rules', [file], reason);
  // The test stack's Firestore port: the stack is not running yet.
  const port = portsFor(TEST_OFFSET).firestore;
  const started = Date.now();
  let emulator;
  try {
    emulator = await startGoogleFirestore({ port });
  } catch (error) {
    console.error(`Google's Firestore emulator did not start: ${(error as Error).message}`);
    record('rules', { passed: 0, failed: 1, skipped: 0 }, started, "Google's Firestore emulator did not start");
    return;
  }
  console.log(`Google's Firestore emulator on ${emulator.host}`);
  try {
    await vitest('rules', ['--root', 'rules', path.basename(file)], { FIRESTORE_EMULATOR_HOST: emulator.host });
  } finally {
    await emulator.stop();
  }
}

async function storageRulesTests() {
  const file = path.join(ROOT, 'rules', 'storage.rules.test.ts');
  const reason = storageEmulatorUnavailableReason();
  if (reason) return skipSuite('rules-storage', 'rules', [file], reason);
  const started = Date.now();
  const report = path.join(REPORTS, 'rules-storage.json');
  fs.rmSync(report, { force: true });
  const inner = `${path.join(BIN, 'vitest')} run --root rules ${path.basename(file)} --reporter=default --reporter=json --outputFile.json=${report}`;
  const code = await run(process.execPath, [
    path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
    'emulators:exec',
    '--only',
    'storage',
    '--project',
    PROJECT_ID,
    inner,
  ]);
  record('rules-storage', vitestCounts(report, code), started);
}

async function rulesTests() {
  header('4. Security rules tests');
  await firestoreRulesTests();
  await storageRulesTests();
}

/** The build, then what is checked on its output: no public chunk holds Firebase SDK code (web/build-test). */
async function build(): Promise<boolean> {
  header('5. Build');
  const started = Date.now();
  const code = await run('npm', ['run', 'build']);
  record('build', { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, started);
  if (code === 0) await vitest('public-bundle', ['--config', path.join('web', 'build-test', 'vitest.config.mts')]);
  return code === 0;
}

interface TestStackOptions {
  stateDir?: string;
  offset?: number;
  firestore?: FirestoreBackend;
  title?: string;
}

async function withTestStack(
  body: (stack: Stack) => Promise<void>,
  { stateDir = TEST_STATE, offset = TEST_OFFSET, firestore = 'node', title = '5. Test stack' }: TestStackOptions = {},
) {
  header(`${title} (state ${path.relative(ROOT, stateDir)}, offset ${offset}, Firestore: ${firestore})`);
  const started = Date.now();
  fs.rmSync(stateDir, { recursive: true, force: true });
  try {
    stack = await startStack({
      stateDir,
      portOffset: offset,
      firestore,
      // Set explicitly, so the account's password is this one even if a test run changed it.
      adminPassword: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      log: (line) => {
        if (/^(stack|firestore):/.test(line)) console.log(line);
      },
    });
  } catch (error) {
    console.error(`The test stack did not start: ${(error as Error).message}`);
    console.error(`firebase-tools output: ${path.relative(ROOT, path.join(stateDir, 'stack.log'))}`);
    record('stack', { passed: 0, failed: 1, skipped: 0 }, started);
    return;
  }
  console.log(`stack ready at ${stack.url} in ${Math.round((Date.now() - started) / 1000)} s`);
  try {
    await body(stack);
  } finally {
    header('Stopping the test stack');
    await stack.stop();
    stack = null;
    console.log(`stopped (firebase-tools output: ${path.relative(ROOT, path.join(stateDir, 'stack.log'))})`);
  }
}

async function apiTests(env: Record<string, string>) {
  header('5a. API integration tests (functions/test)');
  await vitest('api', ['--root', 'functions'], env);
}

/** The API tests again, on a stack whose Firestore is Google's emulator (real transaction isolation). */
async function apiGoogleTests() {
  const reason = firestoreBackendUnavailable('google');
  if (reason) {
    header("5c. API integration tests on Google's Firestore emulator");
    return skipSuite('api-google', 'functions', listFiles(path.join(ROOT, 'functions', 'test'), /\.test\.ts$/), reason);
  }
  await withTestStack(
    async (running) => {
      header("5c. API integration tests on Google's Firestore emulator (functions/test)");
      // The full fuzz run (10,000 requests) is the `api` stage's; here a shorter one (1,000) on the other backend.
      await vitest('api-google', ['--root', 'functions'], { FUZZ_RUNS: '40', ...running.env });
    },
    { stateDir: GOOGLE_TEST_STATE, offset: OFFSETS.apiGoogle, firestore: 'google', title: "5c. Test stack on Google's Firestore emulator" },
  );
}

async function e2eTests(env: Record<string, string>) {
  header('5b. End-to-end tests (Playwright, Chromium)');
  const config = path.join(ROOT, 'web', 'playwright.config.ts');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.log(`e2e tests FAILED to start: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);
    record('e2e', { passed: 0, failed: 1, skipped: 0 }, Date.now(), 'no chromium');
    return;
  }
  const started = Date.now();
  const report = path.join(REPORTS, 'e2e.json');
  fs.rmSync(report, { force: true });
  // Our own artifacts folder: Playwright empties its output folder when it starts, and other
  // Playwright runs in the same checkout (developers' e2e runs) use the config's test-results/e2e.
  const artifacts = path.join(REPORTS, 'e2e-artifacts');
  const code = await run(path.join(BIN, 'playwright'), ['test', '-c', config, '--output', artifacts], {
    env: { ...env, E2E_JSON_REPORT: report },
  });
  const json = readJson<{ stats?: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report);
  if (!json?.stats) {
    record('e2e', { passed: 0, failed: 1, skipped: 0 }, started, `no report (exit ${code})`);
    return;
  }
  // A flaky test (failed, then passed on its retry) counts as failed: a retry must not hide a race.
  const counts = {
    passed: json.stats.expected,
    failed: json.stats.unexpected + json.stats.flaky,
    skipped: json.stats.skipped,
  };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  record('e2e', counts, started, json.stats.flaky ? `${json.stats.flaky} flaky, counted as failed` : undefined);
}

async function persistenceTests() {
  header('6. Persistence tests (crash, clean restart, reset)');
  await vitest('persistence', ['--config', path.join('scripts', 'test', 'vitest.config.mts')]);
}

// ─── main ──────────────────────────────────────────────────────────────────────────────────

async function shutdown(code: number) {
  if (currentChild?.pid) {
    try {
      currentChild.kill('SIGTERM');
    } catch {
      /* gone */
    }
  }
  if (stack) {
    console.log('\nstopping the test stack…');
    await stack.stop().catch(() => {});
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping…`);
    void shutdown(130);
  });
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(REPORTS, { recursive: true });
  if (wanted('typecheck')) await typecheck();
  if (wanted('lint')) await lint();
  if (wanted('domain')) await domainTests();
  if (wanted('store')) await storeTests();
  if (wanted('web')) await webTests();
  if (wanted('rules')) await rulesTests();
  let built = true;
  if (wanted('build')) built = await build();
  if (wanted('api') || wanted('e2e')) {
    if (!built) {
      console.log('API and e2e tests not run: the build failed');
      record('stack', { passed: 0, failed: 1, skipped: 0 }, Date.now(), 'build failed');
    } else {
      await withTestStack(async (running) => {
        if (wanted('api')) await apiTests(running.env);
        if (wanted('e2e')) await e2eTests(running.env);
      });
    }
  }
  if (wanted('api-google')) {
    if (built) await apiGoogleTests();
    else record('api-google', { passed: 0, failed: 1, skipped: 0 }, Date.now(), 'build failed');
  }
  if (wanted('persistence')) {
    if (built) await persistenceTests();
    else record('persistence', { passed: 0, failed: 1, skipped: 0 }, Date.now(), 'build failed');
  }

  const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  header(`Summary (${Math.round((Date.now() - started) / 1000)} s)`);
  for (const r of results) {
    console.log(
      `  ${r.failed ? '✗' : r.passed === 0 && r.skipped ? '-' : '✓'} ${r.name.padEnd(13)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds}s${r.note ? `  ${r.note}` : ''}`,
    );
  }
  fs.writeFileSync(path.join(REPORTS, 'summary.json'), JSON.stringify({ total, stages: results }, null, 2) + '\n');
  console.log('');
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
