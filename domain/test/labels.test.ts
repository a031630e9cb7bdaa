/** A label's declarations: the unit sale price, the best-before day, the 30% rule, and the fields that declare them. */
import { describe, expect, test } from 'vitest';
import { MRP_REQUIRED_MESSAGE, batchStatus, bestBefore, isStale, productSchema, sizesSchema, unitSalePrice, validationErrorsMap } from '../src';
import { ValidationError } from 'yup';

async function errorsOf(schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown, context?: object) {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return validationErrorsMap(error);
    throw error;
  }
}

describe('unitSalePrice', () => {
  test.each([
    [420, 500, 'ml', { price: 84, per: 100, unit: 'ml' }],
    [210, 500, 'g', { price: 42, per: 100, unit: 'g' }],
    [100, 300, 'g', { price: 33.33, per: 100, unit: 'g' }],
    [200, 300, 'ml', { price: 66.67, per: 100, unit: 'ml' }],
    [99.99, 0.2, 'kg', { price: 50, per: 100, unit: 'g' }],
    [99.97, 0.2, 'kg', { price: 49.99, per: 100, unit: 'g' }],
    [150, 0.75, 'l', { price: 20, per: 100, unit: 'ml' }],
    [400, 1, 'l', { price: 400, per: 1, unit: 'l' }],
    [1890, 5, 'l', { price: 378, per: 1, unit: 'l' }],
    [1000, 1000, 'ml', { price: 1000, per: 1, unit: 'l' }],
    [1300, 2500, 'g', { price: 520, per: 1, unit: 'kg' }],
    [333, 3, 'kg', { price: 111, per: 1, unit: 'kg' }],
    [100, 3, 'piece', { price: 33.33, per: 1, unit: 'piece' }],
    [50, 1, 'piece', { price: 50, per: 1, unit: 'piece' }],
  ] as const)('₹%s for %s %s', (price, value, unit, expected) => {
    expect(unitSalePrice(price, { value, unit })).toEqual(expected);
  });

  test('rounds to the paisa, half up', () => {
    expect(unitSalePrice(0.01, { value: 200, unit: 'g' })).toEqual({ price: 0.01, per: 100, unit: 'g' });
    expect(unitSalePrice(1.01, { value: 200, unit: 'g' })).toEqual({ price: 0.51, per: 100, unit: 'g' });
  });

  test('no unit price for an empty or impossible pack', () => {
    expect(unitSalePrice(10, { value: 0, unit: 'g' })).toBeNull();
    expect(unitSalePrice(10, { value: Number.NaN, unit: 'g' })).toBeNull();
    expect(unitSalePrice(10, { value: Number.POSITIVE_INFINITY, unit: 'g' })).toBeNull();
  });
});

describe('best before and the 30% rule', () => {
  test('days and months from the pressing day; a month later on the 31st is the month\'s last day', () => {
    expect(bestBefore('2026-11-12', { value: 90, unit: 'days' })).toBe('2027-02-10');
    expect(bestBefore('2026-11-12', { value: 6, unit: 'months' })).toBe('2027-05-12');
    expect(bestBefore('2026-08-31', { value: 6, unit: 'months' })).toBe('2027-02-28');
    expect(bestBefore('2027-08-31', { value: 6, unit: 'months' })).toBe('2028-02-29');
    expect(bestBefore('2026-12-31', { value: 12, unit: 'months' })).toBe('2027-12-31');
  });

  test('sold while at least 30% of the shelf life is left; warned two weeks before', () => {
    // 100 days: best before 2026-04-11, 30 days must be left: sold until 2026-03-12.
    const life = { value: 100, unit: 'days' } as const;
    expect(batchStatus('2026-01-01', life, '2026-02-01')).toEqual({ bestBefore: '2026-04-11', sellUntil: '2026-03-12', stale: false, staleSoon: false });
    expect(batchStatus('2026-01-01', life, '2026-02-26')?.staleSoon).toBe(true);
    expect(isStale('2026-01-01', life, '2026-03-12')).toBe(false);
    expect(isStale('2026-01-01', life, '2026-03-13')).toBe(true);
    expect(isStale('2026-01-01', life, '2026-05-01')).toBe(true);
  });

  test('a share of a day counts as a whole day to keep', () => {
    // 10 days: 3 must be left; 7 days: 2.1, so 3.
    expect(batchStatus('2026-01-01', { value: 10, unit: 'days' }, '2026-01-08')?.stale).toBe(false);
    expect(batchStatus('2026-01-01', { value: 10, unit: 'days' }, '2026-01-09')?.stale).toBe(true);
    expect(batchStatus('2026-01-01', { value: 7, unit: 'days' }, '2026-01-05')?.stale).toBe(false);
    expect(batchStatus('2026-01-01', { value: 7, unit: 'days' }, '2026-01-06')?.stale).toBe(true);
  });

  test('no pressing day or no shelf life: never stale', () => {
    expect(batchStatus(null, { value: 1, unit: 'days' }, '2030-01-01')).toBeNull();
    expect(isStale('2020-01-01', null, '2030-01-01')).toBe(false);
  });
});

