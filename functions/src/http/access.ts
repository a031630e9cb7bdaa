/**
 * Who may use each route: ONE table, `METHOD /full/path` (the path as the router declares it) → who.
 *   public     anyone, no session needed
 *   signed-in  any valid session (the account's own session routes)
 *   staff      a helper or an administrator (the order book, the stock counts)
 *   admin      an administrator only
 * Routes that need a session put `access` first; it finds the route's rule here by the route the
 * router matched, so a rule cannot drift from its path. A route with no rule is the administrator's
 * only (the strictest), and unit-test/access.test.ts checks that every route the app registers has
 * exactly one rule here.
 * Adding a route: add its line below, and `access` before its handler unless it is public.
 */
import type { Request, RequestHandler } from 'express';
import type { Role } from '@catalogue/domain';
import { HttpError } from './errors';
import { requireSession } from './auth';

export type Access = 'public' | 'signed-in' | 'staff' | 'admin';

export const ACCESS_RULES: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  'GET /api/uploads/*path': 'public',
  'GET /uploads/*path': 'public',

  'POST /api/auth/login': 'public',
  'GET /api/auth/firebase-config': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/password-reset': 'public',
  'GET /api/auth/sign-in-methods': 'signed-in',
  'GET /api/auth/me': 'signed-in',
  'GET /api/auth/session-ping': 'signed-in',
  'GET /api/auth/sessions': 'signed-in',
  'DELETE /api/auth/sessions/:id': 'signed-in',
  'POST /api/auth/logout-all': 'signed-in',
  'PUT /api/auth/updatepassword': 'signed-in',

  'GET /api/products': 'public',
  'GET /api/products/featured/list': 'public',
  'GET /api/products/popular/list': 'public',
  'GET /api/products/model-info': 'public',
  'GET /api/products/by-slug/:slug': 'public',
  'GET /api/products/:id': 'public',
  'POST /api/products/json': 'admin',
  'POST /api/products': 'admin',
  'PUT /api/products/:id': 'admin',
  'DELETE /api/products/:id': 'admin',
  'POST /api/products/:id/merge': 'admin',
  'PUT /api/products/:id/featured': 'admin',

  'POST /api/products/:id/waitlist': 'public',
  'GET /api/products/:id/waitlist': 'admin',
  'DELETE /api/products/:id/waitlist/:entry': 'admin',
  'GET /api/waitlist': 'admin',

  'GET /api/stock': 'staff',
  'GET /api/batches': 'staff',
  'GET /api/products/:id/stock': 'staff',
  'POST /api/products/:id/stock': 'staff',

  'GET /api/categories': 'public',
  'GET /api/categories/main': 'public',
  'GET /api/categories/by-slug/:slug': 'public',
  'GET /api/categories/:id': 'public',
  'GET /api/categories/:id/subcategories': 'public',
  'POST /api/categories': 'admin',
  'PUT /api/categories/:id': 'admin',
  'DELETE /api/categories/:id': 'admin',
  'PATCH /api/categories/:id/nav-settings': 'admin',

  'GET /api/gallery': 'public',
  'GET /api/gallery/popular': 'public',
  'GET /api/gallery/categories': 'public',
  'GET /api/gallery/category/:name': 'public',
  'GET /api/gallery/:id': 'public',
  'POST /api/gallery': 'admin',
  'PUT /api/gallery/:id': 'admin',
  'DELETE /api/gallery/:id': 'admin',
  'PUT /api/gallery/:id/toggle-popular': 'admin',

  'GET /api/nav-config': 'public',
  'GET /api/nav-config/history': 'public',
  'GET /api/nav-config/:version': 'public',
  'PUT /api/nav-config': 'admin',

  'GET /api/site': 'public',
  'PUT /api/site': 'admin',
  'GET /api/site/history': 'admin',
  'GET /api/site/versions/:version': 'admin',
  'POST /api/site/versions/:version/restore': 'admin',
  'PUT /api/site/logo': 'admin',
  'DELETE /api/site/logo': 'admin',
  'PUT /api/site/hero-image': 'admin',
  'DELETE /api/site/hero-image': 'admin',

  'GET /api/testimonials': 'admin',
  'POST /api/testimonials': 'admin',
  'PUT /api/testimonials/order': 'admin',
  'GET /api/testimonials/:id': 'admin',
  'PUT /api/testimonials/:id': 'admin',
  'DELETE /api/testimonials/:id': 'admin',

  'POST /api/orders/quote': 'public',
  'POST /api/orders': 'public',
  'GET /api/orders': 'staff',
  'GET /api/orders/to-collect': 'staff',
  'GET /api/orders/:number/status': 'public',
  'GET /api/orders/:id': 'staff',
  'PATCH /api/orders/:id': 'staff',
  'GET /api/orders/:id/bill': 'staff',

  'GET /api/customers': 'admin',
  'GET /api/customers/due': 'admin',
  'GET /api/customers/:id': 'admin',
  'DELETE /api/customers/:id': 'admin',

  'GET /api/insights': 'admin',
  'POST /api/insights/link-opens': 'public',

  'GET /api/backup': 'admin',
  'GET /api/backup/latest': 'admin',
  'POST /api/backup/restore': 'admin',
  'PUT /api/backup/photos/*key': 'admin',

  'GET /api/trash': 'admin',
  'POST /api/trash/:id/restore': 'admin',
  'DELETE /api/trash/:id': 'admin',

  'GET /api/team': 'admin',
  'POST /api/team': 'admin',
  'DELETE /api/team/:uid': 'admin',
};

/** The roles each rule lets in once signed in (public needs no session at all). */
export const ROLES_ALLOWED: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  'signed-in': ['admin', 'staff', 'user'],
  staff: ['admin', 'staff'],
  admin: ['admin'],
};

const REFUSED: Record<Exclude<Access, 'public'>, string> = {
  'signed-in': 'Not authorized: please sign in',
  staff: 'Back-office access required',
  admin: 'Administrator access required',
};

/** The rule key of a route: its method and full declared path (a router's '/' is its mount path). */
export const ruleKey = (method: string, mountPath: string, routePath: string) =>
  `${method.toUpperCase()} ${routePath === '/' && mountPath ? mountPath : `${mountPath}${routePath}`}`;

/**
 * The rule of the route this request matched (HEAD is answered by the GET route). Paths match in any
 * case, and `baseUrl` is the mount path as the request spelt it: the table's are lower case.
 */
function ruleOf(req: Request): Access {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const routePath = (req.route as { path?: unknown } | undefined)?.path;
  const rule = typeof routePath === 'string' ? ACCESS_RULES[ruleKey(method, req.baseUrl.toLowerCase(), routePath)] : undefined;
  return rule ?? 'admin';
}

/** The route's rule, applied: a session when it needs one (401 without), then the role (403). */
export const access: RequestHandler = async (req, res, next) => {
  const rule = ruleOf(req);
  if (rule === 'public') return next();
  await requireSession(req, res, () => undefined);
  if (!ROLES_ALLOWED[rule].includes(req.session!.user.role)) throw new HttpError(403, REFUSED[rule]);
  next();
};
