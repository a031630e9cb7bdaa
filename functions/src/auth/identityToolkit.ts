/**
 * The Firebase Auth REST API, for what firebase-admin cannot do: check a password
 * (accounts:signInWithPassword) and send the password-reset mail (accounts:sendOobCode).
 * With FIREBASE_AUTH_EMULATOR_HOST it talks to the emulator (any key works); in
 * production it needs the project's Web API key in env WEB_API_KEY, which the back office's
 * Firebase Auth (Google sign-in) is given too.
 */
import { HttpError } from '../http/errors';

/** The Auth emulator's origin when the function runs against it (the local stack), else null. */
export function authEmulatorUrl(): string | null {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator ? `http://${emulator}` : null;
}

/** The project's Web API key (public by design: the browser's Firebase SDK sends it too); any key works on the emulator. */
export function webApiKey(): string {
  if (authEmulatorUrl()) return 'emulator-key';
  const key = process.env.WEB_API_KEY;
  if (!key) {
    console.error('WEB_API_KEY is not set: password sign-in, Google sign-in and reset mails are unavailable.');
    throw new HttpError(503, 'Sign-in is not configured on the server');
  }
  return key;
}

function endpoint(method: string): string {
  const origin = authEmulatorUrl() ? `${authEmulatorUrl()}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${origin}/v1/accounts:${method}?key=${encodeURIComponent(webApiKey())}`;
}

/** The fields of the REST answers read here (any of them may be missing). */
interface RestAnswer {
  idToken?: unknown;
  localId?: unknown;
  error?: { message?: string };
}

async function call(method: string, body: Record<string, unknown>): Promise<{ ok: boolean; json: RestAnswer | null }> {
  const response = await fetch(endpoint(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(8000),
  });
  const json = (await response.json().catch(() => ({}))) as RestAnswer | null;
  return { ok: response.ok, json };
}

export type SignInResult = { ok: true; idToken: string; uid: string } | { ok: false; reason: string };

/**
 * Firebase's own block of an account after many failed sign-ins. Anyone can trip it (the Web API key
 * is public, and Identity Toolkit can be called past this API's limits), so it must not read as a
 * wrong password: the owner's password is right, and a reset mail gets her in.
 */
export const ACCOUNT_BLOCKED_MESSAGE = 'Too many attempts for this account; try again later or reset your password';

/** What a refused signInWithPassword means: a wrong credential (the caller's answer), or an error thrown here. */
export function passwordRefusal(reason: string): { ok: false; reason: string } {
  if (/^TOO_MANY_ATTEMPTS_TRY_LATER\b/.test(reason)) throw new HttpError(429, ACCOUNT_BLOCKED_MESSAGE);
  if (!/^(EMAIL_NOT_FOUND|INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|USER_DISABLED|INVALID_EMAIL|MISSING_PASSWORD)\b/.test(reason)) {
    console.error('signInWithPassword failed:', reason);
    throw new HttpError(503, 'Sign-in is temporarily unavailable. Please try again.');
  }
  return { ok: false, reason };
}

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const { ok, json } = await call('signInWithPassword', { email, password, returnSecureToken: true });
  if (ok && typeof json?.idToken === 'string') return { ok: true, idToken: json.idToken, uid: String(json.localId) };
  return passwordRefusal(String(json?.error?.message ?? 'UNKNOWN'));
}

/** Asks Firebase Auth to send the reset mail. Errors (unknown address…) are swallowed: the answer is neutral. */
export async function sendPasswordResetEmail(email: string): Promise<void> {
  try {
    const { ok, json } = await call('sendOobCode', { requestType: 'PASSWORD_RESET', email });
    if (!ok && !/EMAIL_NOT_FOUND|INVALID_EMAIL/.test(String(json?.error?.message))) {
      console.warn('sendOobCode failed:', json?.error?.message);
    }
  } catch (error) {
    console.warn('sendOobCode failed:', error);
  }
}
