/**
 * The back office's TanStack Query keys, one family per resource: `all` is the prefix every
 * mutation of that resource invalidates; reads add what they depend on after it.
 * Hooks live beside their helpers in `<resource>.queries.ts`.
 */
import type { OrderListQuery } from './orders';
import type { ProductQuery } from './products';

export const queryKeys = {
  auth: {
    me: () => ['auth', 'me'] as const,
    firebaseConfig: () => ['auth', 'firebaseConfig'] as const,
  },
  /** The account's signed-in devices: not under `auth`, so a sign-in forgets the previous account's. */
  sessions: {
    all: ['sessions'] as const,
    signInMethods: () => ['sessions', 'signInMethods'] as const,
  },
  backup: {
    all: ['backup'] as const,
    latest: () => ['backup', 'latest'] as const,
  },
  products: {
    all: ['products'] as const,
    list: (query: ProductQuery = {}) => ['products', 'list', query] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: () => ['categories', 'list'] as const,
    detail: (id: string) => ['categories', 'detail', id] as const,
  },
  gallery: {
    all: ['gallery'] as const,
    list: (query: { category?: string; popular?: boolean } = {}) => ['gallery', 'list', query] as const,
    detail: (id: string) => ['gallery', 'detail', id] as const,
  },
  navConfig: {
    all: ['navConfig'] as const,
    current: () => ['navConfig', 'current'] as const,
    history: () => ['navConfig', 'history'] as const,
  },
  site: {
    all: ['site'] as const,
    current: () => ['site', 'current'] as const,
    history: () => ['site', 'history'] as const,
  },
  testimonials: {
    all: ['testimonials'] as const,
    list: () => ['testimonials', 'list'] as const,
    detail: (id: string) => ['testimonials', 'detail', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    /** Every page of one filtered list (status, from, to). */
    list: (filters: Omit<OrderListQuery, 'limit' | 'after'> = {}) => ['orders', 'list', filters] as const,
    newCount: () => ['orders', 'newCount'] as const,
    toCollect: () => ['orders', 'toCollect'] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    bill: (id: string) => ['orders', 'bill', id] as const,
  },
  trash: {
    all: ['trash'] as const,
    list: () => ['trash', 'list'] as const,
  },
  waitlist: {
    all: ['waitlist'] as const,
    list: () => ['waitlist', 'list'] as const,
    product: (productId: string) => ['waitlist', 'product', productId] as const,
  },
  stock: {
    all: ['stock'] as const,
    list: (low: boolean) => ['stock', 'list', { low }] as const,
    product: (productId: string) => ['stock', 'product', productId] as const,
    batches: ['stock', 'batches'] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: (q: string) => ['customers', 'list', q] as const,
    due: () => ['customers', 'due'] as const,
    detail: (id: string) => ['customers', 'detail', id] as const,
  },
  team: {
    all: ['team'] as const,
    list: () => ['team', 'list'] as const,
  },
  insights: {
    all: ['insights'] as const,
    days: (days: number) => ['insights', 'days', days] as const,
  },
};
