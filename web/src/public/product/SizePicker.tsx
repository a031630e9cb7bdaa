import { useId } from 'react';
import { isOrderable, type Product } from '@catalogue/domain';
import { formatPrice } from '../../components/format';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/language';

/**
 * A product's sizes as a radio group (arrow keys move between them): each with its price, a sold-out
 * size (or one whose batch is stale) still listed and marked. Nothing for a product with one size.
 */
export function SizePicker({ sizes, chosen, onChoose }: { sizes: Product['variants']; chosen: string; onChoose: (key: string) => void }) {
  const name = useId();
  const text = useText();
  const language = useLanguage();
  if (sizes.length < 2) return null;
  return (
    <fieldset className="size-picker" role="radiogroup" aria-labelledby={`${name}-legend`}>
      <legend id={`${name}-legend`}>{text('product.size')}</legend>
      <div className="size-options">
        {sizes.map((size) => (
          <label key={size.key} className={`size-option${isOrderable(size) ? '' : ' sold-out'}`}>
            <input type="radio" name={name} value={size.key} checked={size.key === chosen} onChange={() => onChoose(size.key)} />
            <span className="size-label">{size.label}</span>
            <span className="size-price">{formatPrice(size.price, language)}</span>
            {!isOrderable(size) && <span className="size-stock">{text(size.inStock ? 'product.notAvailable' : 'product.soldOut')}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
