/**
 * The local stack: in-process Firestore emulator (durable) + firebase-tools Auth, Functions and
 * Hosting emulators, on ports = defaults + offset, with state in one folder.
 *
 *   const stack = await startStack({ stateDir: '.emulator-state', portOffset: 0 });
 *   ... stack.url, stack.env, stack.admin ...
 *   await stack.stop();
 *
 * State folder (created from the seed, `emulator-data/`, on first start):
 *   stack-state.json          marker: where the state came from and when
 *   firestore/snapshot.json   compacted documents       firestore/journal.ndjson  changes since
 *   uploads/                  uploaded images (IMAGE_STORE_DIR of the API)
 *   auth/                     Auth emulator export (firebase-export-metadata.json, auth_export/)
 *   stack.lock.json           pids of a running stack (removed on clean stop)
 *   stack.log                 output of firebase-tools
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { cleanAuthTmp, ensureAdmin, hasAuthExport, listOobCodes, saveAuth, AUTH_SAVE_INTERVAL_MS } from './auth';
import { startDurableFirestore, type DurableFirestore } from './firestore';
import {
  ADMIN_DISPLAY_NAME,
  BASE_PORTS,
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_SEED_DIR,
  DEFAULT_WEB_DIST,
  FIREBASE_BIN,
  FUNCTIONS_ENTRY,
  PROJECT_ID,
  ROOT,
  statePaths,
  type PortName,
} from './paths';

export { PROJECT_ID, ROOT, BASE_PORTS, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, statePaths };

export interface StackOptions {
  /** Folder holding the stack's state (created from the seed when missing or empty). */
  stateDir: string;
  /** Added to every default port (0 for npm start, 100 for npm test, 200/300/400 for developers). */
  portOffset?: number;
  /** Folder Hosting serves (default web/dist). */
  webDist?: string;
  /** Seed copied into a new state folder (default emulator-data/); null starts empty. */
  seedDir?: string | null;
  /** Administrator ensured at start (default ADMIN_EMAIL / ADMIN_PASSWORD env, then owner@example.com / owner-password-123). */
  adminEmail?: string;
  adminPassword?: string;
  /** Receives progress lines and firebase-tools output. */
  log?: (line: string) => void;
  /** How long to wait for the API to answer (ms, default 180000). */
  readyTimeoutMs?: number;
  /** Called with every new password-reset (or other OOB) link the Auth emulator records. */
  onOobLink?: (link: { email: string; requestType: string; oobLink: string }) => void;
  /** Called when firebase-tools dies while the stack is running (not during stop()). */
  onFailure?: (error: Error) => void;
  /** Functions source folder relative to the repo root (default "functions"). For tooling tests only. */
  functionsSource?: string;
}

export interface Stack {
  url: string;
  ports: Record<PortName, number>;
  env: Record<string, string>;
  admin: { email: string; password: string };
  /** True when the admin password is known to be `admin.password` (created now or reset explicitly). */
  adminPasswordKnown: boolean;
  stateDir: string;
  /** Pids: this process and firebase-tools (leader of its own process group). */
  pids: { launcher: number; firebase: number };
  stop(): Promise<void>;
}

/**
 * Ports of a stack: default + offset. Exception: the hub (4400) and logging (4500) defaults are
 * only 100 apart, so with offsets in steps of 100 one stack's hub would take another's logging
 * port (offset 100's hub = offset 0's logging = 4500). They move by offset / 10 instead
 * (offset 100 → hub 4410, logging 4510), which keeps every port of stacks whose offsets are
 * multiples of 10 (up to 990) distinct.
 */
export function portsFor(offset = 0): Record<PortName, number> {
  if (!Number.isInteger(offset) || offset < 0 || offset > 990) throw new Error(`Port offset must be an integer from 0 to 990 (got ${offset})`);
  const small = Math.floor(offset / 10);
  return {
    hosting: BASE_PORTS.hosting + offset,
    functions: BASE_PORTS.functions + offset,
    auth: BASE_PORTS.auth + offset,
    firestore: BASE_PORTS.firestore + offset,
    hub: BASE_PORTS.hub + small,
    logging: BASE_PORTS.logging + small,
  };
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws, naming every taken port. */
export async function assertPortsFree(ports: Record<PortName, number>) {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    // Check the loopback address and the wildcard: something bound to either blocks us.
    const ok = (await portFree(port, '127.0.0.1')) && (await portFree(port, '0.0.0.0'));
    if (!ok) taken.push(`${name} ${port}`);
  }
  if (taken.length) {
    throw new Error(
      `Port(s) already in use: ${taken.join(', ')}. Another stack (or something else) is running; ` +
        `stop it or pick another --offset.`,
    );
  }
}

