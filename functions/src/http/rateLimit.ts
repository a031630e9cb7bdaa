/**
 * Limits on the public writes, per client network (http/clientAddress.ts: an IPv6 /64, an IPv4
 * address), counted before the write (store/rateLimits.ts) so that a burst cannot slip past together.
 */
import type { Request } from 'express';
import { attemptKey, countAttempt, type AttemptKind } from '../store/rateLimits';
import { clientNetwork } from './clientAddress';

const HOUR_MS = 60 * 60 * 1000;

/** Counts this request against its network; whether it is within `perHour`. */
export async function withinHourlyLimit(req: Request, kind: AttemptKind, perHour: number): Promise<boolean> {
  const [count] = await countAttempt([attemptKey(kind, clientNetwork(req))], HOUR_MS);
  return count <= perHour;
}
