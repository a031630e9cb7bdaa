/** The owner's account: signing in, changing the password, asking for a reset link. */
import * as yup from 'yup';
import { emailAddress, flag, optionalText, wellFormedText } from './fields';

/** A Google sign-in of an account that may not use the back office (the API's 403, and Firebase Auth's refusal to make a new account). */
export const NOT_AN_ADMINISTRATOR_MESSAGE = 'This Google account is not an administrator of this shop.';

/** The device token a browser keeps after signing in (the server's own format; anything else counts as none). */
const deviceToken = () => optionalText(100);

export const loginSchema = yup.object({
  email: emailAddress(),
  password: wellFormedText().required('Password is required'),
  rememberMe: flag(false),
  deviceToken: deviceToken(),
});

/** A Firebase ID token is a JWT of about 1 kB; anything much longer is not one. */
const MAX_ID_TOKEN_LENGTH = 4096;

/** Signing in with a Firebase ID token (Google sign-in in the back office) instead of a password. */
export const idTokenLoginSchema = yup.object({
  idToken: wellFormedText().strict().typeError('Must be text').max(MAX_ID_TOKEN_LENGTH, 'Not a sign-in token').required('Sign-in token is required'),
  rememberMe: flag(false),
  deviceToken: deviceToken(),
});

export const passwordUpdateSchema = yup.object({
  currentPassword: wellFormedText().required('Current password is required'),
  newPassword: wellFormedText()
    .min(8, 'New password must be at least 8 characters')
    .max(128, 'New password must be at most 128 characters')
    .required('New password is required'),
});

export const passwordResetSchema = yup.object({
  email: emailAddress(),
  deviceToken: deviceToken(),
});
