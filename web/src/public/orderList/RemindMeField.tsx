import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText } from '../i18n/useText';

/** "Remind me when it's time to reorder" (customers.ts in the domain). */
export function RemindMeField({ registration }: { registration: UseFormRegisterReturn }) {
  const text = useText();
  return (
    <div className="order-remind">
      <div className="order-remind-check">
        <input type="checkbox" id="order-remindMe" aria-describedby="order-remindMe-hint" {...registration} />
        <label htmlFor="order-remindMe">{text('orderList.remindMe')}</label>
      </div>
      <p id="order-remindMe-hint" className="form-hint">
        {text('orderList.remindMeHint')}
      </p>
    </div>
  );
}
