import { lazy, Suspense, useState } from 'react';
import { useText } from '../i18n/useText';

/** The form is loaded when asked for: the product page stays as light as it was. */
const BackInStockForm = lazy(() => import('./BackInStockForm'));

/** A sold-out size's "Tell me when it's back": a button that opens the request for the customer's number. */
export function BackInStock({ productId, variantKey }: { productId: string; variantKey: string }) {
  const [open, setOpen] = useState(false);
  const text = useText();
  if (!open)
    return (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {text('waitlist.offer')}
      </button>
    );
  return (
    <Suspense fallback={<p role="status">{text('waitlist.loading')}</p>}>
      <BackInStockForm productId={productId} variantKey={variantKey} />
    </Suspense>
  );
}
