/**
 * Limits on the public writes, per client address (http/clientAddress.ts), counted before the write
 * (store/rateLimits.ts) so that a burst cannot slip past together.
 */
import type { Request } from 'express';
import { attemptKey, countAttempt, type AttemptKind } from '../store/rateLimits';
import { clientAddress } from './clientAddress';

const HOUR_MS = 60 * 60 * 1000;

/** Counts this request from its address; whether it is within `perHour`. */
export async function withinHourlyLimit(req: Request, kind: AttemptKind, perHour: number): Promise<boolean> {
  const [count] = await countAttempt([attemptKey(kind, clientAddress(req))], HOUR_MS);
  return count <= perHour;
}
