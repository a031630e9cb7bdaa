/**
 * Sessions, served under `/api/auth` (the contract's paths). Login checks the password with the
 * Auth REST API, or takes the ID token of a Google sign-in made in the back office
 * (auth/idTokenSignIn.ts: administrators only), then turns the ID token into a revocable session cookie (5 days, 14 with rememberMe) and records a session of this
 * device's own (store/sessions.ts). Sign-ins and reset mails are throttled per account and client
 * network (an IPv6 /64, an IPv4 address), or per trusted device (auth/throttle.ts). Logout ends this device's session,
 * `DELETE /sessions/{id}` any one of the account's; logout-all and a password change end every
 * session of the account.
 */
import { Router, type Request } from 'express';
import { DAY_MS, idTokenLoginSchema, loginSchema, passwordResetSchema, passwordUpdateSchema, type FirebaseClientConfig } from '@catalogue/domain';
import { tokenFrom, userFromClaims, verifySession } from '../http/auth';
import { access } from '../http/access';
import { deviceName } from '../auth/deviceName';
import { isSessionId, sessionTokenOf } from '../auth/sessionToken';
import { jsonObject } from '../http/body';
import { clientNetwork } from '../http/clientAddress';
import { HttpError, validationFailed } from '../http/errors';
import { has, param, validate } from '../http/validate';
import { checkAdministratorSignIn, signInEmailOf, signInMethodsOf, verifiedIdToken } from '../auth/idTokenSignIn';
import { authEmulatorUrl, sendPasswordResetEmail, signInWithPassword, webApiKey } from '../auth/identityToolkit';
import { beginPasswordCheck, beginSignIn, countResetRequest, countUnverifiedSignIn } from '../auth/throttle';
import { auth, projectId } from '../firebase';
import { endSession, recordSession, revokeAllSessions, sessionsOf } from '../store/sessions';
import { isTrustedDevice, issueDeviceToken } from '../store/trustedDevices';
import { claimIdToken } from '../store/usedIdTokens';

export const sessionsRouter = Router();

const INVALID_CREDENTIALS = 'Invalid email or password';

async function createSession(req: Request, idToken: string, rememberMe: boolean) {
  const expiresIn = (rememberMe ? 14 : 5) * DAY_MS;
  const claims = await auth().verifyIdToken(idToken);
  const cookie = await auth().createSessionCookie(idToken, { expiresIn });
  const sessionId = await recordSession(claims.uid, cookie, deviceName(req.get('user-agent')), Date.now() + expiresIn);
  return { token: sessionTokenOf(sessionId, cookie), user: userFromClaims(claims) };
}

/** The request's device token when it is one of this account's trusted devices, else null. */
const trustedDeviceOf = async (deviceToken: string, email: string) => ((await isTrustedDevice(deviceToken, email)) ? deviceToken : null);

interface SignInRequest {
  email: string;
  rememberMe: boolean;
  deviceToken: string;
}

/**
 * Every way of signing in ends here: the attempt is counted (throttle.ts) before `prove` checks the
 * credential and answers the ID token the session is made of; a refusal thrown by `prove` leaves the
 * attempt counted. Then the session of this device, and a device token for a device not yet trusted.
 */
async function signIn(req: Request, input: SignInRequest, prove: () => Promise<string>) {
  const trustedDevice = await trustedDeviceOf(input.deviceToken, input.email);
  const attempt = await beginSignIn(input.email, clientNetwork(req), trustedDevice);
  // Says what a timer cannot tell apart from a busy server: that this answer waited for the account's slow-down.
  if (attempt.slowedMs) req.res?.setHeader('Server-Timing', `slowdown;dur=${attempt.slowedMs}`);
  const idToken = await prove();
  await attempt.succeeded();
  const session = await createSession(req, idToken, input.rememberMe);
  const deviceToken = trustedDevice ?? (await issueDeviceToken(input.email));
  return { success: true, message: 'Signed in successfully', ...session, deviceToken };
}

async function passwordSignIn(req: Request, body: Record<string, unknown>) {
  const input = await validate(loginSchema, body);
  const email = input.email.toLowerCase();
  return signIn(req, { ...input, email }, async () => {
    const result = await signInWithPassword(email, input.password);
    if (!result.ok) throw new HttpError(401, INVALID_CREDENTIALS);
    return result.idToken;
  });
}

