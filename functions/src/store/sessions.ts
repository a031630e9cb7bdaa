/**
 * Sessions ended on one device (`revokedSessions/{sha256 of the session token}`). Firebase can only
 * revoke every session of a user at once (revokeRefreshTokens), so logging out one device records
 * its token here until the token would have expired anyway (`expiresAt`, a Timestamp: a Firestore
 * TTL policy on it deletes the record afterwards). Only a hash is stored, never the token.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { firestore } from '../firebase';

const col = () => firestore().collection('revokedSessions');
const docOf = (token: string) => col().doc(createHash('sha256').update(token).digest('hex'));

export async function revokeSession(token: string, expiresAtMs: number): Promise<void> {
  await docOf(token).set({ expiresAt: Timestamp.fromMillis(expiresAtMs) });
}

export async function isSessionRevoked(token: string): Promise<boolean> {
  return (await docOf(token).get()).exists;
}
