/** The schemas of a label's amounts with a unit (labels.ts): a pack's net quantity and a product's shelf life. */
import * as yup from 'yup';
import { boundedDecimal, parsedJsonText, wholeNumber } from './fields';
import { NET_QUANTITY_UNITS, SHELF_LIFE_UNITS, type NetQuantity, type ShelfLife } from './labels';

/** The most a pack's net quantity may say, in any unit (1000 kg, 1000 pieces...). */
const MAX_NET_QUANTITY = 1000;
/** The longest shelf life, in either unit: ten years of days, or of months. */
const MAX_SHELF_LIFE = { days: 3650, months: 120 };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** `{ value, unit }` (from JSON, or JSON text in a form; other keys dropped), or null when left out or its value left empty. */
function amountWithUnit<T>(label: string, value: yup.NumberSchema<number | undefined>, units: readonly string[]) {
  const unitMessage = `${label} unit must be one of ${units.join(', ')}`;
  return yup
    .object({
      value: value.required(`Enter the ${label.toLowerCase()}`),
      unit: yup.string().oneOf(units, unitMessage).required(unitMessage),
    })
    .transform(parsedJsonText)
    .transform((parsed: unknown, original: unknown) => {
      const sent = typeof original === 'string' ? parsed : original;
      if (sent == null || sent === '' || (isRecord(sent) && (sent.value === '' || sent.value == null))) return null;
      // Its two fields only: never `__proto__` or any other key sent with them.
      return isRecord(parsed) ? { value: Object.hasOwn(parsed, 'value') ? parsed.value : undefined, unit: Object.hasOwn(parsed, 'unit') ? parsed.unit : undefined } : parsed;
    })
    .typeError(`${label} must be an amount and a unit`)
    .nullable()
    .default(null) as unknown as yup.Schema<T | null>;
}

/** A pack's net quantity: more than 0, at most three decimals (0.5 kg, 500 g, 12 pieces). */
export const netQuantityField = () =>
  amountWithUnit<NetQuantity>(
    'Net quantity',
    boundedDecimal('Net quantity', { min: 0, max: MAX_NET_QUANTITY, decimals: 3, example: '500' }).moreThan(0, 'Net quantity must be more than 0'),
    NET_QUANTITY_UNITS,
  );

/** A product's shelf life from packing: whole days or months, at most ten years. */
export const shelfLifeField = () =>
  amountWithUnit<ShelfLife>('Shelf life', wholeNumber('Shelf life', 1, MAX_SHELF_LIFE.days), SHELF_LIFE_UNITS).test(
    'at-most-ten-years',
    `Shelf life must be at most ${MAX_SHELF_LIFE.months} months`,
    (shelfLife) => shelfLife == null || shelfLife.value <= MAX_SHELF_LIFE[shelfLife.unit],
  );
