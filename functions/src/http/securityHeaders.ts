/**
 * Security headers on every API and /uploads response (helmet): the answers are JSON or images,
 * never a page, so the policy allows nothing to load or frame them.
 */
import helmet from 'helmet';

export const securityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
  xFrameOptions: { action: 'deny' },
});
