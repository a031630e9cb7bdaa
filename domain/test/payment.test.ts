import { describe, expect, it } from 'vitest';
import { UNPAID, orderChangeSchema, paymentOf, paymentText } from '../src';

const errorsOf = (value: unknown) =>
  orderChangeSchema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { inner: { path?: string; message: string }[] }) => error.inner.map((inner) => `${inner.path}: ${inner.message}`),
  );

describe('payment', () => {
  it('paid needs a method; a reference is 12 digits and only for UPI; unpaid keeps nothing', async () => {
    expect(await errorsOf({ payment: { status: 'paid' } })).toEqual(['payment.method: How it was paid: one of upi, cash']);
    expect(await errorsOf({ payment: { status: 'paid', method: 'cash', reference: '412345678901' } })).toEqual(['payment.reference: Only a UPI payment has a reference']);
    expect(await errorsOf({ payment: { status: 'paid', method: 'upi', reference: '4123456789O1' } })).toEqual(['payment.reference: A UPI reference is 12 digits']);
    expect(await errorsOf({})).toEqual(['status: Send a status, a payment, or both']);
    expect((await orderChangeSchema.validate({ payment: { status: 'unpaid', method: 'upi', paidOn: '2026-11-01', reference: '412345678901' } })).payment).toEqual(UNPAID);
  });

  it('reads what was stored tolerantly (older orders: unpaid) and says it as the order book does', () => {
    for (const stored of [undefined, null, 'paid', { status: 'settled' }, { status: 'unpaid', method: 'upi' }]) expect(paymentOf(stored)).toEqual(UNPAID);
    const paid = paymentOf({ status: 'paid', method: 'upi', paidOn: '2026-11-20', reference: '412345678901', extra: 1 });
    expect(paid).toEqual({ status: 'paid', method: 'upi', paidOn: '2026-11-20', reference: '412345678901' });
    expect(paymentText(paid)).toBe('Paid by UPI on 2026-11-20 (ref 412345678901)');
    expect(paymentText({ ...paid, method: 'cash', reference: '' })).toBe('Paid by cash on 2026-11-20');
    expect(paymentText({ ...paid, status: 'refunded' })).toBe('Refunded');
    expect(paymentText(UNPAID)).toBe('Unpaid');
  });
});
