/**
 * Storage security rules (storage.rules): anyone may read the public image renditions under
 * uploads/; nothing else may be read, and nothing may be written by a browser (uploads go
 * through the API with firebase-admin).
 *
 * Needs firebase-tools' Storage emulator (Java 21+, a jar downloaded from Google on first use):
 * `npm test` runs this file under `firebase emulators:exec --only storage` where it is available
 * and reports it as SKIPPED (with the reason) where it is not.
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
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const PUBLIC_FILE = 'uploads/products/abc123-640.webp';
const PRIVATE_FILE = 'private/backup.json';

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-oil-catalogue',
    storage: { rules: fs.readFileSync(path.join(ROOT, 'storage.rules'), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(PUBLIC_FILE).put(BYTES, { contentType: 'image/webp' });
    await context.storage().ref(PRIVATE_FILE).put(BYTES, { contentType: 'application/json' });
  });
});

type StorageRef = ReturnType<ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>['ref']>;
/** An upload task as a real promise (assertFails/assertSucceeds take promises). */
const put = (ref: StorageRef, ...args: Parameters<StorageRef['put']>) =>
  new Promise((resolve, reject) => {
    ref.put(...args).then(resolve, reject);
  });

const visitor = () => env.unauthenticatedContext().storage();
const signedIn = () => env.authenticatedContext('user-1').storage();
const administrator = () => env.authenticatedContext('owner-1', { role: 'admin' }).storage();

describe.each([
  ['a visitor', visitor],
  ['a signed-in user', signedIn],
  ['an administrator (role claim)', administrator],
])('%s', (_who, client) => {
  test('can read an image under uploads/', async () => {
    await assertSucceeds(client().ref(PUBLIC_FILE).getMetadata());
    await assertSucceeds(client().ref(PUBLIC_FILE).getDownloadURL());
  });

  test('cannot read outside uploads/', async () => {
    await assertFails(client().ref(PRIVATE_FILE).getMetadata());
    await assertFails(client().ref(PRIVATE_FILE).getDownloadURL());
  });

  test('cannot upload under uploads/', async () => {
    await assertFails(put(client().ref('uploads/products/new-640.webp'), BYTES, { contentType: 'image/webp' }));
  });

  test('cannot overwrite or delete an image under uploads/', async () => {
    await assertFails(put(client().ref(PUBLIC_FILE), BYTES, { contentType: 'image/webp' }));
    await assertFails(client().ref(PUBLIC_FILE).delete());
  });

  test('cannot change metadata under uploads/', async () => {
    await assertFails(client().ref(PUBLIC_FILE).updateMetadata({ cacheControl: 'no-store' }));
  });

  test('cannot write outside uploads/', async () => {
    await assertFails(put(client().ref('anything/else.txt'), BYTES));
    await assertFails(client().ref(PRIVATE_FILE).delete());
  });
});
