/**
 * The local stack: in-process Firestore emulator (durable) + firebase-tools Auth, Functions and
 * Hosting emulators, on ports = defaults + offset, with state in one folder. With
 * `firestore: 'google'`, Google's Firestore emulator (in memory only) replaces the in-process one
 * (firestoreBackend.ts).
 *
 *   const stack = await startStack({ stateDir: '.emulator-state', portOffset: OFFSETS.start });
 *   ... stack.url, stack.env, stack.admin ...
 *   await stack.stop();
 *
 * State folder (created from the seed, `emulator-data/`, on first start; the seed's batches are then
 * moved so the newest was pressed three days before, batchDates.ts):
 *   stack-state.json          marker: where the state came from and when
 *   firestore/snapshot.json   compacted documents       firestore/journal.ndjson  changes since
 *   uploads/                  uploaded images (IMAGE_STORE_DIR of the API)
 *   auth/                     Auth emulator export (firebase-export-metadata.json, auth_export/)
 *   stack.lock.json           pids of a running stack (removed on clean stop)
 *   stack.log                 output of firebase-tools
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanAuthTmp, ensureAdmin, hasAuthExport } from './auth';
import { keepAuthSaved } from './authPersistence';
import { scheduleHousekeeping } from './housekeeping';
import { writeStackConfig } from './firebaseConfig';
import { firestoreBackendUnavailable, startFirestoreBackend, type FirestoreBackend } from './firestoreBackend';
import { releaseLock, takeLock, writeLock } from './lock';
import {
  ADMIN_DISPLAY_NAME,
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_SEED_DIR,
  DEFAULT_WEB_DIST,
  FIREBASE_BIN,
  FUNCTIONS_DIR,
  FUNCTIONS_ENTRY,
  PROJECT_ID,
  ROOT,
  statePaths,
  serverBuildDir,
} from './paths';
import { assertPortsFree, OFFSETS, portsFor, sidePortsFor, type PortName } from './ports';
import { openFrontDoor } from './frontDoor';
import { startFirebaseTools } from './processes';
import { waitForApi, warmUp } from './readiness';
import { watchResetLinks, type OobLink } from './resetLinks';
import { initState } from './stateFolder';

export { ROOT, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, OFFSETS, portsFor };

export interface StackOptions {
  /** Folder holding the stack's state (created from the seed when missing or empty). */
  stateDir: string;
  /** Added to every default port; one per kind of stack, see OFFSETS (ports.ts). */
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
  /** Called with every new password-reset (or other OOB) link the Auth emulator records (default: logged). */
  onOobLink?: (link: OobLink) => void;
  /** Called when firebase-tools dies while the stack is running (not during stop()). */
  onFailure?: (error: Error) => void;
  /** Functions source folder relative to the repo root (default "functions"). For tooling tests only. */
  functionsSource?: string;
  /** Firestore emulator: 'node' (default, in-process, durable) or 'google' (Google's, in memory only). See firestoreBackend.ts. */
  firestore?: FirestoreBackend;
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

