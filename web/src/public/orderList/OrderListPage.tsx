import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from 'react-router-dom';
import { ORDER_PERSONAL_DAYS, POLICY_PATHS, type DeliveryQuote } from '@catalogue/domain';
import { imageUrl } from '../../api/images';
import { formatPrice } from '../../components/format';
import { useSite } from '../../components/siteSettings';
import { OrderTotals } from '../components/OrderTotals';
import { PageHero } from '../components/PageHero';
import { useOnline } from '../components/useOnline';
import { productPath, productSizePath } from '../product/paths';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { orderList, useOrderList, useOrderListKnown, type OrderListLine } from './orderListStore';
import { OrderAgain } from './OrderAgain';
import { OrderContactFields, orderDetailsSchema, type OrderDetails } from './OrderContactFields';
import { QuantityStepper } from './QuantityStepper';
import { RemindMeField } from './RemindMeField';
import { EMPTY_CONTACT, rememberContact, rememberedContact } from './rememberedContact';
import { sendOrder, shownPricing, type SendOutcome } from './sendOrder';
import { rememberSentList } from './sentOrderLists';
import { lineNow, useOrderQuote, type LineCheck } from './useOrderQuote';
import { useText, Words } from '../i18n/useText';
import { useValidationText } from '../i18n/validation';
import { useLanguage } from '../i18n/language';
import './OrderListPage.css';
import { useLocalizedPath } from '../i18n/language';

/** A line of the list as the catalogue names and prices it now (as it was added until the server has said). */
function LineItem({ line, check }: { line: OrderListLine; check: LineCheck }) {
  const localized = useLocalizedPath();
  const text = useText();
  const validationText = useValidationText();
  const language = useLanguage();
  const { name, sizeLabel, unitPrice: price, lineTotal } = lineNow(line, check, language);
  const label = sizeLabel ? `${name} (${sizeLabel})` : name;
  return (
    <li className={`order-line${check.problem ? ' has-problem' : ''}`}>
      <img className="order-line-image" src={imageUrl(line.image)} alt="" width={72} height={72} loading="lazy" />
      <div className="order-line-text">
        <Link to={localized(sizeLabel ? productSizePath(line, line.variantKey) : productPath(line))} className="order-line-name">
          {name}
        </Link>
        {sizeLabel && <p className="order-line-size">{sizeLabel}</p>}
        <p className="order-line-price">{text('orderList.each', { price: formatPrice(price, language) })}</p>
        {check.problem && <p className="order-line-flag">{validationText(check.problem)}</p>}
        {!check.problem && check.current && check.current.unitPrice !== line.price && (
          <p className="order-line-flag">
            {text('orderList.priceChanged', { was: formatPrice(line.price, language), now: formatPrice(check.current.unitPrice, language) })}
          </p>
        )}
      </div>
      <QuantityStepper label={text('orderList.quantityOf', { label })} hideLabel value={line.quantity} onChange={(quantity) => orderList.setQuantity(line, quantity)} />
      <p className="order-line-total">{formatPrice(lineTotal, language)}</p>
      <button type="button" className="order-line-remove" onClick={() => orderList.remove(line)}>
        {text('orderList.remove')}
        <span className="visually-hidden"> {label}</span>
      </button>
    </li>
  );
}

/** What delivery to the pincode typed means, in the owner's words where they gave some. */
function DeliveryNote({ quote }: { quote: DeliveryQuote }) {
  const text = useText();
  const language = useLanguage();
  if (quote.kind === 'none') return null;
  if (quote.kind === 'ask') return <p className="delivery-note">{text('delivery.ask')}</p>;
  if (quote.kind === 'outside') return <p className="delivery-note is-outside">{quote.message || text('delivery.outside')}</p>;
  return (
    <p className={`delivery-note${quote.minimumMet ? '' : ' is-outside'}`}>
      {quote.fee === 0 ? text('delivery.free', { area: quote.area }) : text('delivery.fee', { area: quote.area, fee: formatPrice(quote.fee, language) })}
      {!quote.minimumMet && ` ${text('delivery.minimum', { area: quote.area, minimum: formatPrice(quote.minimumOrder, language) })}`}
    </p>
  );
}

