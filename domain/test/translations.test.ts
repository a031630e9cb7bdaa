/** Texts in two languages (translations.ts): the overlay a reader in a language gets, what is stored, and the schemas. */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  MAX_NAME_LENGTH,
  cleanSizes,
  compactTranslations,
  inLanguage,
  isLanguage,
  orderRequestSchema,
  overlayTexts,
  productTranslationsSchema,
  siteSectionsSchema,
  siteTranslationsSchema,
  untranslatedFields,
  UNKNOWN_LANGUAGE_MESSAGE,
  type ProductTexts,
  type SiteTexts,
  type Translations,
} from '../src';

describe('overlayTexts', () => {
  test('takes each text shown in the translation, else the English one, field by field', () => {
    expect(overlayTexts({ name: 'Oil', description: 'Cold pressed' }, { name: 'எண்ணெய்' })).toEqual({ name: 'எண்ணெய்', description: 'Cold pressed' });
  });

  test('blank or invisible-only texts and texts of another type fall back to English', () => {
    expect(overlayTexts({ a: 'A', b: 'B', c: 'C' }, { a: '  ', b: '\u200b\u00ad', c: 5 })).toEqual({ a: 'A', b: 'B', c: 'C' });
  });

  test('walks nested objects and lists by index; numbers, null and missing places stay English', () => {
    const english = { hero: { heading: 'Welcome', image: null }, stats: [{ value: '10', label: 'Years' }, { value: '5', label: 'Oils' }], lat: 11.01, address: ['12 Mill St', 'Coimbatore'] };
    const translation = { hero: { heading: 'வணக்கம்', image: { src: 'x' } }, stats: [undefined, { label: 'எண்ணெய்கள்' }], lat: 'x', address: ['', 'கோயம்புத்தூர்', 'extra'] };
    expect(overlayTexts(english, translation)).toEqual({
      hero: { heading: 'வணக்கம்', image: null },
      stats: [{ value: '10', label: 'Years' }, { value: '5', label: 'எண்ணெய்கள்' }],
      lat: 11.01,
      address: ['12 Mill St', 'கோயம்புத்தூர்'],
    });
  });

  test('reads only the places English has: extra keys, __proto__ included, are never copied', () => {
    const translation = JSON.parse('{"name":"எண்ணெய்","__proto__":{"polluted":true},"slug":"x"}');
    const overlaid = overlayTexts({ name: 'Oil' }, translation);
    expect(overlaid).toEqual({ name: 'எண்ணெய்' });
    expect(Object.keys(overlaid)).toEqual(['name']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a translation that is not an object leaves the English as it is', () => {
    const english = { name: 'Oil' };
    for (const translation of [undefined, null, 'x', ['x'], 3]) expect(overlayTexts(english, translation)).toEqual(english);
  });
});

describe('inLanguage', () => {
  const product = { name: 'Oil', description: 'Cold pressed', price: 10, translations: { ta: { name: 'எண்ணெய்' } } };

  test('in Tamil: texts translated where given, without translations', () => {
    expect(inLanguage(product, 'ta')).toEqual({ name: 'எண்ணெய்', description: 'Cold pressed', price: 10 });
  });

  test('in English: the entity as it is, without translations', () => {
    expect(inLanguage(product, 'en')).toEqual({ name: 'Oil', description: 'Cold pressed', price: 10 });
  });

  test('an entity without translations reads in English in every language', () => {
    const untranslated: { name: string; translations?: Translations<{ name: string }> } = { name: 'Oil' };
    expect(inLanguage(untranslated, 'ta')).toEqual({ name: 'Oil' });
  });

  test('isLanguage knows en and ta only', () => {
    expect(['en', 'ta'].every(isLanguage)).toBe(true);
    expect(['', 'TA', 'ta-IN', 'fr', '__proto__', null, ['ta']].some(isLanguage)).toBe(false);
  });
});

describe('compactTranslations', () => {
  test('drops empty texts, objects and trailing list entries left empty, and languages left empty', () => {
    expect(compactTranslations<ProductTexts>({ ta: { name: ' ', description: '' } })).toEqual({});
    expect(compactTranslations<SiteTexts>({ ta: { home: { hero: { heading: 'வணக்கம்', text: '' } }, about: { lead: '\u200b' } } })).toEqual({ ta: { home: { hero: { heading: 'வணக்கம்' } } } });
  });

  test('keeps the places of a list: an empty entry before a translated one stays, as empty text or an empty object', () => {
    expect(compactTranslations<SiteTexts>({ ta: { business: { address: ['', 'கோவை', ''] }, home: { stats: [{ label: '' }, { label: 'ஆண்டுகள்' }, {}] } } })).toEqual({
      ta: { business: { address: ['', 'கோவை'] }, home: { stats: [{}, { label: 'ஆண்டுகள்' }] } },
    });
  });

  test('nothing, null or an unknown language stores as none', () => {
    expect(compactTranslations(undefined)).toEqual({});
    expect(compactTranslations(null)).toEqual({});
    expect(compactTranslations({ fr: { name: 'Huile' } } as never)).toEqual({});
  });

  test('a size list as stored has each size\'s translations compacted', () => {
    const [size] = cleanSizes([{ key: '1-l', label: '1 L', price: 10, mrp: null, netQuantity: null, weightGrams: null, inStock: true, translations: { ta: { label: ' ' } } }]);
    expect(size.translations).toEqual({});
  });
});

describe('untranslatedFields', () => {
  test('names the English texts that say something but have no translation shown', () => {
    const english = { name: 'Oil', description: 'Cold pressed', note: '' };
    expect(untranslatedFields(english, { ta: { name: 'எண்ணெய்', description: '\u200b' } }, ['name', 'description', 'note'])).toEqual(['description']);
    expect(untranslatedFields(english, undefined, ['name', 'description', 'note'])).toEqual(['name', 'description']);
    expect(untranslatedFields(english, { ta: { name: 'எண்ணெய்', description: 'குளிர்' } }, ['name', 'description'])).toEqual([]);
  });
});

describe('translations schemas', () => {
  test('take an object or its JSON text; default to {}', async () => {
    expect(await productTranslationsSchema.validate({ ta: { name: ' எண்ணெய் ' } })).toEqual({ ta: { name: 'எண்ணெய்' } });
    expect(await productTranslationsSchema.validate('{"ta":{"name":"எண்ணெய்"}}')).toEqual({ ta: { name: 'எண்ணெய்' } });
    expect(await productTranslationsSchema.validate(undefined)).toEqual({});
  });

  test('invisible-only text counts as not translated', async () => {
    expect(await productTranslationsSchema.validate({ ta: { name: '\u200b\u200d', description: '  ' } })).toEqual({ ta: { name: '', description: '' } });
  });

  test.each([
    ['too long', { ta: { name: 'அ'.repeat(MAX_NAME_LENGTH + 1) } }, `Must be at most ${MAX_NAME_LENGTH} characters`],
    ['a control character', { ta: { name: 'a\u0000b' } }, 'Must not contain control characters'],
    ['a text-direction override', { ta: { description: 'a\u202eb' } }, 'Must not contain text-direction control characters'],
    ['JSON text that is not an object', '"text"', 'Translations must be an object'],
    ['text that is not JSON', 'not json', 'Translations must be an object'],
    ['Tamil texts that are not an object', { ta: 'x' }, 'The Tamil texts must be an object'],
  ])('refuse %s', async (_case, value, message) => {
    await expect(productTranslationsSchema.validate(value)).rejects.toThrow(message);
  });

  test('never let unknown languages or fields through (the API refuses them by name, http/validate.ts)', async () => {
    expect(await productTranslationsSchema.validate({ fr: { name: 'Huile' }, ta: { name: 'எண்ணெய்', slug: 'x' } })).toEqual({ ta: { name: 'எண்ணெய்' } });
  });

  test('site settings: Tamil order templates keep their placeholders; sections mirror the English ones', async () => {
    await expect(siteTranslationsSchema.validate({ ta: { messages: { order: 'வணக்கம்' } } })).rejects.toThrow();
    expect(await siteTranslationsSchema.validate({ ta: { messages: { order: '{product} வேண்டும்' }, business: { address: ['', 'கோவை'] } } })).toMatchObject({
      ta: { messages: { order: '{product} வேண்டும்' }, business: { address: ['', 'கோவை'] } },
    });
  });

  test('PUT /api/site takes a translations section alone, or beside English sections', async () => {
    expect(await siteSectionsSchema.validate({ translations: { ta: { about: { lead: 'கதை' } } } })).toMatchObject({ translations: { ta: { about: { lead: 'கதை' } } } });
    const both = await siteSectionsSchema.validate({ leads: DEFAULT_SITE_SETTINGS.leads, translations: { ta: { leads: { products: 'எல்லா எண்ணெய்களும்' } } } });
    expect(both).toMatchObject({ leads: DEFAULT_SITE_SETTINGS.leads, translations: { ta: { leads: { products: 'எல்லா எண்ணெய்களும்' } } } });
  });
});

describe('an order\'s language', () => {
  const lines = [{ productId: 'p1', variantKey: '', quantity: 1 }];

  test('is English when left out, and en or ta when given', async () => {
    expect((await orderRequestSchema.validate({ lines })).lang).toBe('en');
    expect((await orderRequestSchema.validate({ lines, lang: 'ta' })).lang).toBe('ta');
  });

  test.each(['fr', '', 'TA', null, 1])('refuses %s', async (lang) => {
    await expect(orderRequestSchema.validate({ lines, lang })).rejects.toThrow(UNKNOWN_LANGUAGE_MESSAGE);
  });
});
