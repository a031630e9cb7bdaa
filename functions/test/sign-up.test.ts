/**
 * Sign-up is closed (functions/src/auth/closedSignUp.ts): Identity Toolkit, called directly with the
 * public Web API key as anyone can, makes no account, neither with a password nor by a first Google
 * sign-in; the accounts the owner makes (Admin SDK, as `npm run admin:create` does) are made and
 * sign in as before.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { accountOf, deleteUser, googleSignIn, linkedGoogleAccount, unique } from './helpers';

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const SIGN_UP_CLOSED = 'Accounts of this shop are made by its owner: signing up is closed.';

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map(deleteUser));
});

async function identityToolkit(method: string, body: Record<string, unknown>) {
  const response = await fetch(`${AUTH_EMULATOR}/accounts:${method}?key=any-public-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { idToken?: string; error?: { message?: string } } };
}

describe('sign-up through Identity Toolkit', () => {
  it('with an email and a password makes no account', async () => {
    const email = `${unique('signup')}@example.test`;
    const r = await identityToolkit('signUp', { email, password: 'a-long-enough-password', returnSecureToken: true });
    expect(r.status).toBe(400);
    expect(r.body.idToken).toBeUndefined();
    expect(r.body.error?.message).toContain(SIGN_UP_CLOSED);
    expect(await accountOf(email)).toBeNull();
  });

  it('by a first Google sign-in makes no account', async () => {
    const email = `${unique('google-signup')}@example.test`;
    await expect(googleSignIn(randomUUID().replace(/-/g, ''), email)).rejects.toThrow(SIGN_UP_CLOSED);
    expect(await accountOf(email)).toBeNull();
  });

  it("the owner's own accounts are made, and their Google account signs in to them", async () => {
    const googleId = randomUUID().replace(/-/g, '');
    const email = `${unique('owner-made')}@example.test`;
    const uid = await linkedGoogleAccount(googleId, email);
    created.push(uid);
    expect((await googleSignIn(googleId, email)).uid).toBe(uid);
  });
});
