/**
 * Auth emulator helpers over its REST API (no firebase-admin here: its emulator switch is a
 * process-wide environment variable, and one process may run several stacks).
 *
 * Persistence: the Auth emulator is in memory. Its accounts and config are saved into
 * `<state>/auth/` in the layout firebase-tools imports (`firebase-export-metadata.json`,
 * `auth_export/accounts.json`, `auth_export/config.json`), atomically (tmp + fsync + rename):
 *  - every AUTH_SAVE_INTERVAL_MS while the stack runs (only when something changed),
 *  - right after the admin account is ensured, and once more on a clean stop.
 * A crash therefore loses at most the Auth changes of the last interval (plus one request).
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileDurable } from './firestore';

export const AUTH_SAVE_INTERVAL_MS = 2000;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface AuthAccount {
  localId: string;
  email?: string;
  displayName?: string;
  customAttributes?: string;
  passwordHash?: string;
}

async function call<T>(authPort: number, method: string, urlPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${authPort}${urlPath}`, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Auth emulator ${method} ${urlPath}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const idt = (project: string, suffix: string) => `/identitytoolkit.googleapis.com/v1/projects/${project}${suffix}`;

async function findAccountByEmail(authPort: number, project: string, email: string) {
  const result = await call<{ users?: AuthAccount[] }>(authPort, 'POST', idt(project, '/accounts:lookup'), {
    email: [email],
  });
  return result.users?.[0] ?? null;
}

export interface EnsureAdminResult {
  created: boolean;
  passwordSet: boolean;
  uid: string;
}

/**
 * Makes sure an administrator account exists: created when missing (password, displayName
 * 'Shop Owner', custom claim role=admin). An existing account keeps its password unless
 * `resetPassword` is set; its role claim is (re)set to admin and a missing name is filled in.
 */
export async function ensureAdmin(
  authPort: number,
  project: string,
  admin: { email: string; password: string; displayName?: string; resetPassword: boolean },
): Promise<EnsureAdminResult> {
  const displayName = admin.displayName ?? 'Shop Owner';
  const existing = await findAccountByEmail(authPort, project, admin.email);
  if (!existing) {
    const created = await call<{ localId: string }>(authPort, 'POST', idt(project, '/accounts'), {
      email: admin.email,
      password: admin.password,
      displayName,
      emailVerified: true,
    });
    await call(authPort, 'POST', idt(project, '/accounts:update'), {
      localId: created.localId,
      customAttributes: JSON.stringify({ role: 'admin' }),
    });
    return { created: true, passwordSet: true, uid: created.localId };
  }
  let claims: Record<string, unknown> = {};
  try {
    claims = existing.customAttributes ? (JSON.parse(existing.customAttributes) as Record<string, unknown>) : {};
  } catch {
    claims = {};
  }
  const update: Record<string, unknown> = { localId: existing.localId };
  if (claims.role !== 'admin') update.customAttributes = JSON.stringify({ ...claims, role: 'admin' });
  if (!existing.displayName) update.displayName = displayName;
  if (admin.resetPassword) update.password = admin.password;
  if (Object.keys(update).length > 1) await call(authPort, 'POST', idt(project, '/accounts:update'), update);
  return { created: false, passwordSet: admin.resetPassword, uid: existing.localId };
}

/** The export layout firebase-tools' `--import` understands. */
function authPaths(dir: string) {
  return {
    metadata: path.join(dir, 'firebase-export-metadata.json'),
    exportDir: path.join(dir, 'auth_export'),
    accounts: path.join(dir, 'auth_export', 'accounts.json'),
    config: path.join(dir, 'auth_export', 'config.json'),
  };
}

export function hasAuthExport(dir: string) {
  return fs.existsSync(authPaths(dir).metadata) && fs.existsSync(authPaths(dir).accounts);
}

/** Removes temporary files a crash may have left in the auth folders. */
export function cleanAuthTmp(dir: string) {
  for (const folder of [dir, authPaths(dir).exportDir]) {
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) if (name.startsWith('.tmp-')) fs.rmSync(path.join(folder, name), { force: true });
  }
}

/** Saves accounts + config if they changed since `previous`; returns the saved fingerprint. */
export async function saveAuth(
  authPort: number,
  project: string,
  dir: string,
  cliVersion: string,
  previous: string | null,
): Promise<string> {
  const accounts = await call<Record<string, unknown>>(authPort, 'GET', idt(project, '/accounts:batchGet?maxResults=-1'));
  const config = await call<Record<string, unknown>>(authPort, 'GET', `/emulator/v1/projects/${project}/config`);
  const accountsText = JSON.stringify(accounts, null, 1) + '\n';
  const configText = JSON.stringify(config, null, 1) + '\n';
  const fingerprint = accountsText + configText;
  if (fingerprint === previous) return fingerprint;
  const paths = authPaths(dir);
  fs.mkdirSync(paths.exportDir, { recursive: true });
  writeFileDurable(paths.config, configText);
  writeFileDurable(paths.accounts, accountsText);
  if (!fs.existsSync(paths.metadata)) {
    writeFileDurable(
      paths.metadata,
      JSON.stringify({ version: cliVersion, auth: { version: cliVersion, path: 'auth_export' } }, null, 2) + '\n',
    );
  }
  return fingerprint;
}

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

export async function listOobCodes(authPort: number, project: string): Promise<OobCode[]> {
  const result = await call<{ oobCodes?: OobCode[] }>(authPort, 'GET', `/emulator/v1/projects/${project}/oobCodes`);
  return result.oobCodes ?? [];
}
