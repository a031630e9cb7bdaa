/**
 * Throttling of password checks and reset mails, keyed so that a stranger can slow an attack on
 * the owner's account but never lock the owner out. An "address" here is the client's network
 * (http/clientAddress.ts: an IPv6 /64, an IPv4 address):
 * - a (account, address) pair is refused (429) after PAIR_LIMIT failures in 15 minutes;
 * - an address is refused after ADDRESS_LIMIT failures in 15 minutes, whatever the accounts;
 * - an account is never refused: after ACCOUNT_SLOWDOWN_AFTER failures in 15 minutes (from
 *   anywhere) each of its sign-ins waits SLOWDOWN_MS first, the right password from a clean
 *   address included, which only slows a guesser.
 * - reset mails: RESET_ADDRESS_LIMIT an hour per address and RESET_PAIR_LIMIT an hour per (email,
 *   address) (known email or not, so the answer says nothing about which accounts exist); no limit
 *   per email alone, which strangers could use up for the owner.
 * - a trusted device (store/trustedDevices.ts: one that signed in to this account before) is
 *   limited on its own counters only (PAIR_LIMIT failures, RESET_PAIR_LIMIT mails), so nothing done
 *   from its address, or with its address spoofed, can refuse it; nor is it slowed down.
 * - a sign-in token that cannot be verified names no account: it counts against its address only.
 * Attempts are counted before they are answered (store/rateLimits.ts), so concurrent requests
 * cannot slip past a limit together; a successful sign-in takes its attempt back.
 */
import { HttpError } from '../http/errors';
import { attemptKey, countAttempt, resetAttempts, uncountAttempt } from '../store/rateLimits';

const PAIR_LIMIT = 5;
const ADDRESS_LIMIT = 10;
const ACCOUNT_SLOWDOWN_AFTER = 5;
const SLOWDOWN_MS = 1000;
const RESET_ADDRESS_LIMIT = 5;
const RESET_PAIR_LIMIT = 3;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const RESET_WINDOW_MS = 60 * 60 * 1000;

const LOCKED = 'Too many failed sign-in attempts. Please try again later.';
const RESET_LIMITED = 'Too many password reset requests. Please try again later.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts a sign-in attempt of `email` from `network` before its password is checked; throws 429
 * when the pair or the address is over its limit. Call `succeeded()` when the password was right.
 * `slowedMs` is how long the attempt waited for the account's slow-down (0 when it did not).
 */
export async function beginSignIn(email: string, network: string, trustedDevice: string | null) {
  if (trustedDevice) {
    const device = attemptKey('device', trustedDevice);
    const [deviceCount] = await countAttempt([device], SIGN_IN_WINDOW_MS);
    if (deviceCount > PAIR_LIMIT) throw new HttpError(429, LOCKED);
    return { slowedMs: 0, succeeded: () => resetAttempts([device]) };
  }
  const pair = attemptKey('pair', email, network);
  const ip = attemptKey('ip', network);
  const account = attemptKey('email', email);
  const [pairCount, ipCount, accountCount] = await countAttempt([pair, ip, account], SIGN_IN_WINDOW_MS);
  if (pairCount > PAIR_LIMIT || ipCount > ADDRESS_LIMIT) throw new HttpError(429, LOCKED);
  const slowedMs = accountCount > ACCOUNT_SLOWDOWN_AFTER ? SLOWDOWN_MS : 0;
  if (slowedMs) await sleep(slowedMs);
  return { slowedMs, succeeded: () => Promise.all([resetAttempts([pair, account]), uncountAttempt(ip)]) };
}

/** Counts a sign-in token that could not be verified against its network; throws 429 once the network is over its limit. */
export async function countUnverifiedSignIn(network: string): Promise<void> {
  const [ipCount] = await countAttempt([attemptKey('ip', network)], SIGN_IN_WINDOW_MS);
  if (ipCount > ADDRESS_LIMIT) throw new HttpError(429, LOCKED);
}

/**
 * Counts a check of a signed-in user's current password (changing it). Only the (account,
 * address) pair is limited: failures elsewhere, a stranger's included, never block it.
 */
export async function beginPasswordCheck(email: string, network: string) {
  const pair = attemptKey('pair', email, network);
  const [pairCount] = await countAttempt([pair], SIGN_IN_WINDOW_MS);
  if (pairCount > PAIR_LIMIT) throw new HttpError(429, LOCKED);
  return { succeeded: () => resetAttempts([pair]) };
}

/** Counts a password-reset request; throws 429 over a limit, the same for every email. */
export async function countResetRequest(email: string, network: string, trustedDevice: string | null): Promise<void> {
  if (trustedDevice) {
    const [deviceCount] = await countAttempt([attemptKey('reset-device', trustedDevice)], RESET_WINDOW_MS);
    if (deviceCount > RESET_PAIR_LIMIT) throw new HttpError(429, RESET_LIMITED);
    return;
  }
  const [ipCount, pairCount] = await countAttempt([attemptKey('reset-ip', network), attemptKey('reset-pair', email, network)], RESET_WINDOW_MS);
  if (ipCount > RESET_ADDRESS_LIMIT || pairCount > RESET_PAIR_LIMIT) throw new HttpError(429, RESET_LIMITED);
}