/** A Google sign-in's ID token; one that cannot be verified counts against the client's network. */
async function googleSignIn(req: Request, body: Record<string, unknown>) {
  const input = await validate(idTokenLoginSchema, body);
  const claims = await verifiedIdToken(input.idToken).catch(async (error: unknown) => {
    if (error instanceof HttpError) await countUnverifiedSignIn(clientNetwork(req));
    throw error;
  });
  return signIn(req, { ...input, email: signInEmailOf(claims) }, async () => {
    await checkAdministratorSignIn(claims);
    if (!(await claimIdToken(input.idToken, claims.exp * 1000))) throw new HttpError(401, 'This Google sign-in has already been used. Please sign in again.');
    return input.idToken;
  });
}

/** Email and password, or `idToken` (a Google sign-in of the back office) instead of them. */
sessionsRouter.post('/login', async (req, res) => {
  const body = jsonObject(req);
  res.json(has(body, 'idToken') ? await googleSignIn(req, body) : await passwordSignIn(req, body));
});

/** What the back office needs to start Firebase Auth in the browser for Google sign-in (public values only). */
sessionsRouter.get('/firebase-config', (_req, res) => {
  const data: FirebaseClientConfig = { apiKey: webApiKey(), projectId: projectId(), authEmulatorUrl: authEmulatorUrl() };
  res.json({ success: true, data });
});

/** How the signed-in account can sign in: its password, Google (the Devices screen shows it). */
sessionsRouter.get('/sign-in-methods', access, async (req, res) => {
  res.json({ success: true, data: await signInMethodsOf(req.session!.user.uid) });
});

sessionsRouter.get('/me', access, (req, res) => {
  const user = req.session!.user;
  res.json({ success: true, user, data: user });
});

sessionsRouter.get('/session-ping', access, (req, res) => {
  const claims = req.session!.claims;
  res.json({ success: true, data: { ok: true, expiresAt: new Date(claims.exp * 1000).toISOString() } });
});

/** Ends this device's session only. Without a valid session there is nothing to end. */
sessionsRouter.post('/logout', async (req, res) => {
  const token = tokenFrom(req);
  if (token) {
    try {
      const session = await verifySession(token);
      await endSession(session.sessionId, session.user.uid);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  res.json({ success: true, message: 'Signed out', data: null });
});

/** The account's signed-in devices, most recently seen first; `current` marks this one. */
sessionsRouter.get('/sessions', access, async (req, res) => {
  const { sessionId, user } = req.session!;
  const sessions = await sessionsOf(user.uid);
  res.json({ success: true, data: sessions.map(({ uid: _uid, ...session }) => ({ ...session, current: session._id === sessionId })) });
});

/** Ends one of the account's sessions (this one included: that is a logout). */
sessionsRouter.delete('/sessions/:id', access, async (req, res) => {
  const id = param(req, 'id');
  if (!isSessionId(id) || !(await endSession(id, req.session!.user.uid))) throw new HttpError(404, 'Session not found');
  res.json({ success: true, message: 'Signed out on that device', data: null });
});

/** 'Sign out everywhere': ends every session of the account, this one included. */
sessionsRouter.post('/logout-all', access, async (req, res) => {
  await revokeAllSessions(req.session!.user.uid);
  res.json({ success: true, message: 'Signed out on every device', data: null });
});

sessionsRouter.put('/updatepassword', access, async (req, res) => {
  const input = await validate(passwordUpdateSchema, jsonObject(req));
  const { uid, email } = req.session!.user;
  const attempt = await beginPasswordCheck(email.toLowerCase(), clientNetwork(req));
  const check = await signInWithPassword(email, input.currentPassword);
  // 400, not 401: the session itself is fine and the client must not sign out.
  if (!check.ok) throw validationFailed({ currentPassword: 'Current password is incorrect' });
  await attempt.succeeded();
  if (input.newPassword === input.currentPassword) throw validationFailed({ newPassword: 'New password must differ from the current one' });
  await auth().updateUser(uid, { password: input.newPassword });
  await revokeAllSessions(uid);
  const fresh = await signInWithPassword(email, input.newPassword);
  if (!fresh.ok) throw new HttpError(503, 'Password changed, but signing in again failed. Please sign in.');
  const session = await createSession(req, fresh.idToken, false);
  res.json({ success: true, message: 'Password updated successfully', ...session });
});

sessionsRouter.post('/password-reset', async (req, res) => {
  const input = await validate(passwordResetSchema, jsonObject(req));
  const email = input.email.toLowerCase();
  await countResetRequest(email, clientNetwork(req), await trustedDeviceOf(input.deviceToken, email));
  await sendPasswordResetEmail(email);
  res.json({ success: true, message: 'If an account exists for this address, a password reset link has been sent.' });
});
