import type { Language, Product } from '@catalogue/domain';

/** A localized product answer also names the product in every language (`names`), so a search or a list can use either. */
export type NamedInLanguages = { names?: Partial<Record<Language, string>> };

/** Every name the product has: the page language's, and the others' when the answer carries them. */
export function productNames(product: Pick<Product, 'name'> & NamedInLanguages): string[] {
  const names = [product.name, ...Object.values(product.names ?? {})].filter((name): name is string => typeof name === 'string' && name !== '');
  return [...new Set(names)];
}
