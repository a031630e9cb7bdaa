import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, chakra, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ORDER_CONTACT_FIELDS, ORDER_CONTACT_LABELS, ORDER_STATUSES, ORDER_STATUS_NAMES, statusUpdate, type Order, type OrderContactField, type OrderStatus, type OrderUpdateKind } from '@catalogue/domain';
import { useChangeOrder } from '../../api/orders.queries';
import { asApiError } from '../../api/queryResult';
import { formatPrice } from '../../components/format';
import { NameWithSize } from '../components/NameWithSize';
import { SelectInput } from '../components/SelectInput';
import { toast } from '../components/toast';
import { OrderPayment } from './OrderPayment';
import { TellCustomer } from './TellCustomer';
import type { UpdateOffer } from './useUpdateOffers';
import { customerChatLink, deliveryLabel, formatOrderTime, lineInBackOffice, orderCopyText } from './orderText';

const STATUS_COLOURS: Record<OrderStatus, string> = { new: 'gold.500', confirmed: 'brand.500', outForDelivery: 'brand.600', delivered: 'brand.700', cancelled: 'gray.500' };

/** A term and its value in the order's details (a `dl`). */
function Detail({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? 'bold' : undefined}>
      <chakra.dt color={strong ? undefined : 'fg.muted'}>{term}</chakra.dt>
      <chakra.dd textAlign="end" overflowWrap="anywhere" whiteSpace="pre-line">
        {children}
      </chakra.dd>
    </Flex>
  );
}

/** A detail of the customer as the card shows it: the pincode with its delivery area. */
function CustomerDetail({ order, field }: { order: Order; field: OrderContactField }) {
  if (field === 'pincode') return <Detail term="Area / pincode">{[order.area, order.pincode].filter(Boolean).join(' · ') || '—'}</Detail>;
  return <Detail term={ORDER_CONTACT_LABELS[field]}>{order[field] || '—'}</Detail>;
}

interface OrderCardProps {
  order: Order;
  template: string | undefined;
  offer: UpdateOffer | undefined;
  onOffer: (order: Order, kind: OrderUpdateKind | null) => void;
  onStatusSaved: (status: OrderStatus) => void;
}

/**
 * One order of the order book: number, time, a status select and a payment select that save at once,
 * its lines and totals, the customer's details, and the chat and copy actions; after a saved change,
 * the offer to tell the customer (`offer`, set through `onOffer`: cleared as a change starts).
 * `onStatusSaved` runs once a new status is saved (the list may no longer show the order).
 */
