import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listProducts, type ProductQuery } from './products';
import { queryKeys } from './queryKeys';
import { unwrapPage } from './queryResult';

/** A page of products with the API's pagination. */
export const useProducts = (query: ProductQuery = {}) =>
  useQuery({ queryKey: queryKeys.products.list(query), queryFn: () => unwrapPage(listProducts(query)), placeholderData: keepPreviousData });
