import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '@catalogue/domain';
import { useText } from '../i18n/useText';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Read by screen readers, and shown unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
}

/** A quantity from 1 to 99: minus and plus buttons around a number field. */
export function QuantityStepper({ value, onChange, label, hideLabel = false }: QuantityStepperProps) {
  const id = useId();
  const text = useText();
  const set = (quantity: number) => onChange(Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity)));
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'quantity-label'}>
        {label}
      </label>
      <div className="quantity-controls">
        <button type="button" onClick={() => set(value - 1)} disabled={value <= 1}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{text('orderList.fewer', { label })}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={value}
          onChange={(event) => {
            const quantity = Number(event.target.value);
            if (Number.isInteger(quantity) && quantity > 0) set(quantity);
          }}
        />
        <button type="button" onClick={() => set(value + 1)} disabled={value >= MAX_LINE_QUANTITY}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{text('orderList.more', { label })}</span>
        </button>
      </div>
    </div>
  );
}
