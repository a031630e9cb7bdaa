import type { Product } from '@catalogue/domain';
import { ProductCard } from '../components/ProductCard';
import { useText } from '../i18n/useText';

/** The product's category's other products (the page's loader reads a few); nothing when there are none. */
export function RelatedProducts({ product, related }: { product: Product; related: Product[] }) {
  const text = useText();
  if (related.length === 0 || !product.category) return null;
  return (
    <section className="container section related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title" className="section-title">
        {text('product.moreFrom', { category: product.category.name })}
      </h2>
      <ul className="grid-cards">
        {related.map((item) => (
          <li key={item._id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
