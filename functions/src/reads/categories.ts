/** Categories as `/api` answers with them: the routes and the server-rendered pages read them here. */
import type { Category } from '@catalogue/domain';
import { allCategories, getCategory, getCategoryBySlug, subcategoriesOf, toApi, tree } from '../store/categories';

/** Top-level categories, each with its subcategories. */
export const categoryTree = async (): Promise<Category[]> => tree(await allCategories());

/** The category with this slug now or before (a top-level one with its subcategories); NotFoundError when none. */
export async function categoryBySlug(slug: string): Promise<Category> {
  const record = await getCategoryBySlug(slug);
  return toApi(record, record.parentId ? undefined : await subcategoriesOf(record.id));
}

/** The category and its subcategories, read together (one revalidation of the cached catalogue); NotFoundError when none. */
export async function categoryById(id: string): Promise<Category> {
  const [record, subcategories] = await Promise.all([getCategory(id), subcategoriesOf(id)]);
  return toApi(record, subcategories);
}
