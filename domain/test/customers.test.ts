import { describe, expect, it } from 'vitest';
import { DEFAULT_REORDER_REMINDER_MESSAGES, customersFromOrders, dueToReorder, matchesCustomer, orderRequestSchema, reorderReminderLink, type CustomerOrder } from '../src';

/** An order placed at noon (India) on `day`. */
const order = (day: string, fields: Partial<CustomerOrder> = {}): CustomerOrder => ({
  name: '',
  phone: '98765 43210',
  lang: 'en',
  remindMe: false,
  status: 'delivered',
  total: 500,
  createdAt: new Date(`${day}T12:00:00+05:30`).toISOString(),
  ...fields,
});
const idOf = (key: string) => `id-${key}`;
const customers = (orders: CustomerOrder[]) => customersFromOrders(orders, idOf).map((group) => group.customer);
const textOf = (link: string | null) => new URL(link ?? 'https://invalid').searchParams.get('text');

describe('customers from orders', () => {
  it('one customer per number as WhatsApp reads it, with the latest name, language and tick', () => {
    const [customer, ...others] = customers([
      order('2026-09-01', { name: 'Lakshmi', phone: '098765-43210', lang: 'en' }),
      order('2026-10-01', { name: 'Lakshmi R', phone: '+91 98765 43210', lang: 'ta', remindMe: true }),
      order('2026-10-20', { name: '', phone: '', total: 999 }),
    ]);
    expect(others).toEqual([]);
    expect(customer).toMatchObject({ _id: 'id-919876543210', name: 'Lakshmi R', phone: '+91 98765 43210', orders: 2, lang: 'ta', remindMe: true, totalSpent: 1000 });
    expect(customer.lastOrderAt).toBe(order('2026-10-01').createdAt);
    // A later order without a name keeps the last name given.
    expect(customers([order('2026-09-01', { name: 'Lakshmi' }), order('2026-10-01')])[0].name).toBe('Lakshmi');
  });

  it('totals leave cancelled orders out; the usual interval is the median of the days between orders', () => {
    const [customer] = customers([
      order('2026-07-01', { total: 420.5 }),
      order('2026-07-31', { total: 100 }),
      order('2026-08-10', { status: 'cancelled', total: 5000 }),
      // A second order on the same day is one visit.
      order('2026-08-30', { total: 200 }),
      order('2026-08-30', { total: 0.25 }),
      order('2026-10-09', { total: 79.25 }),
    ]);
    expect(customer.totalSpent).toBe(800);
    expect(customer.orders).toBe(6);
    // Gaps 30, 30, 40 days: 30.
    expect(customer.usualIntervalDays).toBe(30);
    expect(customer.dueOn).toBe('2026-11-08');
    expect(customers([order('2026-07-01'), order('2026-07-11'), order('2026-08-10')])[0].usualIntervalDays).toBe(20);
    expect(customers([order('2026-07-01')])[0]).toMatchObject({ usualIntervalDays: null, dueOn: null });
  });

  it('lists the latest to order first, and orders without a readable time belong to nobody', () => {
    const list = customers([order('2026-09-01', { phone: '91234 56789' }), order('2026-10-01'), order('2026-11-01', { phone: '99999 00000', createdAt: 'never' })]);
    expect(list.map((customer) => customer.phone)).toEqual(['98765 43210', '91234 56789']);
  });

  it('due to reorder: only those who ticked the reminder, once their interval has passed, the longest overdue first', () => {
    const list = customers([
      order('2026-09-01', { phone: '90000 00001', remindMe: true }),
      order('2026-10-01', { phone: '90000 00001', remindMe: true }),
      order('2026-08-01', { phone: '90000 00002', remindMe: true }),
      order('2026-09-01', { phone: '90000 00002', remindMe: true }),
      // Overdue, but never asked to be reminded.
      order('2026-05-01', { phone: '90000 00003' }),
      order('2026-06-01', { phone: '90000 00003' }),
      // Ticked on an earlier order only: the latest decides.
      order('2026-05-01', { phone: '90000 00004', remindMe: true }),
      order('2026-06-01', { phone: '90000 00004' }),
      // One order: no interval yet.
      order('2026-01-01', { phone: '90000 00005', remindMe: true }),
    ]);
    const due = (day: string) => dueToReorder(list, new Date(`${day}T10:00:00+05:30`)).map((customer) => customer.phone);
    expect(due('2026-10-30')).toEqual(['90000 00002']);
    expect(due('2026-10-31')).toEqual(['90000 00002', '90000 00001']);
    expect(due('2026-09-30')).toEqual([]);
  });

  it('searches by any part of the name or of the number', () => {
    const customer = { name: 'Lakshmi Raman', phone: '+91 98765-43210' };
    for (const query of ['lakshmi', 'RAMAN', '98765', '98765 43210', '098765 43210', '', '  ']) expect(matchesCustomer(customer, query), query).toBe(true);
    for (const query of ['Priya', '12345', '98765 43211']) expect(matchesCustomer(customer, query), query).toBe(false);
  });

  it("reminds in the customer's language with their name; a language without a template gets its default; no name, no placeholder", () => {
    const templates = { en: 'Hi {name}, time to reorder?', ta: '' };
    expect(reorderReminderLink(templates, { name: 'Lakshmi', phone: '98765 43210', lang: 'en' })).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Hi Lakshmi, time to reorder?')}`);
    expect(textOf(reorderReminderLink(templates, { name: 'லட்சுமி', phone: '98765 43210', lang: 'ta' }))).toBe(DEFAULT_REORDER_REMINDER_MESSAGES.ta.replace('{name}', 'லட்சுமி'));
    expect(textOf(reorderReminderLink(templates, { name: '', phone: '98765 43210', lang: 'en' }))).toBe('Hi, time to reorder?');
    expect(reorderReminderLink(templates, { name: 'Lakshmi', phone: '', lang: 'en' })).toBeNull();
  });

  it('the order takes the tick, false when left out, and nothing but true or false', async () => {
    const lines = [{ productId: 'p1', quantity: 1 }];
    expect((await orderRequestSchema.validate({ lines })).remindMe).toBe(false);
    expect((await orderRequestSchema.validate({ lines, remindMe: true })).remindMe).toBe(true);
    await expect(orderRequestSchema.validate({ lines, remindMe: 'please' })).rejects.toThrow('Must be true or false');
    await expect(orderRequestSchema.validate({ lines, remindMe: { yes: 1 } })).rejects.toThrow('Must be true or false');
  });
});
