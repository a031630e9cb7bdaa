import type { ReactNode } from 'react';
import { DEFAULT_SITE_SETTINGS, plainDefaults, productFields, singleSize, type Category, type Language, type NavConfigVersion, type Product, type SiteData, type SiteSettings, type Testimonial } from '@catalogue/domain';
import { act } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SiteContext } from '../../src/components/siteSettings';
import { LanguageContext } from '../../src/public/i18n/language';
import { PublicIntl } from '../../src/public/i18n/PublicIntl';

/** A product; its one size follows its price and stock unless `variants` are given, its one photo its image unless `images` are. */
export function product(index: number, overrides: Partial<Product> = {}): Product {
  const values = {
    ...plainDefaults(productFields),
    _id: `p${index}`,
    name: `Product ${index}`,
    slug: `product-${index}`,
    description: `Description ${index}`,
    price: 100 + index,
    image: `/uploads/products/p${index}-1024.webp`,
    imageInfo: null,
    category: { _id: 'c1', name: 'Oils', slug: 'oils' },
    subcategory: null,
    featured: true,
    inStock: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
  const cover = values.image ? [{ _id: `photo-${index}`, src: values.image, variants: [], width: 1024, height: 768, social: null }] : [];
  return { ...values, variants: overrides.variants ?? [singleSize(values.price, values.inStock)], images: overrides.images ?? cover };
}

export const products = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1));

export function category(id: string, overrides: Partial<Category> = {}): Category {
  return {
    _id: id,
    name: `Category ${id}`,
    slug: id,
    description: '',
    image: '',
    imageInfo: null,
    order: 0,
    parent: null,
    showInNav: true,
    showInProductsDropdown: true,
    subcategories: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function navConfig(overrides: Partial<NavConfigVersion> = {}): NavConfigVersion {
  return {
    maxVisibleItems: 5,
    moreDropdownLabel: 'More',
    showFixedItems: { home: true, products: true, gallery: true, popular: true, about: true, contact: true },
    fixedItemsOrder: { home: 0, products: 10, gallery: 20, about: 30, contact: 40, popular: 50 },
    version: 1,
    savedAt: '2026-01-01T00:00:00.000Z',
    savedBy: null,
    ...overrides,
  };
}

/** Sets the window width and tells listeners. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** Makes matchMedia answer `matching(query)` for every query (listeners are never called). */
export function mockMatchMedia(matching: (query: string) => boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: matching(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

export function testimonial(index: number, overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    _id: `t${index}`,
    quote: `Quote ${index}`,
    name: `Customer ${index}`,
    place: `Town ${index}`,
    rating: 5,
    shown: true,
    order: index,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Site settings of a test shop; `business` is merged into the business details. */
export function siteSettings(business: Partial<SiteSettings['business']> = {}): SiteSettings {
  return {
    ...DEFAULT_SITE_SETTINGS,
    business: {
      ...DEFAULT_SITE_SETTINGS.business,
      name: 'Test Shop',
      tagline: 'Things for tests',
      description: 'A shop that exists only in the tests.',
      phones: [{ display: '+44 20 7946 0000', dial: '+442079460000' }],
      chatNumber: '442079460000',
      email: 'shop@example.com',
      address: ['1 Test Road', 'Testville'],
      map: { label: 'Test Shop, Testville', lat: 51.5, lng: -0.12 },
      ...business,
    },
  };
}

export function siteData(settings: SiteSettings = siteSettings(), testimonials: Testimonial[] = []): SiteData {
  return { settings: { ...settings, version: 1, savedAt: '2026-01-01T00:00:00.000Z', savedBy: null }, testimonials };
}

/** A `wrapper` for render(): the public pages' words in `language` (English unless said). Await `loadMessages(language)` first for Tamil. */
export const withWords =
  (language: Language = 'en') =>
  ({ children }: { children: ReactNode }) => (
    <LanguageContext value={language}>
      <PublicIntl>{children}</PublicIntl>
    </LanguageContext>
  );

/** A `wrapper` for render(): the public components' site data and words. */
export const withSite = (site: SiteData = siteData(), language: Language = 'en') => {
  const Words = withWords(language);
  return ({ children }: { children: ReactNode }) => (
    <Words>
      <SiteContext value={site}>{children}</SiteContext>
    </Words>
  );
};

/** A `wrapper` for components that link somewhere (product cards): a router, the site data and words. */
export const withRouterAndSite = (site: SiteData = siteData(), language: Language = 'en') => {
  const Site = withSite(site, language);
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Site>{children}</Site>
    </MemoryRouter>
  );
};
