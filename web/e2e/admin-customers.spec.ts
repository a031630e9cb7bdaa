/**
 * Customers, end to end: a customer orders three times a month apart under one number, written two
 * ways, and ticks "Remind me when it's time to reorder" on the latest; another orders as often
 * without the tick. On a phone the owner finds the first by name in the customers built from the
 * orders (the latest name, what they spent, how often they order), sees them in "Due to reorder"
 * with a chat carrying the reminder in their language, while the other is never there; opens their
 * orders, and deletes their personal data. axe on the list and on one customer.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_REORDER_REMINDER_MESSAGES } from '@catalogue/domain';
import { formatPrice } from '../src/components/format';
import { customerHeaders, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';
import { canDateOrders, dateOrderBack } from './support/orderDates';

const spec = specApi();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A number no other spec uses: ten digits starting 9, written "98765 43210". */
const newPhone = () => {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { digits, spaced: `${digits.slice(0, 5)} ${digits.slice(5)}` };
};

async function order(request: APIRequestContext, productId: string, details: Record<string, unknown>, daysAgo: number) {
  const response = await request.post('/api/orders', { headers: customerHeaders(), data: { lines: [{ productId, quantity: 2 }], ...details } });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { _id: string; total: number } };
  await dateOrderBack(data._id, daysAgo);
  return data;
}

test('the owner sees a customer built from their orders, reminds them in their language when due, and deletes their personal data', async ({ page, request }) => {
  test.skip(!canDateOrders, 'needs FIRESTORE_EMULATOR_HOST (the stack’s Firestore) to date orders back');
  const category = await spec.api.createCategory({ name: unique('E2E Customers') });
  spec.cleanup.push(`/categories/${category._id}`);
  const product = await spec.api.createProduct({ name: unique('E2E Gingelly Oil'), category: category._id, price: 300 });
  spec.cleanup.push(`/products/${product._id}`);

  const reminded = newPhone();
  const name = unique('Meena');
  const placed = [
    await order(request, product._id, { name: unique('Meena S'), phone: reminded.spaced, lang: 'ta' }, 62),
    await order(request, product._id, { name: unique('Meena S'), phone: `+91 ${reminded.digits}`, lang: 'ta' }, 31),
    await order(request, product._id, { name, phone: `0${reminded.digits}`, lang: 'ta', remindMe: true }, 0.5),
  ];
  // Due by now: its usual interval (31 days) passed since its last order 31 days ago.
  const dueName = unique('Kavya');
  const due = newPhone();
  await order(request, product._id, { name: dueName, phone: due.spaced, lang: 'ta', remindMe: true }, 62);
  await order(request, product._id, { name: dueName, phone: due.spaced, lang: 'ta', remindMe: true }, 31);
  const neverAsked = newPhone();
  const unremindedName = unique('Arun');
  await order(request, product._id, { name: unremindedName, phone: neverAsked.spaced }, 62);
  await order(request, product._id, { name: unremindedName, phone: neverAsked.spaced }, 31);

  await openSignedIn(page, request, '/admin');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  // Due to reorder: the customer who ticked and whose interval passed, with the reminder in Tamil; never the one who did not tick.
  const dueList = page.getByRole('list', { name: 'Customers due to reorder' });
  const remind = dueList.getByRole('link', { name: `Remind on WhatsApp: ${dueName}, time to reorder (opens WhatsApp)` });
  await expect(remind).toBeVisible();
  expect(decodeURIComponent((await remind.getAttribute('href')) ?? '')).toBe(`https://wa.me/91${due.digits}?text=${DEFAULT_REORDER_REMINDER_MESSAGES.ta.replace('{name}', dueName)}`);
  await expect(dueList.getByText(unremindedName)).toHaveCount(0);
  await expect(dueList.getByText(name)).toHaveCount(0);
  expect(await accessibilityViolations(page, 'main')).toEqual([]);

  // One customer for the number written three ways, with the latest name.
  await page.getByRole('searchbox', { name: 'Search customers by name or phone' }).fill(reminded.spaced);
  const found = page.getByTestId('customer');
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('link', { name })).toBeVisible();
  await expect(found).toContainText(`3 orders · ${formatPrice(placed.reduce((sum, o) => sum + o.total, 0))} · about every 31 days`);
  await expect(found.getByText('Reminders on')).toBeVisible();

  await found.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: `Orders of ${name}` }).locator(':scope > li')).toHaveCount(3);
  await expect(page.getByText(/^Next order due around/)).toBeVisible();
  expect(await accessibilityViolations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Delete personal data' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}'s personal data?` });
  await expect(dialog).toContainText('The orders stay in the order book');
  await dialog.getByRole('button', { name: 'Delete personal data' }).click();
  await expect(page.getByText(`${name}'s personal data is deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.getByRole('searchbox', { name: 'Search customers by name or phone' }).fill(reminded.spaced);
  await expect(page.getByText('No customer matches this search.')).toBeVisible();
  for (const { _id } of placed) {
    const { data } = await spec.api.json<{ data: { name: string; phone: string; lines: unknown[] } }>('GET', `/orders/${_id}`);
    expect([data.name, data.phone, data.lines.length]).toEqual(['', '', 1]);
  }
});
