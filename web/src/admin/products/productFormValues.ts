/** What the product form holds, from a product or for a new one, and how a new size starts. */
import {
  pickPlain,
  plainDefaults,
  productFields,
  type Category,
  type NetQuantityUnit,
  type Product,
  type ProductInput,
  type ProductVariant,
  type ShelfLifeUnit,
  PRODUCT_TEXTS,
  SIZE_TEXTS,
} from '@catalogue/domain';
import { withTamilTexts } from '../translations/withTamilTexts';

/** A size as the form holds it: numbers as typed ('' until the owner types one). */
export type SizeFormValues = Omit<ProductVariant, 'price' | 'mrp' | 'weightGrams' | 'netQuantity'> & {
  price: number | string;
  mrp: number | string | null;
  weightGrams: number | string | null;
  /** An empty amount is none. */
  netQuantity: { value: number | string; unit: NetQuantityUnit };
};

export type ProductFormValues = Omit<ProductInput, 'price' | 'inStock' | 'deleteImage' | 'variants' | 'shelfLife'> & {
  variants: SizeFormValues[];
  /** An empty amount is none. */
  shelfLife: { value: number | string; unit: ShelfLifeUnit };
};

const NO_NET_QUANTITY = { value: '', unit: 'g' } as const;
const NO_SHELF_LIFE = { value: '', unit: 'months' } as const;

/** A size the owner is about to fill in; its key is given by the API from its name. */
export const emptySize = (): SizeFormValues => ({
  key: '',
  label: '',
  price: '',
  mrp: '',
  netQuantity: { ...NO_NET_QUANTITY },
  weightGrams: '',
  inStock: true,
  translations: withTamilTexts(undefined, SIZE_TEXTS),
});

const { price, inStock, ...otherDefaults } = plainDefaults(productFields);

export const EMPTY_PRODUCT: ProductFormValues = {
  ...otherDefaults,
  shelfLife: { ...NO_SHELF_LIFE },
  slug: '',
  category: '',
  subcategory: '',
  variants: [emptySize()],
  translations: withTamilTexts(undefined, PRODUCT_TEXTS),
};

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
    shelfLife: plain.shelfLife ?? { ...NO_SHELF_LIFE },
    slug: product.slug,
    translations: withTamilTexts(product.translations, PRODUCT_TEXTS),
    ...placeCategory(categories, product.category?._id ?? '', product.subcategory?._id ?? ''),
    variants: product.variants.map((size) => ({
      ...size,
      translations: withTamilTexts(size.translations, SIZE_TEXTS),
      mrp: size.mrp ?? '',
      netQuantity: size.netQuantity ?? { ...NO_NET_QUANTITY },
      weightGrams: size.weightGrams ?? '',
    })),
  };
}
