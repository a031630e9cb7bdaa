/**
 * Devices that have signed in to an account before (`trustedDevices/{sha256 of the token}`), as
 * OWASP's "device cookies" against lockout: after a successful sign-in the back office keeps an
 * unguessable device token, and a sign-in or reset request that carries it for the same account is
 * limited on its own counter, never by what strangers did from the same (or a spoofed) address.
 * The server keeps the token's hash, so it cannot be forged and a record can be withdrawn.
 * Document: { emailHash, createdAt, expiresAt } (Timestamps; a TTL policy on `expiresAt` deletes it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';
import { firestore } from '../firebase';

const DEVICE_TOKEN_DAYS = 365;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const col = () => firestore().collection('trustedDevices');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const emailHashOf = (email: string) => sha256(email.trim().toLowerCase());

/** A new device token for the account, valid for a year. */
export async function issueDeviceToken(email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await col()
    .doc(sha256(token))
    .create({ emailHash: emailHashOf(email), createdAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + DEVICE_TOKEN_DAYS * DAY_MS) });
  return token;
}

/** Whether `token` is a device token of this account that has not expired. */
export async function isTrustedDevice(token: string | undefined, email: string): Promise<boolean> {
  if (!token || !DEVICE_TOKEN.test(token)) return false;
  const snap = await col().doc(sha256(token)).get();
  return snap.exists && snap.get('emailHash') === emailHashOf(email) && (snap.get('expiresAt') as Timestamp).toMillis() > Date.now();
}
