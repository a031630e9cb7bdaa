/**
 * Shared helpers for the API integration tests. They run over real HTTP against a running local
 * stack (scripts/stack): `npm test` starts one and passes its environment; without it they use
 * the `npm start` stack (http://127.0.0.1:5000, owner@example.com / owner-password-123).
 *   API_URL                       the site (routes at `${API_URL}/api/...`)
 *   ADMIN_EMAIL, ADMIN_PASSWORD   the seeded administrator (never revoked or changed here)
 *   FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT   to create extra users with firebase-admin
 *   IMAGE_STORE_DIR (optional)    to inspect stored image files directly
 *   FIRESTORE_EMULATOR_HOST       for the tests that read or write Firestore directly
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import archiver from 'archiver';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { housekeepingScript } from '../../scripts/stack/housekeeping';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, FUNCTIONS_DIR, PROJECT_ID } from '../../scripts/stack/paths';
import { OFFSETS, portsFor } from '../../scripts/stack/ports';

const START_PORTS = portsFor(OFFSETS.start);
export const API_URL = (process.env.API_URL ?? `http://127.0.0.1:${START_PORTS.hosting}`).replace(/\/$/, '');
export const API = `${API_URL}/api`;
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
export const PROJECT = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${START_PORTS.auth}`;

export const unique = (prefix = 't') => `${prefix}-${randomUUID().slice(0, 8)}`;
/** A fake client address, so that per-address lockout tests do not lock out the rest of the suite. */
export const fakeIp = () => `10.${rand255()}.${rand255()}.${rand255()}`;
const rand255 = () => Math.floor(Math.random() * 254) + 1;

/**
 * The X-Forwarded-For a request from `ip` carries in production, where Firebase Hosting appends the
 * client's address and Google's front end appends two hops of its own; `sent` is whatever the client
 * itself put in the header, which the API must ignore (functions/src/http/clientAddress.ts). The local
 * Hosting emulator appends nothing, so the tests play the part of those proxies.
 */
/**
 * Requests sent at once where a test races a counter (link-open beacons). Each request in flight is a
 * Functions emulator worker process (150–550 MB, about 2 s of CPU to start): two files sending 25 at
 * once timed out at the Hosting emulator's 60 s on a loaded 2-core machine.
 */
export const BEACON_BURST = 10;
export const forwardedFor = (ip: string, sent?: string) => [sent, ip, '192.0.2.1', '192.0.2.2'].filter(Boolean).join(', ');

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  method: string,
  urlPath: string,
  options: { token?: string | null; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = urlPath.startsWith('http') ? urlPath : urlPath.startsWith('/uploads') ? `${API_URL}${urlPath}` : `${API}${urlPath}`;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: any = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export const get = (p: string, o?: Parameters<typeof call>[2]) => call('GET', p, o);

let adminToken: Promise<string> | null = null;
/** A session of the seeded administrator (one login per test file). */
export function admin(): Promise<string> {
  adminToken ??= login(ADMIN_EMAIL, ADMIN_PASSWORD).then((r) => {
    if (r.status !== 200) throw new Error(`Admin login failed: ${r.status} ${r.text}`);
    return r.body.token as string;
  });
  return adminToken;
}

export const login = (email: string, password: string, extra: Record<string, unknown> = {}, ip = fakeIp()) =>
  call('POST', '/auth/login', { json: { email, password, ...extra }, headers: { 'X-Forwarded-For': forwardedFor(ip) } });

function adminSdk() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
  if (!getApps().length) initializeApp({ projectId: PROJECT });
  return getAuth();
}

