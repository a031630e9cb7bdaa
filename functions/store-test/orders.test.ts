import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, ORDER_PERSONAL_DAYS, ORDER_PERSONAL_FIELDS, businessDay, lineIn, orderContactFields, plainDefaults, type Language, type OrderPricing } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { linkOpensSince, countLinkOpen } from '../src/store/linkOpens';
import { Timestamp } from 'firebase-admin/firestore';
import { createOrder, forgetOldOrderDetails, getOrder, listOrders } from '../src/store/orders';
import { unique } from './fixtures';

const pricing: OrderPricing & { lang: Language } = {
  lines: [{ productId: 'p1', variantKey: '1-l', names: { en: 'Groundnut Oil', ta: 'கடலை எண்ணெய்' }, sizeLabels: { en: '1 L' }, unitPrice: 380, quantity: 2, lineTotal: 760 }],
  subtotal: 760,
  deliveryFee: 40,
  total: 800,
  delivery: { kind: 'area', area: 'Coimbatore city', fee: 40, minimumOrder: 0, minimumMet: true },
  lang: 'en',
};
const noContact = plainDefaults(orderContactFields);
const contact = { ...noContact, pincode: '641001', name: 'Priya', phone: '98765 43210', note: 'Ring twice' };

afterEach(() => {
  vi.useRealTimers();
});

describe('orders', () => {
  it('numbers orders per month in sequence, each number once, also when created at the same time', async () => {
    const prefix = unique('T').replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() || 'TT';
    const orders = await Promise.all(Array.from({ length: 6 }, () => createOrder(prefix, pricing, contact)));
    const numbers = orders.map((order) => order.number);
    expect(new Set(numbers).size).toBe(6);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{4}$`));
    const claims = await Promise.all(numbers.map((number) => firestore().collection('orderNumbers').doc(number).get()));
    expect(claims.map((claim) => claim.get('orderId'))).toEqual(orders.map((order) => order.id));
  });

  it('pages through orders placed in the same instant: every order once, in the order of one long page', async () => {
    const start = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 1e10);
    const groups = [5, 4, 4, 4, 4, 3, 2, 2, 2, 0, 0];
    const written = await Promise.all(
      groups.map(async (offset) => {
        const ref = firestore().collection('orders').doc();
        await ref.set({ ...pricing, ...contact, status: 'new', createdAt: Timestamp.fromMillis(start + offset), updatedAt: Timestamp.now() });
        return { id: ref.id, offset };
      }),
    );
    const window = { from: new Date(start), to: new Date(start + 6) };
    const expected = written.sort((a, b) => b.offset - a.offset || (a.id < b.id ? 1 : -1)).map((order) => order.id);
    const { records: whole, more } = await listOrders({ ...window, limit: 100 });
    expect([whole.map((order) => order.id), more]).toEqual([expected, false]);
    for (const limit of [1, 2, 3, 4]) {
      const paged: string[] = [];
      let after: string | undefined;
      for (let page = 0; page < groups.length; page++) {
        const { records, more: another } = await listOrders({ ...window, limit, after });
        paged.push(...records.map((order) => order.id));
        if (!another) break;
        after = records.at(-1)!.id;
      }
      expect(paged, `limit ${limit}`).toEqual(expected);
    }
  });

  it('keeps each line in every language it was priced in, and reads a line stored with one name as named so in its order\'s language and in English', async () => {
    const recorded = await getOrder((await createOrder('LNG', { ...pricing, lang: 'ta' }, contact)).id);
    expect(recorded.lines).toEqual(pricing.lines);
    expect(lineIn(recorded.lines[0], 'ta')).toMatchObject({ name: 'கடலை எண்ணெய்', sizeLabel: '1 L' });
    expect(lineIn(recorded.lines[0], 'en')).toMatchObject({ name: 'Groundnut Oil', sizeLabel: '1 L' });

    const oldLine = { productId: 'p1', variantKey: '1-l', name: 'நல்லெண்ணெய்', sizeLabel: '1 லிட்டர்', unitPrice: 400, quantity: 1, lineTotal: 400 };
    const stored = async (lang?: string) => {
      const ref = firestore().collection('orders').doc();
      await ref.set({ ...pricing, ...contact, lines: [oldLine], ...(lang ? { lang } : {}), status: 'new', createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
      return (await getOrder(ref.id)).lines[0];
    };
    const tamil = await stored('ta');
    expect(tamil).toEqual({ productId: 'p1', variantKey: '1-l', names: { en: 'நல்லெண்ணெய்', ta: 'நல்லெண்ணெய்' }, sizeLabels: { en: '1 லிட்டர்', ta: '1 லிட்டர்' }, unitPrice: 400, quantity: 1, lineTotal: 400 });
    expect(lineIn(tamil, 'en').name).toBe('நல்லெண்ணெய்');
    const english = await stored();
    expect([english.names, english.sizeLabels]).toEqual([{ en: 'நல்லெண்ணெய்' }, { en: '1 லிட்டர்' }]);
    expect(lineIn(english, 'ta')).toMatchObject({ name: 'நல்லெண்ணெய்', sizeLabel: '1 லிட்டர்' });
  });

  it('forgets the personal details (every one but the pincode) after 180 days and keeps the lines, totals and pincode', async () => {
    expect([...ORDER_PERSONAL_FIELDS].sort()).toEqual(Object.keys(noContact).filter((field) => field !== 'pincode').sort());
    const old = await createOrder('OLD', pricing, contact);
    const recent = await createOrder('NEW', pricing, contact);
    const anonymous = await createOrder('ANO', pricing, { ...noContact, pincode: '641001' });
    expect((await firestore().collection('orders').doc(anonymous.id).get()).get('personalUntil')).toBeNull();
    // The old order was placed more than 180 days ago.
    await firestore()
      .collection('orders')
      .doc(old.id)
      .update({ personalUntil: new Date(Date.now() - DAY_MS) });
    expect(await forgetOldOrderDetails()).toBeGreaterThanOrEqual(1);
    const forgotten = await getOrder(old.id);
    expect([forgotten.name, forgotten.phone, forgotten.note]).toEqual(['', '', '']);
    expect(forgotten.lines).toEqual(pricing.lines);
    expect([forgotten.total, forgotten.pincode]).toEqual([800, '641001']);
    const kept = await getOrder(recent.id);
    expect([kept.name, kept.phone, kept.note]).toEqual(['Priya', '98765 43210', 'Ring twice']);
    const until = (await firestore().collection('orders').doc(recent.id).get()).get('personalUntil').toMillis() as number;
    expect(until - Date.now()).toBeGreaterThan((ORDER_PERSONAL_DAYS - 1) * DAY_MS);
  });

  it('counts order-link openings per day, product and size, none lost when they arrive together', async () => {
    const product = unique('product');
    await Promise.all(Array.from({ length: 5 }, () => countLinkOpen(product, '500-ml')));
    await countLinkOpen(product, '1-l');
    const today = businessDay(new Date());
    const counts = (await linkOpensSince(today)).filter((entry) => entry.productId === product);
    expect(counts.map(({ variantKey, count, day }) => [variantKey, count, day]).sort()).toEqual([
      ['1-l', 1, today],
      ['500-ml', 5, today],
    ]);
  });
});
