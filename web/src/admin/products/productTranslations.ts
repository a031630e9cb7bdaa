import { PRODUCT_TEXTS, SIZE_TEXTS, textsInEveryLanguage, untranslatedCount, type Product } from '@catalogue/domain';

/** A product's texts not yet in Tamil: its translated fields and, when it has several sizes (only then are they named in the form), each size's. */
export const productUntranslated = (product: Product) =>
  untranslatedCount(product, PRODUCT_TEXTS, product.variants.length > 1 ? { items: product.variants, fields: SIZE_TEXTS } : null);

/** What the list's search looks through, in both languages. */
export const productSearchTexts = (product: Product) => [
  ...textsInEveryLanguage(product, PRODUCT_TEXTS),
  ...product.variants.flatMap((size) => textsInEveryLanguage(size, SIZE_TEXTS)),
];