export function OrderCard({ order, template, offer, onOffer, onStatusSaved }: OrderCardProps) {
  const save = useChangeOrder();
  const headingId = `order-${order._id}-number`;
  const statusId = `order-${order._id}-status`;
  const status = (save.isPending && save.variables.change.status) || order.status;
  const chat = customerChatLink(order);

  // Awaited rather than mutate's callbacks: the saved order may leave a filtered list, unmounting this
  // card, and an unmounted component's mutate callbacks never run (the offer must outlive the card).
  const changeStatus = async (next: OrderStatus) => {
    onOffer(order, null);
    try {
      const saved = await save.mutateAsync({ id: order._id, change: { status: next } });
      toast.success(`Order ${saved.number} is now ${ORDER_STATUS_NAMES[saved.status].toLowerCase()}`);
      onOffer(saved, statusUpdate(saved.status));
      onStatusSaved(saved.status);
    } catch (failure) {
      const error = asApiError(failure);
      toast.error(error.status === 409 ? `Order ${order.number}: ${error.message}` : `Failed to update the status of order ${order.number}`);
    }
  };
  // What stands in the way of the last status change (a confirmation short of stock), until the next one.
  const refused = save.error && !save.isPending ? asApiError(save.error) : null;
  const shortages = refused?.status === 409 && refused.errors ? Object.values(refused.errors) : [];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderCopyText(order, template));
      toast.success('Order copied');
    } catch {
      toast.error('Could not copy the order. Please try again.');
    }
  };

  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" data-testid="order-card" borderInlineStartWidth="4px" borderInlineStartColor={STATUS_COLOURS[order.status]}>
      <Card.Header>
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Heading as="h2" id={headingId} size="lg">
              {order.number}
            </Heading>
            <chakra.time dateTime={order.createdAt} color="fg.muted" fontSize="sm">
              {formatOrderTime(order.createdAt)}
            </chakra.time>
          </Stack>
          <Flex gap="2" wrap="wrap" align="flex-start">
            <Field.Root ids={{ control: statusId }} w="auto" minW="160px">
              <Field.Label>Status</Field.Label>
              <SelectInput value={status} aria-busy={save.isPending} onChange={(e) => void changeStatus(e.target.value as OrderStatus)}>
                {ORDER_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {ORDER_STATUS_NAMES[value]}
                  </option>
                ))}
              </SelectInput>
            </Field.Root>
            <OrderPayment order={order} onOffer={onOffer} />
          </Flex>
        </Flex>
        {shortages.length > 0 && (
          <Stack role="alert" color="fg.error" gap="0.5" mt="2" data-testid="order-stock-short">
            <Text fontWeight="semibold">{refused?.message}:</Text>
            {shortages.map((shortage) => (
              <Text key={shortage}>{shortage}</Text>
            ))}
          </Stack>
        )}
      </Card.Header>
      <Card.Body gap="3">
        {offer && <TellCustomer offer={offer} onDismiss={() => onOffer(order, null)} />}
        <Stack as="ul" aria-label={`Items of order ${order.number}`} listStyle="none" gap="1.5">
          {order.lines.map(lineInBackOffice).map((line, index) => (
            <Flex as="li" key={index} justify="space-between" gap="3" data-testid="order-line">
              <NameWithSize name={line.name} size={line.sizeLabel}>
                {' '}× {line.quantity}
              </NameWithSize>
              <Text as="span" whiteSpace="nowrap">
                {formatPrice(line.lineTotal)}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Stack as="dl" gap="1" borderTopWidth="1px" pt="2">
          <Detail term="Subtotal">{formatPrice(order.subtotal)}</Detail>
          <Detail term="Delivery">{deliveryLabel(order)}</Detail>
          <Detail term="Total" strong>
            {formatPrice(order.total)}
          </Detail>
        </Stack>
        <Stack as="dl" gap="1" borderTopWidth="1px" pt="2" data-testid="order-customer">
          {ORDER_CONTACT_FIELDS.map((field) => (
            <CustomerDetail key={field} order={order} field={field} />
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {chat && (
          <Button asChild size="sm" flex={{ base: '1 1 auto', sm: 'none' }}>
            <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`Chat with customer about ${order.number} (opens WhatsApp)`}>
              Chat with customer
            </a>
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" flex={{ base: '1 1 auto', sm: 'none' }} onClick={() => void copy()} aria-label={`Copy order ${order.number}`}>
          Copy order
        </Button>
        <Button asChild size="sm" variant="outline" flex={{ base: '1 1 auto', sm: 'none' }}>
          <RouterLink to={`/admin/orders/${order._id}/bill`} aria-label={`Bill of order ${order.number}`}>
            Bill
          </RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline" flex={{ base: '1 1 auto', sm: 'none' }}>
          <RouterLink to={`/admin/orders/${order._id}/slip`} aria-label={`Packing slip of order ${order.number}`}>
            Packing slip
          </RouterLink>
        </Button>
        {order.statusUrl && (
          <Button asChild size="sm" variant="outline" flex={{ base: '1 1 auto', sm: 'none' }}>
            <a href={order.statusUrl} target="_blank" rel="noopener noreferrer" aria-label={`Customer's page of order ${order.number} (opens in a new tab)`}>
              Customer's page
            </a>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
