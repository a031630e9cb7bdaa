/** Categories as `/api` answers with them: the routes and the server-rendered pages read them here. */
import { inLanguage, type Category, type Language } from '@catalogue/domain';
import { allCategories, getCategory, getCategoryBySlug, subcategoriesOf, toApi, tree, type CategoryRecord } from '../store/categories';

/** A category as read in `language`: its texts and its subcategories' in it where translated, without `translations`. */
const categoryIn = (category: Category, language: Language): Category => ({
  ...inLanguage(category, language),
  ...(category.subcategories ? { subcategories: category.subcategories.map((sub) => inLanguage(sub, language)) } : {}),
});

/** In `language` when given (`?lang=`), else the stored shape with `translations`. */
const answer = (category: Category, language?: Language) => (language ? categoryIn(category, language) : category);

/** Top-level categories, each with its subcategories. */
export const categoryTree = async (language?: Language): Promise<Category[]> => tree(await allCategories()).map((c) => answer(c, language));

/** The category with this slug now or before (a top-level one with its subcategories); NotFoundError when none. */
export async function categoryBySlug(slug: string, language?: Language): Promise<Category> {
  const record = await getCategoryBySlug(slug);
  return answer(toApi(record, record.parentId ? undefined : await subcategoriesOf(record.id)), language);
}

/** The category and its subcategories, read together (one revalidation of the cached catalogue), and its record (for the ETag); NotFoundError when none. */
export async function categoryById(id: string, language?: Language): Promise<{ record: CategoryRecord; category: Category }> {
  const [record, subcategories] = await Promise.all([getCategory(id), subcategoriesOf(id)]);
  return { record, category: answer(toApi(record, subcategories), language) };
}

/** The subcategories of the category with this id; NotFoundError when there is none. */
export async function subcategoriesIn(id: string, language?: Language): Promise<Category[]> {
  const [, subcategories] = await Promise.all([getCategory(id), subcategoriesOf(id)]);
  return subcategories.map((sub) => answer(toApi(sub), language));
}
