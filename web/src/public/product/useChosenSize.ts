import { useSearchParams } from 'react-router-dom';
import { sizeByKey, type Product } from '@catalogue/domain';
import { SIZE_PARAM } from './paths';

/**
 * The size a product page shows: the one its address names (`?size=`), else the default one.
 * Choosing another puts it in the address (the history entry replaced), so a shared link keeps it;
 * the route does not load again for it (routes.tsx).
 */
export function useChosenSize(product: Product) {
  const [params, setParams] = useSearchParams();
  const size = sizeByKey(product.variants, params.get(SIZE_PARAM)) ?? product.variants[0];
  const choose = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SIZE_PARAM, key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { size, choose };
}
