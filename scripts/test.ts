/**
 * `npm test`: every test of the project, with one summary line at the end. Stages (names for --only):
 *
 *   typecheck    tsc -p domain / functions / web / web/sw / scripts / rules
 *   lint         eslint . --max-warnings 0, knip (also in production mode: tests are no users), and the
 *                import-boundary tests (scripts/lint)
 *   domain       vitest (domain/test)
 *   store        functions/store-test (every query and transaction of src/store), once: on Google's
 *                Firestore emulator (production's transaction isolation and set() semantics) where
 *                it runs, else (and in the quick loop) on an in-process one
 *   web          component tests (vitest --root web)
 *   google       Google's Firestore emulator, started once: firestore.rules (rules/) and the store
 *                suite; storage.rules under firebase-tools' Storage emulator. The rules suites are
 *                SKIPPED (counted, with the reason) where their emulator is missing
 *   build        npm run build, then web/build-test (no public chunk holds Firebase SDK code)
 *   api          on a fresh test stack (state .test-state, offset OFFSETS.test): the API suite over HTTP,
 *                once, with a 2,000-request fuzz run on a new seed (printed; `npm run fuzz` sends 10,000)
 *   e2e          Playwright in Chromium (a test that passes only on its retry fails), in two parts:
 *                e2e-admin (the back office) on the API's stack once the API suite is done, and
 *                e2e-public (the visitor's pages, and the security headers) on a stack of its own
 *                from the seed (state .test-state-public, offset OFFSETS.test + 50)
 *   persistence  scripts/test/*.test.ts (kill -9 of a whole stack, clean restart, reset; offset 800)
 *
 * Two lanes run side by side, one per core: the stack lane (build, api, e2e-admin) and the checks
 * lane (typecheck … google, then, once the build is there, persistence and e2e-public). On one
 * stack, one after the other, the e2e stage ran alone once the checks lane was done; split between
 * the lanes, the run takes 1.5 to 2.5 minutes less.
 * Each stage's output goes to reports/test/<stage>.log and is printed when the stage ends; the
 * summary gives each stage's time.
 *
 * Options:
 *   --only a,b     just these stages
 *   --quick        the loop before a commit: typecheck, lint (eslint on the changed files), the unit
 *                  suites what changed can affect (domain, store, web), and the API test files of
 *                  what changed (by name) on a fresh stack
 *   --fuzz         only the fuzz run: FUZZ_RUNS batches of 25 (default 400: 10,000 requests) and
 *                  FUZZ_RESTORE_RUNS hostile backups (default 200); FUZZ_SEED replays a run
 * Every stage runs even after a failure; the exit code says whether all passed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions, usageError } from './args';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';
import { firestoreBackendUnavailable } from './stack/firestoreBackend';
import { startGoogleFirestore } from './stack/googleFirestore';
import { OFFSETS, portsFor, startStack, type Stack } from './stack/index';
import { DEFAULT_ADMIN_PASSWORD, PROJECT_ID, ROOT } from './stack/paths';
import { apiTestsOfChanges, changedFiles, unitSuitesOfChanges } from './test/changes';

const REPORTS = path.join(ROOT, 'reports', 'test');
const TEST_STATE = path.join(ROOT, '.test-state');
const PUBLIC_TEST_STATE = path.join(ROOT, '.test-state-public');
/** TEST_STACK_OFFSET (one of OFFSETS.developers) lets a second checkout run the stack's stages beside the first. */
const TEST_OFFSET = Number(process.env.TEST_STACK_OFFSET ?? OFFSETS.test);
/** The public e2e part's stack: half a step above the test stack, so its ports are no other stack's (portsFor). */
const PUBLIC_TEST_OFFSET = TEST_OFFSET + 50;
/** Google's emulator for the rules and the store suite (beside a second checkout's, as TEST_STACK_OFFSET moves it). */
const GOOGLE_FIRESTORE_PORT = portsFor(OFFSETS.googleFirestore + TEST_OFFSET - OFFSETS.test).firestore;
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
const children = new Set<ChildProcess>();
/** The test stacks running now (stopped on an interrupt). */
const stacks = new Set<Stack>();
let interrupted = false;

