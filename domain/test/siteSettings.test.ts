/** Site settings and testimonials: the shared schemas and the helpers that read the settings. */
import { describe, expect, test } from 'vitest';
import { ValidationError } from 'yup';
import {
  CHAT_NUMBER_MESSAGE,
  CLOSE_AFTER_OPEN_MESSAGE,
  DEFAULT_SITE_SETTINGS,
  NO_WAY_TO_PAY_MESSAGE,
  PAYEE_NAME_REQUIRED_MESSAGE,
  UPI_ID_MESSAGE,
  UPI_ID_REQUIRED_MESSAGE,
  ORDER_PLACEHOLDER_MESSAGE,
  URL_MESSAGE,
  chatLink,
  emphasis,
  formatTime,
  hoursRows,
  orderMessage,
  paragraphs,
  siteSettingsSchema,
  testimonialOrderSchema,
  testimonialSchema,
  validationErrorsMap,
  weekdayOf,
  withoutReadOnlyFields,
  type DayHours,
  type SiteSettings,
} from '../src';

const open = (day: DayHours['day'], from: string, to: string): DayHours => ({ day, closed: false, open: from, close: to });

/** The defaults with every weekday open, and `change` applied. */
function settings(change: (s: SiteSettings) => void = () => undefined): Record<string, unknown> {
  const copy = structuredClone(DEFAULT_SITE_SETTINGS);
  copy.hours.days = copy.hours.days.map((d) => open(d.day, '09:00', '18:00'));
  change(copy);
  return withoutReadOnlyFields(copy as unknown as Record<string, unknown>);
}

async function errorsOf(value: unknown): Promise<Record<string, string>> {
  try {
    await siteSettingsSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return validationErrorsMap(error);
    throw error;
  }
}

