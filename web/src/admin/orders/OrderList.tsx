import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, ORDER_STATUS_NAMES, PAYMENT_STATUSES, PAYMENT_STATUS_NAMES, type OrderStatus } from '@catalogue/domain';
import { useOrders, useOrdersToCollect } from '../../api/orders.queries';
import type { OrderFilters } from '../../api/orders';
import { formatPrice } from '../../components/format';
import { useSiteSettings } from '../../api/site.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Labelled } from '../components/Labelled';
import { PlainSelect } from '../components/PlainSelect';
import { usePageTitle } from '../components/usePageTitle';
import { useDeferredAnswer } from '../components/useDeferredAnswer';
import { OrderCard } from './OrderCard';
import { TellCustomer } from './TellCustomer';
import { useUpdateOffers } from './useUpdateOffers';
import { orderFiltersOf } from './orderFilters';

/** A status filter's choices: All, or one of `statuses` by its name. */
const allOr = <K extends string>(statuses: readonly K[], names: Record<K, string>) => [['', 'All'] as const, ...statuses.map((status) => [status, names[status]] as const)];

/** What is still to collect: the orders not paid (nor cancelled) and their total; a link to them. */
function ToCollect({ toCollect, onShow }: { toCollect?: { orders: number; total: number }; onShow: () => void }) {
  if (!toCollect) return null;
  const { orders, total } = toCollect;
  return (
    <div className="bo-row bo-gap-3" data-testid="to-collect">
      <p className="bo-strong">{orders === 0 ? 'Nothing to collect: every order is paid.' : `To collect: ${formatPrice(total)} from ${orders === 1 ? '1 order' : `${orders} orders`}`}</p>
      {orders > 0 && (
        <button type="button" className="bo-button outline small" onClick={onShow}>
          Show unpaid orders
        </button>
      )}
    </div>
  );
}

/** The order book: filtered by status, payment and days (kept in the address), newest first, a page at a time; what is still to collect. */
export function OrderList() {
  usePageTitle('Orders');
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersOf(params);
  const orders = useOrders(filters);
  const toCollect = useOrdersToCollect();
  const settings = useSiteSettings();
  const summary = useRef<HTMLParagraphElement>(null);
  const answer = useDeferredAnswer(orders);
  const list = answer.data?.pages.flatMap((page) => page.orders) ?? [];
  const { offers, offer } = useUpdateOffers();
  // Offers for orders the filter no longer shows (an order confirmed from the new ones), shown after the summary.
  const shown = new Set(list.map((order) => order._id));
  const offersApart = [...offers.values()].filter((item) => !shown.has(item.order._id));
  const apart = offersApart.length > 0 && (
    <div className="bo-stack">
      {offersApart.map((item) => (
        <TellCustomer key={item.order._id} offer={item} named onDismiss={() => offer(item.order, null)} />
      ))}
    </div>
  );
  const filtered = Boolean(filters.status || filters.payment || filters.from || filters.to);
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);

  const setFilter = (name: keyof OrderFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  /** An order whose new status the filter leaves out goes from the list: focus moves to the list's summary, not to the page's top. */
  const statusSaved = (status: OrderStatus) => {
    if (filters.status && status !== filters.status) summary.current?.focus();
  };

  return (
    <div className="bo-page bo-orders">
      <h1 className="bo-h1">Orders</h1>
      {/* What is still to collect goes above the filters: they wait for its answer (sent with the list's), so it pushes nothing down. */}
      {toCollect.isLoading ? (
        <Loading />
      ) : (
        <>
          <ToCollect toCollect={toCollect.data} onShow={() => setFilter('payment', 'unpaid')} />
          <div role="search" aria-label="Filter orders" className="bo-filters">
            <PlainSelect id="order-status-filter" label="Status" className="bo-filter" value={filters.status ?? ''} options={allOr(ORDER_STATUSES, ORDER_STATUS_NAMES)} onChange={(value) => setFilter('status', value)} />
            <PlainSelect id="order-payment-filter" label="Payment" className="bo-filter" value={filters.payment ?? ''} options={allOr(PAYMENT_STATUSES, PAYMENT_STATUS_NAMES)} onChange={(value) => setFilter('payment', value)} />
            <Labelled id="order-from" label="From" className="bo-filter">
              {(control) => <input {...control} type="date" className="bo-input" value={filters.from ?? ''} max={filters.to} onChange={(e) => setFilter('from', e.target.value)} />}
            </Labelled>
            <Labelled id="order-to" label="To" className="bo-filter" error={backwards && 'The From day is after the To day: no order can match.'}>
              {(control) => <input {...control} type="date" className="bo-input" value={filters.to ?? ''} min={filters.from} onChange={(e) => setFilter('to', e.target.value)} />}
            </Labelled>
            {filtered && (
              <button type="button" className="bo-button outline" onClick={() => setParams({}, { replace: true })}>
                Clear filters
              </button>
            )}
          </div>
          <ErrorAlert message={orders.isError && !orders.isFetchNextPageError ? 'Failed to fetch orders' : ''} />
          {answer.waiting ? (
            <Loading />
          ) : !answer.data ? null : list.length === 0 ? (
            <>
              <p ref={summary} tabIndex={-1} className="bo-empty bo-summary">
                {filtered ? 'No orders match these filters.' : 'No orders yet.'}
              </p>
              {apart}
            </>
          ) : (
            <>
              <p ref={summary} tabIndex={-1} role="status" className="bo-muted bo-small bo-summary">
                {list.length === 1 ? '1 order' : `${list.length} orders`}
                {orders.hasNextPage ? ' shown, more to load' : ''}
              </p>
              {apart}
              <ul aria-label="Orders" className="bo-stack bo-plain-list bo-gap-3">
                {list.map((order) => (
                  <li key={order._id}>
                    <OrderCard order={order} template={settings.data?.messages.orderList} offer={offers.get(order._id)} onOffer={offer} onStatusSaved={statusSaved} />
                  </li>
                ))}
              </ul>
              {orders.hasNextPage && (
                <button
                  type="button"
                  className="bo-button outline bo-centre"
                  disabled={orders.isFetchingNextPage}
                  aria-busy={orders.isFetchingNextPage || undefined}
                  onClick={() => void orders.fetchNextPage()}
                >
                  {orders.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                </button>
              )}
              {orders.isFetchNextPageError && <ErrorAlert message="Failed to fetch more orders" />}
            </>
          )}
        </>
      )}
    </div>
  );
}
