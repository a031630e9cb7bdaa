/** The shared yup schemas: the validation messages they carry, and how they cast form/multipart text. */
import { describe, expect, test } from 'vitest';
import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';
import {
  DEFAULT_NAV_CONFIG,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NAV_MAX_VISIBLE_DEFAULT,
  NAV_MAX_VISIBLE_MAX,
  NAV_MAX_VISIBLE_MIN,
  categorySchema,
  contactSchema,
  galleryFormSchema,
  galleryItemSchema,
  galleryJsonFormSchema,
  gallerySimple2FormSchema,
  gallerySimpleFormSchema,
  loginSchema,
  navConfigSchema,
  navSettingsPatchSchema,
  passwordResetSchema,
  passwordUpdateSchema,
  productJsonSchema,
  productSchema,
  validationErrorsMap,
} from '../src';

/** Validates like the API does (every error at once); returns the value or the field → message map. */
async function check(schema: AnySchema, value: unknown) {
  try {
    return { value: await schema.validate(value, { abortEarly: false }), errors: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { value: null, errors: validationErrorsMap(error) };
  }
}

describe('productSchema', () => {
  test('name and category are required, with their messages', async () => {
    expect((await check(productSchema, {})).errors).toEqual({
      name: 'Product name is required',
      category: 'Please select a category',
    });
  });

  test('a blank name is rejected (names are trimmed)', async () => {
    expect((await check(productSchema, { name: '   ', category: 'c1' })).errors).toEqual({ name: 'Product name is required' });
  });

  test('casts the text values of a multipart form', async () => {
    const { value } = await check(productSchema, {
      name: '  Cold-Pressed Groundnut Oil ',
      description: ' Pressed in a wooden ghani. ',
      price: '349.50',
      category: 'cat-1',
      subcategory: '',
      featured: 'true',
      inStock: 'false',
      deleteImage: 'false',
    });
    expect(value).toMatchObject({
      name: 'Cold-Pressed Groundnut Oil',
      description: 'Pressed in a wooden ghani.',
      price: 349.5,
      category: 'cat-1',
      subcategory: null,
      featured: true,
      inStock: false,
      deleteImage: false,
    });
  });

  test('defaults: missing price is 0, featured false, in stock true, no subcategory', async () => {
    const { value } = await check(productSchema, { name: 'Jaggery', category: 'c' });
    expect(value).toMatchObject({ price: 0, featured: false, inStock: true, subcategory: null, description: '' });
  });

  test.each(['', undefined, null])('an empty price (%s) is sent as 0', async (price) => {
    expect((await check(productSchema, { name: 'x', category: 'c', price })).value?.price).toBe(0);
  });

  test('"null" as a subcategory means none', async () => {
    expect((await check(productSchema, { name: 'x', category: 'c', subcategory: 'null' })).value?.subcategory).toBeNull();
  });

  test.each([
    ['abc', 'Price must be a number like 349.50'],
    ['-1', 'Price must be 0 or more'],
    ['1.234', 'Price can have at most 2 decimals, like 349.50'],
  ])('price %s is rejected: %s', async (price, message) => {
    expect((await check(productSchema, { name: 'x', category: 'c', price })).errors).toEqual({ price: message });
  });

  test.each(['0', '0.01', '99.99', '1250'])('price %s is accepted', async (price) => {
    expect((await check(productSchema, { name: 'x', category: 'c', price })).value?.price).toBe(Number(price));
  });

  test('flags must be true or false', async () => {
    expect((await check(productSchema, { name: 'x', category: 'c', featured: 'maybe' })).errors).toEqual({
      featured: 'Must be true or false',
    });
  });

  test('two sizes a customer cannot tell apart are refused: case, spaces and invisible characters aside', async () => {
    for (const [first, second] of [['1 L', '1 l'], ['1 L', '1L'], ['1 L', '1\u200bL'], ['1 L', '1\u00a0L\u00ad'], ['５００ ml', '500 ml']]) {
      const variants = JSON.stringify([{ label: first, price: 10, mrp: 10 }, { label: second, price: 20, mrp: 20 }]);
      expect((await check(productSchema, { name: 'x', category: 'c', variants })).errors, `${first} / ${second}`).toEqual({ 'variants[1].label': 'Each size needs its own name' });
    }
    const distinct = JSON.stringify([{ label: '1 L', price: 10, mrp: 10 }, { label: '11 L', price: 20, mrp: 20 }]);
    expect((await check(productSchema, { name: 'x', category: 'c', variants: distinct })).errors).toBeNull();
  });

  test('over-long names are rejected', async () => {
    expect((await check(productSchema, { name: 'x'.repeat(121), category: 'c' })).errors).toEqual({
      name: 'Must be at most 120 characters',
    });
  });

  test('the JSON variant also accepts gallery: true', async () => {
    const { value } = await check(productJsonSchema, { name: 'Ghee', category: 'c', gallery: 'true' });
    expect(value).toMatchObject({ gallery: true, name: 'Ghee' });
    expect((await check(productJsonSchema, { name: 'Ghee', category: 'c' })).value?.gallery).toBe(false);
  });
});

describe('image limit', () => {
  test('is 5 MB with its message', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('Image file is too large. Maximum size: 5MB.');
  });
});

