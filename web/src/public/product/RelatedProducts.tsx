import type { Product } from '@catalogue/domain';
import { listProducts } from '../../api/products';
import { ProductCard } from '../../components/ProductCard';
import { prefetched, useApi } from '../data';

/** How many related products a product page shows. */
export const RELATED_COUNT = 4;

/** The product's category's other products, a few of them; nothing when there are none. */
export function RelatedProducts({ product }: { product: Product }) {
  const categoryId = product.category?._id ?? '';
  const related = useApi(`related:${categoryId}`, () => {
    // One more than shown: the product itself may be among them.
    const query = { category: categoryId, limit: RELATED_COUNT + 1 };
    return categoryId ? prefetched('/products', query, () => listProducts(query)) : Promise.resolve({ data: [], error: null });
  });
  const others = (related.data ?? []).filter((item) => item._id !== product._id).slice(0, RELATED_COUNT);
  if (others.length === 0) return null;
  return (
    <section className="container section related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title" className="section-title">
        More from {product.category!.name}
      </h2>
      <ul className="grid-cards">
        {others.map((item) => (
          <li key={item._id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
