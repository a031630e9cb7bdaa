/** The trash: deleted products, categories (with their subcategories), gallery items and testimonials, restorable for TRASH_DAYS. */

export const TRASH_DAYS = 30;

export const TRASH_KINDS = ['product', 'category', 'gallery', 'testimonial'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** What `GET /api/trash` lists. `_id` is the deleted entity's id (a category's for a category with its subcategories). */
export interface TrashEntry {
  _id: string;
  kind: TrashKind;
  name: string;
  /** The subcategories deleted with a category (their names); empty for the other kinds. */
  subcategories: string[];
  /** The cover image's path, '' without one. */
  image: string;
  deletedAt: string;
  /** When the entry and its photos are deleted for good. */
  purgeAt: string;
}