describe('categorySchema', () => {
  test('name is required', async () => {
    expect((await check(categorySchema, { name: '' })).errors).toEqual({ name: 'Category name is required' });
  });

  test('an empty parent is left out (null), navigation flags default false / true', async () => {
    const { value } = await check(categorySchema, { name: 'Wood-Pressed Oils', parent: '', order: '' });
    expect(value).toMatchObject({ name: 'Wood-Pressed Oils', parent: null, showInNav: false, showInProductsDropdown: true });
    expect(value?.order).toBeUndefined();
  });

  test('casts order and flags from text', async () => {
    const { value } = await check(categorySchema, { name: 'Ghee', order: '30', showInNav: 'true', showInProductsDropdown: 'false' });
    expect(value).toMatchObject({ order: 30, showInNav: true, showInProductsDropdown: false });
  });

  test('a non-numeric order is rejected', async () => {
    expect((await check(categorySchema, { name: 'a', order: 'first' })).errors).toEqual({ order: 'Order must be a whole number between -1000000 and 1000000' });
  });
});

describe('navSettingsPatchSchema', () => {
  test('order is required', async () => {
    expect((await check(navSettingsPatchSchema, {})).errors).toEqual({ order: 'Order is required' });
  });

  test('casts {order, showInNav}', async () => {
    expect((await check(navSettingsPatchSchema, { order: '15', showInNav: 'false' })).value).toEqual({ order: 15, showInNav: false });
    expect((await check(navSettingsPatchSchema, { order: -7 })).value).toEqual({ order: -7 });
    expect((await check(navSettingsPatchSchema, { order: 7.5 })).errors).toEqual({ order: 'Order must be a whole number between -1000000 and 1000000' });
  });

  test('unknown fields never reach the result', async () => {
    const { value, errors } = await check(navSettingsPatchSchema, { order: 1, parent: 'x' });
    if (errors) expect(Object.values(errors).join(' ')).toMatch(/Unknown field/);
    else expect(value).not.toHaveProperty('parent');
  });
});