describe('the declarations\' fields', () => {
  const product = { name: 'Sesame oil', category: 'c' };

  test('a size sold at a price needs its MRP, never below the price; a free size does not', async () => {
    expect(await errorsOf(sizesSchema, [{ label: '1 L', price: 400 }])).toEqual({ '[0].mrp': MRP_REQUIRED_MESSAGE });
    expect(await errorsOf(sizesSchema, [{ label: '1 L', price: 400, mrp: 399 }])).toEqual({ '[0].mrp': 'MRP must not be below the price' });
    expect(await errorsOf(sizesSchema, [{ label: '1 L', price: 400, mrp: 400 }])).toBeNull();
    expect(await errorsOf(sizesSchema, [{ label: 'Sample', price: 0 }])).toBeNull();
  });

  test('a backup restores sizes saved before the MRP was required (context mrpOptional)', async () => {
    expect(await errorsOf(sizesSchema, [{ label: '1 L', price: 400 }], { mrpOptional: true })).toBeNull();
    expect(await errorsOf(sizesSchema, [{ label: '1 L', price: 400, mrp: 1 }], { mrpOptional: true })).toEqual({ '[0].mrp': 'MRP must not be below the price' });
  });

  test('net quantity: a positive amount and a known unit; an empty amount is none', async () => {
    const size = (netQuantity: unknown) => [{ label: 'x', price: 0, netQuantity }];
    expect(((await sizesSchema.validate(size({ value: '500', unit: 'ml' }))) ?? [])[0].netQuantity).toEqual({ value: 500, unit: 'ml' });
    expect(((await sizesSchema.validate(size({ value: '', unit: 'ml' }))) ?? [])[0].netQuantity).toBeNull();
    expect(await errorsOf(sizesSchema, size({ value: 0, unit: 'g' }))).toEqual({ '[0].netQuantity.value': 'Net quantity must be more than 0' });
    expect(await errorsOf(sizesSchema, size({ value: -1, unit: 'g' }))).toMatchObject({ '[0].netQuantity.value': expect.any(String) });
    expect(await errorsOf(sizesSchema, size({ value: 1e9, unit: 'g' }))).toEqual({ '[0].netQuantity.value': 'Net quantity must be at most 1000' });
    expect(await errorsOf(sizesSchema, size({ value: '1e3', unit: 'g' }))).toMatchObject({ '[0].netQuantity.value': expect.any(String) });
    expect(await errorsOf(sizesSchema, size({ value: 1, unit: 'pound' }))).toEqual({ '[0].netQuantity.unit': 'Net quantity unit must be one of g, kg, ml, l, piece' });
    expect(await errorsOf(sizesSchema, size('500 ml'))).toEqual({ '[0].netQuantity': 'Net quantity must be an amount and a unit' });
    expect(await errorsOf(sizesSchema, size(JSON.parse('{"value":1,"unit":"g","__proto__":{"x":1}}')))).toBeNull();
  });

  test('shelf life in days or months, at most ten years; veg by default; the country of origin India unless given', async () => {
    const value = await productSchema.validate({ ...product, shelfLife: JSON.stringify({ value: '6', unit: 'months' }) });
    expect(value).toMatchObject({ shelfLife: { value: 6, unit: 'months' }, veg: true, countryOfOrigin: 'India', ingredients: '', storage: '' });
    expect(await errorsOf(productSchema, { ...product, shelfLife: { value: 121, unit: 'months' } })).toEqual({ shelfLife: 'Shelf life must be at most 120 months' });
    expect(await errorsOf(productSchema, { ...product, shelfLife: { value: 1.5, unit: 'days' } })).toMatchObject({ 'shelfLife.value': expect.any(String) });
    expect(await errorsOf(productSchema, { ...product, shelfLife: { value: 3, unit: 'years' } })).toMatchObject({ 'shelfLife.unit': expect.any(String) });
    expect(await errorsOf(productSchema, { ...product, veg: 'maybe', countryOfOrigin: '\u200b' })).toEqual({ veg: 'Must be true or false', countryOfOrigin: 'Enter the country of origin' });
    expect(await errorsOf(productSchema, { ...product, countryOfOrigin: '' })).toEqual({ countryOfOrigin: 'Enter the country of origin' });
    expect(await errorsOf(productSchema, { ...product, translations: { ta: { ingredients: 'எள்', storage: 'x'.repeat(1001) } } })).toEqual({ 'translations.ta.storage': 'Must be at most 1000 characters' });
  });
});
