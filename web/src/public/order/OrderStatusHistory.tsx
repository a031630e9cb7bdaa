import type { OrderEvent, OrderStatus } from '@catalogue/domain';
import { formatDateTime } from '../../components/format';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import type { MessageId } from '../i18n/en';

/** Each status as the customer reads it. */
export const STATUS_TEXT: Record<OrderStatus, MessageId> = {
  new: 'order.status.new',
  confirmed: 'order.status.confirmed',
  outForDelivery: 'order.status.outForDelivery',
  delivered: 'order.status.delivered',
  cancelled: 'order.status.cancelled',
};

/** The steps an order goes through; those it has not reached yet are shown to come. */
const STEPS: readonly OrderStatus[] = ['new', 'confirmed', 'outForDelivery', 'delivered'];

/** The order's status now, then every status it took with its day and time, and the steps still to come. */
export function OrderStatusHistory({ status, history }: { status: OrderStatus; history: OrderEvent[] }) {
  const text = useText();
  const language = useLanguage();
  const reached = new Set(history.map((event) => event.status));
  const toCome = status === 'cancelled' || status === 'delivered' ? [] : STEPS.filter((step) => !reached.has(step) && STEPS.indexOf(step) > STEPS.indexOf(status));
  return (
    <>
      <p className={`order-status is-${status}`}>{text(STATUS_TEXT[status])}</p>
      <ol className="order-history">
        {history.map((event, index) => (
          <li key={index} className="is-done">
            <span className="order-history-status">{text(STATUS_TEXT[event.status])}</span>{' '}
            <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
          </li>
        ))}
        {toCome.map((step) => (
          <li key={step} className="is-to-come">
            <span className="order-history-status">{text(STATUS_TEXT[step])}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
