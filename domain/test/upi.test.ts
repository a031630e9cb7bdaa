/** Paying by UPI: the UPI ID's shape, the `upi://pay` link (amounts, encoding, lengths) and the message's line on paying. */
import { describe, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PAYMENT_SETTINGS, UPI_LIMITS, cutText, howToPayLine, isUpiId, offersUpi, upiAmount, upiPayLink, type UpiPayment } from '../src';

const payment = (change: Partial<UpiPayment> = {}): UpiPayment => ({ upiId: 'vanamnaturals@okaxis', payeeName: 'Vanam Naturals', amount: 1999, orderNumber: 'VN-2611-0042', ...change });
/** The link's parameters as an app reads them. */
const parametersOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('UPI IDs', () => {
  test.each(['vanamnaturals@okaxis', '9876543210@ybl', 'shop.name-1@oksbi', 'Shop_Name@paytm', 'a@upi', '1234567890123@hdfc0001234.ifsc.npci', 'name@okhdfcbank'])('%s is one', (id) => {
    expect(isUpiId(id)).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['no @', 'vanamnaturals'],
    ['empty name', '@okaxis'],
    ['empty handle', 'vanamnaturals@'],
    ['two @', 'vanam@naturals@okaxis'],
    ['a space', 'vanam naturals@okaxis'],
    ['a space before', ' vanamnaturals@okaxis'],
    ['a zero-width space', 'vanam\u200Bnaturals@okaxis'],
    ['a zero-width joiner', 'vanamnaturals@ok\u200Daxis'],
    ['a byte order mark', '\uFEFFvanamnaturals@okaxis'],
    ['a right-to-left override', 'vanam\u202Enaturals@okaxis'],
    ['a line break', 'vanamnaturals@okaxis\n'],
    ['a handle starting with a digit', 'vanamnaturals@123'],
    ['a handle ending with a dot', 'vanamnaturals@okaxis.'],
    ['a name starting with a dot', '.vanam@okaxis'],
    ['other punctuation', 'vanam+1@okaxis'],
    ['a query in it', 'vanam@okaxis&am=1'],
    ['Tamil letters', 'வனம்@okaxis'],
    ['full-width letters', 'ｖａｎａｍ@okaxis'],
    ['a handle too long', `vanam@${'a'.repeat(65)}`],
    ['an ID too long', `${'a'.repeat(250)}@okaxis`],
  ])('%s is not one', (_, id) => {
    expect(isUpiId(id)).toBe(false);
  });
});

describe('amounts', () => {
  test('always two decimals, no grouping, no exponent', () => {
    expect(upiAmount(1999)).toBe('1999.00');
    expect(upiAmount(349.5)).toBe('349.50');
    expect(upiAmount(0.1 + 0.2)).toBe('0.30');
    expect(upiAmount(1109.5 + 40)).toBe('1149.50');
    expect(upiAmount(0.01)).toBe('0.01');
    expect(upiAmount(99_999.99)).toBe('99999.99');
    expect(upiAmount(UPI_LIMITS.amount)).toBe('100000.00');
  });

  test.each([0, -1, 0.004, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, UPI_LIMITS.amount + 0.01, 1e21, Number.MAX_VALUE])('%s is refused', (amount) => {
    expect(() => upiAmount(amount)).toThrow(RangeError);
    expect(() => upiPayLink(payment({ amount }))).toThrow(RangeError);
  });

  test('any amount in range reads back as itself, to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: UPI_LIMITS.amount * 100 }), (paise) => {
        const text = upiAmount(paise / 100);
        expect(text).toMatch(/^\d+\.\d\d$/);
        expect(Math.round(Number(text) * 100)).toBe(paise);
      }),
    );
  });
});

describe('the upi://pay link', () => {
  test('payee, name, amount, currency, and the order number as note and reference', () => {
    expect(upiPayLink(payment())).toBe('upi://pay?pa=vanamnaturals@okaxis&pn=Vanam%20Naturals&am=1999.00&cu=INR&tn=Order%20VN-2611-0042&tr=VN-2611-0042');
  });

  test('names are percent-encoded: spaces, &, #, ?, + and Tamil read back as written', () => {
    const payeeName = 'Vanam & Sons #1? a+b வனம்';
    const link = upiPayLink(payment({ payeeName }));
    expect(link).not.toMatch(/[ #+]/);
    expect(link).toContain('%20%26%20Sons%20%231%3F%20a%2Bb%20');
    expect(parametersOf(link)).toEqual({ pa: 'vanamnaturals@okaxis', pn: payeeName, am: '1999.00', cu: 'INR', tn: 'Order VN-2611-0042', tr: 'VN-2611-0042' });
  });

  test('a malformed UPI ID is refused, never written into the link', () => {
    expect(() => upiPayLink(payment({ upiId: 'vanam@okaxis&pa=thief@ybl' }))).toThrow(RangeError);
    expect(() => upiPayLink(payment({ upiId: '' }))).toThrow(RangeError);
  });

  test('each value within the length apps take, cut at a whole character', () => {
    const link = upiPayLink(payment({ payeeName: `${'வனம் '.repeat(20)}😀`, orderNumber: `VN-${'9'.repeat(60)}` }));
    const { pn, tn, tr } = parametersOf(link);
    expect(pn.length).toBeLessThanOrEqual(UPI_LIMITS.payeeName);
    expect(pn.startsWith('வனம் வனம்')).toBe(true);
    expect(tn.length).toBeLessThanOrEqual(UPI_LIMITS.note);
    expect(tr).toHaveLength(UPI_LIMITS.reference);
  });

  test('any payee name and order number give a link whose values read back within their limits', () => {
    fc.assert(
      // Graphemes (Tamil, emoji, combining marks): fast-check's 'binary' strings take seconds to generate here.
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ maxLength: 80 }), (payeeName, orderNumber) => {
        const values = parametersOf(upiPayLink(payment({ payeeName, orderNumber })));
        expect(values.pa).toBe('vanamnaturals@okaxis');
        expect(values.pn.length).toBeLessThanOrEqual(UPI_LIMITS.payeeName);
        expect(values.tn.length).toBeLessThanOrEqual(UPI_LIMITS.note);
        expect(values.tr.length).toBeLessThanOrEqual(UPI_LIMITS.reference);
        expect(payeeName.trim().startsWith(values.pn)).toBe(true);
      }),
    );
  });
});

