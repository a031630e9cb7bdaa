import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { deliveryFor, lineTotalOf, orderContactFields, sumRupees, type DeliveryQuote } from '@catalogue/domain';
import type { OrderContact } from '../../api/orders';
import { imageUrl } from '../../api/images';
import { formatPrice } from '../../components/format';
import { useSite } from '../../components/siteSettings';
import { FormField } from '../components/FormField';
import { PageHero } from '../components/PageHero';
import { productPath, productSizePath } from '../product/paths';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { orderList, useOrderList, useOrderListKnown, type OrderListLine } from './orderListStore';
import { QuantityStepper } from './QuantityStepper';
import { localPricing, sendOrder, type SendOutcome } from './sendOrder';
import { useOrderQuote, type LineCheck } from './useOrderQuote';
import './OrderListPage.css';
import { useLocalizedPath } from '../i18n/language';

const contactSchema = yup.object(orderContactFields);
const CONTACT_STORAGE_KEY = 'orderContact';

/** The customer's pincode, name and phone from their last order on this device (the note is not kept). */
function rememberedContact(): OrderContact {
  const empty = { pincode: '', name: '', phone: '', note: '' };
  try {
    const saved = JSON.parse(localStorage.getItem(CONTACT_STORAGE_KEY) ?? '{}') as Partial<OrderContact>;
    return { ...empty, pincode: String(saved.pincode ?? ''), name: String(saved.name ?? ''), phone: String(saved.phone ?? '') };
  } catch {
    return empty;
  }
}

function remember({ pincode, name, phone }: OrderContact) {
  try {
    localStorage.setItem(CONTACT_STORAGE_KEY, JSON.stringify({ pincode, name, phone }));
  } catch {
    // Not remembered: the customer types it again next time.
  }
}

/** A line of the list at `price`, its current price (the one it was added at until the server has said). */
function LineItem({ line, check, price }: { line: OrderListLine; check: LineCheck; price: number }) {
  const localized = useLocalizedPath();
  const label = line.sizeLabel ? `${line.name} (${line.sizeLabel})` : line.name;
  return (
    <li className={`order-line${check.problem ? ' has-problem' : ''}`}>
      <img className="order-line-image" src={imageUrl(line.image)} alt="" width={72} height={72} loading="lazy" />
      <div className="order-line-text">
        <Link to={localized(line.sizeLabel ? productSizePath(line, line.variantKey) : productPath(line))} className="order-line-name">
          {line.name}
        </Link>
        {line.sizeLabel && <p className="order-line-size">{line.sizeLabel}</p>}
        <p className="order-line-price">{formatPrice(price)} each</p>
        {check.problem && <p className="order-line-flag">{check.problem}</p>}
        {!check.problem && check.current && check.current.unitPrice !== line.price && (
          <p className="order-line-flag">
            Price changed since you added it: was {formatPrice(line.price)}, now {formatPrice(check.current.unitPrice)}
          </p>
        )}
      </div>
      <QuantityStepper label={`Quantity: ${label}`} hideLabel value={line.quantity} onChange={(quantity) => orderList.setQuantity(line, quantity)} />
      <p className="order-line-total">{formatPrice(lineTotalOf(price, line.quantity))}</p>
      <button type="button" className="order-line-remove" onClick={() => orderList.remove(line)}>
        Remove<span className="visually-hidden"> {label}</span>
      </button>
    </li>
  );
}

/** What delivery to the pincode typed means, in the owner's words where they gave some. */
function DeliveryNote({ quote }: { quote: DeliveryQuote }) {
  if (quote.kind === 'none') return null;
  if (quote.kind === 'ask') return <p className="delivery-note">Enter your pincode to see the delivery fee.</p>;
  if (quote.kind === 'outside') return <p className="delivery-note is-outside">{quote.message || 'We do not deliver to this pincode yet. You can still send the order.'}</p>;
  return (
    <p className={`delivery-note${quote.minimumMet ? '' : ' is-outside'}`}>
      {quote.fee === 0 ? `Free delivery to ${quote.area}.` : `Delivery to ${quote.area}: ${formatPrice(quote.fee)}.`}
      {!quote.minimumMet && ` The minimum order for ${quote.area} is ${formatPrice(quote.minimumOrder)}: you can still send the order, and we will tell you what we can do.`}
    </p>
  );
}

