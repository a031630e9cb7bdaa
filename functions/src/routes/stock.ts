/**
 * Stock counts (domain/src/stock.ts, store/stock.ts):
 *   GET  /stock                 every size with its count (null: not counted); ?level=low: the counted sizes low or out (staff)
 *   GET  /products/:id/stock    the product's sizes, their counts and their newest changes (staff)
 *   POST /products/:id/stock    { variantKey, reason?, change?, count?, lowStock?, note? } → the size as it is now (staff)
 *   GET  /batches               the batches on sale to replace: past the 30% line of their shelf life or within two weeks of it (staff)
 */
import { Router } from 'express';
import { STOCK_MESSAGES, stockChangeSchema } from '@catalogue/domain';
import { access } from '../http/access';
import { publicName } from '../http/auth';
import { jsonObject } from '../http/body';
import { validationFailed } from '../http/errors';
import { param, queryParam, validate } from '../http/validate';
import { getProduct, productSize } from '../store/products';
import { adjustStock, allStock, batchesToReplace, productStock } from '../store/stock';

export const stockRouter = Router();

stockRouter.get('/stock', access, async (req, res) => {
  const level = queryParam(req, 'level');
  if (level !== undefined && level !== '' && level !== 'all' && level !== 'low') throw validationFailed({ level: 'Level must be low or all' });
  res.json({ success: true, data: await allStock(level === 'low') });
});

stockRouter.get('/products/:id/stock', access, async (req, res) => {
  res.json({ success: true, data: await productStock(param(req, 'id')) });
});

stockRouter.post('/products/:id/stock', access, async (req, res) => {
  const request = await validate(stockChangeSchema, jsonObject(req));
  const product = await getProduct(param(req, 'id'));
  if (!productSize(product, request.variantKey)) throw validationFailed({ variantKey: STOCK_MESSAGES.unknownSize });
  res.json({ success: true, message: STOCK_MESSAGES.saved, data: await adjustStock(product.id, request, publicName(req.session!)) });
});

/** GET /batches: the batches to replace, stale or soon to be, the soonest first (staff; domain's labels.ts). */
stockRouter.get('/batches', access, async (_req, res) => {
  res.json({ success: true, data: await batchesToReplace() });
});
