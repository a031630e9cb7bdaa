/** The API's shapes that are not an entity's (products.ts, categories.ts and gallery.ts declare those). */
import type { Translations } from './translations';

export type Id = string;

/** Where an uploaded image lives and which responsive renditions exist. */
export interface ImageInfo {
  /** Path of the largest rendition, relative to the API host, e.g. /uploads/products/ab12-1024.webp */
  src: string;
  /** Available renditions, smallest first: `variants` is their name in the API contract (API.md, 'Images') and in stored documents only; the code calls them renditions. */
  variants: { width: number; src: string }[];
  width: number;
  height: number;
  /** The 1200 × 630 JPEG for link previews (og:image), cropped to cover; null for images stored before it existed. */
  social?: string | null;
}

/** One of a product's photos: its image, named by an id unique within the product. */
export interface ProductPhoto extends ImageInfo {
  _id: string;
}

export const FIXED_NAV_KEYS = ['home', 'products', 'gallery', 'popular', 'about', 'contact'] as const;
export type FixedNavKey = (typeof FIXED_NAV_KEYS)[number];

export interface NavConfig {
  maxVisibleItems: number;
  moreDropdownLabel: string;
  showFixedItems: Record<FixedNavKey, boolean>;
  fixedItemsOrder: Record<FixedNavKey, number>;
  /** The dropdown's label in other languages (translations.ts); left out of an answer read in one language. */
  translations?: Translations<{ moreDropdownLabel: string }>;
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

/** `staff`: a helper who works the order book (functions/src/http/access.ts says what each role may use). */
export type Role = 'admin' | 'staff' | 'user';

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
  /** Keep it and send it with later sign-ins and reset requests: this device is then never locked by strangers' attempts. */
  deviceToken: string;
}

/** How the account can sign in (`GET /api/auth/sign-in-methods`): with its password, with Google (and which address). */
export interface SignInMethods {
  password: boolean;
  google: { email: string } | null;
}

/** What the back office needs to start Firebase Auth in the browser (`GET /api/auth/firebase-config`). */
export interface FirebaseClientConfig {
  apiKey: string;
  projectId: string;
  /** The Auth emulator's origin on the local stack (e.g. http://127.0.0.1:9099), else null. */
  authEmulatorUrl: string | null;
}

/** One signed-in device of the account (`GET /api/auth/sessions`). */
export interface DeviceSession {
  _id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}
