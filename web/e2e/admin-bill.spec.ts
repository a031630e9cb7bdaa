/**
 * The bill and the packing slip, end to end: the owner gives a product its HSN code and GST rate
 * (the product form's Tax section), then opens an order's bill from its card in the
 * order book (its number from this financial year's series, the total and the amount in words
 * checked), chooses receipt paper and prints; then the packing slip (the lines, quantities and the
 * customer's details, no prices); a Tamil order's slip is in Tamil. axe on both pages.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { amountInWords, financialYear, type OrderReceipt } from '@catalogue/domain';
import { formatPrice } from '../src/components/format';
import { customerHeaders, navigateInApp, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const CUSTOMER = { name: 'E2E Meena', phone: '98765 43210', address: '14 Temple Street, Gandhipuram', note: 'Leave it with the neighbour' };

async function placeOrder(request: APIRequestContext, body: Record<string, unknown>): Promise<OrderReceipt> {
  const response = await request.post('/api/orders', { headers: customerHeaders(), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderReceipt }).data;
}

test('the owner opens an order bill and its packing slip from the order book and prints them; a Tamil order slip is in Tamil', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Bills') });
  spec.cleanup.push(`/categories/${category._id}`);
  const product = await spec.api.createProduct({
    name: unique('E2E Bill Groundnut Oil'),
    category: category._id,
    translations: JSON.stringify({ ta: { name: 'சோதனை கடலை எண்ணெய்' } }),
    variants: JSON.stringify([{ label: '1 L', price: 999.5, mrp: 999.5, translations: { ta: { label: '1 லி' } } }]),
  });
  spec.cleanup.push(`/products/${product._id}`);
  const lines = [{ productId: product._id, variantKey: '1-l', quantity: 2 }];
  const order = await placeOrder(request, { lines, ...CUSTOMER });
  const tamil = await placeOrder(request, { lines, name: 'மீனா', lang: 'ta' });

  // The product's Tax section: an HSN code is checked as typed, and saved with the GST rate.
  await openSignedIn(page, request, `/admin/products/edit/${product._id}`);
  const tax = page.getByRole('group', { name: 'Tax' });
  await tax.getByRole('textbox', { name: 'HSN code' }).fill('150');
  await tax.getByRole('combobox', { name: 'GST rate' }).selectOption('5');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(tax.getByText('An HSN code is 4 to 8 digits')).toBeVisible();
  await tax.getByRole('textbox', { name: 'HSN code' }).fill('1508');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  expect((await spec.api.json<{ data: { hsn: string; gstRate: number | null } }>('GET', `/products/${product._id}`)).data).toMatchObject({ hsn: '1508', gstRate: 5 });

  await navigateInApp(page, '/admin/orders');
  const card = page.getByRole('article', { name: order.number });
  await card.getByRole('link', { name: `Bill of order ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}/bill$`));
  const bill = page.getByTestId('print-doc');
  await expect(bill.getByRole('heading', { name: 'Bill of supply' })).toBeVisible();
  const number = new RegExp(`^[A-Z]{2,3}/${financialYear(new Date())}/\\d{4,}$`);
  await expect(bill.getByRole('row', { name: /^Bill no\./ }).getByRole('cell')).toHaveText(number);
  await expect(bill.getByRole('row', { name: /^Order/ }).getByRole('cell')).toHaveText(order.number);
  await expect(bill.getByTestId('bill-line')).toHaveText([`${product.name} (1 L)2${formatPrice(999.5)}${formatPrice(1999)}`]);
  await expect(bill.getByTestId('bill-total')).toHaveText(formatPrice(order.total));
  await expect(bill.getByTestId('bill-in-words')).toHaveText(amountInWords(order.total));
  await expect(bill).toContainText(CUSTOMER.name);
  await expect(bill).toContainText('Payment: Not paid yet');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Paper' }).selectOption('80mm');
  await expect(bill).toHaveClass(/paper-80mm/);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await page.getByRole('article', { name: order.number }).getByRole('link', { name: `Packing slip of order ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}/slip$`));
  const slip = page.getByTestId('print-doc');
  await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(slip.getByTestId('slip-line')).toHaveText([`${product.name} (1 L)2`]);
  for (const detail of [order.number, CUSTOMER.name, CUSTOMER.phone, CUSTOMER.address, CUSTOMER.note]) await expect(slip).toContainText(detail);
  await expect(slip).not.toContainText('₹');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(`/admin/orders/${tamil._id}/slip`);
  const tamilSlip = page.getByTestId('print-doc');
  await expect(tamilSlip).toHaveAttribute('lang', 'ta');
  await expect(tamilSlip.getByRole('heading', { name: 'பேக்கிங் சீட்டு' })).toBeVisible();
  await expect(tamilSlip.getByTestId('slip-line')).toHaveText(['சோதனை கடலை எண்ணெய் (1 லி)2']);
  await expect(tamilSlip).toContainText('மீனா');
});
