/**
 *   GET  /insights?days=N        the owner's figures for the last N days (admin; orders/insights.ts)
 *   POST /insights/link-opens    { productId, variantKey } a single product's order link was opened
 *                                (public beacon: 204, nothing about the visitor is kept)
 */
import { Router } from 'express';
import { MAX_INSIGHT_DAYS, linkOpenSchema } from '@catalogue/domain';
import { access } from '../http/access';
import { jsonObject } from '../http/body';
import { withinHourlyLimit } from '../http/rateLimit';
import { queryInt, validate } from '../http/validate';
import { insights } from '../orders/insights';
import { countLinkOpen } from '../store/linkOpens';
import { findProduct } from '../store/products';

export const insightsRouter = Router();

/** Counted openings per client address and hour; more are answered but not counted. */
const LINK_OPENS_PER_HOUR = 120;

insightsRouter.get('/', access, async (req, res) => {
  res.json({ success: true, data: await insights(queryInt(req, 'days', 30, 1, MAX_INSIGHT_DAYS)) });
});

insightsRouter.post('/link-opens', async (req, res) => {
  const { productId, variantKey } = await validate(linkOpenSchema, jsonObject(req));
  const product = await findProduct(productId);
  const size = product?.variants.find((variant) => variant.key === variantKey) ?? (product?.variants.length === 1 ? product.variants[0] : undefined);
  if (product && size && (await withinHourlyLimit(req, 'link-open-ip', LINK_OPENS_PER_HOUR))) await countLinkOpen(product.id, size.key);
  res.status(204).end();
});
