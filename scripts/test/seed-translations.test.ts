/**
 * The seed in two languages: what scripts/seed/generate.ts sends (./payloads.ts) passes the domain's
 * schemas, as the API would validate it, and every English text of the seed has a Tamil version in
 * Tamil script; the Tamil order templates keep the English ones' placeholders. Read without a stack.
 */
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TEXTS,
  GALLERY_TEXTS,
  PRODUCT_TEXTS,
  TESTIMONIAL_TEXTS,
  categorySchema,
  galleryItemSchema,
  inLanguage,
  navConfigSchema,
  productMergeSchema,
  productSchema,
  siteSettingsSchema,
  siteTranslationsSchema,
  testimonialSchema,
  untranslatedFields,
} from '@catalogue/domain';
import { CATEGORIES, GALLERY, NAV_CONFIG, PRODUCTS, type SeedProductValues } from '../seed/catalogue';
import { categoryFields, galleryFields, productFields, sizesWithTamilLabels } from '../seed/payloads';
import { SITE_SETTINGS, TESTIMONIALS } from '../seed/site';

/** Stands for the ids the API gives the seed's categories. */
const SOME_ID = 'seed-category-id';
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;
/** A text to translate says something in words; numbers such as '2015' or '100%' read the same in Tamil. */
const hasWords = (text: unknown): text is string => typeof text === 'string' && /\p{L}/u.test(text);
const placeholders = (template: string) => (template.match(/\{\w+\}/g) ?? []).sort();

const SUBCATEGORIES = CATEGORIES.flatMap((category) => category.subcategories ?? []);
const FORMER_PRODUCTS = PRODUCTS.flatMap((product) => product.formerPacks ?? []).map((pack) => pack.product);
const EVERY_PRODUCT: SeedProductValues[] = [...PRODUCTS, ...FORMER_PRODUCTS];

/** What this test reads of a yup schema's description. */
interface Described {
  type: string;
  innerType?: Described;
  fields?: Record<string, Described>;
}
type Texts = Record<string, unknown>;

/** The paths of the English texts with words in them that `tamil` leaves untranslated, as `siteTranslationsSchema` describes the translatable ones. */
function untranslatedTexts(description: Described, english: unknown, tamil: unknown, path: string): string[] {
  const { type } = description;
  if (type === 'string') return hasWords(english) && !(typeof tamil === 'string' && TAMIL_LETTER.test(tamil)) ? [path] : [];
  if (type === 'array' && Array.isArray(english)) {
    const item = description.innerType!;
    return english.flatMap((entry, index) => untranslatedTexts(item, entry, Array.isArray(tamil) ? tamil[index] : undefined, `${path}[${index}]`));
  }
  if (type === 'object' && english && typeof english === 'object') {
    const texts = (tamil ?? {}) as Texts;
    return Object.entries(description.fields ?? {}).flatMap(([key, field]) => untranslatedTexts(field, (english as Texts)[key], texts[key], path ? `${path}.${key}` : key));
  }
  return [];
}

