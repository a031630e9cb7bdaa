import { DEFAULT_NAV_CONFIG, type NavItem, type ShownFixedKey } from '@catalogue/domain';
import type { MessageId } from './en';

/** The fixed navigation items' names in the messages (the domain names them in English). */
export const FIXED_ITEM_NAMES: Record<ShownFixedKey, MessageId> = {
  home: 'nav.home',
  products: 'nav.products',
  gallery: 'nav.gallery',
  about: 'nav.about',
  contact: 'nav.contact',
};

/** A header item's name in the page's language: the fixed items' from the messages, a category's as the read gave it. */
export const navItemName = (item: NavItem, text: (id: MessageId) => string) =>
  item.type === 'fixed' && item.id in FIXED_ITEM_NAMES ? text(FIXED_ITEM_NAMES[item.id as ShownFixedKey]) : item.name;

/** The dropdown's label: the owner's (in the page's language), or the messages' word when it is still the default. */
export const dropdownLabel = (label: string, text: (id: MessageId) => string) => (label === DEFAULT_NAV_CONFIG.moreDropdownLabel ? text('nav.more') : label);
