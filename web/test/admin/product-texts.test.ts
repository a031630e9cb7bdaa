/** A product's translated texts in the back office (form values, search, "Not in Tamil yet"): derived from the fields declared translated. */
import { describe, expect, it } from 'vitest';
import { PRODUCT_TEXTS, SIZE_TEXTS, singleSize } from '@catalogue/domain';
import { EMPTY_PRODUCT, emptySize, productFormValues } from '../../src/admin/products/productFormValues';
import { productSearchTexts, productUntranslated } from '../../src/admin/products/productTranslations';
import { product as productWith } from '../public/helpers';

const product = productWith(1, {
  name: 'Gingelly Oil',
  description: 'Pressed in wood.',
  variants: [
    { ...singleSize(250, true), key: '500-ml', label: '500 ml', translations: { ta: { label: '500 மி.லி' } } },
    { ...singleSize(450, true), key: '1-l', label: '1 L' },
  ],
  translations: { ta: { name: 'நல்லெண்ணெய்' } },
});

describe("a product's Tamil texts in the back office", () => {
  it('the form holds a Tamil twin of every translated field, empty where there is no Tamil yet', () => {
    const values = productFormValues(product, []);
    expect(Object.keys(values.translations?.ta ?? {})).toEqual(PRODUCT_TEXTS);
    expect(values.translations).toEqual({ ta: { ...Object.fromEntries(PRODUCT_TEXTS.map((text) => [text, ''])), name: 'நல்லெண்ணெய்' } });
    expect(values.variants.map((size) => size.translations)).toEqual([{ ta: { label: '500 மி.லி' } }, { ta: { label: '' } }]);
    expect(Object.keys(EMPTY_PRODUCT.translations?.ta ?? {})).toEqual(PRODUCT_TEXTS);
    expect(Object.keys(emptySize().translations.ta ?? {})).toEqual(SIZE_TEXTS);
  });

  it('the search looks through every translated text in both languages, sizes included', () => {
    expect(productSearchTexts(product).filter(Boolean)).toEqual(['Gingelly Oil', 'Pressed in wood.', 'நல்லெண்ணெய்', '500 ml', '500 மி.லி', '1 L']);
  });

  it('counts the translated texts with English but no Tamil', () => {
    expect(productUntranslated(product)).toBe(2);
  });
});
