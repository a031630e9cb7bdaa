/** Orders: delivery areas, money, the order number and the order list's chat message. */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ORDER_LIST_MESSAGE,
  DEFAULT_SITE_SETTINGS,
  ORDER_CONTACT_FIELDS,
  ORDER_PLACEHOLDERS,
  MAX_CHAT_LINK_LENGTH,
  ORDER_LIST_PLACEHOLDER_MESSAGE,
  PINCODE_PREFIX_MESSAGE,
  areaFor,
  deliveryFor,
  formatRupees,
  lineIn,
  lineTotalOf,
  orderContactFields,
  orderTotals,
  textByLanguage,
  orderListLink,
  orderListMessage,
  orderPagePath,
  isOrderPagePath,
  howToPayLine,
  orderMonth,
  orderNumber,
  orderNumberPrefix,
  orderRequestSchema,
  orderStatusSchema,
  pincodeList,
  siteSettingsSchema,
  sumRupees,
  validationErrorsMap,
  type DeliveryAreas,
  type OrderMessageValues,
} from '../src';
import { ValidationError } from 'yup';

const delivery: DeliveryAreas = {
  areas: [
    { name: 'Coimbatore district', pincodes: ['641', '642'], fee: 80, minimumOrder: 500 },
    { name: 'Coimbatore city', pincodes: ['641001', '641002', '6410'], fee: 40, minimumOrder: 0 },
  ],
  outsideMessage: 'We deliver around Coimbatore only.',
};

describe('delivery areas', () => {
  test('the longest matching pincode prefix wins', () => {
    expect(areaFor(delivery.areas, '641001')?.name).toBe('Coimbatore city');
    expect(areaFor(delivery.areas, '641045')?.name).toBe('Coimbatore city');
    expect(areaFor(delivery.areas, '641601')?.name).toBe('Coimbatore district');
    expect(areaFor(delivery.areas, '600001')).toBeUndefined();
  });

  test('a quote says the fee and whether the minimum is met, or the outside message', () => {
    expect(deliveryFor(delivery, '642001', 499)).toEqual({ kind: 'area', area: 'Coimbatore district', fee: 80, minimumOrder: 500, minimumMet: false });
    expect(deliveryFor(delivery, '642001', 500)).toMatchObject({ minimumMet: true });
    expect(deliveryFor(delivery, '600001', 500)).toEqual({ kind: 'outside', message: 'We deliver around Coimbatore only.' });
    expect(deliveryFor(delivery, '', 500)).toEqual({ kind: 'ask' });
    expect(deliveryFor(delivery, '64100', 500)).toEqual({ kind: 'ask' });
    expect(deliveryFor({ areas: [], outsideMessage: '' }, '641001', 500)).toEqual({ kind: 'none' });
  });

  test('pincodes typed with commas, spaces or semicolons, repeats once', () => {
    expect(pincodeList(' 641001, 641002;641001\n642 ')).toEqual(['641001', '641002', '642']);
  });

  test('the settings schema checks areas: names, pincodes, fees', async () => {
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.delivery.areas = [
      { name: 'City', pincodes: ['0641'], fee: -1, minimumOrder: 0 },
      { name: 'city', pincodes: [], fee: 40, minimumOrder: Infinity },
    ];
    const errors = await siteSettingsSchema.validate(settings, { abortEarly: false }).then(
      () => ({}),
      (error: ValidationError) => validationErrorsMap(error),
    );
    expect(errors).toMatchObject({
      'delivery.areas[0].pincodes[0]': PINCODE_PREFIX_MESSAGE,
      'delivery.areas[0].fee': expect.any(String),
      'delivery.areas[1].pincodes': 'List at least one pincode',
      'delivery.areas[1].minimumOrder': expect.any(String),
      'delivery.areas': 'Give each area its own name',
    });
  });

  test('the order list message must keep {lines}', async () => {
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.messages.orderList = 'Order {number}';
    await expect(siteSettingsSchema.validate(settings)).rejects.toThrow(ORDER_LIST_PLACEHOLDER_MESSAGE);
  });
});