describe('siteSettingsSchema', () => {
  test('the defaults, with the read-only fields left out, are valid', async () => {
    expect(await errorsOf(withoutReadOnlyFields(structuredClone(DEFAULT_SITE_SETTINGS) as unknown as Record<string, unknown>))).toEqual({});
    expect(await errorsOf(settings())).toEqual({});
  });

  test('withoutReadOnlyFields drops the version fields and the images, and nothing else', () => {
    const input = { ...structuredClone(DEFAULT_SITE_SETTINGS), version: 3, savedAt: 'x', savedBy: 'y' } as unknown as Record<string, unknown>;
    const result = withoutReadOnlyFields(input) as unknown as SiteSettings;
    expect(Object.keys(result).sort()).toEqual(['about', 'business', 'delivery', 'home', 'hours', 'leads', 'legal', 'messages', 'payments', 'policies']);
    expect('logo' in result.business).toBe(false);
    expect('image' in result.home.hero).toBe(false);
    expect(result.home.hero.heading).toBe(DEFAULT_SITE_SETTINGS.home.hero.heading);
  });

  test.each([
    ['+919876543210', CHAT_NUMBER_MESSAGE],
    ['91 98765 43210', CHAT_NUMBER_MESSAGE],
    ['0919876543210', CHAT_NUMBER_MESSAGE],
    ['1234', CHAT_NUMBER_MESSAGE],
  ])('chat number %j is refused', async (chatNumber, message) => {
    expect((await errorsOf(settings((s) => (s.business.chatNumber = chatNumber))))['business.chatNumber']).toBe(message);
  });

  test('a chat number of digits with the country code, or none, is accepted', async () => {
    expect(await errorsOf(settings((s) => (s.business.chatNumber = '919876543210')))).toEqual({});
    expect(await errorsOf(settings((s) => (s.business.chatNumber = '')))).toEqual({});
  });

  test.each(['javascript:alert(1)', 'ftp://example.com', 'example.com', 'http://', 'data:text/html,x'])('social URL %j is refused', async (url) => {
    expect((await errorsOf(settings((s) => (s.business.social = [{ name: 'X', url }]))))['business.social[0].url']).toBe(URL_MESSAGE);
  });

  test('hours: close after open, valid times, one row per weekday in order; closed days need no times', async () => {
    expect((await errorsOf(settings((s) => (s.hours.days[6] = open('sunday', '18:00', '09:00')))))['hours.days[6].close']).toBe(CLOSE_AFTER_OPEN_MESSAGE);
    expect((await errorsOf(settings((s) => (s.hours.days[6] = open('sunday', '09:00', '09:00')))))['hours.days[6].close']).toBe(CLOSE_AFTER_OPEN_MESSAGE);
    expect(Object.keys(await errorsOf(settings((s) => (s.hours.days[0] = open('monday', '9:00', '24:00'))))).sort()).toEqual(['hours.days[0].close', 'hours.days[0].open']);
    expect(Object.keys(await errorsOf(settings((s) => s.hours.days.push(open('monday', '09:00', '10:00')))))).toContain('hours.days');
    expect(Object.keys(await errorsOf(settings((s) => s.hours.days.reverse())))).toContain('hours.days');
    expect(await errorsOf(settings((s) => (s.hours.days[6] = { day: 'sunday', closed: true, open: '', close: '' })))).toEqual({});
  });

  test('the order message needs {product}; required texts need visible characters; lengths are limited', async () => {
    expect((await errorsOf(settings((s) => (s.messages.order = 'Order please'))))['messages.order']).toBe(ORDER_PLACEHOLDER_MESSAGE);
    expect(Object.keys(await errorsOf(settings((s) => (s.business.name = '\u200b \u2060'))))).toEqual(['business.name']);
    expect(Object.keys(await errorsOf(settings((s) => (s.about.story.text = 'x'.repeat(3001)))))).toEqual(['about.story.text']);
  });

  test('payments: a new shop takes cash only; UPI needs a UPI ID and a payee name; at least one way to pay', async () => {
    expect(DEFAULT_SITE_SETTINGS.payments).toEqual({ upi: false, cash: true, upiId: '', payeeName: '' });
    const upi = { upi: true, cash: false, upiId: 'vanamnaturals@okaxis', payeeName: 'Vanam Naturals' };
    expect(await errorsOf(settings((s) => (s.payments = upi)))).toEqual({});
    expect(await errorsOf(settings((s) => (s.payments = { ...upi, upiId: '', payeeName: ' ' })))).toEqual({
      'payments.upiId': UPI_ID_REQUIRED_MESSAGE,
      'payments.payeeName': PAYEE_NAME_REQUIRED_MESSAGE,
    });
    for (const upiId of ['vanamnaturals', 'vanam naturals@okaxis', 'vanam\u200bnaturals@okaxis', 'a@b@okaxis', 'vanam@'])
      expect(await errorsOf(settings((s) => (s.payments = { ...upi, upiId })))).toEqual({ 'payments.upiId': UPI_ID_MESSAGE });
    expect(await errorsOf(settings((s) => (s.payments = { ...upi, upi: false })))).toEqual({ 'payments.cash': NO_WAY_TO_PAY_MESSAGE });
    // With UPI off the ID may be left empty, but what is kept must still be one.
    expect(await errorsOf(settings((s) => (s.payments = { upi: false, cash: true, upiId: '', payeeName: '' })))).toEqual({});
    expect(await errorsOf(settings((s) => (s.payments = { upi: false, cash: true, upiId: 'nonsense', payeeName: '' })))).toEqual({ 'payments.upiId': UPI_ID_MESSAGE });
    expect(Object.keys(await errorsOf(settings((s) => (s.payments = { ...upi, payeeName: 'x'.repeat(51) }))))).toEqual(['payments.payeeName']);
    expect(Object.keys(await errorsOf(settings((s) => (s.payments = { ...upi, upi: 'yes' as unknown as boolean }))))).toContain('payments.upi');
  });

  test('coordinates: plain decimals in range, both or neither', async () => {
    for (const lat of ['Infinity', '1e3', 91, '0x10'] as unknown[]) {
      expect(Object.keys(await errorsOf(settings((s) => (s.business.map = { label: '', lat: lat as number, lng: 76 }))))).toContain('business.map.lat');
    }
    expect(Object.keys(await errorsOf(settings((s) => (s.business.map = { label: '', lat: 11, lng: null }))))).toEqual(['business.map']);
    expect(await errorsOf(settings((s) => (s.business.map = { label: 'Mill', lat: 11.0168, lng: 76.9558 })))).toEqual({});
  });

  test('unknown keys never come out of the schema (the API refuses them before it: functions/src/http/validate.ts)', async () => {
    const value = await siteSettingsSchema.validate({ ...settings(), extra: 1, business: { ...(settings().business as object), secret: 'x' } });
    expect(value).not.toHaveProperty('extra');
    expect(value.business).not.toHaveProperty('secret');
  });
});

