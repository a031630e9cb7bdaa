/**
 * The last administrator cannot be removed (409), by someone else or by themselves. It needs the shop
 * to have one enabled administrator, so this file runs alone (vitest.config.ts): the administrators
 * other test files left are disabled for its duration and enabled again after.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@catalogue/domain';
import { admin, call, claimsOf, deleteUser, enableUser, enabledAdministrators, get, makeUser, setRole } from './helpers';

let token: string;
let owner: string;
let others: string[] = [];

beforeAll(async () => {
  token = await admin();
  owner = (await get('/auth/me', { token })).body.data.uid;
  others = (await enabledAdministrators()).filter((uid) => uid !== owner);
  await Promise.all(others.map((uid) => enableUser(uid, false)));
});
afterAll(async () => {
  await Promise.all(others.map((uid) => enableUser(uid, true)));
});

it('refuses to remove the only administrator, themselves included', async () => {
  expect(await enabledAdministrators()).toEqual([owner]);
  const r = await call('DELETE', `/team/${owner}`, { token });
  expect(r.status).toBe(409);
  expect(r.body.message).toBe(TEAM_MESSAGES.yourself);
  expect(await claimsOf(owner)).toMatchObject({ role: 'admin' });
  expect((await get('/team', { token })).status).toBe(200);
});

it('lets an administrator leave once another is there, but not the last one after', async () => {
  const second = await makeUser('admin');
  try {
    expect((await call('DELETE', `/team/${second.uid}`, { token: second.token })).status).toBe(200);
    expect((await get('/team', { token: second.token })).status).toBe(401);
    const again = await makeUser('admin');
    await call('DELETE', `/team/${again.uid}`, { token });
    const last = await call('DELETE', `/team/${owner}`, { token });
    expect(last.status).toBe(409);
    await deleteUser(again.uid);
  } finally {
    await deleteUser(second.uid);
  }
});

it('two administrators removing each other at once: one administrator at least is left', async () => {
  const second = await makeUser('admin');
  try {
    const answers = await Promise.all([call('DELETE', `/team/${second.uid}`, { token }), call('DELETE', `/team/${owner}`, { token: second.token })]);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await enabledAdministrators()).length).toBeGreaterThanOrEqual(1);
  } finally {
    // Whichever way it went, the seeded owner is an administrator again for the other files.
    await setRole(owner, 'admin');
    await deleteUser(second.uid);
  }
});
