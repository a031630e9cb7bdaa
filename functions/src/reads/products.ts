/** Products as `/api` answers with them: the routes and the server-rendered pages read them here. */
import { matchesSearch, type Product, type ProductAtSlug } from '@catalogue/domain';
import { categoryRefs } from '../store/categories';
import { getProductBySlug, queryProducts, toApi } from '../store/products';

export interface ProductQuery {
  featured?: boolean;
  /** A category id: its products and its subcategories' products. */
  category?: string;
  search?: string;
  page: number;
  limit: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export async function productList({ featured, category, search = '', page, limit }: ProductQuery): Promise<{ data: Product[]; pagination: Pagination }> {
  const [records, refs] = await Promise.all([queryProducts({ featured, category }), categoryRefs()]);
  const matching = records.filter((p) => matchesSearch([p.name, p.description], search));
  const total = matching.length;
  const data = matching.slice((page - 1) * limit, page * limit).map((p) => toApi(p, refs));
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}

export async function featuredProducts(): Promise<Product[]> {
  const [records, refs] = await Promise.all([queryProducts({ featured: true }), categoryRefs()]);
  return records.map((p) => toApi(p, refs));
}

/** A product with this slug now or before; NotFoundError when none. */
export async function productBySlug(slug: string): Promise<ProductAtSlug> {
  const [{ record, size }, refs] = await Promise.all([getProductBySlug(slug), categoryRefs()]);
  return { product: toApi(record, refs), size };
}
