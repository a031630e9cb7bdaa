import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@catalogue/domain';
import { ADMIN_EMAIL, ADMIN_PASSWORD, admin, call, deleteUser, fakeIp, forwardedFor, get, login, makeUser, revokeSessions, unique } from './helpers';

const cleanup: string[] = [];
afterAll(async () => {
  await Promise.all(cleanup.map(deleteUser));
});

describe('login', () => {
  it('returns a session token and the user', async () => {
    const r = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(typeof r.body.token).toBe('string');
    expect(r.body.user).toMatchObject({ email: ADMIN_EMAIL.toLowerCase(), role: 'admin' });
    expect(r.body.user.name).toBeTruthy();
    expect(r.headers.get('cache-control')).toContain('no-store');
  });

  it('gives 14-day sessions with rememberMe and 5-day ones without', async () => {
    const short = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const long = await login(ADMIN_EMAIL, ADMIN_PASSWORD, { rememberMe: true });
    const expiry = async (token: string) => new Date((await get('/auth/session-ping', { token })).body.data.expiresAt).getTime() - Date.now();
    expect(Math.round((await expiry(short.body.token)) / DAY_MS)).toBe(5);
    expect(Math.round((await expiry(long.body.token)) / DAY_MS)).toBe(14);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await login(ADMIN_EMAIL, 'definitely-wrong');
    const unknown = await login(`${unique('nobody')}@example.test`, 'whatever-123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('validates the body', async () => {
    const r = await call('POST', '/auth/login', { json: { email: 'not-an-email' }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('email');
    expect(r.body.errors).toHaveProperty('password');
  });

  it('locks an account at one address after 5 failures within 15 minutes; other addresses still sign in', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const ip = fakeIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password', {}, ip)).status).toBe(401);
    const locked = await login(user.email, user.password, {}, ip);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: 'Too many failed sign-in attempts. Please try again later.' });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('locks an address after 10 failures, whatever the account', async () => {
    const ip = fakeIp();
    for (let i = 0; i < 10; i++) expect((await login(`${unique('x')}@example.test`, 'wrong-password', {}, ip)).status).toBe(401);
    const user = await makeUser('user');
    cleanup.push(user.uid);
    expect((await login(user.email, user.password, {}, ip)).status).toBe(429);
    // The same account from another address is fine.
    expect((await login(user.email, user.password, {}, fakeIp())).status).toBe(200);
  });

  it('resets the account count after a successful login', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

describe('session', () => {
  it('me and session-ping need a valid session', async () => {
    const token = await admin();
    const me = await get('/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(me.body.data);
    expect(me.body.user.role).toBe('admin');
    const ping = await get('/auth/session-ping', { token });
    expect(ping.status).toBe(200);
    expect(ping.body.data.ok).toBe(true);
    expect(new Date(ping.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());

    expect((await get('/auth/me')).status).toBe(401);
    expect((await get('/auth/me', { token: 'garbage.token.value' })).status).toBe(401);
    expect((await get('/auth/session-ping')).status).toBe(401);
  });

  it('ignores a __session cookie: the session is the Bearer token only', async () => {
    const token = await admin();
    const r = await get('/auth/me', { headers: { Cookie: `__session=${token}` } });
    expect(r.status).toBe(401);
  });

  it('a non-admin user signs in with role user', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const me = await get('/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ uid: user.uid, email: user.email, role: 'user', name: 'Test user' });
  });

  it("logout ends this device's session only", async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    // Straight after the first sign-in: the same second, a session of its own all the same.
    const other = (await login(user.email, user.password)).body.token;
    expect((await get('/auth/me', { token: other })).status).toBe(200);
    const out = await call('POST', '/auth/logout', { token: user.token });
    expect(out.status).toBe(200);
    expect((await get('/auth/me', { token: user.token })).status).toBe(401);
    expect((await get('/auth/me', { token: other })).status).toBe(200);
    expect((await call('POST', '/auth/logout')).status).toBe(200);
  });

  it('a session revoked with firebase-admin is refused', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await revokeSessions(user.uid);
    const r = await get('/auth/session-ping', { token: user.token });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });
});

describe('updatepassword', () => {
  it('changes the password, ends other sessions and returns a fresh session', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    const other = (await login(user.email, user.password)).body.token;
    const newPassword = `new-${unique()}`;

    const wrong = await call('PUT', '/auth/updatepassword', { token: user.token, json: { currentPassword: 'nope-nope', newPassword } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('currentPassword');

    const short = await call('PUT', '/auth/updatepassword', { token: user.token, json: { currentPassword: user.password, newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('newPassword');

    const r = await call('PUT', '/auth/updatepassword', { token: user.token, json: { currentPassword: user.password, newPassword } });
    expect(r.status).toBe(200);
    expect(typeof r.body.token).toBe('string');
    expect(r.body.user.email).toBe(user.email);
    expect((await get('/auth/me', { token: r.body.token })).status).toBe(200);
    expect((await get('/auth/me', { token: other })).status).toBe(401);
    expect((await get('/auth/me', { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it('needs a session', async () => {
    const r = await call('PUT', '/auth/updatepassword', { json: { currentPassword: 'a', newPassword: 'bbbbbbbbbb' } });
    expect(r.status).toBe(401);
  });
});

describe('password-reset', () => {
  it('answers the same neutral 200 for known and unknown addresses', async () => {
    // A fresh account: the owner's email allows 3 reset requests an hour, which reruns would use up.
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const headers = { 'X-Forwarded-For': forwardedFor(fakeIp()) };
    const known = await call('POST', '/auth/password-reset', { json: { email: user.email }, headers });
    const unknown = await call('POST', '/auth/password-reset', { json: { email: `${unique('nobody')}@example.test` }, headers });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.success).toBe(true);
    expect(known.body.message).toBeTruthy();
  });

  it('records the reset link in the Auth emulator', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!host) return expect(host).toBeUndefined();
    const user = await makeUser('user');
    cleanup.push(user.uid);
    await call('POST', '/auth/password-reset', { json: { email: user.email }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    const codes = await (await fetch(`http://${host}/emulator/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-oil-catalogue'}/oobCodes`)).json();
    expect(codes.oobCodes.some((c: { email: string; requestType: string }) => c.email === user.email && c.requestType === 'PASSWORD_RESET')).toBe(true);
  });

  it('refuses a malformed address', async () => {
    const r = await call('POST', '/auth/password-reset', { json: { email: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('email');
  });
});
