/** The public addresses of products and categories (by slug), and the breadcrumb trails to them. */
import type { Category, CategoryRef, Product } from '@catalogue/domain';
import type { Crumb } from '../seo/structuredData';

export const productPath = (product: Pick<Product, 'slug'>) => `/products/${encodeURIComponent(product.slug)}`;
/** The query parameter that opens a product page at one of its sizes: /products/{slug}?size={key}. */
export const SIZE_PARAM = 'size';
/** A product's address at one of its sizes (the canonical address stays productPath). */
export const productSizePath = (product: Pick<Product, 'slug'>, size: string) => `${productPath(product)}?${SIZE_PARAM}=${encodeURIComponent(size)}`;
export const categoryPath = (category: Pick<CategoryRef, 'slug'>) => `/category/${encodeURIComponent(category.slug)}`;

const HOME: Crumb = { name: 'Home', path: '/' };
const PRODUCTS: Crumb = { name: 'Products', path: '/products' };

/** Home › Products › Category. */
export const categoryCrumbs = (category: Pick<Category, 'name' | 'slug'>): Crumb[] => [HOME, PRODUCTS, { name: category.name, path: categoryPath(category) }];

/** Home › Products › Category › Product (no category step when the product has none). */
export const productCrumbs = (product: Pick<Product, 'name' | 'slug' | 'category'>): Crumb[] => [
  ...(product.category ? categoryCrumbs(product.category) : [HOME, PRODUCTS]),
  { name: product.name, path: productPath(product) },
];
