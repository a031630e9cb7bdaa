/**
 * The client's address, as the hosting infrastructure reports it: never a value the client chose.
 *
 * In production a request travels browser → Firebase Hosting (Fastly's CDN) → Google's front end →
 * the function. Each proxy APPENDS to X-Forwarded-For, and the client may send any X-Forwarded-For
 * of its own, which stays at the left. What arrives is
 *   X-Forwarded-For: <whatever the client sent>, <client, appended by Hosting>, <Hosting's address,
 *   appended by Google's front end>, <Google's front-end hop>
 * on a socket from Google's internal network. Counting the socket as hop 0, the client is hop 3,
 * so Express is told to trust 3 hops (`trust proxy` = 3) and `req.ip` is that entry; entries to its
 * left are ignored. Why 3, and how the local stack matches it: functions/README.md ("Client address").
 */
import type { Request } from 'express';

export const TRUSTED_PROXY_HOPS = 3;

export const clientAddress = (req: Request): string => req.ip || 'unknown';