function SentPanel({ outcome }: { outcome: Extract<SendOutcome, { kind: 'sent' }> }) {
  const localized = useLocalizedPath();
  return (
    <div className="order-sent" role="status">
      <h2>{outcome.number ? `Order ${outcome.number}` : 'Your order is ready to send'}</h2>
      <p>
        {outcome.number
          ? 'Your order is in a WhatsApp message: send it there and we will confirm it in the chat.'
          : 'We could not record your order just now, but your message is ready in WhatsApp: send it there and we will confirm it in the chat.'}
      </p>
      <div className="hero-actions">
        <a className="btn btn-green" href={outcome.link} target="_blank" rel="noopener noreferrer">
          {outcome.opened ? 'Open the WhatsApp message again' : 'Open WhatsApp to send your order'}
          <span className="visually-hidden"> (opens chat in a new tab)</span>
        </a>
        <Link className="btn btn-outline" to={localized('/products')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}

/** /order-list: the products the visitor chose, sent to the shop as one chat message with an order number. */
export default function OrderListPage() {
  const localized = useLocalizedPath();
  const { settings } = useSite();
  const lines = useOrderList();
  const known = useOrderListKnown();
  const { check, refresh } = useOrderQuote(lines);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const { register, handleSubmit, watch, formState, reset } = useForm<OrderContact>({ resolver: yupResolver(contactSchema), defaultValues: { pincode: '', name: '', phone: '', note: '' } });
  // After hydration: the server cannot know what this browser remembers.
  useEffect(() => reset(rememberedContact()), [reset]);
  usePublicPageMeta('Your order list', 'The products you chose, sent to us as one WhatsApp message.', { noindex: true });

  const price = (line: OrderListLine) => check(line).current?.unitPrice ?? line.price;
  const local = localPricing(lines, price);
  const { subtotal } = local;
  const delivery = deliveryFor(settings.delivery, watch('pincode'), subtotal);
  const fee = delivery.kind === 'area' ? delivery.fee : null;
  const blocked = lines.some((line) => check(line).problem);

  const onSubmit = async (contact: OrderContact) => {
    remember(contact);
    const result = await sendOrder(lines, contact, settings, local);
    setOutcome(result);
    if (result.kind === 'refused') refresh();
    if (result.kind === 'sent') orderList.clear();
  };

  const field = (name: keyof OrderContact, label: string, props: { autoComplete?: string; inputMode?: 'numeric' | 'tel'; multiline?: boolean; hint?: string } = {}) => (
    <FormField
      id={`order-${name}`}
      label={label}
      registration={register(name)}
      error={formState.errors[name]?.message}
      hint={props.hint}
      rows={props.multiline ? 3 : undefined}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
    />
  );

  return (
    <>
      <PageHero title="Your order list" lead="Choose the quantities, then send the whole order to us as one WhatsApp message." />
      <div className="container section order-list-page">
        {outcome?.kind === 'sent' ? (
          <SentPanel outcome={outcome} />
        ) : !known ? (
          <p className="order-empty">Loading your order list…</p>
        ) : lines.length === 0 ? (
          <div className="order-empty">
            <p>Your order list is empty.</p>
            <Link className="btn btn-green" to={localized('/products')}>
              Browse Products
            </Link>
          </div>
        ) : (
          <div className="order-list-grid">
            <section aria-labelledby="order-lines-title">
              <h2 id="order-lines-title" className="visually-hidden">
                Products
              </h2>
              <ul className="order-lines">
                {lines.map((line) => (
                  <LineItem key={`${line.productId} ${line.variantKey}`} line={line} check={check(line)} price={price(line)} />
                ))}
              </ul>
            </section>
            <form className="order-summary" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-labelledby="order-summary-title">
              <h2 id="order-summary-title">Delivery and total</h2>
              {field('pincode', 'Pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
              <DeliveryNote quote={delivery} />
              {field('name', 'Your name (optional)', { autoComplete: 'name' })}
              {field('phone', 'Phone (optional)', { autoComplete: 'tel', inputMode: 'tel', hint: 'Only if we should call another number than the one you message from.' })}
              {field('note', 'Note (optional)', { multiline: true })}
              <dl className="order-totals">
                <div>
                  <dt>Subtotal</dt>
                  <dd>{formatPrice(subtotal)}</dd>
                </div>
                {delivery.kind !== 'none' && (
                  <div>
                    <dt>Delivery</dt>
                    <dd>{fee === null ? 'To be confirmed' : fee === 0 ? 'Free' : formatPrice(fee)}</dd>
                  </div>
                )}
                <div className="order-total">
                  <dt>Total</dt>
                  <dd>{formatPrice(sumRupees([subtotal, fee ?? 0]))}</dd>
                </div>
              </dl>
              {blocked && <p className="field-error">Remove the products marked above to send your order.</p>}
              {outcome?.kind === 'refused' && <p className="field-error">{outcome.message}</p>}
              {outcome?.kind === 'no-chat' && <p className="field-error">Ordering over WhatsApp is not set up yet: please call us instead.</p>}
              <button type="submit" className="btn btn-green order-send" disabled={blocked || formState.isSubmitting}>
                {formState.isSubmitting ? 'Sending…' : 'Send order on WhatsApp'}
              </button>
            </form>
          </div>
        )}
      </div>
    </>
  );
}