/** Creates a throw-away user (optionally an admin or a helper) and signs it in. */
export async function makeUser(role: 'admin' | 'staff' | 'user') {
  const email = `${unique(role)}@example.test`;
  const password = `pw-${randomUUID()}`;
  const user = await adminSdk().createUser({ email, password, displayName: `Test ${role}` });
  if (role !== 'user') await adminSdk().setCustomUserClaims(user.uid, { role });
  const response = await login(email, password);
  if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.status} ${response.text}`);
  return { uid: user.uid, email, password, token: response.body.token as string };
}

/** Firestore itself (FIRESTORE_EMULATOR_HOST), for what the API does not show or cannot do. */
export function firestore() {
  if (!getApps().length) initializeApp({ projectId: PROJECT });
  return getFirestore();
}

/**
 * One run of the housekeeping jobs as the local stack runs them (functions/lib/housekeeping.js, with
 * this suite's Firestore, Auth and image store); what each job removed. Other test files run the jobs
 * too, and one of their runs may remove what this file made due first: check what is gone, not the counts.
 */
export async function runHousekeepingJob(): Promise<Record<string, number>> {
  const { stdout } = await promisify(execFile)(process.execPath, [housekeepingScript(FUNCTIONS_DIR)], { env: process.env, timeout: 60_000 });
  return JSON.parse(stdout) as Record<string, number>;
}

export const revokeSessions = (uid: string) => adminSdk().revokeRefreshTokens(uid);
export const setRole = (uid: string, role: 'admin' | 'staff' | 'user') => adminSdk().setCustomUserClaims(uid, { role });
export const disableUser = (uid: string) => adminSdk().updateUser(uid, { disabled: true });

/**
 * An account the owner made (Admin SDK) with the Google account `googleId` linked to it: sign-up is
 * closed, so a first Google sign-in makes no account of its own (functions/src/auth/closedSignUp.ts).
 */
export async function linkedGoogleAccount(googleId: string, email: string): Promise<string> {
  const user = await adminSdk().createUser({ email, emailVerified: true, displayName: 'Test Google' });
  await adminSdk().updateUser(user.uid, { providerToLink: { providerId: 'google.com', uid: googleId, email } });
  return user.uid;
}

/** The account of `email`, or null when Firebase Auth has none. */
export const accountOf = (email: string) => adminSdk().getUserByEmail(email).catch(() => null);

/**
 * A Google sign-in on the Auth emulator (accounts:signInWithIdp with the emulator's fake Google
 * credential): the same Google account (`googleId`) reaches the same Firebase account every time.
 */
export async function googleSignIn(googleId: string, email: string) {
  const response = await fetch(`http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: googleId, email, email_verified: true }))}&providerId=google.com`,
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!response.ok || !body.idToken || !body.localId) throw new Error(`signInWithIdp failed: ${response.status} ${JSON.stringify(body)}`);
  return { idToken: body.idToken, uid: body.localId };
}

/** The ID token of a password sign-in on the Auth emulator (not a Google one). */
export async function passwordIdToken(email: string, password: string) {
  const response = await fetch(`http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}
/**
 * Sets the password of `email` with the latest reset link the Auth emulator recorded for it (what
 * the helper does with the mail): false when no link was sent.
 */
export async function resetPasswordByMail(email: string, newPassword: string): Promise<boolean> {
  const codes = (await (await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/oobCodes`)).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const link = codes.oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').at(-1);
  if (!link) return false;
  const response = await fetch(`http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=emulator-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode: link.oobCode, newPassword }),
  });
  return response.ok;
}

/** Every enabled account with the administrator role (the seeded one included). */
export async function enabledAdministrators(): Promise<string[]> {
  const { users } = await adminSdk().listUsers(1000);
  return users.filter((user) => user.customClaims?.role === 'admin' && !user.disabled).map((user) => user.uid);
}
export const enableUser = (uid: string, enabled: boolean) => adminSdk().updateUser(uid, { disabled: !enabled });
export const claimsOf = async (uid: string) => (await adminSdk().getUser(uid)).customClaims ?? {};

export const deleteUser = (uid: string) => adminSdk().deleteUser(uid).catch(() => undefined);

/** Test images made with sharp. */
export async function makeImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png', options: { exif?: boolean } = {}) {
  let pipeline = sharp({ create: { width, height, channels: 3, background: { r: rand255(), g: rand255(), b: rand255() } } });
  if (options.exif) pipeline = pipeline.withMetadata({ exif: { IFD0: { Copyright: 'Secret Maker', Artist: 'Someone' } } });
  return pipeline.toFormat(format).toBuffer();
}

