import { formatPrice } from '../../components/format';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';
import './OrderTotals.css';

interface Props {
  subtotal: number;
  /** Null when not known yet ("To be confirmed"); the delivery line is left out when `deliveryLabel` is null. */
  deliveryFee: number | null;
  deliveryLabel: string | null;
  total: number;
}

/** An order's subtotal, delivery and total: the order list's and the order page's. */
export function OrderTotals({ subtotal, deliveryFee, deliveryLabel, total }: Props) {
  const text = useText();
  const language = useLanguage();
  return (
    <dl className="order-totals">
      <div>
        <dt>{text('orderList.subtotal')}</dt>
        <dd>{formatPrice(subtotal, language)}</dd>
      </div>
      {deliveryLabel !== null && (
        <div>
          <dt>{deliveryLabel}</dt>
          <dd>{deliveryFee === null ? text('orderList.toBeConfirmed') : deliveryFee === 0 ? text('orderList.free') : formatPrice(deliveryFee, language)}</dd>
        </div>
      )}
      <div className="order-total">
        <dt>{text('orderList.total')}</dt>
        <dd>{formatPrice(total, language)}</dd>
      </div>
    </dl>
  );
}