/** Throws, loudly, when something the stack needs has not been built or installed. */
function checkPrerequisites(webDist: string, functionsSource: string | undefined, firestore: FirestoreBackend) {
  if (!functionsSource && !fs.existsSync(FUNCTIONS_ENTRY)) {
    throw new Error(`${path.relative(ROOT, FUNCTIONS_ENTRY)} is missing: build the API first (npm run build -w functions).`);
  }
  if (!fs.existsSync(path.join(webDist, 'admin.html')) || !fs.existsSync(path.join(serverBuildDir(webDist), 'entry-server.js'))) {
    throw new Error(`${webDist}/admin.html or its server build (${serverBuildDir(webDist)}) is missing: build the web app first (npm run build -w web).`);
  }
  if (!fs.existsSync(FIREBASE_BIN)) throw new Error(`firebase-tools is not installed (${FIREBASE_BIN}); run npm ci.`);
  const firestoreMissing = firestoreBackendUnavailable(firestore);
  if (firestoreMissing) throw new Error(firestoreMissing);
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const offset = options.portOffset ?? OFFSETS.start;
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

  const firestoreBackend = options.firestore ?? 'node';
  checkPrerequisites(webDist, options.functionsSource, firestoreBackend);
  fs.mkdirSync(path.dirname(stateDir), { recursive: true });
  initState(stateDir, seedDir, log);
  // The lock first: it also stops a firebase-tools left behind by a crashed stack on this state.
  await takeLock(stateDir, log);
  const paths = statePaths(stateDir);
  try {
    await assertPortsFree(ports);
  } catch (error) {
    releaseLock(stateDir);
    throw error;
  }
  cleanAuthTmp(paths.auth);
  fs.mkdirSync(paths.uploads, { recursive: true });

  // What has been started, stopped in reverse order.
  const cleanups: (() => Promise<void> | void)[] = [];
  const runCleanups = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()!();
      } catch (error) {
        log(`stack: cleanup failed: ${(error as Error).message}`);
      }
    }
    releaseLock(stateDir);
  };

  try {
    // 1. Firestore: in this process, or Google's emulator.
    const firestore = await startFirestoreBackend(firestoreBackend, {
      port: ports.firestore,
      stateFirestoreDir: paths.firestore,
      seedDir,
      log,
    });
    cleanups.push(() => firestore.stop());

    // 2. The front door on the site's port (frontDoor.ts), then firebase-tools: Auth, Functions, Hosting behind it.
    cleanups.push(
      await openFrontDoor({
        port: ports.hosting,
        hostingPort: sidePortsFor(offset).emulatedHosting,
        functionsPort: ports.functions,
        functionsPath: `/${PROJECT_ID}/us-central1`,
      }),
    );
    const configFile = writeStackConfig(offset, ports, webDist, options.functionsSource);
    cleanups.push(() => fs.rmSync(configFile, { force: true }));
    const args = [FIREBASE_BIN, 'emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID, '--config', configFile];
    if (hasAuthExport(paths.auth)) args.push('--import', paths.auth);
    const env: Record<string, string> = {
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      GCLOUD_PROJECT: PROJECT_ID,
      GOOGLE_CLOUD_PROJECT: PROJECT_ID,
      IMAGE_STORE_DIR: paths.uploads,
      // The site function renders with this stack's web build (its page template names that build's files).
      SITE_RENDER_DIR: serverBuildDir(webDist),
      // The hosts its pages may name as their own: this stack's Hosting emulator, not loopback on any port.
      SITE_HOSTS: `127.0.0.1:${ports.hosting},localhost:${ports.hosting}`,
    };
    const firebase = startFirebaseTools({
      args,
      cwd: ROOT,
      env,
      logFile: paths.log,
      log,
      onUnexpectedExit: (message) => {
        log(`stack: ${message}`);
        options.onFailure?.(new Error(`${message}\n${firebase.recent()}`));
      },
    });
    cleanups.push(() => firebase.stop());
    writeLock(stateDir, { launcher: process.pid, firebase: firebase.pid });

    await waitForApi(url, firebase, options.readyTimeoutMs ?? 180_000);
    await warmUp(url);

    // 3. The administrator account, then Auth saved from now on (the last save runs before firebase-tools stops).
    const ensured = await ensureAdmin(ports.auth, PROJECT_ID, {
      email: admin.email,
      password: admin.password,
      displayName: ADMIN_DISPLAY_NAME,
      resetPassword: explicitPassword !== undefined,
    });
    cleanups.push(await keepAuthSaved(ports.auth, paths.auth, log));

    // 4. Password-reset links, passed on as they appear.
    const onLink =
      options.onOobLink ??
      ((link: OobLink) => log(`auth: ${link.requestType === 'PASSWORD_RESET' ? 'password reset' : link.requestType} link for ${link.email}: ${link.oobLink}`));
    cleanups.push(await watchResetLinks(ports.auth, onLink, log));

    // 5. The scheduled jobs (trash purge, order contacts' retention), at start and hourly.
    cleanups.push(scheduleHousekeeping(options.functionsSource ?? FUNCTIONS_DIR, env, log));

    let stopped: Promise<void> | null = null;
    log(`stack: ready at ${url} (state ${stateDir})`);
    return {
      url,
      ports,
      env: { ...env, API_URL: url, E2E_BASE_URL: url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      admin,
      adminPasswordKnown: ensured.passwordSet,
      stateDir,
      pids: { launcher: process.pid, firebase: firebase.pid },
      stop: () => (stopped ??= runCleanups()),
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