function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function killGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * One stack per state folder. A lock left by a crashed stack is taken over; if that stack's
 * firebase-tools is still alive (its launcher was killed alone), it is stopped first.
 */
async function takeLock(stateDir: string, log: (line: string) => void) {
  const { lock } = statePaths(stateDir);
  if (fs.existsSync(lock)) {
    let previous: { launcher?: number; firebase?: number } = {};
    try {
      previous = JSON.parse(fs.readFileSync(lock, 'utf8'));
    } catch {
      /* unreadable: treat as stale */
    }
    if (previous.launcher && previous.launcher !== process.pid && isAlive(previous.launcher)) {
      throw new Error(`State folder ${stateDir} is in use by a running stack (pid ${previous.launcher}).`);
    }
    if (previous.firebase && isAlive(previous.firebase) && commandLine(previous.firebase).includes('firebase')) {
      log(`stack: stopping firebase-tools (pid ${previous.firebase}) left behind by a crashed stack`);
      killGroup(previous.firebase, 'SIGKILL');
      for (let i = 0; i < 50 && isAlive(previous.firebase); i++) await sleep(100);
    }
  }
  writeLock(stateDir, { launcher: process.pid });
}

function writeLock(stateDir: string, content: Record<string, number>) {
  fs.writeFileSync(statePaths(stateDir).lock, JSON.stringify(content) + '\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isEmptyDir(dir: string) {
  return fs.existsSync(dir) && fs.readdirSync(dir).length === 0;
}

/** Creates the state folder from the seed (atomically: copy to a sibling, then rename). */
export function initState(stateDir: string, seedDir: string | null, log: (line: string) => void) {
  const paths = statePaths(stateDir);
  if (fs.existsSync(paths.marker)) return false;
  if (fs.existsSync(stateDir) && !isEmptyDir(stateDir)) {
    throw new Error(
      `${stateDir} exists but is not a stack state folder (no stack-state.json). Remove it or choose another folder.`,
    );
  }
  const tmp = `${stateDir.replace(/[\\/]+$/, '')}.init-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const seeded = seedDir && fs.existsSync(path.join(seedDir, 'firestore'));
  if (seeded) {
    for (const part of ['firestore', 'uploads', 'auth']) {
      const from = path.join(seedDir, part);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(tmp, part), { recursive: true });
    }
  }
  for (const part of ['firestore', 'uploads', 'auth']) fs.mkdirSync(path.join(tmp, part), { recursive: true });
  fs.writeFileSync(
    path.join(tmp, 'stack-state.json'),
    JSON.stringify({ createdAt: new Date().toISOString(), from: seeded ? path.relative(ROOT, seedDir!) || seedDir : null }, null, 2) + '\n',
  );
  if (fs.existsSync(stateDir)) fs.rmdirSync(stateDir);
  fs.mkdirSync(path.dirname(path.resolve(stateDir)), { recursive: true });
  fs.renameSync(tmp, stateDir);
  log(seeded ? `stack: new state in ${stateDir}, from the seed ${seedDir}` : `stack: new empty state in ${stateDir}`);
  return true;
}

/** Writes the firebase config for this stack at the repo root (so relative paths resolve as in firebase.json). */
export function writeStackConfig(offset: number, ports: Record<PortName, number>, webDist: string, functionsSource?: string) {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const relativeDist = path.relative(ROOT, path.resolve(webDist));
  // Hosting resolves `public` against the project folder (the config's folder); an absolute path
  // outside it is not served, a relative one (even with ..) is.
  base.hosting = { ...base.hosting, public: relativeDist };
  if (functionsSource) {
    const list = Array.isArray(base.functions) ? base.functions : [base.functions];
    base.functions = list.map((f: Record<string, unknown>) => ({ ...f, source: functionsSource }));
  }
  base.emulators = {
    ...base.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    firestore: { host: '127.0.0.1', port: ports.firestore },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    // firebase-tools also starts the Eventarc and Cloud Tasks emulators with Functions. Their
    // defaults (9299, 9499) are the Auth ports of offsets 200 and 400, and when taken they move to
    // the next free port: pin them next to the hub and logging ports instead.
    eventarc: { host: '127.0.0.1', port: 4600 + Math.floor(offset / 10) },
    tasks: { host: '127.0.0.1', port: 4700 + Math.floor(offset / 10) },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  // Storage is not started by the stack; keep its port out of the way of other offsets.
  if (base.emulators.storage) base.emulators.storage = { ...base.emulators.storage, port: 9199 + offset };
  const file = path.join(ROOT, `.firebase.stack-${offset}.json`);
  fs.writeFileSync(file, JSON.stringify(base, null, 2) + '\n');
  return file;
}

function firebaseToolsVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'firebase-tools', 'package.json'), 'utf8')).version;
  } catch {
    return '15.0.0';
  }
}

async function waitForApi(url: string, firebase: ChildProcess, timeoutMs: number, recent: () => string) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (firebase.exitCode !== null || firebase.signalCode !== null) {
      throw new Error(`firebase-tools exited (${firebase.exitCode ?? firebase.signalCode}) before the API answered.\n${recent()}`);
    }
    try {
      const response = await fetch(`${url}/api/nav-config`, { signal: AbortSignal.timeout(15_000) });
      const type = response.headers.get('content-type') ?? '';
      await response.arrayBuffer();
      if (response.status < 500 && type.includes('json')) return;
      lastProblem = `GET /api/nav-config answered ${response.status} ${type}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(500);
  }
  throw new Error(`The API did not answer within ${Math.round(timeoutMs / 1000)} s (${lastProblem}).\n${recent()}`);
}

