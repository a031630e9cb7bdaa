import { describe, expect, it } from 'vitest';
import { financialYear, orderContactFields, plainDefaults, type Language, type OrderPricing } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { billNumberFor } from '../src/store/bills';
import { changeOrder, createOrder } from '../src/store/orders';

const pricing: OrderPricing & { lang: Language } = {
  lines: [{ productId: 'p1', variantKey: '1-l', names: { en: 'Groundnut Oil' }, sizeLabels: { en: '1 L' }, unitPrice: 380, quantity: 1, lineTotal: 380 }],
  subtotal: 380,
  deliveryFee: null,
  total: 380,
  delivery: { kind: 'ask' },
  lang: 'en',
};
const placeOrder = () => createOrder('TB', pricing, plainDefaults(orderContactFields));
const BILL_NUMBER = /^[A-Z]{2,3}\/(\d{4}-\d{2})\/(\d{4,})$/;
const storedBill = async (id: string) => (await firestore().collection('orders').doc(id).get()).get('bill') as { number: string; date: string } | undefined;

describe('bill numbers', () => {
  it('10 orders confirmed at the same time get 10 distinct numbers, every number of the range claimed once', { timeout: 120_000 }, async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, placeOrder));
    await Promise.all(orders.map((order) => changeOrder(order.id, { status: 'confirmed' }, 'Test')));
    const numbers = await Promise.all(orders.map(async (order) => (await storedBill(order.id))?.number ?? ''));
    expect(new Set(numbers).size).toBe(10);
    const year = financialYear(new Date());
    for (const number of numbers) expect(BILL_NUMBER.exec(number)?.[1]).toBe(year);
    const sequences = numbers.map((number) => Number(BILL_NUMBER.exec(number)?.[2])).sort((a, b) => a - b);
    // Other files may confirm orders meanwhile: none of the range is skipped, and ours are ours.
    const claims = await Promise.all(Array.from({ length: sequences[9] - sequences[0] + 1 }, (_, i) => firestore().collection('billNumbers').doc(`${year}-${String(sequences[0] + i).padStart(4, '0')}`).get()));
    expect(claims.filter((claim) => !claim.exists).map((claim) => claim.id)).toEqual([]);
    const owner = new Map(claims.map((claim) => [Number(claim.id.slice(year.length + 1)), claim.get('orderId') as string]));
    expect(numbers.map((number) => owner.get(Number(BILL_NUMBER.exec(number)?.[2])))).toEqual(orders.map((order) => order.id));
  });

  it('starts a new series on 1 April in India: the last bill of March and the first of April', async () => {
    const give = (now: Date) =>
      placeOrder().then((order) =>
        firestore().runTransaction(async (tx) => {
          const { stamp, write } = await billNumberFor(tx, await tx.get(firestore().collection('orders').doc(order.id)), now);
          const given = write(tx);
          if (given) tx.update(firestore().collection('orders').doc(order.id), given);
          return stamp;
        }),
      );
    // A year no other test bills in, so the sequences start at 1.
    const march = await give(new Date('1999-03-31T23:59:00+05:30'));
    const marchAgain = await give(new Date('1999-03-31T23:59:30+05:30'));
    const april = await give(new Date('1999-04-01T00:00:00+05:30'));
    expect([march.number, marchAgain.number, april.number].map((number) => number.replace(/^[A-Z]+\//, ''))).toEqual(['1998-99/0001', '1998-99/0002', '1999-00/0001']);
    expect([march.date, april.date]).toEqual(['1999-03-31', '1999-04-01']);
  });

  it('a confirmed order keeps its number when confirmed again', async () => {
    const order = await placeOrder();
    await changeOrder(order.id, { status: 'confirmed' }, 'Test');
    const first = await storedBill(order.id);
    await changeOrder(order.id, { status: 'new' }, 'Test');
    await changeOrder(order.id, { status: 'confirmed' }, 'Test');
    expect(await storedBill(order.id)).toEqual(first);
  });
});