const STAGES = ['typecheck', 'lint', 'domain', 'store', 'web', 'google', 'build', 'api', 'e2e', 'persistence'] as const;
type StageName = (typeof STAGES)[number];
const USAGE = `Usage: npm test [-- --only stage,stage | --quick | --fuzz]\nStages: ${STAGES.join(', ')}`;
const options = parseOptions(USAGE, { only: { type: 'string' }, quick: { type: 'boolean' }, fuzz: { type: 'boolean' } });
/** What the quick loop changed (read once); its API test files: without any, it neither builds nor starts a stack. */
const quickChanges = options.quick ? changedFiles() : [];
const quickApiFiles = options.quick ? apiTestsOfChanges(quickChanges) : [];
const quickUnitSuites = unitSuitesOfChanges(quickChanges);
const QUICK_STAGES: StageName[] = [
  'typecheck',
  'lint',
  ...(['domain', 'store', 'web'] as const).filter((suite) => quickUnitSuites[suite]),
  ...(quickApiFiles.length ? (['build', 'api'] as const) : []),
];
const only: Set<string> | null = options.quick
  ? new Set(QUICK_STAGES)
  : options.fuzz
    ? new Set(['build', 'api'])
    : options.only
      ? new Set(options.only.split(',').map((s) => s.trim()))
      : null;
for (const name of only ?? []) {
  if (!STAGES.includes(name as StageName)) usageError(USAGE, `Unknown stage "${name}".`);
}
const wanted = (name: StageName) => !only || only.has(name);

// ─── stage output ──────────────────────────────────────────────────────────────────────────

