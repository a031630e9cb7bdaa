/** Resolving the category references a product sends (see the model in store/products.ts). */
import { validationFailed } from '../http/errors';
import { findCategory, type CategoryRecord } from '../store/categories';

export interface ProductCategoryIds {
  categoryId: string;
  subcategoryId: string | null;
}

/**
 * `category` may be a main category or a subcategory id; `subcategory` (optional) must be a
 * subcategory of the main category. Unknown ids → 400 with errors.category / errors.subcategory.
 */
export async function resolveProductCategory(category: string, subcategory: string | null): Promise<ProductCategoryIds> {
  const cat = await findCategory(category);
  if (!cat) throw validationFailed({ category: 'Category not found' });
  let main: CategoryRecord = cat;
  let sub: CategoryRecord | null = null;
  if (cat.parentId) {
    const parent = await findCategory(cat.parentId);
    if (!parent) throw validationFailed({ category: 'Category not found' });
    main = parent;
    sub = cat;
  }
  if (subcategory) {
    const chosen = await findCategory(subcategory);
    if (!chosen) throw validationFailed({ subcategory: 'Subcategory not found' });
    if (chosen.id !== sub?.id) {
      if (chosen.parentId !== main.id) throw validationFailed({ subcategory: 'Subcategory does not belong to the selected category' });
      sub = chosen;
    }
  }
  return { categoryId: main.id, subcategoryId: sub?.id ?? null };
}