function SentPanel({ outcome }: { outcome: Extract<SendOutcome, { kind: 'sent' }> }) {
  const localized = useLocalizedPath();
  const text = useText();
  return (
    <div className="order-sent" role="status">
      <h2>{outcome.number ? text('orderList.sentNumber', { number: outcome.number }) : text('orderList.readyToSend')}</h2>
      <p>{text(outcome.number ? 'orderList.sentRecorded' : outcome.offline ? 'orderList.sentOffline' : 'orderList.sentNotRecorded')}</p>
      <div className="hero-actions">
        <a className="btn btn-green" href={outcome.link} target="_blank" rel="noopener noreferrer">
          {text(outcome.opened ? 'orderList.openAgain' : 'orderList.open')}
          <span className="visually-hidden"> {text('common.opensChatInNewTab')}</span>
        </a>
        {outcome.statusUrl && (
          <Link className="btn btn-outline" to={outcome.statusUrl}>
            {text('orderList.orderPage')}
          </Link>
        )}
        <Link className="btn btn-outline" to={localized('/products')}>
          {text('orderList.continue')}
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
  const language = useLanguage();
  const online = useOnline();
  const { register, handleSubmit, watch, formState, reset } = useForm<OrderDetails>({ resolver: yupResolver(orderDetailsSchema), defaultValues: { ...EMPTY_CONTACT, remindMe: false } });
  const pincode = watch('pincode');
  const { check, quote, refresh } = useOrderQuote(lines, pincode);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  // After hydration: the server cannot know what this browser remembers.
  useEffect(() => reset({ ...rememberedContact(), remindMe: false }), [reset]);
  const text = useText();
  const validationText = useValidationText();
  usePublicPageMeta(text('orderList.title'), text('orderList.metaDescription'), { noindex: true });

  const shown = shownPricing(quote, lines, check, pincode, settings, language);
  const { subtotal, delivery, deliveryFee: fee, total } = shown;
  const blocked = lines.some((line) => check(line).problem);

  const onSubmit = async ({ remindMe, ...contact }: OrderDetails) => {
    rememberContact(contact);
    const result = await sendOrder(lines, contact, remindMe, settings, shown, language);
    setOutcome(result);
    if (result.kind === 'refused') refresh();
    if (result.kind === 'sent') {
      rememberSentList(lines, result.number);
      orderList.clear();
    }
  };

  return (
    <>
      <PageHero title={text('orderList.title')} lead={text('orderList.lead')} />
      <div className="container section order-list-page">
        {outcome?.kind === 'sent' ? (
          <SentPanel outcome={outcome} />
        ) : !known ? (
          <p className="order-empty">{text('orderList.loading')}</p>
        ) : lines.length === 0 ? (
          <div className="order-empty">
            <p>{text('orderList.empty')}</p>
            <Link className="btn btn-green" to={localized('/products')}>
              {text('common.browseProducts')}
            </Link>
          </div>
        ) : (
          <div className="order-list-grid">
            <section aria-labelledby="order-lines-title">
              <h2 id="order-lines-title" className="visually-hidden">
                {text('orderList.products')}
              </h2>
              <ul className="order-lines">
                {lines.map((line) => (
                  <LineItem key={`${line.productId} ${line.variantKey}`} line={line} check={check(line)} />
                ))}
              </ul>
            </section>
            <form className="order-summary" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-labelledby="order-summary-title">
              <h2 id="order-summary-title">{text('orderList.summary')}</h2>
              <OrderContactFields register={register} errors={formState.errors} after={{ pincode: <DeliveryNote quote={delivery} /> }} />
              <p className="form-hint order-privacy">
                <Words id="orderList.privacy" values={{ days: ORDER_PERSONAL_DAYS, link: (chunks) => <Link to={localized(POLICY_PATHS.privacy)}>{chunks}</Link> }} />
              </p>
              <RemindMeField registration={register('remindMe')} />
              {!online && <p className="order-offline">{text('orderList.offline')}</p>}
              <OrderTotals subtotal={subtotal} deliveryFee={fee} deliveryLabel={delivery.kind === 'none' ? null : text('orderList.delivery')} total={total} />
              {blocked && <p className="field-error">{text('orderList.blocked')}</p>}
              {outcome?.kind === 'refused' && <p className="field-error">{validationText(outcome.message)}</p>}
              {outcome?.kind === 'no-chat' && <p className="field-error">{text('orderList.noChat')}</p>}
              <button type="submit" className="btn btn-green order-send" disabled={blocked || formState.isSubmitting}>
                {text(formState.isSubmitting ? 'orderList.sending' : 'orderList.send')}
              </button>
            </form>
          </div>
        )}
        {known && outcome?.kind !== 'sent' && <OrderAgain />}
      </div>
    </>
  );
}
