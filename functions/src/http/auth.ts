/**
 * Sessions (DESIGN §4): the token is a Firebase session cookie, sent as
 * `Authorization: Bearer <token>` or in the `__session` cookie (the one cookie Hosting forwards).
 */
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { User } from '@catalogue/domain';
import { auth } from '../store/firebase';
import { HttpError } from './errors';

export interface Session {
  token: string;
  claims: DecodedIdToken;
  user: User;
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session;
  }
}

export function tokenFrom(req: Request): string | null {
  return credentialFrom(req)?.token ?? null;
}

function credentialFrom(req: Request): { token: string; via: 'header' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match && match[1] !== 'null' && match[1] !== 'undefined') return { token: match[1], via: 'header' };
  }
  const cookie = req.headers.cookie;
  if (typeof cookie === 'string') {
    for (const part of cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === '__session' && rest.length) {
        let value = rest.join('=');
        try {
          value = decodeURIComponent(value);
        } catch {
          /* keep it as sent */
        }
        if (value) return { token: value, via: 'cookie' };
      }
    }
  }
  return null;
}

/** Whether the request carries any credential (used to choose private caching). */
export const hasCredentials = (req: Request) => !!req.headers.authorization || /(?:^|;\s*)__session=/.test(req.headers.cookie ?? '');

export function userFromClaims(claims: DecodedIdToken): User {
  const email = claims.email ?? '';
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email;
  return { uid: claims.uid, name, email, role: claims.role === 'admin' ? 'admin' : 'user' };
}

export async function verifySession(token: string): Promise<Session> {
  try {
    const claims = await auth().verifySessionCookie(token, true);
    return { token, claims, user: userFromClaims(claims) };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/session-cookie-revoked' || code === 'auth/user-disabled' || code === 'auth/user-not-found') {
      throw new HttpError(401, 'Your session has ended. Please sign in again.');
    }
    if (code === 'auth/session-cookie-expired') throw new HttpError(401, 'Your session has expired. Please sign in again.');
    if (code.startsWith('auth/')) throw new HttpError(401, 'Not authorized: invalid session');
    throw error;
  }
}

/** Any signed-in user with a valid, unrevoked session. */
export const requireSession: RequestHandler = async (req, _res, next) => {
  const credential = credentialFrom(req);
  if (!credential) throw new HttpError(401, 'Not authorized: please sign in');
  if (credential.via === 'cookie' && !sameOrigin(req)) throw new HttpError(403, 'Cross-site request refused');
  req.session = await verifySession(credential.token);
  next();
};

/**
 * A cookie is sent by the browser on cross-site requests too, so state-changing requests
 * authenticated by `__session` must come from our own origin (CSRF). Bearer tokens need no check.
 */
function sameOrigin(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return true;
  const origin = req.headers.origin;
  if (!origin) return req.headers['sec-fetch-site'] === undefined || req.headers['sec-fetch-site'] === 'same-origin';
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(',')[0].trim();
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A signed-in administrator (custom claim role: 'admin'). */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  await requireSession(req, res, () => undefined);
  if (req.session?.user.role !== 'admin') throw new HttpError(403, 'Administrator access required');
  next();
};
