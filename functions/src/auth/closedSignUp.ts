/**
 * Sign-up is closed: the shop's accounts are made by its owner (`npm run admin:create`, through the
 * Admin SDK, which Firebase Auth's blocking functions do not see). Anyone holding the public Web API
 * key can otherwise ask Identity Toolkit for an account (accounts:signUp, or a first Google sign-in)
 * and get one; it would be refused by every route (its role is not admin), but it would exist. This
 * runs before Firebase Auth stores any account a browser or a direct call asks for, and refuses it.
 * On a real project it needs Firebase Authentication with Identity Platform (README, Deploying).
 */
import { HttpsError } from 'firebase-functions/v2/identity';

export const SIGN_UP_CLOSED_MESSAGE = 'Accounts of this shop are made by its owner: signing up is closed.';

export function refuseEveryNewAccount(): never {
  throw new HttpsError('permission-denied', SIGN_UP_CLOSED_MESSAGE);
}