/**
 * The Functions emulator starts one worker per concurrent request and each cold worker loads
 * the whole function. Sending the home page's calls together before announcing the stack means
 * the first visitor finds warm workers instead of waiting for several cold starts at once.
 */
async function warmUp(url: string) {
  const paths = ['/api/nav-config', '/api/categories', '/api/products/featured/list', '/api/gallery/popular'];
  await Promise.allSettled(
    paths.map((p) => fetch(`${url}${p}`, { signal: AbortSignal.timeout(30_000) }).then((response) => response.arrayBuffer())),
  );
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const offset = options.portOffset ?? 0;
  const ports = portsFor(offset);
  const stateDir = path.resolve(options.stateDir);
  const webDist = path.resolve(options.webDist ?? DEFAULT_WEB_DIST);
  const seedDir = options.seedDir === null ? null : path.resolve(options.seedDir ?? DEFAULT_SEED_DIR);
  const explicitPassword = options.adminPassword ?? process.env.ADMIN_PASSWORD;
  const admin = {
    email: options.adminEmail ?? process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
    password: explicitPassword ?? DEFAULT_ADMIN_PASSWORD,
  };
  const url = `http://127.0.0.1:${ports.hosting}`;

  // Preconditions, loudly.
  if (!options.functionsSource && !fs.existsSync(FUNCTIONS_ENTRY)) {
    throw new Error(`${path.relative(ROOT, FUNCTIONS_ENTRY)} is missing: build the API first (npm run build -w functions).`);
  }
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first (npm run build -w web).`);
  }
  if (!fs.existsSync(FIREBASE_BIN)) throw new Error(`firebase-tools is not installed (${FIREBASE_BIN}); run npm ci.`);

  fs.mkdirSync(path.dirname(stateDir), { recursive: true });
  initState(stateDir, seedDir, log);
  // The lock first: it also stops a firebase-tools left behind by a crashed stack on this state.
  await takeLock(stateDir, log);
  const paths = statePaths(stateDir);
  try {
    await assertPortsFree(ports);
  } catch (error) {
    fs.rmSync(paths.lock, { force: true });
    throw error;
  }
  cleanAuthTmp(paths.auth);
  fs.mkdirSync(paths.uploads, { recursive: true });

  const cleanups: (() => Promise<void> | void)[] = [];
  const runCleanups = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()!();
      } catch (error) {
        log(`stack: cleanup failed: ${(error as Error).message}`);
      }
    }
  };

  try {
    // 1. Firestore, in this process.
    const firestore: DurableFirestore = await startDurableFirestore({
      port: ports.firestore,
      dir: paths.firestore,
      log,
    });
    cleanups.push(() => firestore.stop());

    // 2. firebase-tools: Auth, Functions, Hosting.
    const configFile = writeStackConfig(offset, ports, webDist, options.functionsSource);
    cleanups.push(() => fs.rmSync(configFile, { force: true }));
    const args = [
      FIREBASE_BIN,
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
    ];
    if (hasAuthExport(paths.auth)) args.push('--import', paths.auth);
    const env: Record<string, string> = {
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      GCLOUD_PROJECT: PROJECT_ID,
      GOOGLE_CLOUD_PROJECT: PROJECT_ID,
      IMAGE_STORE_DIR: paths.uploads,
    };
    const logStream = fs.createWriteStream(paths.log, { flags: 'a' });
    cleanups.push(() => new Promise<void>((resolve) => logStream.end(resolve)));
    logStream.write(`\n=== ${new Date().toISOString()} firebase ${args.slice(1).join(' ')}\n`);
    const recentLines: string[] = [];
    const recent = () => recentLines.slice(-40).join('\n');
    const firebase = spawn(process.execPath, args, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', CI: process.env.CI ?? '' },
    });
    const firebasePid = firebase.pid!;
    writeLock(stateDir, { launcher: process.pid, firebase: firebasePid });
    const exited = new Promise<void>((resolve) => firebase.once('exit', () => resolve()));
    let stopping = false;
    firebase.once('exit', (code, signal) => {
      if (stopping) return;
      const message = `firebase-tools exited unexpectedly (${code ?? signal})`;
      log(`stack: ${message}`);
      options.onFailure?.(new Error(`${message}\n${recent()}`));
    });
    cleanups.push(async () => {
      stopping = true;
      if (firebase.exitCode === null && firebase.signalCode === null) {
        killGroup(firebasePid, 'SIGINT');
        const timedOut = await Promise.race([exited.then(() => false), sleep(20_000).then(() => true)]);
        if (timedOut) log('stack: firebase-tools did not stop within 20 s; killing it');
      }
      // Whatever is left in its process group (function workers) goes too.
      killGroup(firebasePid, 'SIGKILL');
      await Promise.race([exited, sleep(5_000)]);
    });
    for (const stream of [firebase.stdout!, firebase.stderr!]) {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        logStream.write(chunk);
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) {
          recentLines.push(line);
          if (recentLines.length > 200) recentLines.shift();
          log(line);
        }
      });
    }

    await waitForApi(url, firebase, options.readyTimeoutMs ?? 180_000, recent);
    await warmUp(url);

    // 3. The administrator account, then a first Auth save.
    const ensured = await ensureAdmin(ports.auth, PROJECT_ID, {
      email: admin.email,
      password: admin.password,
      displayName: ADMIN_DISPLAY_NAME,
      resetPassword: explicitPassword !== undefined,
    });
    const cliVersion = firebaseToolsVersion();
    let fingerprint: string | null = await saveAuth(ports.auth, PROJECT_ID, paths.auth, cliVersion, null);

    // 4. Periodic Auth save and the password-reset link watcher.
    const seenOob = new Set<string>();
    let firstOob = true;
    let busy = false;
    const tick = async () => {
      if (busy || stopping) return;
      busy = true;
      try {
        fingerprint = await saveAuth(ports.auth, PROJECT_ID, paths.auth, cliVersion, fingerprint);
        for (const code of await listOobCodes(ports.auth, PROJECT_ID)) {
          if (seenOob.has(code.oobCode)) continue;
          seenOob.add(code.oobCode);
          if (firstOob) continue; // links from before this start were printed then
          const link = { email: code.email, requestType: code.requestType, oobLink: code.oobLink };
          if (options.onOobLink) options.onOobLink(link);
          else log(`auth: ${code.requestType === 'PASSWORD_RESET' ? 'password reset' : code.requestType} link for ${code.email}: ${code.oobLink}`);
        }
        firstOob = false;
      } catch (error) {
        if (!stopping) log(`stack: auth save/watch failed: ${(error as Error).message}`);
      } finally {
        busy = false;
      }
    };
    await tick();
    const timer = setInterval(tick, AUTH_SAVE_INTERVAL_MS);
    // Runs before firebase-tools is stopped (cleanups run in reverse order).
    cleanups.push(async () => {
      clearInterval(timer);
      stopping = true;
      for (let i = 0; i < 50 && busy; i++) await sleep(100);
      try {
        await saveAuth(ports.auth, PROJECT_ID, paths.auth, cliVersion, null);
      } catch (error) {
        log(`stack: final auth save failed: ${(error as Error).message}`);
      }
    });

    let stopped: Promise<void> | null = null;
    const stack: Stack = {
      url,
      ports,
      env: {
        ...env,
        API_URL: url,
        E2E_BASE_URL: url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      admin,
      adminPasswordKnown: ensured.passwordSet,
      stateDir,
      pids: { launcher: process.pid, firebase: firebasePid },
      stop() {
        stopped ??= (async () => {
          await runCleanups();
          fs.rmSync(paths.lock, { force: true });
        })();
        return stopped;
      },
    };
    log(`stack: ready at ${url} (state ${stateDir})`);
    return stack;
  } catch (error) {
    await runCleanups();
    fs.rmSync(paths.lock, { force: true });
    throw error;
  }
}
