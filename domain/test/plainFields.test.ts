/** Each entity's plain fields, declared once: what is derived from the declaration. */
import { describe, expect, test } from 'vitest';
import {
  categoryFields,
  categorySchema,
  galleryItemFields,
  galleryItemSchema,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  maxLengthOf,
  navConfigSchema,
  pickPlain,
  plainDefaults,
  productFields,
  sizeFields,
  productSchema,
  type ProductValues,
} from '../src';

describe('plain fields', () => {
  test('pickPlain keeps the declared fields and drops everything else', () => {
    const record = { id: 'p1', name: 'Oil', description: 'Cold', price: 10, featured: true, inStock: false, categoryId: 'c1', __proto__: { polluted: true } };
    const picked = pickPlain(productFields, record as unknown as ProductValues);
    expect(picked).toEqual({ name: 'Oil', description: 'Cold', price: 10, featured: true, inStock: false });
    expect(Object.keys(picked)).toEqual(Object.keys(productFields));
  });

  test('defaults come from the schemas (a missing text is empty)', () => {
    expect(plainDefaults(productFields)).toMatchObject({ name: '', description: '', price: 0, featured: false, inStock: true, pressedOn: null });
    expect(plainDefaults(sizeFields)).toMatchObject({ key: '', label: '', price: 0, mrp: null, weightGrams: null, inStock: true, translations: {} });
    expect(plainDefaults(categoryFields)).toMatchObject({ name: '', description: '', showInNav: false, showInProductsDropdown: true });
    expect(plainDefaults(galleryItemFields)).toMatchObject({ title: '', description: '', isPopular: false, order: 0 });
  });

  test("every entity's schema validates its plain fields with the declared rules", () => {
    for (const [fields, schema] of [
      [productFields, productSchema],
      [categoryFields, categorySchema],
      [galleryItemFields, galleryItemSchema],
    ] as const) {
      for (const [key, field] of Object.entries(fields)) expect(schema.fields[key as keyof typeof schema.fields]).toBe(field);
    }
  });
});

describe('maxLengthOf', () => {
  test("reads a text schema's limit, so a form's input allows what the API accepts", () => {
    expect(maxLengthOf(productFields.name)).toBe(MAX_NAME_LENGTH);
    expect(maxLengthOf(productFields.description)).toBe(MAX_TEXT_LENGTH);
    expect(maxLengthOf(navConfigSchema.fields.moreDropdownLabel)).toBe(60);
  });

  test('is undefined for a schema without a length limit', () => {
    expect(maxLengthOf(productFields.price)).toBeUndefined();
    expect(maxLengthOf(productFields.featured)).toBeUndefined();
  });
});
