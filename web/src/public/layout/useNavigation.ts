import { useMemo } from 'react';
import { buildNavItems, DEFAULT_NAV_CONFIG, splitNavItems, type Category, type NavConfig, type NavItem } from '@catalogue/domain';
import { useLayoutData } from '../loaders';

export interface NavigationModel {
  header: NavItem[];
  dropdown: NavItem[];
  dropdownLabel: string;
}

/** The header's items from the navigation configuration and the categories. */
export function navigationModel(config: NavConfig | null, categories: Category[] | null): NavigationModel {
  const effective: NavConfig = {
    ...DEFAULT_NAV_CONFIG,
    ...(config ?? {}),
    showFixedItems: { ...DEFAULT_NAV_CONFIG.showFixedItems, ...(config?.showFixedItems ?? {}) },
    fixedItemsOrder: { ...DEFAULT_NAV_CONFIG.fixedItemsOrder, ...(config?.fixedItemsOrder ?? {}) },
  };
  const items = buildNavItems(effective, Array.isArray(categories) ? categories : []);
  const { header, dropdown } = splitNavItems(items, effective.maxVisibleItems);
  return { header, dropdown, dropdownLabel: effective.moreDropdownLabel || DEFAULT_NAV_CONFIG.moreDropdownLabel };
}

/**
 * How many items fit in the header's row: at most `max` (the owner's maximum), and when some are
 * left over, room for the dropdown button after them. Widths are in pixels, in display order.
 */
export function fitNavItems({ widths, moreWidth, gap, available, max }: { widths: number[]; moreWidth: number; gap: number; available: number; max: number }): number {
  for (let count = Math.min(max, widths.length); count > 0; count -= 1) {
    const items = widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * (count - 1);
    const more = count < widths.length ? gap + moreWidth : 0;
    if (items + more <= available) return count;
  }
  return 0;
}

export function useNavigation(): NavigationModel {
  const { navConfig, categories } = useLayoutData();
  return useMemo(() => navigationModel(navConfig, categories), [navConfig, categories]);
}
