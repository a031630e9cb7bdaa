/** The Express app behind the `api` function: /api/** routes and /uploads/** image files. */
import express from 'express';
import { jsonBody } from './http/body';
import { conditionalGet, defaultNoStore } from './http/cache';
import { TRUSTED_PROXY_HOPS } from './http/clientAddress';
import { errorHandler, notFoundHandler } from './http/errors';
import { hostBodyErrors } from './http/hostBodyParser';
import { securityHeaders } from './http/securityHeaders';
import { sessionsRouter } from './routes/sessions';
import { backupRouter } from './routes/backup';
import { billsRouter } from './routes/bills';
import { categoriesRouter } from './routes/categories';
import { customersRouter } from './routes/customers';
import { galleryRouter } from './routes/gallery';
import { insightsRouter } from './routes/insights';
import { navConfigRouter } from './routes/navConfig';
import { ordersRouter } from './routes/orders';
import { productsRouter } from './routes/products';
import { siteSettingsRouter } from './routes/siteSettings';
import { testimonialsRouter } from './routes/testimonials';
import { trashRouter } from './routes/trash';
import { uploadsRouter } from './routes/uploads';
import { stockRouter } from './routes/stock';
import { waitlistRouter } from './routes/waitlist';
import { teamRouter } from './routes/team';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // req.ip is the address the hosting proxies appended, not one the client sent (http/clientAddress.ts).
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.set('query parser', 'simple');

  app.use(securityHeaders);
  app.use(defaultNoStore);
  app.use(conditionalGet);
  app.use(hostBodyErrors);

  const api = express.Router();
  api.use('/uploads', uploadsRouter);
  api.use(jsonBody);
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { ok: true } });
  });
  api.use('/auth', sessionsRouter);
  api.use(waitlistRouter);
  api.use(stockRouter);
  api.use('/products', productsRouter);
  api.use('/categories', categoriesRouter);
  api.use('/gallery', galleryRouter);
  api.use('/nav-config', navConfigRouter);
  api.use('/site', siteSettingsRouter);
  api.use('/testimonials', testimonialsRouter);
  api.use('/orders', ordersRouter);
  api.use('/orders', billsRouter);
  api.use('/insights', insightsRouter);
  api.use('/backup', backupRouter);
  api.use('/trash', trashRouter);
  api.use('/customers', customersRouter);
  api.use('/team', teamRouter);
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use('/uploads', uploadsRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
