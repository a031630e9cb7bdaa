import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ORDER_STATUSES, ORDER_STATUS_NAMES, PAYMENT_STATUSES, PAYMENT_STATUS_NAMES, type OrderStatus } from '@catalogue/domain';
import { useOrders, useOrdersToCollect } from '../../api/orders.queries';
import type { OrderFilters } from '../../api/orders';
import { formatPrice } from '../../components/format';
import { useSiteSettings } from '../../api/site.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { SelectInput } from '../components/SelectInput';
import { usePageTitle } from '../components/usePageTitle';
import { useDeferredAnswer } from '../components/useDeferredAnswer';
import { OrderCard } from './OrderCard';
import { TellCustomer } from './TellCustomer';
import { useUpdateOffers } from './useUpdateOffers';
import { orderFiltersOf } from './orderFilters';

/** What is still to collect: the orders not paid (nor cancelled) and their total; a link to them. */
function ToCollect({ toCollect, onShow }: { toCollect?: { orders: number; total: number }; onShow: () => void }) {
  if (!toCollect) return null;
  const { orders, total } = toCollect;
  return (
    <Flex align="center" gap="3" wrap="wrap" data-testid="to-collect">
      <Text fontWeight="semibold">{orders === 0 ? 'Nothing to collect: every order is paid.' : `To collect: ${formatPrice(total)} from ${orders === 1 ? '1 order' : `${orders} orders`}`}</Text>
      {orders > 0 && (
        <Button type="button" size="sm" variant="outline" onClick={onShow}>
          Show unpaid orders
        </Button>
      )}
    </Flex>
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
    <Stack gap="2">
      {offersApart.map((item) => (
        <TellCustomer key={item.order._id} offer={item} named onDismiss={() => offer(item.order, null)} />
      ))}
    </Stack>
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
    <Stack gap="4" maxW="760px">
      <Heading as="h1" size="2xl">
        Orders
      </Heading>
      {/* What is still to collect goes above the filters: they wait for its answer (sent with the list's), so it pushes nothing down. */}
      {toCollect.isLoading ? (
        <Loading />
      ) : (
        <>
          <ToCollect toCollect={toCollect.data} onShow={() => setFilter('payment', 'unpaid')} />
          <Flex role="search" aria-label="Filter orders" gap="3" wrap="wrap" align="flex-end">
            <FilterSelect id="order-status-filter" label="Status" flex="1 1 160px" value={filters.status} options={ORDER_STATUSES} names={ORDER_STATUS_NAMES} onChange={(value) => setFilter('status', value)} />
            <FilterSelect id="order-payment-filter" label="Payment" flex="1 1 140px" value={filters.payment} options={PAYMENT_STATUSES} names={PAYMENT_STATUS_NAMES} onChange={(value) => setFilter('payment', value)} />
            <Field.Root ids={{ control: 'order-from' }} flex="1 1 140px" w="auto">
              <Field.Label>From</Field.Label>
              <Input type="date" bg="bg.panel" value={filters.from ?? ''} max={filters.to} onChange={(e) => setFilter('from', e.target.value)} />
            </Field.Root>
            <Field.Root ids={{ control: 'order-to' }} flex="1 1 140px" w="auto" invalid={backwards}>
              <Field.Label>To</Field.Label>
              <Input type="date" bg="bg.panel" value={filters.to ?? ''} min={filters.from} onChange={(e) => setFilter('to', e.target.value)} />
            </Field.Root>
            {filtered && (
              <Button type="button" variant="outline" onClick={() => setParams({}, { replace: true })}>
                Clear filters
              </Button>
            )}
          </Flex>
          {backwards && (
            <Text color="fg.error" fontSize="sm">
              The From day is after the To day: no order can match.
            </Text>
          )}
          <ErrorAlert message={orders.isError && !orders.isFetchNextPageError ? 'Failed to fetch orders' : ''} />
          {answer.waiting ? (
            <Loading />
          ) : !answer.data ? null : list.length === 0 ? (
            <>
              <Text ref={summary} tabIndex={-1} p="6" textAlign="center" color="fg.muted" outline="none">
                {filtered ? 'No orders match these filters.' : 'No orders yet.'}
              </Text>
              {apart}
            </>
          ) : (
            <>
              <Text ref={summary} tabIndex={-1} role="status" color="fg.muted" fontSize="sm" outline="none">
                {list.length === 1 ? '1 order' : `${list.length} orders`}
                {orders.hasNextPage ? ' shown, more to load' : ''}
              </Text>
              {apart}
              <Stack as="ul" aria-label="Orders" listStyle="none" gap="3">
                {list.map((order) => (
                  <li key={order._id}>
                    <OrderCard order={order} template={settings.data?.messages.orderList} offer={offers.get(order._id)} onOffer={offer} onStatusSaved={statusSaved} />
                  </li>
                ))}
              </Stack>
              {orders.hasNextPage && (
                <Button type="button" variant="outline" alignSelf="center" loading={orders.isFetchingNextPage} loadingText="Loading more..." onClick={() => void orders.fetchNextPage()}>
                  Load more
                </Button>
              )}
              {orders.isFetchNextPageError && <ErrorAlert message="Failed to fetch more orders" />}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** One of the order book's filters by a status: All, or one of `options` by its name. */
function FilterSelect<K extends string>(props: { id: string; label: string; flex: string; value: string | undefined; options: readonly K[]; names: Record<K, string>; onChange: (value: string) => void }) {
  return (
    <Field.Root ids={{ control: props.id }} flex={props.flex} w="auto">
      <Field.Label>{props.label}</Field.Label>
      <SelectInput bg="bg.panel" value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">All</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.names[option]}
          </option>
        ))}
      </SelectInput>
    </Field.Root>
  );
}
