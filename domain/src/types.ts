/** Entity and API shapes, as the API sends them. */

export type Id = string;

export interface CategoryRef {
  _id: Id;
  name: string;
  slug: string;
}

/** Where an uploaded image lives and which responsive renditions exist. */
export interface ImageInfo {
  /** Path of the largest rendition, relative to the API host, e.g. /uploads/products/ab12-1024.webp */
  src: string;
  /** Available renditions, smallest first. */
  variants: { width: number; src: string }[];
  width: number;
  height: number;
  /** The 1200 × 630 JPEG for link previews (og:image), cropped to cover; null for images stored before it existed. */
  social?: string | null;
}

export interface Product {
  _id: Id;
  name: string;
  /** Readable, unique among products: the page address is /products/{slug}. */
  slug: string;
  description: string;
  price: number;
  /** Path relative to the API host (or a full URL); empty when the product has no image. */
  image: string;
  imageInfo?: ImageInfo | null;
  category?: CategoryRef | null;
  subcategory?: CategoryRef | null;
  featured: boolean;
  inStock: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  _id: Id;
  name: string;
  /** Readable, unique among categories. */
  slug: string;
  description: string;
  image: string;
  imageInfo?: ImageInfo | null;
  order: number;
  parent: Id | null;
  showInNav: boolean;
  showInProductsDropdown: boolean;
  subcategories?: Category[];
  createdAt: string;
  updatedAt: string;
}

export interface GalleryItem {
  _id: Id;
  title: string;
  description: string;
  /** Free-text label; when the item is filed under a category this is that category's name. */
  category: string;
  categoryId: Id | null;
  subcategoryId: Id | null;
  image: string;
  imageInfo?: ImageInfo | null;
  isPopular: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export const FIXED_NAV_KEYS = ['home', 'products', 'gallery', 'popular', 'about', 'contact'] as const;
export type FixedNavKey = (typeof FIXED_NAV_KEYS)[number];

export interface NavConfig {
  maxVisibleItems: number;
  moreDropdownLabel: string;
  showFixedItems: Record<FixedNavKey, boolean>;
  fixedItemsOrder: Record<FixedNavKey, number>;
}

export interface NavConfigVersion extends NavConfig {
  version: number;
  savedAt: string;
  savedBy: string | null;
}

export interface NavItem {
  type: 'fixed' | 'category';
  id: string;
  name: string;
  order: number;
  path: string;
  visible: boolean;
}

export type Role = 'admin' | 'user';

export interface User {
  uid: string;
  name: string;
  email: string;
  role: Role;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

export interface LoginResponse {
  success: true;
  token: string;
  user: User;
}
