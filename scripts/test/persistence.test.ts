/**
 * Durability of the whole local stack, driven like a user drives it: the CLI in its own process
 * group, writes through the real API, then
 *   - `kill -9` of every process of the stack (the CLI with its in-process Firestore, and
 *     firebase-tools with its function workers), restart on the same state: the writes are there;
 *   - a clean stop (SIGINT, as Ctrl-C) and restart: the data is there, nothing was left listening;
 *   - reset (scripts/reset.ts --state): the next start is the seed again;
 *   - a restore of a backup and a purge from the trash cut off mid-way, each at four moments: a restore
 *     by kill -9 of the whole stack each time, a purge so at two and by the crash of the function
 *     serving it (its workers killed; the rest of the stack goes on) at two: the shop is as before or as
 *     after, never in between;
 *   - `kill -9` of the CLI's process group only (a closed terminal, the OOM killer): its watchdog
 *     ends firebase-tools and the function workers; without the watchdog (killed too) and with
 *     firebase-tools dead, the orphaned workers are ended by the next start, and after its clean
 *     stop no process of the stack is left.
 * The stages share stack starts where one test's stack is the next one's starting point (12 starts, was 16).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_SAVE_INTERVAL_MS } from '../stack/auth';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, OFFSETS, ROOT, portsFor } from '../stack/index';
import { PROJECT_ID, statePaths } from '../stack/paths';
import { readJournal, readSnapshot } from '../stack/firestore';
import { isRunning, listProcesses } from '../stack/processes';

const OFFSET = OFFSETS.persistence;
const PORTS = portsFor(OFFSET);
const BASE = `http://127.0.0.1:${PORTS.hosting}`;
const STATE = path.join(ROOT, '.test-tmp', `persistence-${process.pid}`);
const ADMIN = { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD };
// Node itself loads the TypeScript: tsx's own CLI relays Ctrl-C to its child and SIGKILLs it when
// the child does not acknowledge within 30 ms, which a busy machine misses.
const TSX_LOADER = ['--import', 'tsx'];

interface RunningCli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startCli(): Promise<RunningCli> {
  const child = spawn(process.execPath, [...TSX_LOADER, 'scripts/stack/cli.ts', '--state', STATE, '--offset', String(OFFSET)], {
    cwd: ROOT,
    detached: true, // its own process group, like a terminal session
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop.')) {
        clearInterval(timer);
        resolve({ child, output: () => output, exited });
      }
    }, 200);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the stack CLI exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function allPortsFree() {
  for (const port of Object.values(PORTS)) if (!(await portFree(port))) return false;
  return true;
}

async function api(method: string, urlPath: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.form;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${BASE}/api${urlPath}`, { method, headers, body });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: json, text };
}

async function login(email = ADMIN.email, password = ADMIN.password) {
  const response = await api('POST', '/auth/login', { json: { email, password } });
  expect(response.status, response.text).toBe(200);
  return response.body.token as string;
}

const seedCategoryCount = () =>
  readSnapshot(path.join(ROOT, 'emulator-data', 'firestore')).filter((d) => /\/documents\/categories\/[^/]+$/.test(d.path)).length;

async function countCategories() {
  const response = await api('GET', '/categories');
  expect(response.status).toBe(200);
  const list: { subcategories?: unknown[] }[] = Array.isArray(response.body) ? response.body : response.body.data;
  return list.reduce((n, c) => n + 1 + (c.subcategories?.length ?? 0), 0);
}

let cli: RunningCli | null = null;

const reset = () => spawnSync(process.execPath, [...TSX_LOADER, 'scripts/reset.ts', '--state', STATE], { cwd: ROOT, encoding: 'utf8' });

async function killWholeStack() {
  const lock = JSON.parse(fs.readFileSync(statePaths(STATE).lock, 'utf8')) as { launcher: number; firebase: number };
  expect(lock.firebase).toBeGreaterThan(0);
  // Every process of the stack: the CLI's group (CLI + in-process Firestore) and firebase-tools' group.
  for (const pgid of [cli!.child.pid!, lock.firebase]) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  await cli!.exited;
  await waitUntil('the killed stack to release its ports', async () => !alive(lock.firebase) && (await allPortsFree()));
  cli = null;
}

/** Kills the function workers of the running stack (a crashed instance) and waits until the API answers again. */
async function killFunctionWorkers() {
  const workers = processesOfTheStack().filter((info) => info.commandLine.includes('functionsEmulatorRuntime'));
  expect(workers.length, 'function workers of the running stack').toBeGreaterThan(0);
  for (const worker of workers) process.kill(worker.pid, 'SIGKILL');
  await waitUntil('the killed workers to end', () => workers.every((worker) => !isRunning(worker.pid)));
  await waitUntil('a fresh worker to answer', async () => (await fetch(`${BASE}/api/health`).then((r) => r.status, () => 0)) === 200, 120_000);
}

