import { describe, expect, it } from 'vitest';
import { DEFAULT_BACK_IN_STOCK_MESSAGES, PHONE_MESSAGE, backInStockLink, customerChatNumber, waitlistRequestSchema } from '../src';

const size = { names: { en: 'Sesame Oil', ta: 'எள் எண்ணெய்' }, sizeLabels: { en: '5 L tin' } };
const textOf = (link: string | null) => new URL(link ?? 'https://invalid').searchParams.get('text');

describe('waitlist', () => {
  it('reads a customer number as WhatsApp does: 91 before ten digits, a leading 0 dropped', () => {
    expect(['98765 43210', '098765-43210', '+91 98765 43210', '919876543210'].map(customerChatNumber)).toEqual(Array(4).fill('919876543210'));
  });

  it("the owner's message in the customer's language, naming the product and size in it; a language without one gets its default", () => {
    const templates = { en: 'Back: {product}!', ta: '' };
    expect(backInStockLink(templates, size, { phone: '98765 43210', lang: 'en' })).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Back: Sesame Oil (5 L tin)!')}`);
    expect(textOf(backInStockLink(templates, size, { phone: '98765 43210', lang: 'ta' }))).toBe(DEFAULT_BACK_IN_STOCK_MESSAGES.ta.replace('{product}', 'எள் எண்ணெய் (5 L tin)'));
    expect(textOf(backInStockLink({}, { ...size, sizeLabels: { en: '' } }, { phone: '98765 43210', lang: 'en' }))).toBe(DEFAULT_BACK_IN_STOCK_MESSAGES.en.replace('{product}', 'Sesame Oil'));
    expect(backInStockLink(templates, size, { phone: '', lang: 'en' })).toBeNull();
  });

  it('asks for a phone number of digits; the size may be left out (a product of one size)', async () => {
    await expect(waitlistRequestSchema.validate({ phone: '' })).rejects.toThrow(PHONE_MESSAGE);
    await expect(waitlistRequestSchema.validate({ phone: 'call me' })).rejects.toThrow(PHONE_MESSAGE);
    expect(await waitlistRequestSchema.validate({ phone: ' 98765 43210 ' })).toEqual({ variantKey: '', phone: '98765 43210', lang: 'en' });
  });
});
