/**
 * Signing in with a Firebase ID token: the back office's Google sign-in (Firebase Auth in the
 * browser) sends the token it got, and the API turns it into the same server session a password
 * sign-in gets (routes/sessions.ts). Only a token that Firebase Auth issued for this project, unexpired,
 * unrevoked, from a Google sign-in of the last five minutes, of an enabled account whose own record
 * (not only the token) holds the administrator or helper (staff) role, is accepted. Every refusal is a 4xx that says why.
 */
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { NOT_AN_ADMINISTRATOR_MESSAGE, type SignInMethods } from '@catalogue/domain';
import { auth } from '../firebase';
import { HttpError } from '../http/errors';

/** How old a sign-in may be when it is exchanged: long enough for a slow popup, short enough that a stolen token is soon useless. */
const RECENT_SIGN_IN_SECONDS = 5 * 60;
const GOOGLE = 'google.com';

const NOT_VERIFIED = 'This Google sign-in could not be verified. Please sign in again.';
const ACCOUNT_DISABLED = 'This account is disabled.';

/** The token's claims once Firebase Auth has verified it (signature, project, expiry, revocation, account enabled). */
export async function verifiedIdToken(idToken: string): Promise<DecodedIdToken> {
  try {
    return await auth().verifyIdToken(idToken, true);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('auth/')) throw error;
    if (code === 'auth/id-token-expired') throw new HttpError(401, 'This Google sign-in has expired. Please sign in again.');
    if (code === 'auth/id-token-revoked') throw new HttpError(401, 'This Google sign-in has been revoked. Please sign in again.');
    if (code === 'auth/user-disabled') throw new HttpError(403, ACCOUNT_DISABLED);
    throw new HttpError(401, NOT_VERIFIED);
  }
}

/** The email a verified Google sign-in is for (what throttling and trusted devices are keyed by). */
export function signInEmailOf(claims: DecodedIdToken): string {
  if (claims.firebase.sign_in_provider !== GOOGLE) throw new HttpError(400, 'Only a Google sign-in can be exchanged here; sign in with your password instead.');
  if (!claims.email) throw new HttpError(401, NOT_VERIFIED);
  return claims.email.toLowerCase();
}

/** Whether the claims give the back office: an administrator or a helper (staff). */
const worksInBackOffice = (claims: Record<string, unknown> | undefined) => claims?.role === 'admin' || claims?.role === 'staff';

/** Throws unless the sign-in is recent and its account is an enabled administrator or helper now. */
export async function checkAdministratorSignIn(claims: DecodedIdToken): Promise<void> {
  if (Date.now() / 1000 - claims.auth_time > RECENT_SIGN_IN_SECONDS) {
    throw new HttpError(401, 'This Google sign-in is too old to be used. Please sign in again.');
  }
  const user = await auth().getUser(claims.uid);
  if (user.disabled) throw new HttpError(403, ACCOUNT_DISABLED);
  if (!worksInBackOffice(user.customClaims)) throw new HttpError(403, NOT_AN_ADMINISTRATOR_MESSAGE);
  // The session is made of this token's claims: one minted before the role was given would not open the back office.
  if (claims.role !== user.customClaims?.role) throw new HttpError(401, 'This account has just been given its role. Please sign in with Google again.');
}

function methodsOf(user: UserRecord): SignInMethods {
  const google = user.providerData.find((provider) => provider.providerId === GOOGLE);
  return {
    password: user.providerData.some((provider) => provider.providerId === 'password'),
    google: google ? { email: google.email ?? '' } : null,
  };
}

/** How the account can sign in: its password, Google. */
export const signInMethodsOf = async (uid: string) => methodsOf(await auth().getUser(uid));
