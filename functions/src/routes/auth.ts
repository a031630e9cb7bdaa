/**
 * Sessions. Login checks the password with the Auth REST API, then turns the ID token into a
 * revocable session cookie (5 days, 14 with rememberMe). Failed logins are counted per email
 * and per client address (store/loginAttempts.ts).
 */
import { Router, type Request } from 'express';
import { loginSchema, passwordResetSchema, passwordUpdateSchema } from '@catalogue/domain';
import { requireSession, userFromClaims, tokenFrom, verifySession } from '../http/auth';
import { jsonObject } from '../http/body';
import { HttpError, validationFailed } from '../http/errors';
import { validate } from '../http/validate';
import { sendPasswordResetEmail, signInWithPassword } from '../auth/identityToolkit';
import { auth } from '../firebase';
import { attemptKey, isLocked, recordFailure, resetFailures } from '../store/loginAttempts';

export const authRouter = Router();

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';
const LOCKED = 'Too many failed sign-in attempts. Please try again later.';

/**
 * The client's address: the first X-Forwarded-For entry (set by Hosting / the Google front
 * end), else the socket address.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/**
 * Revokes every session of a user. Firebase compares whole seconds (a session is revoked
 * when its auth_time < tokensValidAfterTime), so a session signed in during the current
 * second would survive: wait for the next second first (at most 1 s).
 */
async function revokeAllSessions(uid: string) {
  const msIntoSecond = Date.now() % 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000 - msIntoSecond + 5));
  await auth().revokeRefreshTokens(uid);
}

async function createSession(idToken: string, rememberMe: boolean) {
  const expiresIn = (rememberMe ? 14 : 5) * DAY_MS;
  const claims = await auth().verifyIdToken(idToken);
  const token = await auth().createSessionCookie(idToken, { expiresIn });
  return { token, user: userFromClaims(claims) };
}

authRouter.post('/login', async (req, res) => {
  const input = await validate(loginSchema, jsonObject(req));
  const email = input.email.toLowerCase();
  const keys = [
    { key: attemptKey('email', email), kind: 'email' },
    { key: attemptKey('ip', clientAddress(req)), kind: 'ip' },
  ];
  if (await isLocked(keys.map((k) => k.key))) throw new HttpError(429, LOCKED);
  const result = await signInWithPassword(email, input.password);
  if (!result.ok) {
    await recordFailure(keys);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await resetFailures(keys[0].key);
  const session = await createSession(result.idToken, input.rememberMe);
  res.json({ success: true, message: 'Signed in successfully', ...session });
});

authRouter.get('/me', requireSession, (req, res) => {
  const user = req.session!.user;
  res.json({ success: true, user, data: user });
});

authRouter.get('/session-ping', requireSession, (req, res) => {
  const claims = req.session!.claims;
  res.json({ success: true, data: { ok: true, expiresAt: new Date(claims.exp * 1000).toISOString() } });
});

/** Ends every session of the user (server-side revocation). Without a valid session there is nothing to end. */
authRouter.post('/logout', async (req, res) => {
  const token = tokenFrom(req);
  if (token) {
    try {
      const session = await verifySession(token);
      await revokeAllSessions(session.claims.uid);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  res.json({ success: true, message: 'Signed out', data: null });
});

authRouter.put('/updatepassword', requireSession, async (req, res) => {
  const input = await validate(passwordUpdateSchema, jsonObject(req));
  const { uid, email } = req.session!.user;
  const emailKey = { key: attemptKey('email', email.toLowerCase()), kind: 'email' };
  if (await isLocked([emailKey.key])) throw new HttpError(429, LOCKED);
  const check = await signInWithPassword(email, input.currentPassword);
  if (!check.ok) {
    await recordFailure([emailKey]);
    // 400, not 401: the session itself is fine and the client must not sign out.
    throw validationFailed({ currentPassword: 'Current password is incorrect' });
  }
  if (input.newPassword === input.currentPassword) throw validationFailed({ newPassword: 'New password must differ from the current one' });
  await auth().updateUser(uid, { password: input.newPassword });
  await revokeAllSessions(uid);
  const fresh = await signInWithPassword(email, input.newPassword);
  if (!fresh.ok) throw new HttpError(503, 'Password changed, but signing in again failed. Please sign in.');
  const session = await createSession(fresh.idToken, false);
  res.json({ success: true, message: 'Password updated successfully', ...session });
});

authRouter.post('/password-reset', async (req, res) => {
  const input = await validate(passwordResetSchema, jsonObject(req));
  await sendPasswordResetEmail(input.email.toLowerCase());
  res.json({ success: true, message: 'If an account exists for this address, a password reset link has been sent.' });
});
