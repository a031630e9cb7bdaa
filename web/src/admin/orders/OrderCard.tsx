import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_CONTACT_FIELDS, ORDER_CONTACT_LABELS, ORDER_STATUSES, ORDER_STATUS_NAMES, statusUpdate, type Order, type OrderContactField, type OrderStatus, type OrderUpdateKind } from '@catalogue/domain';
import { useChangeOrder } from '../../api/orders.queries';
import { asApiError } from '../../api/queryResult';
import { formatPrice } from '../../components/format';
import { NameWithSize } from '../components/NameWithSize';
import { PlainSelect } from '../components/PlainSelect';
import { toast } from '../components/toast';
import { OrderPayment } from './OrderPayment';
import { TellCustomer } from './TellCustomer';
import type { UpdateOffer } from './useUpdateOffers';
import { customerChatLink, deliveryLabel, formatOrderTime, lineInBackOffice, orderCopyText } from './orderText';

/** The card's edge, by the order's status (the theme's gold.500, brand.500, brand.600, brand.700 and gray.500). */
const STATUS_COLOURS: Record<OrderStatus, string> = { new: '#c8962e', confirmed: '#3b7652', outForDelivery: '#2a5f43', delivered: '#1f4a34', cancelled: '#71717a' };

/** A term and its value in the order's details (a `dl`). */
function Detail({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'bo-detail bo-bold' : 'bo-detail'}>
      <dt className={strong ? undefined : 'bo-muted'}>{term}</dt>
      <dd>{children}</dd>
    </div>
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
    <article aria-labelledby={headingId} className="bo-card bo-order" style={{ borderInlineStartColor: STATUS_COLOURS[order.status] }} data-testid="order-card">
      <div className="bo-order-header">
        <div className="bo-row spread bo-order-top">
          <div>
            <h2 id={headingId} className="bo-h2">
              {order.number}
            </h2>
            <time dateTime={order.createdAt} className="bo-muted bo-small">
              {formatOrderTime(order.createdAt)}
            </time>
          </div>
          <div className="bo-row bo-order-selects">
            <PlainSelect
              id={statusId}
              label="Status"
              className="bo-order-select"
              value={status}
              options={ORDER_STATUSES.map((value) => [value, ORDER_STATUS_NAMES[value]] as const)}
              busy={save.isPending}
              onChange={(value) => void changeStatus(value)}
            />
            <OrderPayment order={order} onOffer={onOffer} />
          </div>
        </div>
        {shortages.length > 0 && (
          <div role="alert" className="bo-shortages" data-testid="order-stock-short">
            <p className="bo-strong">{refused?.message}:</p>
            {shortages.map((shortage) => (
              <p key={shortage}>{shortage}</p>
            ))}
          </div>
        )}
      </div>
      <div className="bo-order-body">
        {offer && <TellCustomer offer={offer} onDismiss={() => onOffer(order, null)} />}
        <ul aria-label={`Items of order ${order.number}`} className="bo-order-lines">
          {order.lines.map(lineInBackOffice).map((line, index) => (
            <li key={index} data-testid="order-line">
              <NameWithSize name={line.name} size={line.sizeLabel}>
                {' '}× {line.quantity}
              </NameWithSize>
              <span className="bo-nowrap">{formatPrice(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="bo-details-list">
          <Detail term="Subtotal">{formatPrice(order.subtotal)}</Detail>
          <Detail term="Delivery">{deliveryLabel(order)}</Detail>
          <Detail term="Total" strong>
            {formatPrice(order.total)}
          </Detail>
        </dl>
        <dl className="bo-details-list" data-testid="order-customer">
          {ORDER_CONTACT_FIELDS.map((field) => (
            <CustomerDetail key={field} order={order} field={field} />
          ))}
        </dl>
      </div>
      <div className="bo-order-actions">
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className="bo-button small" aria-label={`Chat with customer about ${order.number} (opens WhatsApp)`}>
            Chat with customer
          </a>
        )}
        <button type="button" className="bo-button outline small" onClick={() => void copy()} aria-label={`Copy order ${order.number}`}>
          Copy order
        </button>
        <RouterLink to={`/admin/orders/${order._id}/bill`} className="bo-button outline small" aria-label={`Bill of order ${order.number}`}>
          Bill
        </RouterLink>
        <RouterLink to={`/admin/orders/${order._id}/slip`} className="bo-button outline small" aria-label={`Packing slip of order ${order.number}`}>
          Packing slip
        </RouterLink>
        {order.statusUrl && (
          <a href={order.statusUrl} target="_blank" rel="noopener noreferrer" className="bo-button outline small" aria-label={`Customer's page of order ${order.number} (opens in a new tab)`}>
            Customer's page
          </a>
        )}
      </div>
    </article>
  );
}
