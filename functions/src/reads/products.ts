/** Products as `/api` answers with them: the routes and the server-rendered pages read them here. */
import { PRODUCT_TEXTS, TRANSLATED_LANGUAGES, inLanguage, matchesProductSearch, textsInEveryLanguage, type Language, type Product, type ProductAtSlug, type ProductVariant } from '@catalogue/domain';
import { categoryRefs } from '../store/categories';
import { getProduct, getProductBySlug, queryProducts, toApi, type CategoryRefs, type ProductRecord } from '../store/products';

export interface ProductQuery {
  featured?: boolean;
  /** A category id: its products and its subcategories' products. */
  category?: string;
  /** Matches its texts (PRODUCT_TEXTS: the name, the description) in any language. */
  search?: string;
  page: number;
  limit: number;
  /** Answers in this language (`?lang=`); left out, the stored shape with `translations`. */
  language?: Language;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/**
 * A product as read in `language`: its texts and its sizes' labels in it where translated (each
 * without `translations`), and its name in each language for the search and the order list.
 */
function productIn(product: Product, language: Language): Product {
  return {
    ...inLanguage(product, language),
    variants: product.variants.map((size) => inLanguage(size, language) as ProductVariant),
    names: { en: product.name, ta: inLanguage(product, 'ta').name },
  };
}

/** The answer for a stored product: `refs` are the category references in `language` (categoryRefs). */
const productAnswer = (record: ProductRecord, refs: CategoryRefs, language?: Language): Product =>
  language ? productIn(toApi(record, refs), language) : toApi(record, refs);

const searchedNames = (p: ProductRecord) => [p.name, ...TRANSLATED_LANGUAGES.map((language) => p.translations[language]?.name)];
const searchedTexts = (p: ProductRecord) => textsInEveryLanguage(p, PRODUCT_TEXTS);

export async function productList({ featured, category, search = '', page, limit, language }: ProductQuery): Promise<{ data: Product[]; pagination: Pagination }> {
  const [records, refs] = await Promise.all([queryProducts({ featured, category }), categoryRefs(language)]);
  const matching = records.filter((p) => matchesProductSearch(searchedTexts(p), searchedNames(p), search));
  const total = matching.length;
  const data = matching.slice((page - 1) * limit, page * limit).map((p) => productAnswer(p, refs, language));
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}

export async function featuredProducts(language?: Language): Promise<Product[]> {
  const [records, refs] = await Promise.all([queryProducts({ featured: true }), categoryRefs(language)]);
  return records.map((p) => productAnswer(p, refs, language));
}

/** A product with this slug now or before; NotFoundError when none. */
export async function productBySlug(slug: string, language?: Language): Promise<ProductAtSlug> {
  const [{ record, size }, refs] = await Promise.all([getProductBySlug(slug), categoryRefs(language)]);
  return { product: productAnswer(record, refs, language), size };
}

/** The product and the stored record it was read from (its revision names the ETag); NotFoundError when none. */
export async function productById(id: string, language?: Language): Promise<{ record: ProductRecord; product: Product }> {
  const [record, refs] = await Promise.all([getProduct(id), categoryRefs(language)]);
  return { record, product: productAnswer(record, refs, language) };
}
