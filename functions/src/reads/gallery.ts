/** Gallery items as `/api` answers with them: the routes and the server-rendered pages read them here. */
import { inLanguage, type GalleryItem, type Language } from '@catalogue/domain';
import { categoryRefs } from '../store/categories';
import { getGalleryItem, queryGallery, toApi, type GalleryRecord } from '../store/gallery';
import type { CategoryRefs } from '../store/products';

/**
 * A gallery item in `language` (`?lang=`): its texts in it where translated, and an item filed under
 * a category labelled with that category's name in it (`refs`: categoryRefs in the language).
 * Without a language, the stored shape with `translations`.
 */
function itemAnswer(record: GalleryRecord, refs: CategoryRefs, language?: Language): GalleryItem {
  const item = toApi(record);
  if (!language) return item;
  const categoryName = record.categoryId ? refs.get(record.categoryId)?.name : undefined;
  return { ...inLanguage(item, language), category: categoryName ?? item.category };
}

const refsIn = (language?: Language): Promise<CategoryRefs> => (language ? categoryRefs(language) : Promise.resolve(new Map()));

export async function galleryItems(filter: { category?: string; popular?: boolean } = {}, language?: Language): Promise<GalleryItem[]> {
  const [records, refs] = await Promise.all([queryGallery(filter), refsIn(language)]);
  return records.map((record) => itemAnswer(record, refs, language));
}

/** The item and its record (for the ETag); NotFoundError when none. */
export async function galleryItem(id: string, language?: Language): Promise<{ record: GalleryRecord; item: GalleryItem }> {
  const [record, refs] = await Promise.all([getGalleryItem(id), refsIn(language)]);
  return { record, item: itemAnswer(record, refs, language) };
}
