/**
 * The token a signed-in client holds: `{session id}.{Firebase session cookie}`. The id names this
 * device's session record (store/sessions.ts); a session cookie is a JWT, whose first part (a
 * base64url header of 30+ characters) never matches the 20-character id.
 */
const SESSION_ID = /^[A-Za-z0-9]{20}$/;

export const sessionTokenOf = (sessionId: string, cookie: string) => `${sessionId}.${cookie}`;

export const isSessionId = (value: string) => SESSION_ID.test(value);

/** The session id and cookie of a token, or null for anything else. */
export function splitSessionToken(token: string): { sessionId: string; cookie: string } | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const sessionId = token.slice(0, dot);
  const cookie = token.slice(dot + 1);
  return isSessionId(sessionId) && cookie ? { sessionId, cookie } : null;
}
