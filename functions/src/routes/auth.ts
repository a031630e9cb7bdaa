/**
 * Sessions. Login checks the password with the Auth REST API, then turns the ID token into a
 * revocable session cookie (5 days, 14 with rememberMe). Password checks and reset mails are
 * throttled per account and client address (auth/throttle.ts). Logout ends this device's session
 * (store/sessions.ts); logout-all and a password change end every session of the account.
 */
import { Router } from 'express';
import { loginSchema, passwordResetSchema, passwordUpdateSchema } from '@catalogue/domain';
import { requireSession, userFromClaims, tokenFrom, verifySession } from '../http/auth';
import { jsonObject } from '../http/body';
import { clientAddress } from '../http/clientAddress';
import { HttpError, validationFailed } from '../http/errors';
import { validate } from '../http/validate';
import { sendPasswordResetEmail, signInWithPassword } from '../auth/identityToolkit';
import { beginPasswordCheck, beginSignIn, countResetRequest } from '../auth/throttle';
import { auth } from '../firebase';
import { revokeSession } from '../store/sessions';

export const authRouter = Router();

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';

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
  const attempt = await beginSignIn(email, clientAddress(req));
  const result = await signInWithPassword(email, input.password);
  if (!result.ok) throw new HttpError(401, INVALID_CREDENTIALS);
  await attempt.succeeded();
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

/** Ends this device's session only. Without a valid session there is nothing to end. */
authRouter.post('/logout', async (req, res) => {
  const token = tokenFrom(req);
  if (token) {
    try {
      const session = await verifySession(token);
      await revokeSession(token, session.claims.exp * 1000);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  res.json({ success: true, message: 'Signed out', data: null });
});

/** 'Sign out everywhere': ends every session of the account, this one included. */
authRouter.post('/logout-all', requireSession, async (req, res) => {
  await revokeAllSessions(req.session!.user.uid);
  res.json({ success: true, message: 'Signed out on every device', data: null });
});

authRouter.put('/updatepassword', requireSession, async (req, res) => {
  const input = await validate(passwordUpdateSchema, jsonObject(req));
  const { uid, email } = req.session!.user;
  const attempt = await beginPasswordCheck(email.toLowerCase(), clientAddress(req));
  const check = await signInWithPassword(email, input.currentPassword);
  // 400, not 401: the session itself is fine and the client must not sign out.
  if (!check.ok) throw validationFailed({ currentPassword: 'Current password is incorrect' });
  await attempt.succeeded();
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
  const email = input.email.toLowerCase();
  await countResetRequest(email, clientAddress(req));
  await sendPasswordResetEmail(email);
  res.json({ success: true, message: 'If an account exists for this address, a password reset link has been sent.' });
});
