/**
 * The shop's customers, built from the order book by phone number (domain/src/customers.ts):
 *   GET    /customers         ?q= (any part of a name or number) → every customer, the latest to order first (admin)
 *   GET    /customers/due     the customers who asked to be reminded and whose usual interval has passed (admin)
 *   GET    /customers/:id     { customer, orders } (admin)
 *   DELETE /customers/:id     deletes their personal data: the details of every order of theirs, their waitlist numbers (admin)
 * A customer's id is a hash of their number, so no number appears in an address.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { CUSTOMER_MESSAGES, MAX_CUSTOMER_QUERY_LENGTH, customerChatNumber, customersFromOrders, dueToReorder, matchesCustomer, type CustomerWithOrders } from '@catalogue/domain';
import { access } from '../http/access';
import { HttpError } from '../http/errors';
import { param, queryParam } from '../http/validate';
import { allOrders, forgetCustomerOrders, toApi } from '../store/orders';
import { forgetWaitlistNumber } from '../store/waitlist';

export const customersRouter = Router();

const customerId = (chatNumber: string) => createHash('sha256').update(`customer ${chatNumber}`).digest('hex').slice(0, 32);

async function customers() {
  return customersFromOrders((await allOrders()).map(toApi), customerId);
}

/** The customer the address names, with their key; 404 when there is none. */
async function customerNamed(id: string) {
  const found = (await customers()).find((group) => group.customer._id === id);
  if (!found) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
  return found;
}

customersRouter.get('/', access, async (req, res) => {
  const query = queryParam(req, 'q') ?? '';
  if (query.length > MAX_CUSTOMER_QUERY_LENGTH) throw new HttpError(400, CUSTOMER_MESSAGES.queryTooLong, { q: CUSTOMER_MESSAGES.queryTooLong });
  const list = (await customers()).map((group) => group.customer);
  res.json({ success: true, data: list.filter((customer) => matchesCustomer(customer, query)) });
});

customersRouter.get('/due', access, async (_req, res) => {
  res.json({ success: true, data: dueToReorder((await customers()).map((group) => group.customer)) });
});

customersRouter.get('/:id', access, async (req, res) => {
  const { customer, orders } = await customerNamed(param(req, 'id'));
  res.json({ success: true, data: { customer, orders } satisfies CustomerWithOrders });
});

customersRouter.delete('/:id', access, async (req, res) => {
  const { key } = await customerNamed(param(req, 'id'));
  const orders = await forgetCustomerOrders((phone) => customerChatNumber(phone) === key);
  await forgetWaitlistNumber(key);
  res.json({ success: true, message: CUSTOMER_MESSAGES.deleted, data: { orders } });
});