test('a lone surrogate (never a saved name: the settings refuse it) reads as U+FFFD rather than breaking the link', () => {
  expect(parametersOf(upiPayLink(payment({ payeeName: 'Shop \ud800', orderNumber: 'VN-\udfff' })))).toMatchObject({ pn: 'Shop \ufffd', tr: 'VN-\ufffd' });
});

describe('cutting text', () => {
  test('never splits a surrogate pair or a letter from its vowel sign', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(cutText('கொ', 1)).toBe('');
    expect(cutText('short', 50)).toBe('short');
  });

  test('the cut is a well-formed prefix of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 0, max: 60 }), (text, max) => {
        const cut = cutText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        // With the u flag, a surrogate range matches only unpaired surrogates.
        expect(cut).not.toMatch(/[\uD800-\uDFFF]/u);
      }),
    );
  });
});

describe('how to pay, in the order message', () => {
  const upiAndCash = { upi: true, cash: true, upiId: 'vanamnaturals@okaxis', payeeName: 'Vanam Naturals' };

  test('the ways the shop takes, with the total when it is known', () => {
    expect(howToPayLine(upiAndCash, 1999)).toBe('Pay by UPI to vanamnaturals@okaxis (₹1,999), or cash on delivery');
    expect(howToPayLine({ ...upiAndCash, cash: false }, 349.5)).toBe('Pay by UPI to vanamnaturals@okaxis (₹349.50)');
    expect(howToPayLine(upiAndCash, null)).toBe('Pay by UPI to vanamnaturals@okaxis, or cash on delivery');
    expect(howToPayLine(upiAndCash, UPI_LIMITS.amount + 1)).toBe('Pay by UPI to vanamnaturals@okaxis, or cash on delivery');
  });

  test('in Tamil', () => {
    expect(howToPayLine(upiAndCash, 1999, 'ta')).toBe('UPI மூலம் vanamnaturals@okaxis என்ற ஐடிக்கு ₹1,999 செலுத்துங்கள், அல்லது டெலிவரியின்போது ரொக்கமாகச் செலுத்தலாம்');
    expect(howToPayLine({ ...upiAndCash, cash: false }, null, 'ta')).toBe('UPI மூலம் vanamnaturals@okaxis என்ற ஐடிக்குச் செலுத்துங்கள்');
  });

  test('nothing when UPI is off or its ID is not one', () => {
    expect(howToPayLine(DEFAULT_PAYMENT_SETTINGS, 1999)).toBe('');
    expect(howToPayLine({ ...upiAndCash, upi: false }, 1999)).toBe('');
    expect(howToPayLine({ ...upiAndCash, upiId: 'broken' }, 1999)).toBe('');
  });

  test('the order page offers UPI only for an amount a link can ask for', () => {
    expect(offersUpi(upiAndCash, 1999)).toBe(true);
    expect(offersUpi(upiAndCash, 0)).toBe(false);
    expect(offersUpi(upiAndCash, UPI_LIMITS.amount + 1)).toBe(false);
    expect(offersUpi(DEFAULT_PAYMENT_SETTINGS, 1999)).toBe(false);
  });
});

describe('start-up cost', () => {
  // An Intl object made as the module loads would load its ICU data on every public page's start (one long task).
  test('the grapheme segmenter is made when a text is first cut, not as the module loads, and once', async () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    // Intl's classes are writable properties; TypeScript's lib declares them read-only.
    Reflect.set(
      Intl,
      'Segmenter',
      class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          made += 1;
        }
      },
    );
    try {
      vi.resetModules();
      const upi = await import('../src/upi');
      expect(made).toBe(0);
      expect(upi.cutText('நெல்லிக்காய்', 4)).toBe('நெல்');
      expect(upi.cutText('ab😀', 3)).toBe('ab');
      expect(made).toBe(1);
    } finally {
      Reflect.set(Intl, 'Segmenter', Segmenter);
    }
  });
});
