/**
 * The Google sign-in of the back office, over Firebase Auth: a popup, or a full-page redirect where
 * the browser blocks popups (phones, mostly). Whatever comes of it, the Firebase sign-in is ended
 * once its ID token has been read: the owner's session is the server's (POST /api/auth/login).
 */
import {
  GoogleAuthProvider,
  getRedirectResult,
  linkWithPopup,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { NOT_AN_ADMINISTRATOR_MESSAGE } from '@catalogue/domain';

/** Where a popup cannot be used, the redirect can. */
const POPUP_UNAVAILABLE = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

const googleProvider = () => new GoogleAuthProvider().setCustomParameters({ prompt: 'select_account' });

/** The Firebase error code of a failure (`auth/...`), or ''. */
const firebaseErrorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/**
 * Firebase Auth's refusal to make a new account (sign-up is closed: functions/src/auth/closedSignUp.ts),
 * which the SDK reports as an internal error carrying the blocking function's answer.
 */
const isClosedSignUp = (error: unknown) => firebaseErrorCode(error) === 'auth/internal-error' && String((error as Error).message).includes('PERMISSION_DENIED');

/** The owner's words for a Firebase Auth failure. */
export function googleErrorMessage(error: unknown): string {
  if (isClosedSignUp(error)) return NOT_AN_ADMINISTRATOR_MESSAGE;
  switch (firebaseErrorCode(error)) {
    case 'auth/popup-closed-by-user':
    case 'auth/user-cancelled':
      return 'Google sign-in was cancelled.';
    // internal-error: what the SDK reports when Google's sign-in script (apis.google.com) does not load.
    case 'auth/network-request-failed':
    case 'auth/internal-error':
      return 'Google sign-in could not reach Google. Check the connection and try again.';
    case 'auth/unauthorized-domain':
      return "This site's address is not allowed to use Google sign-in (Firebase console: Authentication → Settings → Authorized domains).";
    case 'auth/operation-not-allowed':
      return 'Google sign-in is not enabled for this shop (Firebase console: Authentication → Sign-in method).';
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'That password is not right.';
    case 'auth/credential-already-in-use':
      return 'That Google account already belongs to another account of this shop.';
    case 'auth/provider-already-linked':
      return 'A Google account is already linked.';
    default:
      return 'Google sign-in failed. Please try again.';
  }
}

/** The ID token of `user`, with the Firebase sign-in ended afterwards whatever happens. */
async function tokenThenSignOut(auth: Auth, user: User): Promise<string> {
  try {
    return await user.getIdToken();
  } finally {
    await signOut(auth);
  }
}

/**
 * Signs in with Google: answers the ID token, or null when the page is going to Google (redirect)
 * and the token will come from `redirectedSignIn` when it is back.
 */
export async function signInWithGoogle(auth: Auth): Promise<string | null> {
  try {
    const { user } = await signInWithPopup(auth, googleProvider());
    return await tokenThenSignOut(auth, user);
  } catch (error) {
    if (!POPUP_UNAVAILABLE.has(firebaseErrorCode(error))) throw error;
    await signInWithRedirect(auth, googleProvider());
    return null;
  }
}

/** The ID token of a Google sign-in this page has come back from (redirect), else null. */
export async function redirectedSignIn(auth: Auth): Promise<string | null> {
  const credential = await getRedirectResult(auth);
  return credential ? tokenThenSignOut(auth, credential.user) : null;
}

/**
 * Links a Google account to the password account `email`: Firebase Auth needs that account signed in
 * in the browser (its password again), then the Google popup; the sign-in is ended afterwards.
 */
export async function linkGoogle(auth: Auth, email: string, password: string): Promise<void> {
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    await linkWithPopup(user, googleProvider());
  } finally {
    await signOut(auth);
  }
}
