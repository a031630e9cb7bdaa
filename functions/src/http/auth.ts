/**
 * Sessions: the token names this device's session record and carries a Firebase session cookie
 * (revocable, lifetime days), `{session id}.{cookie}` (auth/sessionToken.ts); the client sends it as
 * `Authorization: Bearer <token>`. Nothing is read from cookies.
 */
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Role, User } from '@catalogue/domain';
import { auth } from '../firebase';
import { splitSessionToken } from '../auth/sessionToken';
import { openSessionOwner } from '../store/sessions';
import { HttpError } from './errors';

export interface Session {
  token: string;
  sessionId: string;
  claims: DecodedIdToken;
  user: User;
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session;
  }
}

/** The Bearer token of the Authorization header, or null. */
export function tokenFrom(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : null;
}

/** Whether the request carries any credential (used to choose private caching). */
export const hasCredentials = (req: Request) => !!req.headers.authorization;

/** The role a custom claim names; anything else is a plain signed-in user. */
export const roleOf = (claim: unknown): Role => (claim === 'admin' || claim === 'staff' ? claim : 'user');

export function userFromClaims(claims: DecodedIdToken): User {
  const email = claims.email ?? '';
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email;
  return { uid: claims.uid, name, email, role: roleOf(claims.role) };
}

/** How a signed-in user is named in public data (who saved a version): never an email or uid. */
export function publicName(session: Session): string {
  const name: unknown = session.claims.name;
  return typeof name === 'string' && name.trim() && !name.includes('@') ? name.trim() : 'Administrator';
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const INVALID_SESSION = 'Not authorized: invalid session';

/** A valid session: a session cookie Firebase accepts and unrevoked, whose device's session is still open. */
export async function verifySession(token: string): Promise<Session> {
  const parts = splitSessionToken(token);
  if (!parts) throw new HttpError(401, INVALID_SESSION);
  try {
    const [claims, openFor] = await Promise.all([auth().verifySessionCookie(parts.cookie, true), openSessionOwner(parts.sessionId, parts.cookie)]);
    if (openFor !== claims.uid) throw new HttpError(401, SESSION_ENDED);
    return { token, sessionId: parts.sessionId, claims, user: userFromClaims(claims) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/session-cookie-revoked' || code === 'auth/user-disabled' || code === 'auth/user-not-found') {
      throw new HttpError(401, SESSION_ENDED);
    }
    if (code === 'auth/session-cookie-expired') throw new HttpError(401, 'Your session has expired. Please sign in again.');
    if (code.startsWith('auth/')) throw new HttpError(401, INVALID_SESSION);
    throw error;
  }
}

/** Any signed-in user with a valid, unrevoked session. */
export const requireSession: RequestHandler = async (req, _res, next) => {
  const token = tokenFrom(req);
  if (!token) throw new HttpError(401, 'Not authorized: please sign in');
  req.session = await verifySession(token);
  next();
};
