/**
 * Signing in with the ID token of a Google sign-in (`POST /api/auth/login` with `idToken`): real
 * tokens from the Auth emulator (accounts:signInWithIdp), edited where a test needs an expired or
 * forged one. An administrator gets the same kind of session a password gets (listed, ended); every
 * other token is refused with a 4xx and a message that says why, never a 500, and makes no session.
 * The emulator's tokens are unsigned (firebase-admin checks no signature on the emulator), so a
 * forged claim is caught by what the API checks itself: the account's own record, the project, the
 * sign-in's age, single use.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PROJECT, call, deleteUser, disableUser, fakeIp, forwardedFor, get, googleSignIn, linkedGoogleAccount, passwordIdToken, revokeSessions, setRole, unique } from './helpers';

const NOT_AN_ADMINISTRATOR = 'This Google account is not an administrator of this shop.';
const NOT_VERIFIED = 'This Google sign-in could not be verified. Please sign in again.';

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map(deleteUser));
});

/** An account with a Google account of its own linked, given `role` before its first sign-in. */
async function googleAccount(role: 'admin' | 'staff' | 'user' | null) {
  const googleId = randomUUID().replace(/-/g, '');
  const email = `${unique('google')}@example.test`;
  const uid = await linkedGoogleAccount(googleId, email);
  created.push(uid);
  if (role) await setRole(uid, role);
  const signIn = () => googleSignIn(googleId, email);
  return { uid, email, signIn, idToken: (await signIn()).idToken };
}

const exchange = (idToken: unknown, extra: Record<string, unknown> = {}, ip = fakeIp()) =>
  call('POST', '/auth/login', { json: { idToken, ...extra }, headers: { 'X-Forwarded-For': forwardedFor(ip) } });

/** The token with its payload (and header) changed: an unsigned emulator token stays "valid" to the emulator's checks. */
function edited(idToken: string, payload: Record<string, unknown>, header?: Record<string, unknown>) {
  const [head, body, signature] = idToken.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const encode = (value: Record<string, unknown>) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [encode({ ...decode(head), ...header }), encode({ ...decode(body), ...payload }), signature].join('.');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Two sign-ins of one account in the same second get the same token (its times are in seconds): wait for the next. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('an administrator signs in with Google', () => {
  it('gets a session like a password sign-in: /me, listed in /sessions, ended by DELETE', async () => {
    const owner = await googleAccount('admin');
    const r = await exchange(owner.idToken, { rememberMe: true });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ success: true, user: { uid: owner.uid, email: owner.email, role: 'admin' } });
    expect(r.body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = r.body.token as string;

    expect((await get('/auth/me', { token })).body.user).toMatchObject({ uid: owner.uid, role: 'admin' });
    const sessions = await get('/auth/sessions', { token });
    expect(sessions.body.data).toHaveLength(1);
    const [session] = sessions.body.data;
    expect(session.current).toBe(true);
    // Remember me: 14 days.
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);

    expect((await call('DELETE', `/auth/sessions/${session._id}`, { token })).status).toBe(200);
    expect((await get('/auth/me', { token })).status).toBe(401);
  });

  it('a second sign-in is a session of its own, and the methods say Google is linked', async () => {
    const owner = await googleAccount('admin');
    const first = (await exchange(owner.idToken)).body.token as string;
    await nextSecond();
    const second = await exchange((await owner.signIn()).idToken);
    expect(second.status).toBe(200);
    expect((await get('/auth/sessions', { token: first })).body.data).toHaveLength(2);
    expect((await get('/auth/sign-in-methods', { token: first })).body.data).toEqual({ password: false, google: { email: owner.email } });
  });

  it('the same token cannot be exchanged twice (a token read off a device is no second session)', async () => {
    const owner = await googleAccount('admin');
    expect((await exchange(owner.idToken)).status).toBe(200);
    const replay = await exchange(owner.idToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('This Google sign-in has already been used. Please sign in again.');
  });

  it('a trusted device is not refused for what strangers did from its address', async () => {
    const owner = await googleAccount('admin');
    const ip = fakeIp();
    const deviceToken = (await exchange(owner.idToken, {}, ip)).body.deviceToken as string;
    for (let i = 0; i < 11; i++) await exchange(`forged-${i}`, {}, ip);
    await nextSecond();
    expect((await exchange((await owner.signIn()).idToken, {}, ip)).status).toBe(429);
    expect((await exchange((await owner.signIn()).idToken, { deviceToken }, ip)).status).toBe(200);
  });
});

