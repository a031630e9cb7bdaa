import { useId } from 'react';
import { offersUpi, upiPayLink, type PaymentSettings } from '@catalogue/domain';
import { formatPrice } from '../../components/format';
import { useLanguage } from '../i18n/language';
import { useText, Words } from '../i18n/useText';
import { useCopy } from '../components/useCopy';
import { QrCode } from './QrCode';
import './PayByUpi.css';


/** The shop's UPI ID with a Copy button that says when it has copied. */
function CopyUpiId({ upiId }: { upiId: string }) {
  const text = useText();
  const { state: copy, copy: copyText } = useCopy();
  return (
    <div className="upi-copy">
      <button type="button" className="btn btn-outline" onClick={() => void copyText(upiId)}>
        {text(copy === 'copied' ? 'upi.copied' : 'upi.copy')}
      </button>
      {/* The button says "Copied" itself: the status repeats it for screen readers only. */}
      <span role="status" className={copy === 'copied' ? 'visually-hidden' : undefined}>
        {copy === 'copied' ? text('upi.copiedStatus') : copy === 'failed' ? text('upi.copyFailed') : ''}
      </span>
    </div>
  );
}

/**
 * "Pay ₹1,999.00 by UPI" on an order's page: the QR code first (any UPI app scans it), on phones a
 * button opening a UPI app with the `upi://pay` link, then the UPI ID to pay to by hand (several
 * apps refuse links to personal UPI IDs) and, when the shop takes it, cash on delivery. Nothing when
 * the shop does not take UPI or the amount is more than a UPI payment takes.
 */
export function PayByUpi({ payments, amount, orderNumber }: { payments: PaymentSettings; amount: number; orderNumber: string }) {
  const text = useText();
  const language = useLanguage();
  const titleId = useId();
  if (!offersUpi(payments, amount)) return null;
  const { upiId, payeeName } = payments;
  const link = upiPayLink({ upiId, payeeName, amount, orderNumber });
  const price = formatPrice(amount, language);
  return (
    <section className="pay-by-upi" aria-labelledby={titleId}>
      <h2 id={titleId}>{text('upi.heading', { amount: price })}</h2>
      <QrCode className="upi-qr" text={link} label={text('upi.qrLabel', { amount: price, payee: payeeName })} />
      <p>{text('upi.scan')}</p>
      <a className="btn btn-green upi-app-link" href={link}>
        {text('upi.openApp')}
      </a>
      <p className="upi-id-line">
        <Words id="upi.personalIds" values={{ upiId, id: (chunks) => <code className="upi-id">{chunks}</code> }} />
      </p>
      <CopyUpiId upiId={upiId} />
      {payments.cash && <p>{text('upi.orCash')}</p>}
    </section>
  );
}
