/**
 * Creates or updates an administrator account (password, display name, custom claim role=admin), or
 * with --role staff a helper's account (the back office's order book only: functions/src/http/access.ts).
 *
 *   npm run admin:create -- --email E --password P [--name N] [--emulator HOST:PORT] [--project ID]
 *   npm run admin:create -- --email E --google-only [--name N] [--emulator HOST:PORT] [--project ID]
 *   npm run admin:create -- --role staff --email E --password P [--name N]   (a helper)
 *
 * --google-only makes an administrator without a password, who signs in with the Google account of
 * that email (the back office's "Sign in with Google": Firebase Auth gives the Google sign-in of a
 * verified email the account of that email). An existing account keeps its password then.
 *
 * Where it acts:
 *   - the Auth emulator at --emulator HOST:PORT, else at FIREBASE_AUTH_EMULATOR_HOST when that is
 *     set, else, when no project is given, the `npm start` stack's Auth emulator if it answers;
 *   - otherwise a real Firebase project (--project ID, or GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT) with
 *     Application Default Credentials (`gcloud auth application-default login`, or
 *     GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key).
 * An existing account keeps its other custom claims; its sessions are not revoked.
 */
import { parseOptions, usageError } from './args';
import { PROJECT_ID } from './stack/paths';
import { OFFSETS, portsFor } from './stack/ports';

/** The Auth emulator of the `npm start` stack. */
const LOCAL_AUTH = `127.0.0.1:${portsFor(OFFSETS.start).auth}`;

const USAGE = `Usage: npm run admin:create -- --email EMAIL (--password PASSWORD | --google-only) [--role admin|staff] [--name NAME] [--emulator HOST:PORT] [--project ID]

  --email        the administrator's sign-in email (required)
  --password     at least 8 characters
  --google-only  no password: the administrator signs in with the Google account of this email
  --role         admin (default) or staff: a helper, who works the order book only
  --name         display name (default: kept if the account exists, else "Administrator" or "Helper")
  --emulator     the Auth emulator to use, e.g. ${LOCAL_AUTH} (npm start's; default FIREBASE_AUTH_EMULATOR_HOST,
                 else ${LOCAL_AUTH} when it answers and no project is given)
  --project      Firebase project id for a real project (default GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT)`;

function fail(message: string): never {
  return usageError(USAGE, `admin:create: ${message}`);
}

async function reachable(host: string) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const values = parseOptions(USAGE, {
    email: { type: 'string' },
    password: { type: 'string' },
    'google-only': { type: 'boolean', default: false },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    emulator: { type: 'string' },
    project: { type: 'string' },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email) fail('--email is required.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${values.email}" is not a valid email address.`);
  const password = values.password;
  const googleOnly = values['google-only'];
  if (googleOnly && password !== undefined) fail('give either --password or --google-only, not both.');
  if (!googleOnly && !password) fail('--password (or --google-only) is required.');
  if (password !== undefined && password.length < 8) fail('the password must be at least 8 characters.');
  if (password !== undefined && password.length > 128) fail('the password must be at most 128 characters.');
  const role = values.role;
  if (role !== 'admin' && role !== 'staff') fail(`--role must be admin or staff, not "${role}".`);
  const roleName = role === 'admin' ? 'Administrator' : 'Helper';
  const name = values.name?.trim();
  if (values.name !== undefined && !name) fail('--name must not be empty.');

  // Where?
  let target: { kind: 'emulator'; host: string; project: string } | { kind: 'project'; project: string };
  const emulatorHost = values.emulator ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) {
    if (!(await reachable(emulatorHost))) fail(`no Auth emulator answers at ${emulatorHost}. Start the local stack (npm start) first.`);
    target = { kind: 'emulator', host: emulatorHost, project: values.project ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID };
  } else {
    const project = values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
    if (!project && (await reachable(LOCAL_AUTH))) {
      target = { kind: 'emulator', host: LOCAL_AUTH, project: PROJECT_ID };
    } else if (!project) {
      fail(`no Auth emulator is running on ${LOCAL_AUTH} and no project was given: pass --emulator HOST:PORT, or --project ID (or set GOOGLE_CLOUD_PROJECT) for a real project.`);
    } else {
      target = { kind: 'project', project };
    }
  }

  if (target.kind === 'emulator') process.env.FIREBASE_AUTH_EMULATOR_HOST = target.host;
  const { initializeApp, applicationDefault } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app =
    target.kind === 'emulator'
      ? initializeApp({ projectId: target.project })
      : initializeApp({ credential: applicationDefault(), projectId: target.project });
  const auth = getAuth(app);
  const where = target.kind === 'emulator' ? `Auth emulator ${target.host} (project ${target.project})` : `project ${target.project}`;

  try {
    let user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    });
    let action: string;
    // Without a password nothing is set (or replaced); a verified email is what a Google sign-in is matched by.
    const credentials = { ...(password !== undefined ? { password } : {}), emailVerified: true };
    if (user) {
      user = await auth.updateUser(user.uid, { ...credentials, displayName: name ?? user.displayName ?? roleName, disabled: false });
      action = 'updated';
    } else {
      user = await auth.createUser({ ...credentials, email, displayName: name ?? roleName });
      action = 'created';
    }
    await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role });
    const signsIn = googleOnly ? 'signs in with Google' : 'signs in with its password';
    console.log(`${roleName} ${action} in ${where}: ${email} (${user.displayName}, uid ${user.uid}), role ${role}; ${signsIn}.`);
  } catch (error) {
    const e = error as { code?: string; message?: string };
    const hint =
      target.kind === 'project' && /credential|default credentials|token/i.test(e.message ?? '')
        ? '\nSet up Application Default Credentials: `gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS=key.json.'
        : e.code === 'auth/invalid-password'
          ? '\nThe password was refused by Firebase Auth.'
          : e.code === 'auth/configuration-not-found' || e.code === 'auth/operation-not-allowed'
            ? `\nEnable ${googleOnly ? 'Google' : 'Email/Password'} sign-in in the Firebase console (Authentication → Sign-in method).`
            : '';
    console.error(`admin:create failed in ${where}: ${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}${hint}`);
    process.exit(1);
  }
}

void main();
