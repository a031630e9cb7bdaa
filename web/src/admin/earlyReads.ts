/**
 * The reads of the screen the back office's page opens at, sent as the page starts (main.tsx), before
 * React DOM and the back office have loaded: the session check and the screen's queries then take
 * these answers (api/client.ts readEarly) instead of asking once the code has come and the session
 * check has answered, one after the other. Signed in and online only.
 */
import { readEarly, tokenStore } from '../api/client';
import { getSite } from '../api/site';
import { getCurrentUser } from '../api/session';
import { getOrdersToCollect, listOrderBookPage } from '../api/orders';
import { listProducts } from '../api/products';
import { listCategories } from '../api/categories';
import { PRODUCTS_PAGE_FETCH_LIMIT } from '@catalogue/domain';
import { dashboardReads } from './dashboard/dashboardReads';
import { orderFiltersOf } from './orders/orderFilters';
import { LANDING_ADDRESSES } from './landingScreens';

/**
 * The screens worth it (the ones the owner opens most), by address, with the requests each makes as
 * it opens. Matched without the router, which comes with React: the reads would wait for it.
 */
const SCREEN_READS: [RegExp, (search: URLSearchParams) => void][] = [
  [LANDING_ADDRESSES.dashboard, dashboardReads],
  [
    LANDING_ADDRESSES.orders,
    (search) => {
      void listOrderBookPage(orderFiltersOf(search));
      void getOrdersToCollect();
      void getSite();
    },
  ],
  [
    LANDING_ADDRESSES.products,
    () => {
      void listProducts({ limit: PRODUCTS_PAGE_FETCH_LIMIT });
      void listCategories();
    },
  ],
];

export function readScreenEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  if (!tokenStore.get() || !navigator.onLine) return;
  readEarly(() => {
    void getCurrentUser();
    SCREEN_READS.find(([address]) => address.test(pathname))?.[1](new URLSearchParams(search));
  });
}
