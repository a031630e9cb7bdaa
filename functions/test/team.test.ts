/**
 * The team over HTTP: the owner lists the administrators and helpers, invites a helper by email (an
 * account made, or an existing one given the role; a reset mail to set the password), and removes
 * one, which ends the helper's sessions at once. Bad input is refused with the field's error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@catalogue/domain';
import { accountOf, admin, call, claimsOf, deleteUser, get, login, makeUser, resetPasswordByMail, unique } from './helpers';

let token: string;
const made: string[] = [];

beforeAll(async () => {
  token = await admin();
});
afterAll(async () => {
  await Promise.all(made.map((uid) => deleteUser(uid)));
});

const invite = (json: unknown, as = token) => call('POST', '/team', { token: as, json });

describe('team', () => {
  it('lists the administrators with their role', async () => {
    const r = await get('/team', { token });
    expect(r.status).toBe(200);
    const me = (await get('/auth/me', { token })).body.data;
    expect(r.body.data).toContainEqual({ uid: me.uid, email: me.email, name: expect.any(String), role: 'admin', disabled: false });
  });

  it('invites a new helper: the account is made, the reset mail sets its password, and the helper works the order book', async () => {
    const email = `${unique('helper')}@example.test`;
    const r = await invite({ email: `  ${email.toUpperCase()} `, name: 'Kavya', role: 'staff' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ email, name: 'Kavya', role: 'staff', disabled: false });
    made.push(r.body.data.uid);
    expect(await resetPasswordByMail(email, 'helper-password-1')).toBe(true);
    const signedIn = await login(email, 'helper-password-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe('staff');
    const helper = signedIn.body.token as string;
    expect((await get('/orders?status=all', { token: helper })).status).toBe(200);
    expect((await get('/team', { token: helper })).status).toBe(403);
    expect((await get('/team', { token })).body.data).toContainEqual(expect.objectContaining({ email, role: 'staff' }));
  });

  it('gives an existing account the role (twice is the same), keeping its other claims', async () => {
    const user = await makeUser('user');
    made.push(user.uid);
    const [first, second] = await Promise.all([invite({ email: user.email, role: 'staff' }), invite({ email: user.email, role: 'staff' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data).toMatchObject({ uid: user.uid, role: 'staff' });
    expect(await claimsOf(user.uid)).toEqual({ role: 'staff' });
  });

  it('makes one account when the same new email is invited twice at once', async () => {
    const email = `${unique('twice')}@example.test`;
    const answers = await Promise.all([invite({ email, role: 'staff' }), invite({ email, role: 'staff' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((r) => r.body.data.uid)).size).toBe(1);
    made.push(answers[0].body.data.uid);
  });

  it('never turns an administrator into a helper', async () => {
    const other = await makeUser('admin');
    made.push(other.uid);
    const r = await invite({ email: other.email, role: 'staff' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(TEAM_MESSAGES.administrator);
    expect(await claimsOf(other.uid)).toEqual({ role: 'admin' });
  });

  it('refuses bad input with the field and makes no account', async () => {
    const email = `${unique('bad')}@example.test`;
    const cases: [unknown, string][] = [
      [{ email, role: 'admin' }, 'role'],
      [{ email }, 'role'],
      [{ email, role: ['staff'] }, 'role'],
      [{ email: `zero\u200bwidth@example.test`, role: 'staff' }, 'email'],
      [{ email: 'not-an-email', role: 'staff' }, 'email'],
      [{ email, role: 'staff', name: 'x'.repeat(81) }, 'name'],
      [{ email, role: 'staff', name: '\u200b\u200b' }, 'name'],
      [{ email: 12, role: 'staff' }, 'email'],
    ];
    for (const [json, field] of cases) {
      const r = await invite(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.errors?.[field], JSON.stringify(json)).toBeTruthy();
    }
    expect((await call('POST', '/team', { token, body: '[]', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect(await accountOf(email)).toBeNull();
  });

  it('removing a helper ends their sessions at once: their next request is refused', async () => {
    const helper = await makeUser('staff');
    made.push(helper.uid);
    const second = await login(helper.email, helper.password);
    expect((await get('/orders?status=all', { token: helper.token })).status).toBe(200);
    const r = await call('DELETE', `/team/${helper.uid}`, { token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(TEAM_MESSAGES.removed);
    for (const session of [helper.token, second.body.token as string]) {
      expect((await get('/orders?status=all', { token: session })).status).toBe(401);
      expect((await get('/auth/me', { token: session })).status).toBe(401);
    }
    expect(await claimsOf(helper.uid)).toEqual({});
    expect((await get('/team', { token })).body.data.some((member: { uid: string }) => member.uid === helper.uid)).toBe(false);
    // Signing in again gives a plain account: the back office stays closed.
    const again = await login(helper.email, helper.password);
    expect(again.body.user.role).toBe('user');
    expect((await get('/orders?status=all', { token: again.body.token })).status).toBe(403);
  });

  it('removes another administrator while one is left, and answers 404 for someone not on the team', async () => {
    const other = await makeUser('admin');
    made.push(other.uid);
    expect((await call('DELETE', `/team/${other.uid}`, { token })).status).toBe(200);
    expect((await get('/backup/latest', { token: other.token })).status).toBe(401);
    const plain = await makeUser('user');
    made.push(plain.uid);
    for (const uid of [plain.uid, 'no-such-uid', 'x'.repeat(300), '__proto__']) {
      const r = await call('DELETE', `/team/${encodeURIComponent(uid)}`, { token });
      expect(r.status, uid).toBe(404);
      expect(r.body.message).toBe(TEAM_MESSAGES.notFound);
    }
  });
});
