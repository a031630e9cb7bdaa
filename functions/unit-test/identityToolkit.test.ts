/**
 * What the API makes of Identity Toolkit's refusals of a password. The Auth emulator never blocks
 * an account, so Firebase's TOO_MANY_ATTEMPTS_TRY_LATER cannot be reached over HTTP on the local
 * stack: its reading is checked here, on the answers production's Identity Toolkit gives.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_BLOCKED_MESSAGE, passwordRefusal } from '../src/auth/identityToolkit';
import { HttpError } from '../src/http/errors';

const thrown = (reason: string) => {
  try {
    passwordRefusal(reason);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error(`${reason} was read as a wrong credential`);
};

describe('a refused password sign-in', () => {
  it("Firebase's block of the account is a 429 that says so, never a wrong password", () => {
    for (const reason of ['TOO_MANY_ATTEMPTS_TRY_LATER', 'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.']) {
      const error = thrown(reason);
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(429);
      expect(error.message).toBe(ACCOUNT_BLOCKED_MESSAGE);
    }
  });

  it('a wrong, unknown or disabled credential is a refusal the route answers as such', () => {
    for (const reason of ['INVALID_LOGIN_CREDENTIALS', 'INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD']) {
      expect(passwordRefusal(reason)).toEqual({ ok: false, reason });
    }
  });

  it('anything else is the service being unavailable (503), not a wrong password', () => {
    for (const reason of ['UNKNOWN', 'QUOTA_EXCEEDED', 'PROJECT_NOT_FOUND', 'X_TOO_MANY_ATTEMPTS_TRY_LATER', '']) {
      expect(thrown(reason).status).toBe(503);
    }
  });
});
