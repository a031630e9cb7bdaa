/**
 * An order's bill and packing slip (domain's bill.ts):
 *   GET /orders/:id/bill → the bill: the shop's name, address, GSTIN, FSSAI number and packer, the bill number (given now
 *     when the order has none: first confirmed or first billed), its lines in the order's language,
 *     totals, the total in words, the payment; a tax invoice with CGST/SGST per line when the shop
 *     has a GSTIN and every line's product an HSN code and GST rate, else a bill of supply (staff: helpers too)
 */
import { Router } from 'express';
import { billOf, inLanguage, shopLegal } from '@catalogue/domain';
import { access } from '../http/access';
import { param } from '../http/validate';
import { billOrder, toApi } from '../store/orders';
import { currentSiteSettings } from '../store/siteSettings';

export const billsRouter = Router();

billsRouter.get('/:id/bill', access, async (req, res) => {
  const { order, stamp } = await billOrder(param(req, 'id'));
  const settings = inLanguage(await currentSiteSettings(), order.lang);
  const { business } = settings;
  const { fssaiLicence, packer } = shopLegal(settings);
  const shop = { name: business.name, address: business.address, phone: business.phones[0]?.display ?? '', fssaiLicence, packer };
  res.json({ success: true, data: billOf(toApi(order), stamp, shop) });
});
