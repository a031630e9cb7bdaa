/**
 * Choosing among a product's sizes and what they add up to. Kept apart from the sizes' schema
 * (productSizes.ts) so the public pages use it without loading the validation library.
 */
import type { ProductVariant } from './productSizes';

/** The product's `price` (the lowest among sizes in stock, among all when none is) and `inStock` (any size is). */
export function priceAndStockOf(sizes: readonly Pick<ProductVariant, 'price' | 'inStock'>[]): { price: number; inStock: boolean } {
  const inStock = sizes.filter((size) => size.inStock);
  const priced = inStock.length ? inStock : sizes;
  return { price: priced.length ? Math.min(...priced.map((size) => size.price)) : 0, inStock: inStock.length > 0 };
}

/** The lowest and highest price among sizes (in stock or not). */
export function priceRange(sizes: readonly Pick<ProductVariant, 'price'>[]): { low: number; high: number } {
  const prices = sizes.map((size) => size.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** A size as the public reads it: `stale` while its batch is too old to sell (labels.ts). */
type SoldSize = Pick<ProductVariant, 'inStock'> & { stale?: boolean };

/** Whether a size can be ordered now: in stock, and its batch not stale. */
export const isOrderable = (size: SoldSize) => size.inStock && !size.stale;

/** The size a product page or card opens at: the first that can be ordered in the owner's order, else the first. */
export const defaultSize = <S extends SoldSize>(sizes: readonly S[]): S | undefined => sizes.find(isOrderable) ?? sizes[0];

/** The size with `key`, else the default one. */
export const sizeByKey = <S extends SoldSize & Pick<ProductVariant, 'key'>>(sizes: readonly S[], key: string | null | undefined): S | undefined =>
  sizes.find((size) => size.key === key) ?? defaultSize(sizes);

/** How an order names a product in one size: "Groundnut Oil (5 L tin)"; the name alone for a size without a label. */
export const nameWithSize = (name: string, size: Pick<ProductVariant, 'label'> | undefined) => (size?.label ? `${name} (${size.label})` : name);