describe('money', () => {
  test('line totals and sums are exact to the paisa', () => {
    expect(lineTotalOf(0.1, 3)).toBe(0.3);
    expect(lineTotalOf(349.5, 99)).toBe(34600.5);
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
  });

  test('chat messages show whole rupees without paise', () => {
    expect(formatRupees(1250)).toBe('₹1,250');
    expect(formatRupees(349.5)).toBe('₹349.50');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });
});

describe('order numbers', () => {
  test('prefix from the business name, month in India', () => {
    expect(orderNumberPrefix('Vanam Naturals')).toBe('VN');
    expect(orderNumberPrefix('Sri Murugan Oil Mills')).toBe('SMO');
    expect(orderNumberPrefix('வனம்')).toBe('OR');
    // 30 Nov 2026 20:00 UTC is already 1 December in India.
    expect(orderMonth(new Date('2026-11-30T20:00:00Z'))).toBe('2612');
    expect(orderNumber('VN', '2611', 42)).toBe('VN-2611-0042');
    expect(orderNumber('VN', '2611', 12345)).toBe('VN-2611-12345');
  });
});

const values = (change: Partial<OrderMessageValues> = {}): OrderMessageValues => ({
  number: 'VN-2611-0042',
  lines: [
    { name: 'Groundnut Oil', sizeLabel: '1 L', quantity: 2, lineTotal: 760 },
    { name: 'Palm Jaggery', sizeLabel: '', quantity: 1, lineTotal: 349.5 },
  ],
  subtotal: 1109.5,
  delivery: { kind: 'area', area: 'Coimbatore city', fee: 40, minimumOrder: 0, minimumMet: true },
  name: 'Priya',
  pincode: '641001',
  ...change,
});

