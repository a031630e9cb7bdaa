/** Translated fields declared once (translatedFields.ts): what each entity's translations, Tamil texts and searches derive from. */
import * as yup from 'yup';
import { describe, expect, test } from 'vitest';
import {
  CATEGORY_TEXTS,
  GALLERY_TEXTS,
  PRODUCT_TEXTS,
  SIZE_TEXTS,
  TESTIMONIAL_TEXTS,
  categoryFields,
  categorySchema,
  galleryItemFields,
  galleryTranslationsSchema,
  inLanguage,
  isMultiline,
  maxLengthOf,
  optionalText,
  priceAmount,
  productFields,
  productTranslationsSchema,
  requiredText,
  sizeFields,
  testimonialFields,
  testimonialSchema,
  textsInEveryLanguage,
  translated,
  translatedNames,
  translationsOf,
  type PlainFields,
} from '../src';

/** The rules a `translations` schema gives each Tamil text, by name. */
const tamilRules = (translations: yup.AnyObjectSchema) => (translations.fields.ta as yup.AnyObjectSchema).fields as Record<string, yup.AnySchema>;

const categoryTranslationsSchema = categorySchema.fields.translations as yup.AnyObjectSchema;

const entities: [string, PlainFields, readonly string[], yup.AnyObjectSchema][] = [
  ['product', productFields, PRODUCT_TEXTS, productTranslationsSchema],
  ['category', categoryFields, CATEGORY_TEXTS, categoryTranslationsSchema],
  ['gallery item', galleryItemFields, GALLERY_TEXTS, galleryTranslationsSchema],
  ['size', sizeFields, SIZE_TEXTS, sizeFields.translations],
  ['testimonial', testimonialFields, TESTIMONIAL_TEXTS, testimonialSchema.fields.translations as yup.AnyObjectSchema],
];

describe.each(entities)('a %s', (_entity, fields, texts, translations) => {
  test('has a Tamil text for each field declared translated, and for nothing else', () => {
    expect(Object.keys(tamilRules(translations))).toEqual(translatedNames(fields));
    expect(texts).toEqual(translatedNames(fields));
  });

  test("each Tamil text has its English field's length and lines", () => {
    for (const [name, rule] of Object.entries(tamilRules(translations))) {
      expect(maxLengthOf(rule), name).toBe(maxLengthOf(fields[name]));
      expect(isMultiline(rule), name).toBe(isMultiline(fields[name]));
    }
  });
});

test('the texts each entity has in Tamil are its fields declared translated', () => {
  expect(PRODUCT_TEXTS).toEqual(expect.arrayContaining(['name', 'description']));
  expect(CATEGORY_TEXTS).toEqual(expect.arrayContaining(['name', 'description']));
  expect(GALLERY_TEXTS).toEqual(expect.arrayContaining(['title', 'description']));
  expect(SIZE_TEXTS).toEqual(expect.arrayContaining(['label']));
  expect(TESTIMONIAL_TEXTS).toEqual(expect.arrayContaining(['quote', 'name', 'place']));
});

describe('a new translated field', () => {
  const fields = {
    name: translated(requiredText(100, 'Name is required')),
    origin: translated(optionalText(200)),
    notes: translated(optionalText(500, { multiline: true })),
    price: priceAmount('Price', 0),
  };
  const schema = translationsOf(fields);

  test('is one line of its declaration: its Tamil text is taken, optional, with the English rules', async () => {
    expect(translatedNames(fields)).toEqual(['name', 'origin', 'notes']);
    expect(await schema.validate({ ta: { origin: ' கோயம்புத்தூர் ' } })).toEqual({ ta: { origin: 'கோயம்புத்தூர்' } });
    expect(await schema.validate({ ta: { origin: '\u200b ' } })).toEqual({ ta: { origin: '' } });
    await expect(schema.validate({ ta: { origin: 'அ'.repeat(201) } })).rejects.toThrow('Must be at most 200 characters');
    await expect(schema.validate({ ta: { origin: 'a\nb' } })).rejects.toThrow('Must not contain control characters');
    expect(await schema.validate({ ta: { notes: 'a\nb' } })).toEqual({ ta: { notes: 'a\nb' } });
    expect(await schema.validate({ ta: { origin: 'கோவை', price: '10' } })).toEqual({ ta: { origin: 'கோவை' } });
  });

  test('reads in Tamil where given and in English where not', () => {
    const entity = { name: 'Oil', origin: 'Coimbatore', notes: 'Pressed cold', price: 10, translations: { ta: { origin: 'கோயம்புத்தூர்', notes: ' ' } } };
    expect(inLanguage(entity, 'ta')).toEqual({ name: 'Oil', origin: 'கோயம்புத்தூர்', notes: 'Pressed cold', price: 10 });
  });

  test('is searched in every language', () => {
    const entity = { name: 'Oil', origin: 'Coimbatore', notes: '', translations: { ta: { origin: 'கோயம்புத்தூர்' } } };
    expect(textsInEveryLanguage(entity, translatedNames(fields))).toEqual(['Oil', 'Coimbatore', '', 'கோயம்புத்தூர்']);
  });

  test('needs a maximum length', () => {
    expect(() => translationsOf({ note: translated(yup.string()) })).toThrow('The translated field note needs a maximum length');
  });
});
