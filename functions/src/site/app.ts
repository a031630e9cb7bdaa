/**
 * The Express app behind the `site` function: every public page, server-rendered (page.ts), plus
 * sitemap.xml, the web app manifests (the site's in each language, and the back office's) and the app's icons (robots.txt is a static file of the web build).
 * Hosting sends it every path that is not a file, /api/**, /uploads/** or /admin/** (but the back office's manifest). Answers are compressed here (brotli, else gzip, by Accept-Encoding,
 * with Vary): Hosting's CDN keeps what the function sends as it is.
 */
import compression from 'compression';
import { LANGUAGES, MALFORMED_ADDRESS_TEXT, ORDER_PAGE_READS_PER_HOUR, TOO_MANY_ORDER_PAGE_READS, isOrderPagePath, localizedPath } from '@catalogue/domain';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { TRUSTED_PROXY_HOPS } from '../http/clientAddress';
import { withinHourlyLimit } from '../http/rateLimit';
import { APP_ICON_FILES, appIcon, type AppIconFile } from './appIcons';
import { sendCacheable, sendPrivate, sendRedirect } from './caching';
import { backOfficeManifestJson } from './backOfficeManifest';
import { manifestJson, sitemapXml } from './files';
import { siteData } from '../reads/siteSettings';
import { IMMUTABLE_CACHE } from '../http/cache';
import { originOf } from './origin';
import { renderPage } from './page';
import { PAGE_SECURITY_HEADERS } from './securityHeaders';

const HTML = 'text/html; charset=utf-8';
/** Control characters (a line feed, NUL...): no page has them in its address. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** A path no route has: the router renders its not-found page. */
const NOT_FOUND_PATH = '/404';

/**
 * An address that is not valid percent-encoding (`/%ff`) is the client's mistake: 400 (it used to be a
 * 500 from the route's decoding). One that decodes to control characters (`/about-us%0a`) names no
 * page: the not-found page, 404 (it used to be a blank 200).
 */
async function serveMalformedPath(req: Request, res: Response, next: () => void) {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    res.status(400).set('Cache-Control', 'no-store').type('text/plain').send(MALFORMED_ADDRESS_TEXT);
    return;
  }
  if (!CONTROL_CHARACTER.test(path)) return next();
  const page = await renderPage(NOT_FOUND_PATH, originOf(req, res));
  sendCacheable(req, res, 404, HTML, 'html' in page ? page.html : 'Not Found');
}

/** An order's own page counts against the same hourly limit as its `/api` read. */
async function limitOrderPages(req: Request, res: Response, next: () => void) {
  if (!isOrderPagePath(req.path) || (await withinHourlyLimit(req, 'order-page-ip', ORDER_PAGE_READS_PER_HOUR))) return next();
  res.status(429).set('Cache-Control', 'no-store').type('text/plain').send(TOO_MANY_ORDER_PAGE_READS);
}

/**
 * An app icon made from the logo (appIcons.ts): kept for good, since its address changes with the
 * logo. One of another logo, or of none, is not found (and not kept: the manifest names the current one).
 */
async function serveAppIcon(req: Request, res: Response) {
  const file = req.params.file as AppIconFile;
  const version = String(req.params.version);
  const icon = APP_ICON_FILES.includes(file) ? await appIcon((await siteData()).settings.business.logo, version, file) : null;
  if (!icon) {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found');
    return;
  }
  res.set({ 'Cache-Control': IMMUTABLE_CACHE, 'Content-Type': 'image/png' }).send(icon);
}

const handle = (serve: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: (error: unknown) => void) => {
  serve(req, res).catch(next);
};

export function createSiteApp() {
  const app = express();
  app.disable('x-powered-by');
  // The order pages' limit counts the client's network as the API's limits do (http/clientAddress.ts).
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.set('etag', false);
  app.use(compression());
  app.use((_req, res, next) => {
    res.set(PAGE_SECURITY_HEADERS);
    next();
  });

  app.get(
    '/sitemap.xml',
    handle(async (req, res) => sendCacheable(req, res, 200, 'application/xml; charset=utf-8', await sitemapXml(originOf(req, res)))),
  );
  for (const language of LANGUAGES) {
    app.get(
      localizedPath(language, '/manifest.webmanifest'),
      handle(async (req, res) => sendCacheable(req, res, 200, 'application/manifest+json; charset=utf-8', await manifestJson(language))),
    );
  }
  app.get(
    '/admin/manifest.webmanifest',
    handle(async (req, res) => sendCacheable(req, res, 200, 'application/manifest+json; charset=utf-8', await backOfficeManifestJson())),
  );
  app.use((req, res, next) => {
    serveMalformedPath(req, res, next).catch(next);
  });
  app.use((req, res, next) => {
    limitOrderPages(req, res, next).catch(next);
  });
  app.get('/app-icons/:version/:file', handle(serveAppIcon));
  app.get(
    '/{*path}',
    handle(async (req, res) => {
      const page = await renderPage(req.originalUrl, originOf(req, res));
      if ('redirect' in page) return sendRedirect(res, page.redirect);
      if (isOrderPagePath(req.path)) return sendPrivate(res, page.status, HTML, page.html);
      sendCacheable(req, res, page.status, HTML, page.html);
    }),
  );
  app.use((_req: Request, res: Response) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  });
  const renderFailed: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    void _next;
    console.error('site: render failed', error);
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Something went wrong. Please try again in a moment.');
  };
  app.use(renderFailed);
  return app;
}
