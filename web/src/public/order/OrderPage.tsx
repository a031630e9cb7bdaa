/**
 * /orders/{number}?key=…: the customer's own page for an order (domain orderPage.ts): its status
 * with a dated history, its payment, what was ordered, and how to reach the shop. One customer's
 * page: never indexed, never cached for anyone else (the site function sends it private).
 */
import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router-dom';
import { chatLink, lineIn, type OrderPageData } from '@catalogue/domain';
import { formatDateTime, formatDay, formatPrice } from '../../components/format';
import { useSite } from '../../components/siteSettings';
import { OrderTotals } from '../components/OrderTotals';
import { PageHero } from '../components/PageHero';
import { PhoneLinks } from '../components/PhoneLinks';
import { readFailure, type OrderData } from '../loaders';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useFailureText, useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import type { MessageId } from '../i18n/en';
import { OrderStatusHistory } from './OrderStatusHistory';
import { PayByUpi } from './PayByUpi';
import './OrderPage.css';

/** Still to pay: unpaid and not cancelled. */
const isToPay = (order: OrderPageData) => order.payment.status === 'unpaid' && order.status !== 'cancelled';

/** What the payment line says. */
function paymentText({ payment }: OrderPageData): { id: MessageId; day?: string } {
  if (payment.status === 'refunded') return { id: 'order.refunded' };
  if (payment.status === 'unpaid') return { id: 'order.unpaid' };
  return { id: payment.method === 'cash' ? 'order.paidCash' : payment.method === 'upi' ? 'order.paidUpi' : 'order.paid', day: payment.paidOn ?? undefined };
}

function PaymentStatus({ order }: { order: OrderPageData }) {
  const text = useText();
  const language = useLanguage();
  const { id, day } = paymentText(order);
  return (
    <section className="order-page-card" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">{text('order.payment')}</h2>
      <p className={`order-payment is-${order.payment.status}`}>{text(id, { day: day ? formatDay(day, language) : '' })}</p>
      {isToPay(order) && order.deliveryFee === null && <p>{text('order.feeNotIncluded')}</p>}
    </section>
  );
}

/** How to pay an order still to pay (not a cancelled one): UPI when the shop takes it, for the total known now. */
function Pay({ order }: { order: OrderPageData }) {
  const { payments } = useSite().settings;
  if (!isToPay(order)) return null;
  return <PayByUpi payments={payments} amount={order.total} orderNumber={order.number} />;
}

function OrderLines({ order }: { order: OrderPageData }) {
  const text = useText();
  const language = useLanguage();
  return (
    <section className="order-page-card" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{text('order.items')}</h2>
      <ul className="order-page-lines">
        {order.lines.map((line) => {
          const { name, sizeLabel } = lineIn(line, language);
          return (
            <li key={`${line.productId} ${line.variantKey}`}>
              <span>
                {sizeLabel ? `${name} (${sizeLabel})` : name} × {line.quantity}
              </span>
              <span>{formatPrice(line.lineTotal, language)}</span>
            </li>
          );
        })}
      </ul>
      <OrderTotals
        subtotal={order.subtotal}
        deliveryFee={order.deliveryFee}
        deliveryLabel={order.area ? text('order.deliveryTo', { area: order.area }) : text('orderList.delivery')}
        total={order.total}
      />
    </section>
  );
}

function ShopContact({ number }: { number: string }) {
  const text = useText();
  const { business } = useSite().settings;
  const chat = chatLink(business.chatNumber, text('order.chatMessage', { number }));
  return (
    <section className="order-page-card" aria-labelledby="order-contact-title">
      <h2 id="order-contact-title">{text('order.questions')}</h2>
      {chat && (
        <p>
          <a className="btn btn-green" href={chat} target="_blank" rel="noopener noreferrer">
            {text('order.chat')}
            <span className="visually-hidden"> {text('common.opensChatInNewTab')}</span>
          </a>
        </p>
      )}
      {business.phones.length > 0 && (
        <p>
          {text('order.call')} <PhoneLinks />
        </p>
      )}
    </section>
  );
}

/** A wrong number or key: the same page for both, saying what to do. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = useText();
  const failure = useFailureText()(readFailure(error));
  usePublicPageMeta(text(notFound ? 'order.notFound' : 'common.error'), notFound ? text('order.notFoundLead') : failure, { noindex: true });
  return <PageHero title={text(notFound ? 'order.notFound' : 'common.error')} lead={notFound ? text('order.notFoundLead') : failure} />;
}

export default function OrderPage() {
  const { order } = useLoaderData<OrderData>();
  const text = useText();
  const language = useLanguage();
  const title = text('order.title', { number: order.number });
  usePublicPageMeta(title, text('order.metaDescription'), { noindex: true });
  return (
    <>
      <PageHero title={title} lead={text('order.placed', { when: formatDateTime(order.createdAt, language) })} />
      <div className="container section order-page">
        <section className="order-page-card" aria-labelledby="order-status-title">
          <h2 id="order-status-title">{text('order.status')}</h2>
          <OrderStatusHistory status={order.status} history={order.history} />
        </section>
        <PaymentStatus order={order} />
        <Pay order={order} />
        <OrderLines order={order} />
        <ShopContact number={order.number} />
      </div>
    </>
  );
}