describe('the seed catalogue in Tamil', () => {
  it('has at least 10 products, each named and described in Tamil', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(10);
    for (const product of EVERY_PRODUCT) {
      expect(untranslatedFields(product, { ta: product.ta }, PRODUCT_TEXTS), product.name).toEqual([]);
      expect(product.ta.name, product.name).toMatch(TAMIL_LETTER);
      expect(product.ta.description, product.name).toMatch(TAMIL_LETTER);
    }
  });

  it('sends every product as the API validates it, with its Tamil texts and sizes', async () => {
    for (const { sizes, category, ...product } of PRODUCTS) {
      const input = await productSchema.validate({ ...productFields(product, sizes, category), category: SOME_ID });
      expect(input.translations?.ta, product.name).toMatchObject(product.ta);
      for (const [index, size] of (sizes ?? []).entries()) {
        expect(input.variants?.[index].translations.ta?.label, `${product.name} ${size.label}`).toBe(size.ta.label);
      }
    }
    for (const former of FORMER_PRODUCTS) {
      const input = await productSchema.validate({ ...productFields(former), category: SOME_ID });
      expect(input.translations?.ta?.name, former.name).toBe(former.ta.name);
    }
  });

  it('names every size and former pack in Tamil, so the merged sizes are named too', async () => {
    for (const product of PRODUCTS) {
      for (const pack of [...(product.sizes ?? []), ...(product.formerPacks ?? [])]) expect(pack.ta.label, `${product.name} ${pack.label}`).toMatch(TAMIL_LETTER);
      for (const { label } of product.formerPacks ?? []) await productMergeSchema.validate({ productId: SOME_ID, label });
    }
  });

  it('names the sizes a merged product ends with in Tamil, and refuses a size the seed does not have', () => {
    const product = PRODUCTS.find((entry) => entry.sizes?.length && entry.formerPacks?.length);
    if (!product?.sizes || !product.formerPacks) throw new Error('the seed has no product with sizes and former packs');
    const stored = [...product.sizes, ...product.formerPacks].map(({ label }, index) => ({
      key: `size-${index}`,
      label,
      price: 100,
      mrp: null,
      netQuantity: null,
      weightGrams: null,
      inStock: true,
      translations: {},
    }));
    expect(sizesWithTamilLabels(product, stored).map((size) => size.translations.ta?.label)).toEqual([...product.sizes, ...product.formerPacks].map((pack) => pack.ta.label));
    expect(() => sizesWithTamilLabels(product, [{ ...stored[0], label: 'an unknown size' }])).toThrow(/the seed has no size "an unknown size"/);
  });

  it('may leave out a Tamil text: the entry is sent without it and reads in English there', async () => {
    const [product] = EVERY_PRODUCT;
    const input = await productSchema.validate({ ...productFields({ ...product, ta: { name: product.ta.name } }), category: SOME_ID });
    expect(input.translations).toEqual({ ta: { name: product.ta.name } });
    expect(inLanguage({ name: product.name, description: product.description, translations: input.translations }, 'ta')).toEqual({ name: product.ta.name, description: product.description });
  });

  it('sends every category and subcategory with its Tamil name and description', async () => {
    for (const category of CATEGORIES) {
      const input = await categorySchema.validate(categoryFields(category));
      expect(untranslatedFields(input, input.translations, CATEGORY_TEXTS), category.name).toEqual([]);
      expect(input.translations?.ta?.name, category.name).toMatch(TAMIL_LETTER);
    }
    for (const sub of SUBCATEGORIES) {
      const input = await categorySchema.validate(categoryFields(sub, SOME_ID));
      expect(input.parent).toBe(SOME_ID);
      expect(untranslatedFields(input, input.translations, CATEGORY_TEXTS), sub.name).toEqual([]);
      expect(input.translations?.ta?.name, sub.name).toMatch(TAMIL_LETTER);
    }
  });

  it('sends every gallery item with its Tamil title and description', async () => {
    for (const item of GALLERY) {
      const input = await galleryItemSchema.validate(galleryFields(item, () => SOME_ID));
      expect(untranslatedFields(input, input.translations, GALLERY_TEXTS), item.title).toEqual([]);
      expect(input.translations?.ta?.title, item.title).toMatch(TAMIL_LETTER);
    }
  });

  it("saves the navigation's 'More' label in Tamil", async () => {
    const input = await navConfigSchema.validate(NAV_CONFIG);
    expect(input.translations?.ta?.moreDropdownLabel).toMatch(TAMIL_LETTER);
  });
});

describe('the seed site settings and testimonials in Tamil', () => {
  const english = siteSettingsSchema.validateSync(SITE_SETTINGS);
  const tamil = SITE_SETTINGS.translations?.ta;

  it('are valid as the API takes them: the Tamil texts pass siteTranslationsSchema', async () => {
    await expect(siteTranslationsSchema.validate(SITE_SETTINGS.translations)).resolves.toEqual(SITE_SETTINGS.translations);
  });

  it('translate every English text that has words in it', () => {
    const texts = siteTranslationsSchema.describe().fields.ta as Described;
    expect(untranslatedTexts(texts, english, tamil, '')).toEqual([]);
  });

  it('keep the placeholders of the English order, order-list and greeting messages', () => {
    for (const template of ['order', 'orderList', 'greeting'] as const) {
      expect(placeholders(tamil?.messages?.[template] ?? ''), template).toEqual(placeholders(SITE_SETTINGS.messages[template]));
    }
  });

  it('give every testimonial its quote, name and place in Tamil', async () => {
    for (const testimonial of TESTIMONIALS) {
      const input = await testimonialSchema.validate(testimonial);
      expect(untranslatedFields(input, input.translations, TESTIMONIAL_TEXTS), testimonial.name).toEqual([]);
      for (const text of Object.values(input.translations?.ta ?? {})) expect(text, testimonial.name).toMatch(TAMIL_LETTER);
    }
  });
});