export function form(fields: Record<string, string | number | boolean | null | undefined>, file?: { data: Buffer; name?: string; type?: string; field?: string }) {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) fd.append(key, String(value));
  if (file) fd.append(file.field ?? 'image', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name ?? 'image.png');
  return fd;
}

/** Path of a stored image file when IMAGE_STORE_DIR is known (else null). */
function storedFile(src: string): string | null {
  const dir = process.env.IMAGE_STORE_DIR;
  if (!dir) return null;
  return path.join(dir, src.replace(/^\/(api\/)?uploads\//, ''));
}

/** Whether every rendition of an image (the widths and the social JPEG) is (or is not) served and stored. */
export async function imageState(info: { variants: { src: string }[]; social?: string | null }) {
  const srcs = [...info.variants.map((v) => v.src), ...(info.social ? [info.social] : [])];
  const states = await Promise.all(
    srcs.map(async (src) => {
      const r = await fetch(`${API_URL}${src}`);
      await r.arrayBuffer();
      const file = storedFile(src);
      return { served: r.status === 200, stored: file ? existsSync(file) : r.status === 200 };
    }),
  );
  return { allPresent: states.every((s) => s.served && s.stored), allGone: states.every((s) => !s.served && !s.stored) };
}

export async function createCategory(token: string, fields: Record<string, string | number | boolean> = {}, image?: Buffer) {
  const r = await call('POST', '/categories', { token, body: form({ name: unique('Cat'), ...fields }, image ? { data: image } : undefined) });
  if (r.status !== 201) throw new Error(`create category: ${r.status} ${r.text}`);
  return r.body.data;
}

export async function createProduct(token: string, fields: Record<string, string | number | boolean | null>, image?: Buffer) {
  const r = await call('POST', '/products', { token, body: form({ name: unique('Prod'), price: 10, ...fields }, image ? { data: image } : undefined) });
  if (r.status !== 201) throw new Error(`create product: ${r.status} ${r.text}`);
  return r.body.data;
}

export const validNavConfig = (overrides: Record<string, unknown> = {}) => ({
  maxVisibleItems: 5,
  moreDropdownLabel: 'More',
  showFixedItems: { home: true, products: true, gallery: true, popular: true, about: true, contact: true },
  fixedItemsOrder: { home: 0, products: 10, gallery: 20, about: 30, contact: 40, popular: 50 },
  ...overrides,
});

/**
 * Holds a lock shared by the test files of one stack (they run in parallel worker processes): for
 * state that several files change and compare, such as the site settings (site.test.ts compares them
 * whole; orders.test.ts saves delivery areas). Waits up to `waitMs`; a lock whose holder process has
 * ended is taken over. Returns the release.
 */
export async function exclusive(name: string, waitMs = 5 * 60_000): Promise<() => Promise<void>> {
  const dir = path.join(os.tmpdir(), `catalogue-test-lock-${createHash('sha256').update(`${API_URL} ${name}`).digest('hex').slice(0, 16)}`);
  const owner = path.join(dir, 'owner');
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(owner, String(process.pid));
      return () => rm(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await abandoned(dir, owner)) await rm(dir, { recursive: true, force: true });
    else if (Date.now() - started > waitMs) throw new Error(`test lock '${name}' still held after ${waitMs} ms (${dir})`);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether a lock's holder has ended (or never wrote its pid, a while ago). */
async function abandoned(dir: string, owner: string): Promise<boolean> {
  const pid = Number(await readFile(owner, 'utf8').catch(() => ''));
  if (!pid) return Date.now() - ((await stat(dir).catch(() => null))?.mtimeMs ?? 0) > 10_000;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Every file of a zip, by name. */
export async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(data, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

/** A zip of these files, stored without compression (so that a test can find and change their bytes). */
export async function zip(files: Map<string, Buffer | string>, { deflate = false } = {}): Promise<Buffer> {
  const archive = archiver('zip', { store: !deflate });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const [name, content] of files) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}
