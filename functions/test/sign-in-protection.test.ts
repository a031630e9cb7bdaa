/**
 * Sign-in and session protection: a stranger can slow attacks on the owner's account but never lock
 * the owner out; the client address is the hop the hosting proxies append (tests play those proxies
 * with `forwardedFor`, as the local Hosting emulator appends nothing); no email or uid in public
 * answers; reset mails are rate-limited per (email, address); a trusted device (one that signed in
 * before) is never refused for what others did; every sign-in is a session of its own, listed and
 * ended one by one; logout ends one device's session, logout-all every one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, admin, call, deleteUser, fakeIp, forwardedFor, get, login, makeUser, unique, validNavConfig } from './helpers';

const cleanup: string[] = [];
afterAll(async () => {
  await Promise.all(cleanup.map(deleteUser));
});

const LOCKED = { success: false, message: 'Too many failed sign-in attempts. Please try again later.' };

describe('sign-in throttling cannot be turned against the owner', () => {
  it("5+ failures for the owner's email from address A do not stop the right password from address B", async () => {
    const a = fakeIp();
    for (let i = 0; i < 6; i++) expect((await login(ADMIN_EMAIL, `wrong-${i}`, {}, a)).status).toBe(i < 5 ? 401 : 429);
    // A itself is refused for this account, even with the right password…
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, {}, a)).body).toEqual(LOCKED);
    // …but the owner elsewhere signs in (slowed down, never refused).
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, {}, fakeIp())).status).toBe(200);
  });

  // On an account of its own: the other test files sign the owner in meanwhile, and a success ends the slow-down.
  it('after 5 failures the right password from another address is slowed down, not refused', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const a = fakeIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, `wrong-${i}`, {}, a)).status).toBe(401);
    const started = Date.now();
    const slowed = await login(user.email, user.password, {}, fakeIp());
    expect(slowed.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(slowed.headers.get('server-timing')).toBe('slowdown;dur=1000');
  });

  it('failures spread over many addresses slow the account down but never refuse it', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const failures = await Promise.all(Array.from({ length: 8 }, () => login(user.email, 'wrong-password')));
    expect(failures.map((r) => r.status)).toEqual(Array(8).fill(401));
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('a spoofed X-Forwarded-For does not bypass the per-address limit', async () => {
    const ip = fakeIp();
    const attempt = (email: string, password: string) =>
      call('POST', '/auth/login', { json: { email, password }, headers: { 'X-Forwarded-For': forwardedFor(ip, fakeIp()) } });
    for (let i = 0; i < 10; i++) expect((await attempt(`${unique('x')}@example.test`, 'wrong-password')).status).toBe(401);
    const user = await makeUser('user');
    cleanup.push(user.uid);
    expect((await attempt(user.email, user.password)).body).toEqual(LOCKED);
    expect((await login(user.email, user.password, {}, fakeIp())).status).toBe(200);
  });

  it('a burst of concurrent failures from one address cannot exceed the pair limit', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const ip = fakeIp();
    const burst = await Promise.all(Array.from({ length: 12 }, () => login(user.email, 'wrong-password', {}, ip)));
    expect(burst.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(burst.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it("strangers' failures do not block changing the password", async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    for (let i = 0; i < 6; i++) await login(user.email, 'wrong-password');
    const newPassword = `new-${unique()}`;
    const r = await call('PUT', '/auth/updatepassword', {
      token: user.token,
      json: { currentPassword: user.password, newPassword },
      headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) },
    });
    expect(r.status).toBe(200);
  });
});

describe('no account email or uid in public answers', () => {
  it('nav-config, its history and versions name the editor without an email or uid', async () => {
    const token = await admin();
    const me = (await get('/auth/me', { token })).body.user;
    const saved = await call('PUT', '/nav-config', { token, json: validNavConfig({ moreDropdownLabel: unique('More').slice(0, 20) }) });
    expect(saved.status).toBe(200);
    const leaks = (text: string) => text.toLowerCase().includes(ADMIN_EMAIL.toLowerCase()) || text.includes(me.uid) || /@/.test(text);
    for (const path of ['/nav-config', '/nav-config/history', `/nav-config/${saved.body.data.version}`]) {
      const r = await get(path);
      expect(r.status).toBe(200);
      expect(leaks(r.text), path).toBe(false);
    }
    expect((await get('/nav-config')).body.data.savedBy).toBeTruthy();
  });

  it('the other public lists carry no email or uid either', async () => {
    const me = (await get('/auth/me', { token: await admin() })).body.user;
    for (const path of ['/products', '/products/featured/list', '/products/popular/list', '/categories', '/categories/main', '/gallery', '/gallery/popular', '/gallery/categories']) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.text.toLowerCase().includes(ADMIN_EMAIL.toLowerCase()) || r.text.includes(me.uid), path).toBe(false);
    }
  });
});

describe('password-reset rate limits', () => {
  const reset = (email: string, ip: string, deviceToken?: string) =>
    call('POST', '/auth/password-reset', { json: { email, deviceToken }, headers: { 'X-Forwarded-For': forwardedFor(ip) } });

  it('limits an (email, address) pair to 3 requests an hour, answering the same for existing and unknown emails', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const unknown = `${unique('nobody')}@example.test`;
    const [ip, otherIp] = [fakeIp(), fakeIp()];
    const known = [];
    const other = [];
    for (let i = 0; i < 4; i++) {
      known.push(await reset(user.email, ip));
      other.push(await reset(unknown, otherIp));
    }
    expect(known.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(other.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 4; i++) expect(known[i].body).toEqual(other[i].body);
    // The same email from another address is another pair.
    expect((await reset(user.email, otherIp)).status).toBe(200);
  });

  it("strangers' requests for the owner's email from elsewhere never stop the owner's own", async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const strangers = await Promise.all(Array.from({ length: 6 }, () => reset(user.email, fakeIp())));
    expect(strangers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await reset(user.email, fakeIp())).status).toBe(200);
  });

  it('limits an address to 5 requests an hour, whatever the emails or the X-Forwarded-For it sends', async () => {
    const ip = fakeIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const r = await call('POST', '/auth/password-reset', {
        json: { email: `${unique('nobody')}@example.test` },
        headers: { 'X-Forwarded-For': forwardedFor(ip, fakeIp()) },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("the owner's trusted device still gets its reset when a stranger used up the owner's address", async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const ip = fakeIp();
    const { deviceToken } = (await login(user.email, user.password, {}, ip)).body;
    for (let i = 0; i < 6; i++) await reset(`${unique('nobody')}@example.test`, ip);
    for (let i = 0; i < 4; i++) await reset(user.email, ip);
    expect((await reset(user.email, ip)).status).toBe(429);
    expect((await reset(user.email, ip, deviceToken)).status).toBe(200);
  });
});

describe('trusted devices', () => {
  it('a sign-in answers a device token; with it the owner signs in where a stranger locked the address and the pair', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    const ip = fakeIp();
    const first = await login(user.email, user.password, {}, ip);
    expect(first.body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A stranger at (or claiming) the owner's address: 5 failures on the owner's account, then 10 on others.
    for (let i = 0; i < 6; i++) await login(user.email, 'wrong-password', {}, ip);
    for (let i = 0; i < 10; i++) await login(`${unique('x')}@example.test`, 'wrong-password', {}, ip);
    expect((await login(user.email, user.password, {}, ip)).body).toEqual(LOCKED);
    const trusted = await login(user.email, user.password, { deviceToken: first.body.deviceToken }, ip);
    expect(trusted.status).toBe(200);
    // Not slowed down either, although the account has failures from elsewhere (a wall clock on a busy machine cannot tell).
    expect(trusted.headers.get('server-timing')).toBeNull();
    expect(trusted.body.deviceToken).toBe(first.body.deviceToken);
  });

  it("a device token counts only for its account, and a wrong or made-up one is no token", async () => {
    const [owner, other] = await Promise.all([makeUser('admin'), makeUser('user')]);
    cleanup.push(owner.uid, other.uid);
    const ip = fakeIp();
    const othersToken = (await login(other.email, other.password, {}, fakeIp())).body.deviceToken;
    for (let i = 0; i < 6; i++) await login(owner.email, 'wrong-password', {}, ip);
    for (const deviceToken of [othersToken, 'A'.repeat(43), 'not a token', '__proto__']) {
      expect((await login(owner.email, owner.password, { deviceToken }, ip)).body, deviceToken).toEqual(LOCKED);
    }
    expect((await login(owner.email, owner.password, { deviceToken: 'x'.repeat(101) }, ip)).status).toBe(400);
  });

  it('a trusted device that fails 5 times is refused itself, on its own counter', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const { deviceToken } = (await login(user.email, user.password)).body;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(user.email, 'wrong-password', { deviceToken }, fakeIp())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(user.email, user.password, { deviceToken }, fakeIp())).body).toEqual(LOCKED);
    // The owner elsewhere, without that device, is not refused for it.
    expect((await login(user.email, user.password, {}, fakeIp())).status).toBe(200);
  });
});

describe('a session per device', () => {
  it('sign-ins in the same second are sessions of their own: one ends, the other stays', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    const cookieOf = (token: string) => token.slice(token.indexOf('.') + 1);
    // Two concurrent sign-ins: Firebase gives both the same session cookie when they fall in one second.
    let pair: string[] = [];
    for (let attempt = 0; attempt < 5 && !pair.length; attempt++) {
      // From the start of a second, so a busy host's slower sign-ins still fall in the same one.
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
      const tokens = (await Promise.all([login(user.email, user.password), login(user.email, user.password)])).map((r) => r.body.token as string);
      if (cookieOf(tokens[0]) === cookieOf(tokens[1])) pair = tokens;
    }
    expect(pair).toHaveLength(2);
    const [device1, device2] = pair;
    expect(device1).not.toBe(device2);

    expect((await call('POST', '/auth/logout', { token: device1 })).status).toBe(200);
    expect((await get('/auth/me', { token: device1 })).status).toBe(401);
    expect((await call('PUT', '/nav-config', { token: device1, json: validNavConfig() })).status).toBe(401);
    expect((await get('/auth/me', { token: device2 })).status).toBe(200);
  });

  it('lists the devices, names them, marks this one; ending another leaves this one signed in', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const laptop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const signIn = (userAgent: string) =>
      call('POST', '/auth/login', { json: { email: user.email, password: user.password }, headers: { 'User-Agent': userAgent, 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    const onPhone = (await signIn(phone)).body.token as string;
    const onLaptop = (await signIn(laptop)).body.token as string;

    const listed = await get('/auth/sessions', { token: onLaptop });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    const byDevice = Object.fromEntries(listed.body.data.map((s: { device: string }) => [s.device, s]));
    expect(Object.keys(byDevice)).toEqual(expect.arrayContaining(['Chrome on Android', 'Safari on macOS']));
    expect(byDevice['Safari on macOS'].current).toBe(true);
    expect(byDevice['Chrome on Android'].current).toBe(false);
    expect(listed.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    for (const session of listed.body.data) {
      expect(Object.keys(session).sort()).toEqual(['_id', 'current', 'device', 'expiresAt', 'lastSeenAt', 'signedInAt']);
      expect(listed.text).not.toContain(user.uid);
    }

    const ended = await call('DELETE', `/auth/sessions/${byDevice['Chrome on Android']._id}`, { token: onLaptop });
    expect(ended.status).toBe(200);
    expect((await get('/auth/me', { token: onPhone })).status).toBe(401);
    expect((await get('/auth/me', { token: onLaptop })).status).toBe(200);
    const after = await get('/auth/sessions', { token: onLaptop });
    expect(after.body.data.map((s: { device: string }) => s.device)).not.toContain('Chrome on Android');
    // Ending it again: nothing left to end.
    expect((await call('DELETE', `/auth/sessions/${byDevice['Chrome on Android']._id}`, { token: onLaptop })).status).toBe(404);
  });

  it("cannot see or end another account's sessions, and refuses made-up ids and tokens", async () => {
    const [owner, stranger] = await Promise.all([makeUser('admin'), makeUser('admin')]);
    cleanup.push(owner.uid, stranger.uid);
    const ownerSessions = (await get('/auth/sessions', { token: owner.token })).body.data as { _id: string }[];
    const strangerSessions = (await get('/auth/sessions', { token: stranger.token })).body.data as { _id: string }[];
    expect(strangerSessions.map((s) => s._id)).not.toContain(ownerSessions[0]._id);
    expect((await call('DELETE', `/auth/sessions/${ownerSessions[0]._id}`, { token: stranger.token })).status).toBe(404);
    expect((await get('/auth/me', { token: owner.token })).status).toBe(200);
    for (const id of ['__proto__', 'constructor', 'x'.repeat(2000), '%00', 'AAAAAAAAAAAAAAAAAAAA']) {
      const r = await call('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, { token: owner.token });
      expect(r.status, id).toBe(404);
      expect(r.body.success).toBe(false);
    }
    expect((await get('/auth/sessions')).status).toBe(401);
    expect((await call('DELETE', `/auth/sessions/${ownerSessions[0]._id}`)).status).toBe(401);
    // A token is its session id with its own cookie: neither half works with another's.
    const [ownerId, ownerCookie] = [owner.token.slice(0, 20), owner.token.slice(21)];
    // Auth's session cookie is determined by the account and the second it is made: a second later, it differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = (await login(owner.email, owner.password)).body.token as string;
    expect(second.slice(21)).not.toBe(ownerCookie);
    expect((await get('/auth/me', { token: `${second.slice(0, 20)}.${ownerCookie}` })).status).toBe(401);
    expect((await get('/auth/me', { token: ownerCookie })).status).toBe(401);
    expect((await get('/auth/me', { token: `${ownerId}.${stranger.token.slice(21)}` })).status).toBe(401);
  });

  it('logout-all and a password change end every session, and their records', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    const device1 = user.token;
    const device2 = (await login(user.email, user.password)).body.token;
    expect((await call('POST', '/auth/logout-all', { token: device2 })).status).toBe(200);
    expect((await get('/auth/me', { token: device1 })).status).toBe(401);
    expect((await get('/auth/me', { token: device2 })).status).toBe(401);

    const device3 = (await login(user.email, user.password)).body.token;
    const device4 = (await login(user.email, user.password)).body.token;
    const changed = await call('PUT', '/auth/updatepassword', { token: device3, json: { currentPassword: user.password, newPassword: `new-${unique()}` } });
    expect(changed.status).toBe(200);
    expect((await get('/auth/me', { token: device4 })).status).toBe(401);
    const left = await get('/auth/sessions', { token: changed.body.token });
    expect(left.body.data).toHaveLength(1);
    expect(left.body.data[0].current).toBe(true);
  });

  it('logout-all needs a session', async () => {
    expect((await call('POST', '/auth/logout-all')).status).toBe(401);
  });
});
