import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ORDER_STATUSES, ORDER_STATUS_NAMES, type OrderStatus } from '@catalogue/domain';
import { useOrders, type OrderFilters } from '../../api/orders.queries';
import { useSiteSettings } from '../../api/site.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { SelectInput } from '../components/SelectInput';
import { usePageTitle } from '../components/usePageTitle';
import { OrderCard } from './OrderCard';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the address (?status=new&from=2026-11-01&to=2026-11-30); anything else is ignored. */
function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

/** The order book: filtered by status and days (kept in the address), newest first, a page at a time. */
export function OrderList() {
  usePageTitle('Orders');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const orders = useOrders(filters);
  const settings = useSiteSettings();
  const summary = useRef<HTMLParagraphElement>(null);
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const filtered = Boolean(filters.status || filters.from || filters.to);
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
      <Flex role="search" aria-label="Filter orders" gap="3" wrap="wrap" align="flex-end">
        <Field.Root ids={{ control: 'order-status-filter' }} flex="1 1 160px" w="auto">
          <Field.Label>Status</Field.Label>
          <SelectInput bg="bg.panel" value={filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">All</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_NAMES[status]}
              </option>
            ))}
          </SelectInput>
        </Field.Root>
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
      {orders.isPending ? (
        <Loading />
      ) : !orders.data ? null : list.length === 0 ? (
        <Text ref={summary} tabIndex={-1} p="6" textAlign="center" color="fg.muted" outline="none">
          {filtered ? 'No orders match these filters.' : 'No orders yet.'}
        </Text>
      ) : (
        <>
          <Text ref={summary} tabIndex={-1} role="status" color="fg.muted" fontSize="sm" outline="none">
            {list.length === 1 ? '1 order' : `${list.length} orders`}
            {orders.hasNextPage ? ' shown, more to load' : ''}
          </Text>
          <Stack as="ul" aria-label="Orders" listStyle="none" gap="3">
            {list.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} template={settings.data?.messages.orderList} onStatusSaved={statusSaved} />
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
    </Stack>
  );
}