describe('the order list message', () => {
  test('names the number, one line per item, the fee and the total', () => {
    expect(orderListMessage(DEFAULT_ORDER_LIST_MESSAGE, values())).toBe(
      [
        'Hello! I would like to order:',
        'Order number: VN-2611-0042',
        '• Groundnut Oil (1 L) x 2 = ₹760',
        '• Palm Jaggery x 1 = ₹349.50',
        'Subtotal: ₹1,109.50',
        'Delivery: ₹40 (Coimbatore city)',
        'Total: ₹1,149.50',
        'Name: Priya',
        'Pincode: 641001',
      ].join('\n'),
    );
  });

  test('lines whose placeholder has no value are left out; an unknown fee is to be confirmed', () => {
    const message = orderListMessage(DEFAULT_ORDER_LIST_MESSAGE, values({ number: undefined, name: '', delivery: { kind: 'outside', message: '' } }));
    expect(message).not.toContain('Order number');
    expect(message).not.toContain('Name:');
    expect(message).toContain('Delivery: to be confirmed');
    expect(message).toContain('Total: ₹1,109.50');
  });

  test("in Tamil: the owner's Tamil template with the words the message adds in Tamil, prices in rupees", () => {
    const template = 'வணக்கம்! ஆர்டர் எண்: {number}\n{lines}\nடெலிவரி: {deliveryFee}\nமொத்தம்: {total}';
    const tamilLines = [{ name: 'கடலை எண்ணெய்', sizeLabel: '1 லி', quantity: 2, lineTotal: 760 }];
    expect(orderListMessage(template, values({ lines: tamilLines, subtotal: 760, language: 'ta', delivery: { kind: 'area', area: 'கோவை', fee: 0, minimumOrder: 0, minimumMet: true } }))).toBe(
      ['வணக்கம்! ஆர்டர் எண்: VN-2611-0042', '• கடலை எண்ணெய் (1 லி) x 2 = ₹760', 'டெலிவரி: இலவசம் (கோவை)', 'மொத்தம்: ₹760'].join('\n'),
    );
    expect(orderListMessage(template, values({ language: 'ta', delivery: { kind: 'outside', message: '' } }))).toContain('டெலிவரி: பின்னர் உறுதிசெய்யப்படும்');
    expect(orderListMessage(template, values({ language: 'en', delivery: { kind: 'outside', message: '' } }))).toContain('டெலிவரி: to be confirmed');
  });

  test("ends with the order's page, in the customer's language, when the order was recorded", () => {
    const pageUrl = 'https://shop.example/ta/orders/VN-2611-0042?key=abcdefghijklmnopqrstuvwx';
    expect(orderListMessage('{number}', values({ pageUrl, language: 'ta' }))).toBe(`VN-2611-0042\nஆர்டர் பக்கம்: ${pageUrl}`);
    expect(orderListMessage(DEFAULT_ORDER_LIST_MESSAGE, values({ pageUrl })).split('\n').at(-1)).toBe(`Order page: ${pageUrl}`);
    expect(orderListMessage('{number}', values({ number: undefined }))).toBe('');
  });

  test("the order page's address: the number and key encoded, under /ta/ in Tamil; one customer's, in any language", () => {
    expect(orderPagePath('VN-2611-0042', 'a-b_c', 'en')).toBe('/orders/VN-2611-0042?key=a-b_c');
    expect(orderPagePath('VN-2611-0042', 'a-b_c', 'ta')).toBe('/ta/orders/VN-2611-0042?key=a-b_c');
    expect(orderPagePath('A/B', 'k&x=1', 'en')).toBe('/orders/A%2FB?key=k%26x%3D1');
    for (const path of ['/orders/VN-2611-0042', '/ta/orders/X']) expect(isOrderPagePath(path)).toBe(true);
    for (const path of ['/order-list', '/orders', '/ta/order-list', '/products/orders/x']) expect(isOrderPagePath(path)).toBe(false);
  });

  test('rupees read the same in both languages', () => {
    for (const amount of [0, 349.5, 1109.5, 1234567]) expect(formatRupees(amount, 'ta')).toBe(formatRupees(amount));
    expect(formatRupees(1234567, 'ta')).toBe('₹12,34,567');
  });

  test("how to pay comes after the template's lines, in the customer's language; nothing when UPI is off", () => {
    const payments = { upi: true, cash: true, upiId: 'vanamnaturals@okaxis', payeeName: 'Vanam Naturals' };
    const english = orderListMessage(DEFAULT_ORDER_LIST_MESSAGE, values({ howToPay: howToPayLine(payments, 1149.5) }));
    expect(english.split('\n').slice(-2)).toEqual(['Pincode: 641001', 'Pay by UPI to vanamnaturals@okaxis (₹1,149.50), or cash on delivery']);
    const tamil = orderListMessage('மொத்தம்: {total}', values({ language: 'ta', howToPay: howToPayLine({ ...payments, cash: false }, 1149.5, 'ta') }));
    expect(tamil).toBe('மொத்தம்: ₹1,149.50\nUPI மூலம் vanamnaturals@okaxis என்ற ஐடிக்கு ₹1,149.50 செலுத்துங்கள்');
    expect(orderListMessage(DEFAULT_ORDER_LIST_MESSAGE, values({ howToPay: howToPayLine({ ...payments, upi: false }, 1149.5) }))).toBe(orderListMessage(DEFAULT_ORDER_LIST_MESSAGE, values()));
  });

  test('placeholder text inside a value is not replaced again', () => {
    const message = orderListMessage('{lines}\n{total}', values({ lines: [{ name: 'Oil {total}', sizeLabel: '', quantity: 1, lineTotal: 1 }], subtotal: 1 }));
    expect(message).toBe('• Oil {total} x 1 = ₹1\n₹41');
  });

  test('a 30-line order of long names still fits a link', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({ name: `Cold pressed wood-pressed organic sesame oil, family pack number ${i}`, sizeLabel: '5 L tin', quantity: 99, lineTotal: 123456.5 }));
    const link = orderListLink('919000000000', DEFAULT_ORDER_LIST_MESSAGE, values({ lines, note: 'Please call before delivery.' }));
    expect(link!.length).toBeLessThanOrEqual(MAX_CHAT_LINK_LENGTH);
    const text = decodeURIComponent(new URL(link!).searchParams.get('text') ?? '');
    expect(text.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(30);
    expect(text).toContain('VN-2611-0042');
  });
});