describe('testimonial schemas', () => {
  test('a rating is a whole number from 1 to 5; quote and name are required; shown defaults to true', async () => {
    expect(await testimonialSchema.validate({ quote: 'Good', name: 'A', rating: '4' })).toEqual({ quote: 'Good', name: 'A', place: '', rating: 4, shown: true });
    for (const rating of [0, 6, 4.5, '1e0', 'Infinity']) await expect(testimonialSchema.validate({ quote: 'Good', name: 'A', rating })).rejects.toThrow(/Rating/);
    await expect(testimonialSchema.validate({ quote: ' ', name: 'A', rating: 5 })).rejects.toThrow('Quote is required');
  });

  test('an order names each id once', async () => {
    expect(await testimonialOrderSchema.validate({ ids: ['a', 'b'] })).toEqual({ ids: ['a', 'b'] });
    await expect(testimonialOrderSchema.validate({ ids: ['a', 'a'] })).rejects.toThrow('Each testimonial may appear only once');
    await expect(testimonialOrderSchema.validate({})).rejects.toThrow('ids is required');
  });
});

describe('reading the settings', () => {
  test('order message and chat link', () => {
    expect(orderMessage("I'm interested in ordering {product}", 'Sesame Oil')).toBe("I'm interested in ordering Sesame Oil");
    expect(chatLink('91 98765-43210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
    expect(chatLink('')).toBeNull();
  });

  test('paragraphs and emphasis', () => {
    expect(paragraphs('One\nline.\n\n  Two.  \r\n\r\n\n')).toEqual(['One\nline.', 'Two.']);
    expect(emphasis('a *chekku* press')).toEqual([
      { text: 'a ', emphasised: false },
      { text: 'chekku', emphasised: true },
      { text: ' press', emphasised: false },
    ]);
    expect(emphasis('2 * 3 = 6')).toEqual([{ text: '2 * 3 = 6', emphasised: false }]);
  });

  test('times and hours rows as a visitor reads them', () => {
    expect([formatTime('09:00'), formatTime('18:30'), formatTime('00:05'), formatTime('12:00')]).toEqual(['9:00 AM', '6:30 PM', '12:05 AM', '12:00 PM']);
    expect(['09:00', '18:30', '00:05', '12:00', '15:45', '19:00'].map((time) => formatTime(time, 'ta'))).toEqual(['காலை 9:00', 'மாலை 6:30', 'இரவு 12:05', 'மதியம் 12:00', 'மதியம் 3:45', 'இரவு 7:00']);
    expect(formatTime('9am', 'ta')).toBe('9am');
    const days: DayHours[] = [
      ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((d) => open(d, '09:00', '18:00')),
      open('saturday', '09:00', '16:00'),
      { day: 'sunday', closed: true, open: '', close: '' },
    ];
    expect(hoursRows(days).map(({ days: label, hours }) => [label, hours])).toEqual([
      ['Monday to Friday', '9:00 AM to 6:00 PM'],
      ['Saturday', '9:00 AM to 4:00 PM'],
      ['Sunday', 'Closed'],
    ]);
    expect(hoursRows(days, 'en')).toEqual(hoursRows(days));
    expect(hoursRows(days, 'ta').map(({ days: label, hours }) => [label, hours])).toEqual([
      ['திங்கள் முதல் வெள்ளி வரை', 'காலை 9:00 முதல் மாலை 6:00 வரை'],
      ['சனி', 'காலை 9:00 முதல் மாலை 4:00 வரை'],
      ['ஞாயிறு', 'விடுமுறை'],
    ]);
    expect(hoursRows([open('saturday', '10:00', '21:30'), open('sunday', '10:00', '21:30')], 'ta').map(({ days: label, hours }) => [label, hours])).toEqual([
      ['சனி, ஞாயிறு', 'காலை 10:00 முதல் இரவு 9:30 வரை'],
    ]);
    expect(weekdayOf(new Date(2026, 10, 22))).toBe('sunday');
    expect(weekdayOf(new Date(2026, 10, 23))).toBe('monday');
  });
});
