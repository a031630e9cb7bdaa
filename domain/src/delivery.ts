/**
 * Where the shop delivers (Site settings → Delivery): areas matched by pincode, each with its own
 * fee and minimum order, and a message for places outside them. The order list shows the outcome
 * before the order is sent, and `POST /api/orders` prices the delivery with the same function.
 * Kept free of the validation library: the public order list uses it.
 */

export interface DeliveryArea {
  /** What the customer reads, e.g. "Coimbatore city". */
  name: string;
  /** Pincodes or their first digits: "641" covers every pincode starting 641. The longest match wins. */
  pincodes: string[];
  /** In rupees; 0 delivers free. */
  fee: number;
  /** The smallest subtotal delivered, in rupees; 0 for none. */
  minimumOrder: number;
}

/** Whole days, from `min` to `max`. */
export interface DayRange {
  min: number;
  max: number;
}

export interface DeliverySettings {
  /** Empty: the shop names no areas, so the order list asks for no pincode and adds no fee. */
  areas: DeliveryArea[];
  /** Shown when a pincode is in none of the areas; the customer can still send the request. */
  outsideMessage: string;
  /** Days from the order to its leaving the shop (the shipping page, the offers' structured data). */
  handlingDays: DayRange;
  /** Days on the way. */
  transitDays: DayRange;
}

/** What pricing an order's delivery reads. */
export type DeliveryAreas = Pick<DeliverySettings, 'areas' | 'outsideMessage'>;

export const MAX_DELIVERY_DAYS = 60;
export const DEFAULT_HANDLING_DAYS: DayRange = { min: 0, max: 1 };
export const DEFAULT_TRANSIT_DAYS: DayRange = { min: 1, max: 3 };

/** An Indian postal code: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** A pincode or its first digits, as an area lists them. */
export const PINCODE_PREFIX_PATTERN = /^[1-9][0-9]{0,5}$/;
export const PINCODE_MESSAGE = 'Enter a 6-digit pincode';

export const DEFAULT_OUTSIDE_MESSAGE = 'We do not deliver to this pincode yet. Send the order anyway and we will tell you how we can get it to you.';

/** What delivery to a pincode means for an order of `subtotal`. */
export type DeliveryQuote =
  /** The shop names no areas: nothing to check, no fee. */
  | { kind: 'none' }
  /** Areas are named but no (valid) pincode was given yet. */
  | { kind: 'ask' }
  | { kind: 'outside'; message: string }
  | { kind: 'area'; area: string; fee: number; minimumOrder: number; minimumMet: boolean };

/** The area serving `pincode`: the one listing the longest prefix of it (the first listed on a tie). */
export function areaFor(areas: readonly DeliveryArea[], pincode: string): DeliveryArea | undefined {
  let best: { area: DeliveryArea; length: number } | undefined;
  for (const area of areas) {
    for (const prefix of area.pincodes) {
      if (pincode.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { area, length: prefix.length };
    }
  }
  return best?.area;
}

export function deliveryFor(delivery: DeliveryAreas, pincode: string | null | undefined, subtotal: number): DeliveryQuote {
  if (!delivery.areas.length) return { kind: 'none' };
  const code = pincode?.trim() ?? '';
  if (!PINCODE_PATTERN.test(code)) return { kind: 'ask' };
  const area = areaFor(delivery.areas, code);
  if (!area) return { kind: 'outside', message: delivery.outsideMessage };
  return { kind: 'area', area: area.name, fee: area.fee, minimumOrder: area.minimumOrder, minimumMet: subtotal >= area.minimumOrder };
}

/** The fee an order adds: known only inside an area (null: to be agreed, or none named). */
export const deliveryFeeOf = (quote: DeliveryQuote): number | null => (quote.kind === 'area' ? quote.fee : null);

/** Pincodes as the owner types them ("641001, 641002 642") → the list an area stores. */
export const pincodeList = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
