/**
 * "Tell me when it's back" (domain/src/waitlist.ts):
 *   POST   /products/:id/waitlist          { variantKey, phone, lang? } → 201 (200 when the number already waits) (public)
 *   GET    /products/:id/waitlist          the customers waiting for the product's sizes (admin)
 *   DELETE /products/:id/waitlist/:entry   the owner told the customer: the number is deleted (admin)
 *   GET    /waitlist                       every size someone waits for, back in stock first (admin)
 */
import { Router } from 'express';
import { WAITLIST_MESSAGES, WAITLIST_PER_HOUR, textByLanguage, waitlistRequestSchema, type WaitingForSize } from '@catalogue/domain';
import { access } from '../http/access';
import { jsonObject } from '../http/body';
import { HttpError, validationFailed } from '../http/errors';
import { withinHourlyLimit } from '../http/rateLimit';
import { param, validate } from '../http/validate';
import { findProduct, getProduct, productSize, type ProductRecord } from '../store/products';
import { joinWaitlist, removeFromWaitlist, waitingCustomers, type WaitlistEntry } from '../store/waitlist';

export const waitlistRouter = Router();

waitlistRouter.post('/products/:id/waitlist', async (req, res) => {
  const { variantKey, phone, lang } = await validate(waitlistRequestSchema, jsonObject(req));
  const product = await getProduct(param(req, 'id'));
  const size = productSize(product, variantKey);
  if (!size) throw validationFailed({ variantKey: WAITLIST_MESSAGES.unknownSize });
  if (size.inStock) throw new HttpError(409, WAITLIST_MESSAGES.inStock);
  if (!(await withinHourlyLimit(req, 'waitlist-ip', WAITLIST_PER_HOUR))) throw new HttpError(429, WAITLIST_MESSAGES.tooMany);
  const added = await joinWaitlist(product.id, size.key, phone, lang);
  res.status(added ? 201 : 200).json({ success: true, message: added ? WAITLIST_MESSAGES.added : WAITLIST_MESSAGES.alreadyWaiting });
});

/** The entries grouped by size, in the product's order of sizes; sizes the product no longer has are left out. */
function bySize(product: ProductRecord, entries: WaitlistEntry[]): WaitingForSize[] {
  return product.variants
    .map((size) => ({
      productId: product.id,
      variantKey: size.key,
      names: textByLanguage(product, 'name'),
      sizeLabels: textByLanguage(size, 'label'),
      inStock: size.inStock,
      customers: entries.filter((entry) => entry.variantKey === size.key).map(({ _id, phone, lang, createdAt }) => ({ _id, phone, lang, createdAt })),
    }))
    .filter((group) => group.customers.length > 0);
}

waitlistRouter.get('/products/:id/waitlist', access, async (req, res) => {
  const product = await getProduct(param(req, 'id'));
  res.json({ success: true, data: bySize(product, await waitingCustomers(product.id)) });
});

waitlistRouter.delete('/products/:id/waitlist/:entry', access, async (req, res) => {
  await removeFromWaitlist(param(req, 'id'), param(req, 'entry'));
  res.json({ success: true, message: WAITLIST_MESSAGES.done });
});

waitlistRouter.get('/waitlist', access, async (_req, res) => {
  const entries = await waitingCustomers();
  const productIds = [...new Set(entries.map((entry) => entry.productId))];
  const products = await Promise.all(productIds.map(findProduct));
  const groups = products.flatMap((product) => (product ? bySize(product, entries.filter((entry) => entry.productId === product.id)) : []));
  res.json({ success: true, data: groups.sort((a, b) => Number(b.inStock) - Number(a.inStock)) });
});
