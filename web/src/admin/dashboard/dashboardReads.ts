import { listCategories } from '../../api/categories';
import { listGalleryItems } from '../../api/gallery';
import { getInsights, listNewOrders } from '../../api/orders';
import { listProducts } from '../../api/products';
import { listBatchesToReplace, listStock } from '../../api/stock';
import { listWaitlist } from '../../api/waitlist';

/** How many of the newest products the dashboard lists. */
export const RECENT_PRODUCTS = 5;
/** The periods of the figures, in days; the first is shown first. */
export const INSIGHT_PERIODS = [30, 90] as const;

/** The requests the dashboard makes as it opens (an administrator's; a helper's is the new orders' only). */
export function dashboardReads() {
  void listNewOrders();
  void listProducts({ limit: RECENT_PRODUCTS });
  void listCategories();
  void listGalleryItems();
  void listStock(true);
  void listBatchesToReplace();
  void listWaitlist();
  void getInsights(INSIGHT_PERIODS[0]);
}