describe('a helper signs in with Google', () => {
  it('gets a session with the staff role: the order book opens, the settings do not', async () => {
    const helper = await googleAccount('staff');
    const r = await exchange(helper.idToken);
    expect(r.status, r.text).toBe(200);
    expect(r.body.user).toMatchObject({ uid: helper.uid, role: 'staff' });
    const token = r.body.token as string;
    expect((await get('/orders?status=all', { token })).status).toBe(200);
    expect((await get('/site/history', { token })).status).toBe(403);
  });

  it('a helper made an administrator after the Google sign-in signs in again first: 401', async () => {
    const helper = await googleAccount('staff');
    await setRole(helper.uid, 'admin');
    const r = await exchange(helper.idToken);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('This account has just been given its role. Please sign in with Google again.');
  });
});

describe('everyone else is refused, with a clear 4xx', () => {
  it('a Google account without the administrator role: 403, and no session', async () => {
    const visitor = await googleAccount(null);
    const r = await exchange(visitor.idToken);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ success: false, message: NOT_AN_ADMINISTRATOR });
    const user = await googleAccount('user');
    expect((await exchange(user.idToken)).body.message).toBe(NOT_AN_ADMINISTRATOR);
  });

  it('a role claim written into the token is not believed: the account record decides', async () => {
    const visitor = await googleAccount(null);
    const r = await exchange(edited(visitor.idToken, { role: 'admin' }));
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(NOT_AN_ADMINISTRATOR);
  });

  it('an expired token: 401', async () => {
    const owner = await googleAccount('admin');
    const r = await exchange(edited(owner.idToken, { exp: nowSeconds() - 60, iat: nowSeconds() - 3660 }));
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('This Google sign-in has expired. Please sign in again.');
  });

  it('a sign-in older than five minutes: 401', async () => {
    const owner = await googleAccount('admin');
    const r = await exchange(edited(owner.idToken, { auth_time: nowSeconds() - 6 * 60 }));
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('This Google sign-in is too old to be used. Please sign in again.');
  });

  it('forged: a signed-looking token, another project, another account, garbage: 401', async () => {
    const owner = await googleAccount('admin');
    const forged = [
      edited(owner.idToken, {}, { alg: 'RS256', kid: 'forged' }).replace(/\.[^.]*$/, '.c2lnbmF0dXJl'),
      edited(owner.idToken, { aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }),
      edited(owner.idToken, { sub: 'no-such-account', user_id: 'no-such-account' }),
      'not-a-token',
      'a.b.c',
      `${owner.idToken}x`,
    ];
    for (const idToken of forged) {
      const r = await exchange(idToken);
      expect(r.status, idToken.slice(0, 40)).toBe(401);
      expect(r.body.message).toBe(NOT_VERIFIED);
    }
    expect(PROJECT).not.toBe('another-project');
  });

  it('a disabled account: 403', async () => {
    const owner = await googleAccount('admin');
    await disableUser(owner.uid);
    const r = await exchange(owner.idToken);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('This account is disabled.');
  });

  it('a revoked sign-in (signed out everywhere after it): 401', async () => {
    const owner = await googleAccount('admin');
    // Revocation is by the second: the sign-in must be in an earlier one.
    await nextSecond();
    await revokeSessions(owner.uid);
    const r = await exchange(owner.idToken);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('This Google sign-in has been revoked. Please sign in again.');
  });

  it('the ID token of a password sign-in is not taken here: 400', async () => {
    const r = await exchange(await passwordIdToken(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Only a Google sign-in can be exchanged here; sign in with your password instead.');
  });

  it('malformed bodies: 400 with the field named', async () => {
    for (const idToken of [null, 42, true, ['a'], { a: 1 }, '', 'x'.repeat(5000)]) {
      const r = await exchange(idToken);
      expect(r.status, JSON.stringify(idToken).slice(0, 30)).toBe(400);
      expect(r.body.errors?.idToken).toBeTruthy();
    }
  });

  it('unverifiable tokens count against their address: the eleventh is refused (429)', async () => {
    const ip = fakeIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await exchange(`forged-${i}`, {}, ip)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('what the back office needs for Google sign-in', () => {
  it('GET /auth/firebase-config: the public settings and, on the emulator, its address', async () => {
    const r = await get('/auth/firebase-config');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ apiKey: expect.any(String), projectId: PROJECT, authEmulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
  });

  it('GET /auth/sign-in-methods needs a session', async () => {
    expect((await get('/auth/sign-in-methods')).status).toBe(401);
  });
});
