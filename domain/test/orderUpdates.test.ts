import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_UPDATE_MESSAGES,
  DEFAULT_SITE_SETTINGS,
  ORDER_UPDATE_KINDS,
  ORDER_UPDATE_PLACEHOLDERS,
  ORDER_UPDATE_TEMPLATE_KEYS,
  orderUpdateLink,
  orderUpdateMessage,
  paymentUpdate,
  siteSettingsSchema,
  siteTranslationsSchema,
  statusUpdate,
  type OrderUpdateTemplates,
} from '../src';

const PAGE = 'https://oils.example/orders/VN-2611-0007?key=abc';
const TAMIL_PAGE = 'https://oils.example/ta/orders/VN-2611-0007?key=abc';
const english = { number: 'VN-2611-0007', total: 1250, name: 'Lakshmi', lang: 'en' as const, phone: '98765 43210' };
const tamil = { ...english, name: 'லட்சுமி', lang: 'ta' as const, total: 349.5 };
const textOf = (link: string | null) => new URL(link ?? 'https://invalid').searchParams.get('text');

describe('telling the customer of a change of their order', () => {
  it('every status but new, and a payment received or refunded, is a change the customer hears about', () => {
    expect(['new', 'confirmed', 'outForDelivery', 'delivered', 'cancelled'].map((status) => statusUpdate(status as never))).toEqual([null, 'confirmed', 'outForDelivery', 'delivered', 'cancelled']);
    expect(['unpaid', 'paid', 'refunded'].map((status) => paymentUpdate({ status: status as never }))).toEqual([null, 'paid', 'refunded']);
  });

  it('the default messages name the order, its total (for those about money) and its page, in English and Tamil', () => {
    for (const kind of ORDER_UPDATE_KINDS) {
      const message = orderUpdateMessage({}, kind, english, { pageUrl: PAGE });
      expect(message, kind).toContain('VN-2611-0007');
      expect(message, kind).toContain(PAGE);
      expect(message.startsWith('Hello Lakshmi!'), kind).toBe(true);
      const inTamil = orderUpdateMessage({}, kind, tamil, { pageUrl: TAMIL_PAGE });
      expect(inTamil.startsWith('வணக்கம் லட்சுமி!'), kind).toBe(true);
      expect(inTamil, kind).toContain(`ஆர்டர் பக்கம்: ${TAMIL_PAGE}`);
      expect(inTamil, kind).not.toMatch(/\{\w+\}/);
    }
    expect(orderUpdateMessage({}, 'confirmed', english, { pageUrl: PAGE })).toBe(
      `Hello Lakshmi!\nYour order VN-2611-0007 is confirmed. Total: ₹1,250.\nThank you!\nYour order's page: ${PAGE}`,
    );
    expect(orderUpdateMessage({}, 'paid', tamil, { pageUrl: TAMIL_PAGE })).toContain('₹349.50');
  });

  it("uses the owner's template in the order's language; a language or change left empty gets its default", () => {
    const templates: OrderUpdateTemplates = { confirmed: { en: 'Confirmed {number}: {total}\n{link}', ta: '  ' } };
    expect(orderUpdateMessage(templates, 'confirmed', english, { pageUrl: PAGE })).toBe(`Confirmed VN-2611-0007: ₹1,250\n${PAGE}`);
    expect(orderUpdateMessage(templates, 'confirmed', tamil, { pageUrl: TAMIL_PAGE })).toBe(
      DEFAULT_ORDER_UPDATE_MESSAGES.confirmed.ta.replace('{name}', 'லட்சுமி').replace('{number}', 'VN-2611-0007').replace('{total}', '₹349.50').replace('{link}', TAMIL_PAGE),
    );
    expect(orderUpdateMessage(templates, 'delivered', english, { pageUrl: PAGE })).toContain('has been delivered');
  });

  it('leaves out a line whose placeholder has no value: no name, no page', () => {
    const message = orderUpdateMessage({}, 'cancelled', { ...english, name: '  ' }, { pageUrl: '' });
    expect(message).toBe('Your order VN-2611-0007 has been cancelled. If you have any questions, please reply to this message.');
  });

  it('out for delivery: the time line with a time, none without; other changes never show a time', () => {
    const withTime = orderUpdateMessage({}, 'outForDelivery', english, { pageUrl: PAGE, time: ' 5 pm ' });
    expect(withTime).toContain('\nArriving around 5 pm.\n');
    expect(orderUpdateMessage({}, 'outForDelivery', english, { pageUrl: PAGE })).not.toContain('Arriving');
    expect(orderUpdateMessage({}, 'outForDelivery', english, { pageUrl: PAGE, time: '   ' })).not.toContain('Arriving');
    expect(orderUpdateMessage({}, 'outForDelivery', tamil, { pageUrl: TAMIL_PAGE, time: 'மாலை 5 மணி' })).toContain('\nசுமார் மாலை 5 மணி அளவில் வந்து சேரும்.\n');
    expect(orderUpdateMessage({ confirmed: { en: '{number} {time}\nat {time}' } }, 'confirmed', english, { pageUrl: PAGE, time: '5 pm' })).toBe('');
    // A typed line break or a very long time stays one short line.
    const long = orderUpdateMessage({ outForDelivery: { en: 'At {time}.' } }, 'outForDelivery', english, { pageUrl: PAGE, time: `5 pm\nHi ${'x'.repeat(100)}` });
    expect(long).not.toContain('\n');
    expect(long.length).toBeLessThanOrEqual('At .'.length + 40);
  });

  it('replaces placeholders in one pass: a name or page holding "{link}" stays as typed, and an unknown placeholder is kept', () => {
    const message = orderUpdateMessage({ paid: { en: 'Hi {name}, {total} for {number} {when}\n{link}' } }, 'paid', { ...english, name: '{link} {total}' }, { pageUrl: PAGE });
    expect(message).toBe(`Hi {link} {total}, ₹1,250 for VN-2611-0007 {when}\n${PAGE}`);
  });

  it('the chat goes to the order number with 91 added; without a phone there is no chat', () => {
    const link = orderUpdateLink({}, 'refunded', english, { pageUrl: PAGE });
    expect(link?.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(textOf(link)).toBe(orderUpdateMessage({}, 'refunded', english, { pageUrl: PAGE }));
    expect(orderUpdateLink({}, 'refunded', { ...english, phone: '' }, { pageUrl: PAGE })).toBeNull();
  });
});

describe('the templates in the site settings', () => {
  const messages = DEFAULT_SITE_SETTINGS.messages;
  const validate = (changes: Record<string, unknown>) => siteSettingsSchema.validateAt('messages', { messages: { ...messages, ...changes } });

  it('the defaults are the English messages, and the settings with them are valid', async () => {
    for (const kind of ORDER_UPDATE_KINDS) expect(messages[ORDER_UPDATE_TEMPLATE_KEYS[kind]]).toBe(DEFAULT_ORDER_UPDATE_MESSAGES[kind].en);
    await expect(validate({})).resolves.toBeTruthy();
  });

  it('each is required and at most 600 characters; a placeholder is optional and an unknown one is kept', async () => {
    await expect(validate({ orderConfirmed: '  ' })).rejects.toThrow('Order confirmed message is required');
    await expect(validate({ paymentRefunded: undefined })).rejects.toThrow('Payment refunded message is required');
    await expect(validate({ orderDelivered: 'x'.repeat(601) })).rejects.toThrow();
    const saved = await validate({ orderCancelled: 'Sorry {name}, {whatever}' });
    expect(saved.orderCancelled).toBe('Sorry {name}, {whatever}');
    expect(Object.values(ORDER_UPDATE_PLACEHOLDERS)).toEqual(['{number}', '{total}', '{link}', '{name}', '{time}']);
  });

  it('the Tamil ones are optional, with the same limits', async () => {
    await expect(siteTranslationsSchema.validate({ ta: { messages: { orderOutForDelivery: 'சுமார் {time}' } } })).resolves.toBeTruthy();
    await expect(siteTranslationsSchema.validate({ ta: { messages: { paymentReceived: 'க'.repeat(601) } } })).rejects.toThrow();
  });
});
