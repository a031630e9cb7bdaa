/**
 * The client's network, as the hosting infrastructure reports its address: never a value the client
 * chose. Every per-address limit (sign-ins, reset mails, orders, link openings) counts it.
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
import ipaddr from 'ipaddr.js';

export const TRUSTED_PROXY_HOPS = 3;

/** The 16-bit groups of an IPv6 address that name its /64. */
const IPV6_NETWORK_GROUPS = 4;

/**
 * The network an address counts as. An IPv6 address is its /64: a home or mobile connection is given
 * a whole /64 and may use any address in it, so counting single addresses would let one client
 * through 2^64 times. An IPv4 address (an IPv4-mapped IPv6 one too) is itself. Spellings of one
 * network (`::` or not, leading zeros, upper case) give one key. Anything else (no address, or one
 * that does not parse) counts as the text it is.
 */
function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  return `${parsed.parts.slice(0, IPV6_NETWORK_GROUPS).map((group) => group.toString(16)).join(':')}::/64`;
}

export const clientNetwork = (req: Request): string => networkOf(req.ip || 'unknown');
