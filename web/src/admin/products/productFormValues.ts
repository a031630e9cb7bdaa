/** What the product form holds, from a product or for a new one, and how a new size starts. */
import { pickPlain, plainDefaults, productFields, type Category, type Product, type ProductInput, type ProductVariant, PRODUCT_TEXTS, SIZE_TEXTS } from '@catalogue/domain';
import { withTamilTexts } from '../translations/withTamilTexts';

/** A size as the form holds it: numbers as typed ('' until the owner types one). */
export type SizeFormValues = Omit<ProductVariant, 'price' | 'mrp' | 'weightGrams'> & { price: number | string; mrp: number | string | null; weightGrams: number | string | null };

export type ProductFormValues = Omit<ProductInput, 'price' | 'inStock' | 'deleteImage' | 'variants'> & { variants: SizeFormValues[] };

/** A size the owner is about to fill in; its key is given by the API from its name. */
export const emptySize = (): SizeFormValues => ({ key: '', label: '', price: '', mrp: '', weightGrams: '', inStock: true, translations: withTamilTexts(undefined, SIZE_TEXTS) });

const { price, inStock, ...otherDefaults } = plainDefaults(productFields);

export const EMPTY_PRODUCT: ProductFormValues = { ...otherDefaults, slug: '', category: '', subcategory: '', variants: [emptySize()], translations: withTamilTexts(undefined, PRODUCT_TEXTS) };

/** Finds the main category and subcategory of a product's category reference. */
function placeCategory(categories: Category[], categoryId: string, subcategoryId: string) {
  if (categories.some((c) => c._id === categoryId)) return { category: categoryId, subcategory: subcategoryId };
  const parent = categories.find((c) => c.subcategories?.some((s) => s._id === categoryId));
  return parent ? { category: parent._id, subcategory: categoryId } : { category: categoryId, subcategory: subcategoryId };
}

export function productFormValues(product: Product, categories: Category[]): ProductFormValues {
  const { price, inStock, ...plain } = pickPlain(productFields, product);
  return {
    ...plain,
    slug: product.slug,
    translations: withTamilTexts(product.translations, PRODUCT_TEXTS),
    ...placeCategory(categories, product.category?._id ?? '', product.subcategory?._id ?? ''),
    variants: product.variants.map((size) => ({ ...size, translations: withTamilTexts(size.translations, SIZE_TEXTS), mrp: size.mrp ?? '', weightGrams: size.weightGrams ?? '' })),
  };
}
