/** The field rules every schema is built from: safe text and plain-decimal numbers within range. */
import { describe, expect, test } from 'vitest';
import { ValidationError, object, type AnySchema } from 'yup';
import {
  BIDI_CONTROL_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  INVALID_TEXT_MESSAGE,
  INVISIBLE_TEXT_MESSAGE,
  ORDER_MAX,
  ORDER_MIN,
  PRICE_MAX,
  boundedDecimal,
  categorySchema,
  galleryItemSchema,
  hasVisibleText,
  navConfigSchema,
  navSettingsPatchSchema,
  optionalText,
  orderRequestSchema,
  productSchema,
  sizesSchema,
  testimonialSchema,
  requiredText,
  safeText,
  DEFAULT_NAV_CONFIG,
  validationErrorsMap,
  wellFormedText,
  wholeNumber,
} from '../src';

/** The value, or the first error message, of one field validated the way the API does. */
async function field(schema: AnySchema, value: unknown) {
  try {
    const valid: { f?: unknown } = await object({ f: schema }).validate({ f: value }, { abortEarly: false });
    return { value: valid.f, error: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { value: undefined, error: validationErrorsMap(error).f };
  }
}

describe('safe text', () => {
  const name = requiredText(20, 'Name is required');
  const description = optionalText(100, { multiline: true });

  test('is trimmed and accepts ordinary text in any script, emoji included', async () => {
    for (const text of ['Groundnut oil', 'மரச்செக்கு எண்ணெய்', 'زيت', 'Sesame 🌱', 'Café', 'A\u200Db']) {
      expect((await field(name, ` ${text} `)).value).toBe(text);
    }
  });

  test.each(['\uD800', 'a\uDC00b', 'end\uD83D', '\uDE00start'])('an unpaired surrogate is invalid (%j)', async (text) => {
    expect((await field(name, text)).error).toBe(INVALID_TEXT_MESSAGE);
    expect((await field(wellFormedText(), text)).error).toBe(INVALID_TEXT_MESSAGE);
  });

  test.each(['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\tb', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b'])(
    'one-line text refuses control characters and line breaks (%j)',
    async (text) => {
      expect((await field(name, text)).error).toBe(CONTROL_CHARACTER_MESSAGE);
    },
  );

  test('multi-line text keeps tab, LF and CR LF, and still refuses NUL and the other controls', async () => {
    expect((await field(description, 'one\r\ntwo\n\tthree')).value).toBe('one\r\ntwo\n\tthree');
    for (const text of ['a\u0000b', 'a\u000Bb', 'a\u001Fb', 'a\u0090b', 'a\u2028b']) {
      expect((await field(description, text)).error).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  test.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'text-direction embeddings, overrides and isolates are refused (U+%s)',
    async (char) => {
      expect((await field(name, `invoice${char}fdp.exe`)).error).toBe(BIDI_CONTROL_MESSAGE);
      expect((await field(description, `x${char}y`)).error).toBe(BIDI_CONTROL_MESSAGE);
    },
  );

  test.each(['', '   ', '\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00AD', ' \u200B \u3000 ', '\u180E', '\uFE0F'])(
    'a required text with nothing visible is missing (%j)',
    async (text) => {
      expect((await field(name, text)).error).toBe('Name is required');
    },
  );

  test('hasVisibleText', () => {
    expect(hasVisibleText('\u200Ba\u200B')).toBe(true);
    expect(hasVisibleText('\u200B\u00AD\u2060 ')).toBe(false);
    expect(hasVisibleText('\u2800\u3164')).toBe(false);
  });

  test.each(['\u200B', '\u200C\u200D', '\u2060\uFEFF', '\u00AD', ' \u200B \u3000 ', '\u2800', '\u3164', '\u{E0020}'])(
    'an optional text that holds only invisible characters is refused, not stored (%j)',
    async (text) => {
      expect((await field(optionalText(100), text)).error).toBe(INVISIBLE_TEXT_MESSAGE);
      expect((await field(description, text)).error).toBe(INVISIBLE_TEXT_MESSAGE);
    },
  );

  test('an optional text may be left empty or blank (then empty), or show something between invisible characters', async () => {
    expect((await field(optionalText(100), undefined)).value).toBe('');
    expect((await field(optionalText(100), '   ')).value).toBe('');
    expect((await field(optionalText(100), '\u200Ba\u200B')).value).toBe('\u200Ba\u200B');
  });

  test('the length limit counts after trimming', async () => {
    expect((await field(safeText(3), '  abc  ')).value).toBe('abc');
    expect((await field(safeText(3), 'abcd')).error).toBe('Must be at most 3 characters');
  });
});

describe('whole numbers', () => {
  const order = wholeNumber('Order', ORDER_MIN, ORDER_MAX);
  const message = 'Order must be a whole number between -1000000 and 1000000';

  test.each([
    ['0', 0],
    ['-20', -20],
    [' 30 ', 30],
    ['1000000', ORDER_MAX],
    [-1_000_000, ORDER_MIN],
    [42, 42],
  ])('%j is accepted as %d', async (input, expected) => {
    expect((await field(order, input)).value).toBe(expected);
  });

  test.each([Infinity, -Infinity, 1e300, -1e300, 1.5, ORDER_MAX + 1, ORDER_MIN - 1, 'Infinity', '1e3', '0x10', '0b1', '1.5', '10 000', '+5', 'NaN', true, [], {}])(
    '%j is refused with one message',
    async (input) => {
      expect((await field(order, input)).error).toBe(message);
    },
  );

  test('empty text takes the given default', async () => {
    expect((await field(wholeNumber('Order', 0, 10, 0), '')).value).toBe(0);
    expect((await field(wholeNumber('Order', 0, 10), '')).value).toBeUndefined();
  });
});

describe('bounded decimals (prices)', () => {
  const price = boundedDecimal('Price', { min: 0, max: PRICE_MAX, decimals: 2, example: '349.50' }, 0);

  test.each([
    ['349.50', 349.5],
    [' 12.34 ', 12.34],
    ['0', 0],
    ['', 0],
    ['10000000', PRICE_MAX],
    [0.1, 0.1],
    ['007.5', 7.5],
    ['.5', 0.5],
  ])('%j is accepted as %d', async (input, expected) => {
    expect((await field(price, input)).value).toBe(expected);
  });

  test.each([
    ['1e20', 'Price must be a number like 349.50'],
    ['0x10', 'Price must be a number like 349.50'],
    ['1e3', 'Price must be a number like 349.50'],
    ['Infinity', 'Price must be a number like 349.50'],
    ['12,50', 'Price must be a number like 349.50'],
    ['5.', 'Price must be a number like 349.50'],
    ['-', 'Price must be a number like 349.50'],
    [' 12.345', 'Price can have at most 2 decimals, like 349.50'],
    [1e20, 'Price must be at most 10000000'],
    [Infinity, 'Price must be at most 10000000'],
    [-Infinity, 'Price must be 0 or more'],
    ['-0.01', 'Price must be 0 or more'],
    ['10000000.01', 'Price must be at most 10000000'],
  ])('%j is refused: %s', async (input, message) => {
    expect((await field(price, input)).error).toBe(message);
  });
});

describe('every schema uses the rules', () => {
  const invalid = async (schema: AnySchema, value: unknown) => {
    try {
      await schema.validate(value, { abortEarly: false });
      return null;
    } catch (error) {
      return validationErrorsMap(error as ValidationError);
    }
  };

  test('products, categories and gallery items', async () => {
    expect(await invalid(productSchema, { name: '\u200B', category: 'c', price: '0x10' })).toEqual({
      name: 'Product name is required',
      price: 'Price must be a number like 349.50',
    });
    expect(await invalid(categorySchema, { name: 'a\u202Eb', order: 'Infinity' })).toEqual({
      name: BIDI_CONTROL_MESSAGE,
      order: 'Order must be a whole number between -1000000 and 1000000',
    });
    expect(await invalid(galleryItemSchema, { title: 'ok', description: 'a\u0000', order: -1e300 })).toEqual({
      description: CONTROL_CHARACTER_MESSAGE,
      order: 'Order must be a whole number between -1000000 and 1000000',
    });
    expect(await invalid(navSettingsPatchSchema, { order: JSON.parse("1e400") as number })).toEqual({ order: 'Order must be a whole number between -1000000 and 1000000' });
  });

  test("every name and title, required or not: an order's customer name, testimonials, sizes", async () => {
    const lines = [{ productId: 'p', quantity: 1 }];
    expect(await invalid(orderRequestSchema, { lines, name: '\u200B\u200B\u200B', note: '\u2060' })).toEqual({ name: INVISIBLE_TEXT_MESSAGE, note: INVISIBLE_TEXT_MESSAGE });
    expect(await invalid(orderRequestSchema, { lines, name: '' })).toBeNull();
    expect(await invalid(testimonialSchema, { quote: 'Good oil', name: '\u200B', place: '\u00AD', rating: 5 })).toEqual({ name: 'Name is required', place: INVISIBLE_TEXT_MESSAGE });
    expect(await invalid(categorySchema, { name: '\u2800', order: 1 })).toEqual({ name: 'Category name is required' });
    expect(await invalid(galleryItemSchema, { title: '\uFEFF', category: '\u200B' })).toEqual({ title: 'Title is required', category: INVISIBLE_TEXT_MESSAGE });
    expect(await invalid(sizesSchema, [{ label: '\u200B', price: 1, mrp: 1 }, { label: '1 L', price: 2, mrp: 2 }])).toEqual({ '[0].label': INVISIBLE_TEXT_MESSAGE });
  });

  test('navigation: fixed item orders and the dropdown label', async () => {
    const config = structuredClone(DEFAULT_NAV_CONFIG);
    config.fixedItemsOrder.home = Infinity;
    config.moreDropdownLabel = 'More\uD800';
    expect(await invalid(navConfigSchema, config)).toEqual({
      moreDropdownLabel: INVALID_TEXT_MESSAGE,
      'fixedItemsOrder.home': 'Order must be a whole number between -1000000 and 1000000',
    });
  });
});
