import { useEffect, useState } from 'react';
import { buildNavItems, DEFAULT_NAV_CONFIG, splitNavItems, type Category, type NavConfig, type NavItem } from '@catalogue/domain';
import { listCategories } from '../../api/categories';
import { getNavConfig } from '../../api/navConfig';
import { once, prefetched } from '../data';

export interface NavigationModel {
  header: NavItem[];
  dropdown: NavItem[];
  dropdownLabel: string;
  ready: boolean;
}

/** The header's items from the navigation configuration and the categories. */
export function navigationModel(config: NavConfig | null, categories: Category[] | null): Omit<NavigationModel, 'ready'> {
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

export const loadNavConfig = () => once('nav-config', () => prefetched('/nav-config', undefined, getNavConfig));
export const loadCategories = () => once('categories', () => prefetched('/categories', undefined, listCategories));

export function useNavigation(): NavigationModel {
  const [state, setState] = useState<NavigationModel>(() => ({ ...navigationModel(null, null), ready: false }));
  useEffect(() => {
    let active = true;
    void Promise.all([loadNavConfig(), loadCategories()]).then(([config, categories]) => {
      if (active) setState({ ...navigationModel(config.data, categories.data), ready: true });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