beforeAll(() => {
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(STATE), { recursive: true });
});

afterAll(async () => {
  if (cli) {
    cli.child.kill('SIGINT');
    await Promise.race([cli.exited, new Promise((r) => setTimeout(r, 30_000))]);
    try {
      const lock = JSON.parse(fs.readFileSync(statePaths(STATE).lock, 'utf8'));
      process.kill(-lock.firebase, 'SIGKILL');
    } catch {
      /* stopped cleanly */
    }
  }
  fs.rmSync(STATE, { recursive: true, force: true });
});

describe.sequential('local stack persistence', () => {
  const written = { categoryId: '', categoryName: `Persistence Test ${Date.now()}`, navVersion: 0, userEmail: `crash-${Date.now()}@example.com` };

  test('first start comes from the seed', async () => {
    cli = await startCli();
    expect(fs.existsSync(statePaths(STATE).marker)).toBe(true);
    expect(await countCategories()).toBe(seedCategoryCount());
  });

  test('acknowledged writes survive kill -9 of every process of the stack', async () => {
    const token = await login();
    // An Auth change (a new account): saved within AUTH_SAVE_INTERVAL_MS.
    const created = await fetch(`http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: written.userEmail, password: 'crash-password-1' }),
    });
    expect(created.status).toBe(200);
    await new Promise((r) => setTimeout(r, AUTH_SAVE_INTERVAL_MS * 2 + 500));

    // Firestore writes through the API, the last one immediately before the kill.
    const form = new FormData();
    form.append('name', written.categoryName);
    form.append('showInNav', 'false');
    const category = await api('POST', '/categories', { token, form });
    expect([200, 201], category.text).toContain(category.status);
    written.categoryId = category.body.data._id;
    const nav = await api('PUT', '/nav-config', {
      token,
      json: {
        maxVisibleItems: 7,
        moreDropdownLabel: 'Explore',
        showFixedItems: { home: true, products: true, gallery: true, popular: true, about: true, contact: false },
        fixedItemsOrder: { home: 0, products: 10, gallery: 20, about: 30, contact: 40, popular: 50 },
      },
    });
    expect([200, 201], nav.text).toContain(nav.status);
    written.navVersion = nav.body.data.version;
    expect(written.navVersion).toBeGreaterThan(0);

    await killWholeStack();
    // The journal holds what the snapshot does not have yet.
    expect(readJournal(path.join(STATE, 'firestore')).entries.length).toBeGreaterThan(0);

    cli = await startCli();
    const again = await api('GET', `/categories/${written.categoryId}`);
    expect(again.status).toBe(200);
    expect(again.body.data.name).toBe(written.categoryName);
    const config = await api('GET', '/nav-config');
    expect(config.body.data).toMatchObject({ version: written.navVersion, maxVisibleItems: 7, moreDropdownLabel: 'Explore' });
    expect(config.body.data.showFixedItems.contact).toBe(false);
    // Auth: the administrator and the account made before the kill are still there.
    await login();
    const lookup = await fetch(`http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [written.userEmail] }),
    });
    expect((await lookup.json()).users?.[0]?.email).toBe(written.userEmail);
  });

  test('reset refuses while the stack runs', () => {
    const refused = reset();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/running/);
  });

  // What a restart loads is the state folder (the restart after kill -9 above read it back): a clean
  // stop is checked on the folder it leaves, which saves a start of the stack.
  test('a clean stop (Ctrl-C) leaves nothing running or listening, and every write saved in the state folder', async () => {
    const lock = JSON.parse(fs.readFileSync(statePaths(STATE).lock, 'utf8')) as { firebase: number };
    cli!.child.kill('SIGINT');
    expect(await cli!.exited).toBe(0);
    cli = null;
    expect(alive(lock.firebase)).toBe(false);
    await waitUntil('every process of the stack to end', () => processesOfTheStack().length === 0, 10_000).catch(() => undefined);
    expect(processesOfTheStack().map((info) => `${info.pid} ${info.commandLine}`)).toEqual([]);
    expect(listProcesses().filter((info) => info.commandLine.includes('stack-watchdog') && info.commandLine.includes(`-${lock.firebase},`))).toEqual([]);
    expect(await allPortsFree()).toBe(true);
    expect(fs.existsSync(statePaths(STATE).lock)).toBe(false);
    // The clean stop compacted the journal into the snapshot, which holds the writes.
    expect(readJournal(path.join(STATE, 'firestore')).entries).toHaveLength(0);
    const documents = new Map(readSnapshot(path.join(STATE, 'firestore')).map((doc) => [doc.path.replace(/^.*\/documents\//, ''), doc.fields]));
    expect(documents.get(`categories/${written.categoryId}`)?.name).toEqual({ string_value: written.categoryName });
    expect(documents.get('navConfig/current')?.version).toEqual({ integer_value: written.navVersion });
    // Auth: its export holds the account made before the kill.
    expect(fs.readFileSync(path.join(STATE, 'auth', 'auth_export', 'accounts.json'), 'utf8')).toContain(written.userEmail);
  });

  test('reset, the stack stopped, returns to the seed', async () => {
    const done = reset();
    expect(done.status, done.stderr).toBe(0);
    expect(fs.existsSync(STATE)).toBe(false);

    cli = await startCli();
    expect((await api('GET', `/categories/${written.categoryId}`)).status).toBe(404);
    expect(await countCategories()).toBe(seedCategoryCount());
  });
});

/**
 * A restore (one catalogue transaction, after its photos are stored) and a purge (the entry's
 * transaction, then its files) cut off at moments spread over the request, on the stack the reset
 * left running: by kill -9 of the whole stack (then a restart), or, for two of the purge's moments, by the
 * crash of the function serving it (its workers killed, as a Cloud Functions instance dies; the next
 * request gets a fresh one). A restore is always cut by the whole stack: after a function crash the
 * in-process emulator was once read mid-way through applying the restore's commit (7 of 12 products
 * gone, none in the trash yet), which a restart never shows. After each, the shop is as before or as
 * after, never in between.
 */
describe.sequential('a restore or a purge killed mid-way', () => {
  const SINCE = 12;
  let token = '';
  let backup: Buffer;
  let product: { _id: string; name: string; category: { _id: string }; images: { variants: { src: string }[] }[] };
  let since: string[] = [];

  const served = async (src: string) => (await fetch(`${BASE}${src}`)).status === 200;
  const present = async (id: string) => {
    const { status, text } = await api('GET', `/products/${id}`);
    // Neither there nor gone (a 5xx after the restart) would count as gone: say so instead.
    expect([200, 404], `GET /products/${id}: ${text.slice(0, 300)}`).toContain(status);
    return status === 200;
  };
  const trashIds = async () => new Set(((await api('GET', '/trash', { token })).body.data as { _id: string }[]).map((e) => e._id));
  const backupForm = (dryRun: boolean) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(backup)]), 'backup.zip');
    return fetch(`${BASE}/api/backup/restore${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  };

  /** The shop as before the restore: the product deleted for good, products made since the backup. */
  async function prepare() {
    if (await present(product._id)) {
      expect((await api('DELETE', `/products/${product._id}`, { token })).status).toBe(200);
      expect((await api('DELETE', `/trash/${product._id}`, { token })).status).toBe(200);
    }
    since = [];
    for (let i = 0; i < SINCE; i++) {
      const made = await api('POST', '/products', { token, json: { name: `Made since the backup ${Date.now()}-${i}`, category: product.category._id, price: 10 + i } });
      expect(made.status, made.text).toBe(201);
      since.push(made.body.data._id);
    }
  }

  /** The crash at one moment: the whole stack (then a restart) or only the function's workers. */
  async function crash(whole: boolean) {
    if (whole) {
      await killWholeStack();
      cli = await startCli();
    } else {
      await killFunctionWorkers();
    }
    token = await login();
  }

  // Four kills and restarts of the whole stack: 3-5 minutes on a loaded 2-core machine.
  test('a restore', { timeout: 600_000 }, async () => {
    token = await login();
    const list = await api('GET', '/products?limit=200');
    product = (list.body.data.products ?? list.body.data).find((p: { images?: unknown[] }) => p.images?.length);
    expect(product).toBeTruthy();
    const response = await fetch(`${BASE}/api/backup`, { headers: { Authorization: `Bearer ${token}` } });
    backup = Buffer.from(await response.arrayBuffer());
    await prepare();
    const started = Date.now();
    expect((await backupForm(true)).status).toBe(200);
    const dryRunMs = Date.now() - started;

    const outcomes: string[] = [];
    for (const [share, whole] of [[0.2, true], [0.7, true], [1.2, true], [2, true]] as const) {
      const request = backupForm(false).then((r) => r.status, () => 'cut off');
      await new Promise((r) => setTimeout(r, share * dryRunMs));
      await crash(whole);
      const back = await present(product._id);
      const left = (await Promise.all(since.map(present))).filter(Boolean).length;
      const trash = await trashIds();
      const trashed = since.filter((id) => trash.has(id)).length;
      outcomes.push(`${Math.round(share * dryRunMs)} ms, ${whole ? 'whole stack' : 'function'}: ${back ? 'after' : 'before'} (${String(await request)})`);
      if (back) {
        expect({ left, trashed }).toEqual({ left: 0, trashed: SINCE });
        for (const src of product.images.flatMap((image) => image.variants.map((v) => v.src))) expect(await served(src), src).toBe(true);
        await prepare();
      } else {
        expect({ left, trashed }).toEqual({ left: SINCE, trashed: 0 });
      }
    }
    console.log(`restore killed at: ${outcomes.join('; ')}`);
  });

  test('a purge', async () => {
    const outcomes: string[] = [];
    for (const [delay, whole] of [[0, false], [30, true], [60, true], [150, false]] as const) {
      expect((await backupForm(false)).status).toBe(200);
      // The product is back; deleted again it is in the trash with its photos.
      expect((await api('DELETE', `/products/${product._id}`, { token })).status).toBe(200);
      const request = api('DELETE', `/trash/${product._id}`, { token }).then((r) => r.status, () => 'cut off');
      await new Promise((r) => setTimeout(r, delay));
      await crash(whole);
      const inTrash = (await trashIds()).has(product._id);
      outcomes.push(`${delay} ms, ${whole ? 'whole stack' : 'function'}: ${inTrash ? 'still in the trash' : 'purged'} (${String(await request)})`);
      if (inTrash) {
        for (const src of product.images.flatMap((image) => image.variants.map((v) => v.src))) expect(await served(src), src).toBe(true);
        expect((await api('POST', `/trash/${product._id}/restore`, { token })).status).toBe(200);
      }
    }
    console.log(`purge killed at: ${outcomes.join('; ')}`);
  });
});

/** Processes whose command line or environment names this stack (its state folder or generated config). */
function processesOfTheStack() {
  const names = [STATE, `.firebase.stack-${OFFSET}.json`];
  return listProcesses().filter(
    (info) => info.state !== 'Z' && names.some((name) => info.commandLine.includes(name) || info.environment.includes(name)),
  );
}

/** Kills the running stack's CLI's whole process group (a closed terminal, the OOM killer); starts one first when none runs. */
async function killCli(beforeKill: (lock: { launcher: number; firebase: number }) => void = () => {}) {
  cli ??= await startCli();
  const workers = processesOfTheStack().filter((info) => info.commandLine.includes('functionsEmulatorRuntime'));
  expect(workers.length, 'function workers of the running stack').toBeGreaterThan(0);
  const lock = JSON.parse(fs.readFileSync(statePaths(STATE).lock, 'utf8')) as { launcher: number; firebase: number };
  beforeKill(lock);
  process.kill(-cli.child.pid!, 'SIGKILL');
  await cli.exited;
  cli = null;
  await waitUntil('the killed CLI to end', () => !isRunning(lock.launcher));
  return lock;
}

/** The watchdogs (processes.ts) of the stack whose firebase-tools had this pid. */
const watchdogsOf = (firebase: number) => listProcesses().filter((info) => info.commandLine.includes('stack-watchdog') && info.commandLine.includes(`-${firebase},`));

// One start of the stack for both: the first kills the stack the restore and purge tests left
// running, the second the stack whose start cleaned up after the first.
describe.sequential('crash of the terminal running the stack', () => {
  test('without the watchdog, the next start ends every process of the old stack', async () => {
    const lock = await killCli(({ firebase }) => {
      // The watchdog killed too (it runs in its own process group).
      for (const info of watchdogsOf(firebase)) process.kill(info.pid, 'SIGKILL');
    });
    // The worst case of what a closed terminal leaves: firebase-tools itself died too (a write to
    // the closed pipe, a crash), its function workers did not.
    process.kill(lock.firebase, 'SIGKILL');
    await waitUntil('firebase-tools to end', () => !isRunning(lock.firebase));
    const survivors = processesOfTheStack();
    expect(survivors.filter((info) => info.commandLine.includes('functionsEmulatorRuntime')).length, 'orphaned workers').toBeGreaterThan(0);

    cli = await startCli();
    const stillThere = processesOfTheStack().filter((info) => survivors.some((old) => old.pid === info.pid && old.startTime === info.startTime));
    expect(stillThere.map((info) => `${info.pid} ${info.commandLine}`)).toEqual([]);
    expect(cli.output()).toMatch(/ending \d+ process\(es\) left behind by a crashed stack/);
  });

  test('after kill -9 of the CLI group, its watchdog ends firebase-tools and the function workers, then itself', async () => {
    const { firebase } = await killCli();
    await waitUntil('every process of the stack to end', () => processesOfTheStack().length === 0, 15_000).catch(() => undefined);
    expect(processesOfTheStack().map((info) => `${info.pid} ${info.commandLine}`)).toEqual([]);
    await waitUntil('the watchdog to end', () => watchdogsOf(firebase).length === 0, 10_000).catch(() => undefined);
    expect(watchdogsOf(firebase)).toEqual([]);
    await waitUntil('the ports to be free', allPortsFree);
  });
});
