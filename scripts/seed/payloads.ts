/**
 * The seed's entries (./catalogue.ts) as the API takes them: the multipart fields of each create,
 * with the entry's Tamil texts (`ta`) sent as its `translations` (a JSON text field, as the back
 * office sends it), and the sizes with their Tamil labels. generate.ts sends these; the seed's test
 * validates the same payloads with the domain schemas.
 */
import type { ProductVariant } from '@catalogue/domain';
import { declarationsOf, netQuantityOf } from './declarations';
import type { SeedCategory, SeedGalleryItem, SeedProduct, SeedProductValues, SeedSize } from './catalogue';

export type FormFields = Record<string, string | number | boolean | null | undefined>;
type SeedSubcategory = NonNullable<SeedCategory['subcategories']>[number];

/** `translations` as a multipart text field. */
const translationsField = <T>(ta: T) => JSON.stringify({ ta });

/**
 * A size as the API takes it: its Tamil label in its own `translations`, its net quantity read from
 * its label (or, for the one unnamed size of a product, from its picture's), its MRP the price unless
 * the seed gives one.
 */
const sizeWithTamil = ({ ta, ...size }: SeedSize, quantityLabel: string) => ({ mrp: size.price, netQuantity: netQuantityOf(quantityLabel), ...size, translations: { ta } });

/** A main category (`parent` left out) or a subcategory of `parent`. */
export function categoryFields(category: SeedCategory | SeedSubcategory, parent?: string): FormFields {
  const filing = parent
    ? { parent, showInNav: false }
    : { showInNav: 'showInNav' in category && category.showInNav, showInProductsDropdown: category.showInProductsDropdown ?? true };
  return { name: category.name, description: category.description, order: category.order, ...filing, translations: translationsField(category.ta) };
}

/**
 * A product's own fields (not where it is filed): its sizes, those it names or one of its price; with
 * the key of its main `category`, its label's declarations (./declarations.ts).
 */
export function productFields({ picture, ta, ...values }: SeedProductValues, sizes?: SeedSize[], category?: string): FormFields {
  const declared = category ? declarationsOf(values.name, category) : undefined;
  const packs = sizes ?? [{ label: '', price: values.price, inStock: values.inStock ?? true, ta: {} }];
  return {
    ...values,
    ...(declared && { ...declared.values, shelfLife: JSON.stringify(declared.values.shelfLife) }),
    variants: JSON.stringify(packs.map((size) => sizeWithTamil(size, size.label || (picture.size ?? '')))),
    translations: translationsField({ ...ta, ...declared?.ta }),
  };
}

/** The Tamil texts of each size a product is sold in, by its English label: its own sizes and its former packs. */
const tamilSizeTexts = (product: SeedProduct) => new Map([...(product.sizes ?? []), ...(product.formerPacks ?? [])].map(({ label, ta }) => [label, ta]));

/** The label of each size a product is sold in as read in Tamil: its Tamil label, else the English one. */
export const tamilSizeLabels = (product: SeedProduct) => [...tamilSizeTexts(product)].map(([label, ta]) => ta.label ?? label);

/** The product's sizes as stored, each with its Tamil texts (sizes are always sent whole). */
export function sizesWithTamilLabels(product: SeedProduct, sizes: readonly ProductVariant[]): ProductVariant[] {
  const texts = tamilSizeTexts(product);
  return sizes.map((size) => {
    const ta = texts.get(size.label);
    if (ta === undefined) throw new Error(`${product.name}: the seed has no size "${size.label}"`);
    return { ...size, translations: { ta } };
  });
}

/** A gallery item, filed under the category `categoryId` (and subcategory) or labelled in free text. */
export function galleryFields(item: SeedGalleryItem, categoryId: (key: string) => string | undefined): FormFields {
  const { label } = item;
  return {
    title: item.title,
    description: item.description,
    category: typeof label === 'string' ? label : categoryId(label.category),
    subcategory: typeof label === 'string' || !label.subcategory ? undefined : categoryId(label.subcategory),
    isPopular: item.isPopular ?? false,
    order: item.order ?? 0,
    translations: translationsField(item.ta),
  };
}
