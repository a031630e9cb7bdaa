/**
 * Sign-in and session protection: a stranger can slow attacks on the owner's account but never lock
 * the owner out; the client address is the hop the hosting proxies append (tests play those proxies
 * with `forwardedFor`, as the local Hosting emulator appends nothing); no email or uid in public
 * answers; reset mails are rate-limited; logout ends one device's session, logout-all every one.
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
    expect((await login(user.email, user.password, {}, fakeIp())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
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
  const reset = (email: string, ip: string) => call('POST', '/auth/password-reset', { json: { email }, headers: { 'X-Forwarded-For': forwardedFor(ip) } });

  it('limits an account to 3 requests an hour, answering the same for existing and unknown emails', async () => {
    const user = await makeUser('user');
    cleanup.push(user.uid);
    const unknown = `${unique('nobody')}@example.test`;
    const known = [];
    const other = [];
    for (let i = 0; i < 4; i++) {
      known.push(await reset(user.email, fakeIp()));
      other.push(await reset(unknown, fakeIp()));
    }
    expect(known.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(other.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 4; i++) expect(known[i].body).toEqual(other[i].body);
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
});

describe('logout', () => {
  it('logout on device 1 leaves device 2 signed in; logout-all ends both', async () => {
    const user = await makeUser('admin');
    cleanup.push(user.uid);
    // Two sign-ins within one second get the same session cookie (it records whole seconds only).
    const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));
    const device1 = user.token;
    await nextSecond();
    const device2 = (await login(user.email, user.password)).body.token;
    await nextSecond();
    const device3 = (await login(user.email, user.password)).body.token;
    expect(new Set([device1, device2, device3]).size).toBe(3);

    expect((await call('POST', '/auth/logout', { token: device1 })).status).toBe(200);
    expect((await get('/auth/me', { token: device1 })).status).toBe(401);
    expect((await call('PUT', '/nav-config', { token: device1, json: validNavConfig() })).status).toBe(401);
    expect((await get('/auth/me', { token: device2 })).status).toBe(200);

    await nextSecond();
    expect((await call('POST', '/auth/logout-all', { token: device1 })).status).toBe(401);
    const all = await call('POST', '/auth/logout-all', { token: device2 });
    expect(all.status).toBe(200);
    expect(all.body.success).toBe(true);
    expect((await get('/auth/me', { token: device2 })).status).toBe(401);
    expect((await get('/auth/me', { token: device3 })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('logout-all needs a session', async () => {
    expect((await call('POST', '/auth/logout-all')).status).toBe(401);
  });
});