/** One stage's output: kept in reports/test/<name>.log, printed as one block when the stage ends. */
class StageLog {
  private readonly file: string;
  private readonly started = Date.now();
  constructor(readonly name: string, title: string) {
    this.file = path.join(REPORTS, `${name}.log`);
    fs.writeFileSync(this.file, `══ ${title}\n`);
    console.log(`── ${name}: started (${path.relative(ROOT, this.file)})`);
  }
  write(text: string) {
    fs.appendFileSync(this.file, text);
  }
  line(text: string) {
    this.write(`${text}\n`);
  }
  /** Runs a command, its output into this log; resolves with its exit code (or 1 on a signal). */
  run(command: string, args: string[], runOptions: { env?: Record<string, string>; cwd?: string } = {}) {
    return new Promise<number>((resolve) => {
      this.line(`$ ${[command, ...args].join(' ')}`);
      const child = spawn(command, args, {
        cwd: runOptions.cwd ?? ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1', ...runOptions.env },
      });
      children.add(child);
      child.stdout.on('data', (chunk: Buffer) => this.write(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => this.write(chunk.toString()));
      child.on('error', (error) => {
        this.line(`could not run ${command}: ${error.message}`);
        children.delete(child);
        resolve(127);
      });
      child.on('close', (code, signal) => {
        children.delete(child);
        resolve(code ?? (signal ? 1 : 0));
      });
    });
  }
  /** Records the stage's counts and prints its output. */
  record(counts: Counts, note?: string) {
    const result = { name: this.name, ...counts, note, seconds: Math.round((Date.now() - this.started) / 100) / 10 };
    results.push(result);
    const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
    if (counts.skipped) parts.push(`${counts.skipped} skipped`);
    const verdict = `── ${this.name}: ${parts.join(', ')}${note ? ` (${note})` : ''} in ${result.seconds} s`;
    console.log(`\n${fs.readFileSync(this.file, 'utf8')}${verdict}`);
  }
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

/** A vitest run as a stage of its own (`name`), or inside `log` when given. */
async function vitest(name: string, args: string[], env: Record<string, string> = {}, log = new StageLog(name, `vitest ${args.join(' ')}`)) {
  const report = path.join(REPORTS, `${name}.json`);
  fs.rmSync(report, { force: true });
  const code = await log.run(path.join(BIN, 'vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
  return vitestCounts(report, code);
}

const vitestStage = async (name: string, title: string, args: string[], env: Record<string, string> = {}) => {
  const log = new StageLog(name, title);
  log.record(await vitest(name, args, env, log));
};

const passFail = (ok: boolean): Counts => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

/** Number of test cases declared in files (for suites we cannot run: counted as skipped). */
function countDeclaredTests(files: string[]) {
  let count = 0;
  for (const file of files) count += (fs.readFileSync(file, 'utf8').match(/^\s*(it|test)(\.each\([^)]*\))?\(/gm) ?? []).length;
  return count;
}

/**
 * Number of test cases of a suite we cannot run (counted as skipped): `vitest list` collects them
 * without running any hook; if that fails, a count of the test( / it( calls in the files.
 */
function listedTests(root: string, files: string[]) {
  const file = path.join(REPORTS, `${path.basename(root)}-list.json`);
  fs.rmSync(file, { force: true });
  const filters = files.map((f) => path.relative(path.join(ROOT, root), f));
  const result = spawnSync(path.join(BIN, 'vitest'), ['list', '--root', root, ...filters, `--json=${file}`], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  const listed = result.status === 0 ? readJson<unknown[]>(file) : null;
  return Array.isArray(listed) ? listed.length : countDeclaredTests(files);
}

/** Counts a suite we cannot run as skipped, saying why loudly. */
function skipSuite(name: string, root: string, files: string[], reason: string) {
  const log = new StageLog(name, `${name} (skipped)`);
  const declared = Math.max(1, listedTests(root, files));
  log.line(`${name} tests SKIPPED: ${reason}`);
  log.line(`  (${declared} test cases in ${files.map((f) => path.relative(ROOT, f)).join(', ')} were not run)`);
  log.record({ passed: 0, failed: 0, skipped: declared }, `SKIPPED: ${reason}`);
}

// ─── stages ────────────────────────────────────────────────────────────────────────────────

async function typecheck() {
  const log = new StageLog('typecheck', 'Typecheck (tsc)');
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const project of ['domain', 'functions', 'web', 'web/sw', 'scripts', 'rules']) {
    if (!fs.existsSync(path.join(ROOT, project, 'tsconfig.json'))) continue;
    // Incremental: a second run on the same checkout (the quick loop) reads what has not changed from the cache.
    const cache = path.join(ROOT, 'node_modules', '.cache', 'tsc', `${project.replace('/', '-')}.tsbuildinfo`);
    if ((await log.run(path.join(BIN, 'tsc'), ['-p', project, '--incremental', '--tsBuildInfoFile', cache])) === 0) counts.passed++;
    else counts.failed++;
  }
  log.record(counts);
}

async function lint() {
  const log = new StageLog('lint', 'Lint (eslint, knip: unused files, exports and dependencies, also in production mode)');
  const cache = ['--cache', '--cache-location', path.join(ROOT, 'node_modules', '.cache', 'eslint')];
  const lintable = /\.(ts|tsx|mts|mjs|js)$/;
  const targets = options.quick ? quickChanges.filter((file) => lintable.test(file)) : ['.'];
  const eslint = targets.length ? await log.run(path.join(BIN, 'eslint'), [...targets, ...cache, '--max-warnings', '0', '--no-warn-ignored']) : 0;
  const knip = await log.run(path.join(BIN, 'knip'), []);
  const knipProduction = await log.run(path.join(BIN, 'knip'), ['--production']);
  log.record({ passed: [eslint, knip, knipProduction].filter((code) => code === 0).length, failed: [eslint, knip, knipProduction].filter((code) => code !== 0).length, skipped: 0 });
  await vitestStage('boundaries', 'Import boundaries (scripts/lint)', ['--root', path.join('scripts', 'lint')]);
}

const domainTests = () => vitestStage('domain', 'Domain unit tests', ['--root', 'domain']);
const STORE_CONFIG = ['--config', path.join('functions', 'vitest.store.config.mts')];
/** Google's emulator when it can run here and the run is not the quick loop (no Java start there). */
const storeOnGoogle = !options.quick && firestoreBackendUnavailable('google') === null;
const storeTests = () => vitestStage('store', 'Store tests on the in-process Firestore emulator (functions/store-test)', STORE_CONFIG);
const webTests = () => vitestStage('web', 'Web component tests', ['--root', 'web', '--configLoader', 'runner']);

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

/** Google's Firestore emulator, started once: the Firestore rules, then the store suite on it. */
async function googleFirestoreTests() {
  const rulesFile = path.join(ROOT, 'rules', 'firestore.rules.test.ts');
  const reason = firestoreBackendUnavailable('google');
  if (reason) {
    if (wanted('google')) skipSuite('rules', 'rules', [rulesFile], reason);
    return;
  }
  const log = new StageLog('google-emulator', "Google's Firestore emulator");
  let emulator;
  try {
    emulator = await startGoogleFirestore({ port: GOOGLE_FIRESTORE_PORT });
  } catch (error) {
    log.line(`Google's Firestore emulator did not start: ${(error as Error).message}`);
    log.record(passFail(false), "Google's Firestore emulator did not start");
    return;
  }
  log.record(passFail(true), `on ${emulator.host}`);
  try {
    if (wanted('google')) await vitestStage('rules', 'Firestore rules on Google\'s emulator (rules/)', ['--root', 'rules', path.basename(rulesFile)], { FIRESTORE_EMULATOR_HOST: emulator.host });
    if (wanted('store')) await vitestStage('store', "Store tests on Google's Firestore emulator (functions/store-test)", STORE_CONFIG, { STORE_FIRESTORE_EMULATOR_HOST: emulator.host });
  } finally {
    await emulator.stop();
  }
}

async function storageRulesTests() {
  const file = path.join(ROOT, 'rules', 'storage.rules.test.ts');
  const reason = storageEmulatorUnavailableReason();
  if (reason) return skipSuite('rules-storage', 'rules', [file], reason);
  const log = new StageLog('rules-storage', 'Storage rules (firebase-tools Storage emulator)');
  const report = path.join(REPORTS, 'rules-storage.json');
  fs.rmSync(report, { force: true });
  const inner = `${path.join(BIN, 'vitest')} run --root rules ${path.basename(file)} --reporter=default --reporter=json --outputFile.json=${report}`;
  const code = await log.run(process.execPath, [path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'), 'emulators:exec', '--only', 'storage', '--project', PROJECT_ID, inner]);
  log.record(vitestCounts(report, code));
}

async function google() {
  await googleFirestoreTests();
  if (wanted('google')) await storageRulesTests();
}

/** The build, then what is checked on its output: no public chunk holds Firebase SDK code (web/build-test). */
async function build(): Promise<boolean> {
  const log = new StageLog('build', 'Build');
  const code = await log.run('npm', ['run', 'build']);
  log.record(passFail(code === 0));
  if (code === 0) await vitestStage('public-bundle', 'Public bundle (web/build-test)', ['--config', path.join('web', 'build-test', 'vitest.config.mts')]);
  return code === 0;
}

/** Runs `body` on a fresh stack from the seed (stage `name`: its start), then stops it. */
async function withTestStack(name: string, stateDir: string, offset: number, body: (stack: Stack) => Promise<void>) {
  const log = new StageLog(name, `Test stack (state ${path.relative(ROOT, stateDir)}, offset ${offset})`);
  fs.rmSync(stateDir, { recursive: true, force: true });
  let stack: Stack;
  try {
    stack = await startStack({
      stateDir,
      portOffset: offset,
      // Set explicitly, so the account's password is this one even if a test run changed it.
      adminPassword: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      log: (line) => log.line(line),
    });
  } catch (error) {
    log.line(`The test stack did not start: ${(error as Error).message}`);
    log.line(`firebase-tools output: ${path.relative(ROOT, path.join(stateDir, 'stack.log'))}`);
    log.record(passFail(false));
    return;
  }
  stacks.add(stack);
  log.record(passFail(true), `ready at ${stack.url}`);
  try {
    await body(stack);
  } finally {
    await stack.stop();
    stacks.delete(stack);
  }
}

/** The API files the run asks for: all, the fuzz run alone, or (quick) those of what changed. */
function apiFiles(): string[] | null {
  if (options.fuzz) return ['test/fuzz.test.ts'];
  if (options.quick) return quickApiFiles.map((file) => path.relative(path.join(ROOT, 'functions'), file));
  return null;
}

async function apiTests(env: Record<string, string>) {
  const files = apiFiles();
  const fuzzEnv: Record<string, string> = options.fuzz ? { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '400', FUZZ_RESTORE_RUNS: process.env.FUZZ_RESTORE_RUNS ?? '200' } : {};
  await vitestStage('api', `API integration tests (functions/test${files ? `: ${files.join(', ')}` : ''})`, ['--root', 'functions', ...(files ?? [])], { ...env, ...fuzzEnv });
}

/** The e2e parts: Playwright's projects each runs (the config's `admin` depends on `public`: here each part runs on its own stack). */
const E2E_PARTS = {
  'e2e-admin': { title: 'the back office', projects: ['admin'] },
  'e2e-public': { title: "the visitor's pages and the security headers", projects: ['public', 'security'] },
} as const;
type E2ePart = keyof typeof E2E_PARTS;

async function e2eTests(part: E2ePart, env: Record<string, string>) {
  const log = new StageLog(part, `End-to-end tests, ${E2E_PARTS[part].title} (Playwright, Chromium)`);
  const config = path.join(ROOT, 'web', 'playwright.config.ts');
  if (!fs.existsSync(HEADLESS_SHELL_PATH)) {
    log.line(`e2e tests FAILED to start: ${HEADLESS_SHELL_PATH} is missing (apt-get install -y chromium-headless-shell)`);
    log.record(passFail(false), 'no chromium');
    return;
  }
  const report = path.join(REPORTS, `${part}.json`);
  fs.rmSync(report, { force: true });
  // Our own artifacts folder: Playwright empties its output folder when it starts, and other
  // Playwright runs in the same checkout (developers' e2e runs) use the config's test-results/e2e.
  const artifacts = path.join(REPORTS, `${part}-artifacts`);
  const projects = E2E_PARTS[part].projects.flatMap((project) => ['--project', project]);
  const code = await log.run(path.join(BIN, 'playwright'), ['test', '-c', config, ...projects, '--no-deps', '--output', artifacts], { env: { ...env, E2E_JSON_REPORT: report } });
  const json = readJson<{ stats?: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report);
  if (!json?.stats) {
    log.record(passFail(false), `no report (exit ${code})`);
    return;
  }
  // A flaky test (failed, then passed on its retry) counts as failed: a retry must not hide a race.
  const counts = { passed: json.stats.expected, failed: json.stats.unexpected + json.stats.flaky, skipped: json.stats.skipped };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  log.record(counts, json.stats.flaky ? `${json.stats.flaky} flaky, counted as failed` : undefined);
}

const persistenceTests = () => vitestStage('persistence', 'Persistence tests (crash, clean restart, reset)', ['--config', path.join('scripts', 'test', 'vitest.config.mts')]);

// ─── lanes ─────────────────────────────────────────────────────────────────────────────────

const notBuilt = (name: string) => results.push({ name, passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'build failed' });

/** Build, then the API suite and the back office's e2e part on one stack. Resolves `built` as soon as the build is known. */
async function stackLane(built: (ok: boolean) => void) {
  const ok = wanted('build') ? await build() : true;
  built(ok);
  if (!wanted('api') && !wanted('e2e')) return;
  if (!ok) {
    if (wanted('api')) notBuilt('api');
    if (wanted('e2e')) notBuilt('e2e-admin');
    return;
  }
  await withTestStack('stack', TEST_STATE, TEST_OFFSET, async (running) => {
    if (wanted('api')) await apiTests(running.env);
    if (wanted('e2e')) await e2eTests('e2e-admin', running.env);
  });
}

/** The visitor's e2e part, on a stack of its own. */
async function publicE2e() {
  await withTestStack('stack-public', PUBLIC_TEST_STATE, PUBLIC_TEST_OFFSET, (running) => e2eTests('e2e-public', running.env));
}

/** The checks that need no build, then (once the build is there) the persistence tests and the visitor's e2e part. */
async function checksLane(built: Promise<boolean>) {
  // The store suite runs inside the google stage when it runs on Google's emulator.
  const checks: [boolean, () => Promise<void>][] = [
    [wanted('typecheck'), typecheck],
    [wanted('lint'), lint],
    [wanted('domain'), domainTests],
    [wanted('store') && !storeOnGoogle, storeTests],
    [wanted('web'), webTests],
    [wanted('google') || (wanted('store') && storeOnGoogle), google],
  ];
  for (const [run, stage] of checks) if (run) await stage();
  const afterBuild: [StageName, string, () => Promise<void>][] = [
    ['persistence', 'persistence', persistenceTests],
    ['e2e', 'e2e-public', publicE2e],
  ];
  for (const [stage, name, run] of afterBuild) {
    if (!wanted(stage)) continue;
    if (await built) await run();
    else notBuilt(name);
  }
}

// ─── main ──────────────────────────────────────────────────────────────────────────────────

async function shutdown(code: number) {
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      /* gone */
    }
  }
  if (stacks.size) {
    console.log('\nstopping the test stacks…');
    await Promise.all([...stacks].map((stack) => stack.stop().catch(() => {})));
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

function printSummary(seconds: number) {
  const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
  console.log(`\n══ Summary (${seconds} s) ${'═'.repeat(60)}`);
  for (const r of results) {
    const mark = r.failed ? '✗' : r.passed === 0 && r.skipped ? '-' : '✓';
    console.log(`  ${mark} ${r.name.padEnd(15)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds}s${r.note ? `  ${r.note}` : ''}`);
  }
  fs.writeFileSync(path.join(REPORTS, 'summary.json'), JSON.stringify({ seconds, total, stages: results }, null, 2) + '\n');
  console.log('');
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return total.failed;
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(REPORTS, { recursive: true });
  let built: (ok: boolean) => void = () => {};
  const buildKnown = new Promise<boolean>((resolve) => (built = resolve));
  await Promise.all([stackLane(built), checksLane(buildKnown)]);
  const failed = printSummary(Math.round((Date.now() - started) / 1000));
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