describe("an order's lines and details", () => {
  const line = { productId: 'p1', variantKey: '1-l', names: { en: 'Sesame Oil', ta: 'நல்லெண்ணெய்' }, sizeLabels: { en: '1 L' }, unitPrice: 400, quantity: 3, lineTotal: 1200 };

  test('a line is shown in the language asked for, else in English', () => {
    expect(lineIn(line, 'ta')).toEqual({ name: 'நல்லெண்ணெய்', sizeLabel: '1 L', quantity: 3, lineTotal: 1200 });
    expect(lineIn(line, 'en')).toEqual({ name: 'Sesame Oil', sizeLabel: '1 L', quantity: 3, lineTotal: 1200 });
  });

  test('a product keeps its name in every language it has one in; a blank translation is none', () => {
    expect(textByLanguage({ name: 'Sesame Oil', translations: { ta: { name: 'நல்லெண்ணெய்' } } }, 'name')).toEqual({ en: 'Sesame Oil', ta: 'நல்லெண்ணெய்' });
    expect(textByLanguage({ label: '1 L', translations: { ta: { label: ' \u200b' } } }, 'label')).toEqual({ en: '1 L' });
    expect(textByLanguage({ label: '1 L' }, 'label')).toEqual({ en: '1 L' });
  });

  test('the totals: the line totals to the paisa, and the fee of the area serving the pincode', () => {
    expect(orderTotals([210.5, 0.1, 0.2], delivery, '641001')).toEqual({ subtotal: 210.8, deliveryFee: 40, total: 250.8, delivery: deliveryFor(delivery, '641001', 210.8) });
    expect(orderTotals([380], delivery, '')).toMatchObject({ deliveryFee: null, total: 380, delivery: { kind: 'ask' } });
  });

  test("each detail of the customer, declared once, has its placeholder and its line in the default message", () => {
    expect([...ORDER_CONTACT_FIELDS].sort()).toEqual(Object.keys(orderContactFields).sort());
    for (const field of ORDER_CONTACT_FIELDS) {
      expect(ORDER_PLACEHOLDERS[field]).toBe(`{${field}}`);
      expect(DEFAULT_ORDER_LIST_MESSAGE).toContain(`{${field}}`);
    }
  });
});

describe('order requests', () => {
  test('only product, size and quantity are read from a line; prices sent are dropped', async () => {
    const order = await orderRequestSchema.validate({ lines: [{ productId: 'p1', variantKey: '1-l', quantity: '2', price: 1 }] }, { stripUnknown: true });
    expect(order.lines).toEqual([{ productId: 'p1', variantKey: '1-l', quantity: 2 }]);
  });

  test('quantities 1 to 99, at most 30 lines, each product and size once, a 6-digit pincode', async () => {
    const errorsOf = (input: unknown) =>
      orderRequestSchema.validate(input, { abortEarly: false }).then(
        () => ({}),
        (error: ValidationError) => validationErrorsMap(error),
      );
    expect(await errorsOf({ lines: [{ productId: 'p', quantity: 0 }, { productId: 'q', quantity: 100 }, { productId: 'r', quantity: 1.5 }] })).toMatchObject({
      'lines[0].quantity': expect.any(String),
      'lines[1].quantity': expect.any(String),
      'lines[2].quantity': expect.any(String),
    });
    expect(await errorsOf({ lines: Array.from({ length: 31 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })) })).toHaveProperty('lines');
    expect(await errorsOf({ lines: [{ productId: 'p', quantity: 1 }, { productId: 'p', quantity: 2 }] })).toHaveProperty(['lines[1]']);
    expect(await errorsOf({ lines: [{ productId: 'p', quantity: 1 }], pincode: '06410' })).toHaveProperty('pincode');
    expect(await errorsOf({ lines: [] })).toHaveProperty('lines');
  });

  test('statuses are the four of the order book', async () => {
    await expect(orderStatusSchema.validate({ status: 'confirmed' })).resolves.toEqual({ status: 'confirmed' });
    await expect(orderStatusSchema.validate({ status: 'shipped' })).rejects.toThrow(/Status must be one of/);
  });
});