describe('gallery schemas', () => {
  test('stored item: title required; text flags and empty order cast', async () => {
    expect((await check(galleryItemSchema, { title: '' })).errors).toEqual({ title: 'Title is required' });
    const { value } = await check(galleryItemSchema, { title: ' Morning at the mill ', isPopular: 'true', order: '', subcategory: '' });
    expect(value).toMatchObject({ title: 'Morning at the mill', isPopular: true, order: 0, subcategory: null, category: '' });
  });

  test('variant 1 (new/edit): title required, category optional', async () => {
    expect((await check(galleryFormSchema, {})).errors).toEqual({ title: 'Title is required' });
    expect((await check(galleryFormSchema, { title: 'Sesame harvest' })).value).toMatchObject({ category: '' });
  });

  test('variant 2 (simple): name, description and category required', async () => {
    expect((await check(gallerySimpleFormSchema, {})).errors).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      category: 'Category is required',
    });
    expect((await check(gallerySimpleFormSchema, { name: 'n', description: 'd', category: 'c', popular: 'true' })).value).toMatchObject({
      popular: true,
      subcategory: null,
    });
  });

  test('variant 3 (simple2): its own validation messages', async () => {
    expect((await check(gallerySimple2FormSchema, { title: '', description: 'short', category: '' })).errors).toEqual({
      title: 'Please provide a title for the gallery item',
      description: 'Please provide a description with at least 10 characters',
      category: 'Please select a category',
    });
    expect((await check(gallerySimple2FormSchema, { title: 't', description: '', category: 'c' })).errors).toEqual({
      description: 'Please provide a description with at least 10 characters',
    });
    expect((await check(gallerySimple2FormSchema, { title: 't', description: '1234567890', category: 'c' })).errors).toBeNull();
  });

  test('variant 4 (JSON test form)', async () => {
    expect((await check(galleryJsonFormSchema, {})).errors).toEqual({ name: 'Name is required', category: 'Please select a category' });
    expect((await check(galleryJsonFormSchema, { name: 'n', category: 'c', gallery: 'true' })).value).toMatchObject({ gallery: true });
  });
});

describe('navConfigSchema', () => {
  const valid = () => structuredClone(DEFAULT_NAV_CONFIG);

  test('the defaults are valid: 5 visible, label More, every fixed item shown, in steps of 10', async () => {
    expect((await check(navConfigSchema, valid())).errors).toBeNull();
    expect(DEFAULT_NAV_CONFIG.maxVisibleItems).toBe(NAV_MAX_VISIBLE_DEFAULT);
    expect(NAV_MAX_VISIBLE_DEFAULT).toBe(5);
    expect(DEFAULT_NAV_CONFIG.moreDropdownLabel).toBe('More');
    expect(Object.values(DEFAULT_NAV_CONFIG.showFixedItems).every(Boolean)).toBe(true);
    expect(DEFAULT_NAV_CONFIG.fixedItemsOrder).toMatchObject({ home: 0, products: 10, gallery: 20, about: 30, contact: 40 });
  });

  test.each([NAV_MAX_VISIBLE_MIN, 5, NAV_MAX_VISIBLE_MAX])('maxVisibleItems %i is accepted', async (n) => {
    expect((await check(navConfigSchema, { ...valid(), maxVisibleItems: n })).value?.maxVisibleItems).toBe(n);
  });

  test.each([0, 11, -3, 100])('maxVisibleItems %i is out of bounds', async (n) => {
    expect((await check(navConfigSchema, { ...valid(), maxVisibleItems: n })).errors).toEqual({
      maxVisibleItems: 'Maximum visible items must be a whole number between 1 and 10',
    });
  });

  test.each([2.5, 'many', Infinity, '0x5'])('maxVisibleItems must be a whole number (%s)', async (n) => {
    expect((await check(navConfigSchema, { ...valid(), maxVisibleItems: n })).errors).toEqual({
      maxVisibleItems: 'Maximum visible items must be a whole number between 1 and 10',
    });
  });

  test('maxVisibleItems is required', async () => {
    const { maxVisibleItems: _omitted, ...rest } = valid();
    expect((await check(navConfigSchema, rest)).errors).toEqual({ maxVisibleItems: 'Maximum visible items is required' });
  });

  test('the dropdown label must not be blank', async () => {
    expect((await check(navConfigSchema, { ...valid(), moreDropdownLabel: '   ' })).errors).toEqual({
      moreDropdownLabel: 'Dropdown label is required',
    });
    expect((await check(navConfigSchema, { ...valid(), moreDropdownLabel: ' Explore ' })).value?.moreDropdownLabel).toBe('Explore');
  });

  test('unknown fixed item keys are rejected', async () => {
    const config = valid() as unknown as Record<string, Record<string, unknown>>;
    config.showFixedItems.blog = true;
    expect((await check(navConfigSchema, config)).errors).toEqual({ showFixedItems: 'Unknown navigation item: blog' });
    const other = valid() as unknown as Record<string, Record<string, unknown>>;
    other.fixedItemsOrder.shop = 60;
    expect((await check(navConfigSchema, other)).errors).toEqual({ fixedItemsOrder: 'Unknown navigation item: shop' });
  });

  test('fixed item maps take real booleans and numbers (no text casting)', async () => {
    const config = valid() as unknown as Record<string, Record<string, unknown>>;
    config.showFixedItems.home = 'true';
    expect((await check(navConfigSchema, config)).errors).toEqual({ 'showFixedItems.home': 'Must be true or false' });
    const other = valid() as unknown as Record<string, Record<string, unknown>>;
    other.fixedItemsOrder.home = 'first';
    expect((await check(navConfigSchema, other)).errors).toHaveProperty(['fixedItemsOrder.home']);
  });

  test('every fixed key must be present', async () => {
    const config = valid() as unknown as Record<string, Record<string, unknown>>;
    delete config.fixedItemsOrder.contact;
    expect((await check(navConfigSchema, config)).errors).toHaveProperty(['fixedItemsOrder.contact']);
  });

  test('unknown top-level fields never reach the stored configuration', async () => {
    const { value, errors } = await check(navConfigSchema, { ...valid(), theme: 'dark' });
    if (errors) expect(Object.values(errors).join(' ')).toMatch(/Unknown field: theme/);
    else expect(value).not.toHaveProperty('theme');
  });
});

