/**
 * Firestore security rules (firestore.rules): browsers get no direct access at all; every read
 * and write goes through the API (firebase-admin, which rules do not apply to).
 *
 * Needs Google's Firestore emulator at FIRESTORE_EMULATOR_HOST: `npm test` starts it standalone
 * (scripts/stack/googleFirestore.ts, Java 17+) and reports this file as SKIPPED (with the reason)
 * where the emulator is not installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

const ROOT = path.resolve(__dirname, '..');
let env: RulesTestEnvironment;

const COLLECTIONS = ['products', 'categories', 'gallery', 'navConfig', 'navConfigVersions', 'settings', 'siteSettingsVersions', 'testimonials', 'orders', 'orderNumbers', 'orderCounters', 'linkOpens', 'trash', 'sessions', 'trustedDevices', 'loginAttempts', 'usedIdTokens', 'meta', 'users', 'anything'];

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-oil-catalogue',
    firestore: { rules: fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const name of COLLECTIONS) await db.collection(name).doc('existing').set({ name: 'seeded', price: 1 });
  });
});

const visitor = () => env.unauthenticatedContext().firestore();
const signedIn = () => env.authenticatedContext('user-1').firestore();
const administrator = () => env.authenticatedContext('owner-1', { role: 'admin' }).firestore();

describe.each([
  ['a visitor', visitor],
  ['a signed-in user', signedIn],
  ['an administrator (role claim)', administrator],
])('%s', (_who, client) => {
  test.each(COLLECTIONS)('cannot read a document of %s', async (name) => {
    await assertFails(client().collection(name).doc('existing').get());
  });

  test.each(COLLECTIONS)('cannot list %s', async (name) => {
    await assertFails(client().collection(name).get());
  });

  test.each(COLLECTIONS)('cannot create in %s', async (name) => {
    await assertFails(client().collection(name).doc('new').set({ name: 'x' }));
  });

  test.each(COLLECTIONS)('cannot update or delete in %s', async (name) => {
    await assertFails(client().collection(name).doc('existing').update({ name: 'changed' }));
    await assertFails(client().collection(name).doc('existing').delete());
  });

  test('cannot read a sub-collection document', async () => {
    await assertFails(client().collection('products').doc('existing').collection('private').doc('x').get());
  });
});

test('the rules do not block server-side (rules-disabled) access, which the API uses', async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await assertSucceeds(context.firestore().collection('products').doc('existing').get());
  });
});
