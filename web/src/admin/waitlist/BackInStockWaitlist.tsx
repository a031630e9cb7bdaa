import { useProductWaitlist, useWaitlist } from '../../api/waitlist.queries';
import { WaitingCustomers, waitingCount } from './WaitingCustomers';

/** The dashboard's: the customers waiting for sizes that are back in stock, and how many wait for sizes still sold out. */
export function DashboardWaitlist() {
  const waitlist = useWaitlist();
  const sizes = waitlist.data ?? [];
  const back = sizes.filter((size) => size.inStock);
  const stillSoldOut = sizes.filter((size) => !size.inStock).reduce((sum, size) => sum + size.customers.length, 0);
  if (!back.length && !stillSoldOut) return null;
  return (
    <>
      {back.length > 0 && <WaitingCustomers sizes={back} heading="Back in stock: tell the customers waiting" />}
      {stillSoldOut > 0 && (
        <p className="bo-muted" data-testid="waiting-sold-out">
          {waitingCount(stillSoldOut)} for sizes still sold out.
        </p>
      )}
    </>
  );
}

/** One product's edit screen, below its form (as wide): who waits for its sizes (nothing when nobody does). */
export function ProductWaitlist({ productId }: { productId: string }) {
  const waitlist = useProductWaitlist(productId);
  if (!waitlist.data?.length) return null;
  return (
    <div className="bo-below-form">
      <WaitingCustomers sizes={waitlist.data} heading="Customers waiting for this product" />
    </div>
  );
}