describe('account schemas', () => {
  test('login: email and password required, email must look like one', async () => {
    expect((await check(loginSchema, {})).errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect((await check(loginSchema, { email: 'owner', password: 'x' })).errors).toEqual({ email: 'Enter a valid email address' });
    expect((await check(loginSchema, { email: ' owner@example.com ', password: 'x', rememberMe: 'true' })).value).toEqual({
      email: 'owner@example.com',
      password: 'x',
      rememberMe: true,
      deviceToken: '',
    });
    expect((await check(loginSchema, { email: 'owner@example.com', password: 'x', deviceToken: 'x'.repeat(101) })).errors).toEqual({
      deviceToken: expect.stringMatching(/at most 100/),
    });
  });

  test('password update: both fields required, new password at least 8 characters', async () => {
    expect((await check(passwordUpdateSchema, {})).errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect((await check(passwordUpdateSchema, { currentPassword: 'a', newPassword: 'short' })).errors).toEqual({
      newPassword: 'New password must be at least 8 characters',
    });
    expect((await check(passwordUpdateSchema, { currentPassword: 'a', newPassword: 'x'.repeat(129) })).errors).toEqual({
      newPassword: 'New password must be at most 128 characters',
    });
  });

  test('password reset: a valid email', async () => {
    expect((await check(passwordResetSchema, {})).errors).toEqual({ email: 'Email is required' });
    expect((await check(passwordResetSchema, { email: 'x@' })).errors).toEqual({ email: 'Enter a valid email address' });
  });
});

describe('contactSchema', () => {
  test('name, email, phone and message are required; subject is optional', async () => {
    expect((await check(contactSchema, {})).errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
    const { value } = await check(contactSchema, { name: 'Asha', email: 'asha@example.com', phone: '+91 98', message: 'Hello' });
    expect(value).toMatchObject({ subject: '' });
  });
});

describe('validationErrorsMap', () => {
  test('keeps the first message per field', async () => {
    try {
      await gallerySimple2FormSchema.validate({ title: 't', description: '', category: 'c' }, { abortEarly: false });
      expect.unreachable();
    } catch (error) {
      const ve = error as ValidationError;
      expect(ve.errors.length).toBeGreaterThan(1);
      expect(validationErrorsMap(ve)).toEqual({ description: 'Please provide a description with at least 10 characters' });
    }
  });

  test('an error without inner errors maps its own path', () => {
    expect(validationErrorsMap(new ValidationError('Bad', 'x', 'price'))).toEqual({ price: 'Bad' });
    expect(validationErrorsMap(new ValidationError('Bad'))).toEqual({ _: 'Bad' });
  });
});
