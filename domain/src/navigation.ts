/** Navigation ordering: one set of rules for the public header and the navigation manager. */
import type { Category } from './categories';
import type { FixedNavKey, NavConfig, NavItem } from './types';
import { NAV_DROPDOWN_LABEL_DEFAULT, NAV_MAX_VISIBLE_DEFAULT } from './constants';

/**
 * Fixed items that appear in the header. The stored key 'popular' has no page of
 * its own, so it is kept in the configuration but never shown.
 */
export type ShownFixedKey = Exclude<FixedNavKey, 'popular'>;
export const FIXED_NAV_ITEMS: Record<ShownFixedKey, { name: string; path: string }> = {
  home: { name: 'Home', path: '/' },
  products: { name: 'Products', path: '/products' },
  gallery: { name: 'Gallery', path: '/gallery' },
  about: { name: 'About Us', path: '/about-us' },
  contact: { name: 'Contact', path: '/contact' },
};
export const SHOWN_FIXED_KEYS = Object.keys(FIXED_NAV_ITEMS) as ShownFixedKey[];

export const ORDER_STEP = 10;
/** Categories without a stored order sort after the fixed items. */
const UNORDERED_CATEGORY_BASE = 100;

export const DEFAULT_NAV_CONFIG: NavConfig = {
  maxVisibleItems: NAV_MAX_VISIBLE_DEFAULT,
  moreDropdownLabel: NAV_DROPDOWN_LABEL_DEFAULT,
  showFixedItems: { home: true, products: true, gallery: true, popular: true, about: true, contact: true },
  fixedItemsOrder: { home: 0, products: 10, gallery: 20, about: 30, contact: 40, popular: 50 },
};

/**
 * Every navigation item (fixed and main categories with showInNav), sorted by order.
 * `visible` says whether the item is shown: fixed items by showFixedItems, categories
 * always (hidden categories are left out unless includeHiddenCategories is set, for the manager).
 */
export function buildNavItems(
  config: NavConfig,
  categories: (Pick<Category, '_id' | 'name' | 'order' | 'parent' | 'showInNav'> & Partial<Pick<Category, 'slug'>>)[],
  { includeHiddenCategories = false } = {},
): NavItem[] {
  const fixed: NavItem[] = SHOWN_FIXED_KEYS.map((key) => ({
    type: 'fixed',
    id: key,
    name: FIXED_NAV_ITEMS[key].name,
    path: FIXED_NAV_ITEMS[key].path,
    order: config.fixedItemsOrder[key] ?? DEFAULT_NAV_CONFIG.fixedItemsOrder[key],
    visible: config.showFixedItems[key] ?? true,
  }));
  const mainCategories = categories.filter((c) => !c.parent && (includeHiddenCategories || c.showInNav));
  const categoryItems: NavItem[] = mainCategories.map((c, index) => ({
    type: 'category',
    id: c._id,
    name: c.name,
    // Its page's address: by slug (a category stored before slugs existed is shown at its id).
    path: `/category/${encodeURIComponent(c.slug || c._id)}`,
    order: Number.isFinite(c.order) ? c.order : UNORDERED_CATEGORY_BASE + index,
    visible: c.showInNav,
  }));
  return [...fixed, ...categoryItems].sort((a, b) => a.order - b.order);
}

/** Splits the visible items into header items and dropdown items. */
export function splitNavItems(items: NavItem[], maxVisibleItems: number) {
  const shown = items.filter((item) => item.visible);
  return { header: shown.slice(0, maxVisibleItems), dropdown: shown.slice(maxVisibleItems) };
}

export type DropPosition = 'before' | 'after';

/**
 * The new order of an item dropped next to a target: before the target, halfway
 * between it and the previous item (target − 1 when first); after it, halfway to the next
 * item (target + 1 when last). `items` is sorted by order. Orders are whole numbers (the API
 * refuses others), so halfway is rounded down: between neighbours one apart there is no room,
 * and the caller renumbers.
 */
export function orderForDrop(items: Pick<NavItem, 'id' | 'order'>[], draggedId: string, targetId: string, position: DropPosition): number {
  const others = items.filter((item) => item.id !== draggedId);
  const index = others.findIndex((item) => item.id === targetId);
  if (index === -1) throw new Error(`Unknown drop target ${targetId}`);
  const target = others[index];
  if (position === 'before') {
    const previous = others[index - 1];
    return previous ? halfway(previous.order, target.order) : Math.ceil(target.order) - 1;
  }
  const next = others[index + 1];
  return next ? halfway(target.order, next.order) : Math.floor(target.order) + 1;
}

const halfway = (low: number, high: number) => Math.floor((low + high) / 2);

/** Moves an item within a list and renumbers every item in steps of 10 (the preview's drop). */
export function moveAndRenumber<T extends { order: number }>(items: T[], from: number, to: number): T[] {
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next.map((item, index) => ({ ...item, order: index * ORDER_STEP }));
}
