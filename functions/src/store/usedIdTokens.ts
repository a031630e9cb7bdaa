/**
 * ID tokens already exchanged for a session (`usedIdTokens/{sha256 of the token}`), so that a token
 * read off a device (a log, a proxy, the browser's memory after sign-out) cannot be exchanged for a
 * second session while it is still valid. The server keeps the hash, never the token.
 * Document: { expiresAt } (a Timestamp; a TTL policy deletes the record once the token has expired anyway).
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { firestore } from '../firebase';

const ALREADY_EXISTS = 6;

const col = () => firestore().collection('usedIdTokens');

/** Marks the token used; answers false when it had been used before. */
export async function claimIdToken(idToken: string, expiresAtMs: number): Promise<boolean> {
  try {
    await col()
      .doc(createHash('sha256').update(idToken).digest('hex'))
      .create({ expiresAt: Timestamp.fromMillis(expiresAtMs) });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
