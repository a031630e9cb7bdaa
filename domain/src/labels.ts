/**
 * What a packaged food's label declares, as an online listing must show it (Legal Metrology
 * (Packaged Commodities) Rules, FSSAI): the unit sale price of a pack, its best-before day from the
 * batch's pressing day and the product's shelf life, and whether a batch is too old to sell (FSSAI's
 * 2024 advisory: at least 30% of the shelf life left when it reaches the customer). The fields are
 * declared with the other product fields (productSizes.ts, products.ts); this module has no schema,
 * so the public pages use it without loading the validation library.
 */
import { DAY_MS } from './constants';

export const NET_QUANTITY_UNITS = ['g', 'kg', 'ml', 'l', 'piece'] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];
export interface NetQuantity {
  value: number;
  unit: NetQuantityUnit;
}

export const SHELF_LIFE_UNITS = ['days', 'months'] as const;
export type ShelfLifeUnit = (typeof SHELF_LIFE_UNITS)[number];
export interface ShelfLife {
  value: number;
  unit: ShelfLifeUnit;
}

/** Below this share of its shelf life left, a batch is not sold. */
export const FRESH_SHARE = 0.3;
/** The owner is warned this many days before a batch crosses that line. */
export const STALE_WARNING_DAYS = 14;

/** How a size's label names its net quantity by default: "500 ml", "1 L", "1 kg", "12 pieces". */
export const netQuantityLabel = ({ value, unit }: NetQuantity) => `${value} ${unit === 'l' ? 'L' : unit === 'piece' ? (value === 1 ? 'piece' : 'pieces') : unit}`;

/** The price per what a unit sale price is given for: 100 g or ml, a kg or litre, a piece. */
export interface UnitSalePrice {
  /** Rupees, rounded to the paisa. */
  price: number;
  /** 100 for "per 100 g", 1 for "per kg" or "per piece". */
  per: number;
  unit: NetQuantityUnit;
}

/** What a kg and a litre hold in grams and millilitres. */
const BASE_UNIT: Partial<Record<NetQuantityUnit, { unit: NetQuantityUnit; times: number }>> = { kg: { unit: 'g', times: 1000 }, l: { unit: 'ml', times: 1000 } };
const LARGE_UNIT: Partial<Record<NetQuantityUnit, NetQuantityUnit>> = { g: 'kg', ml: 'l' };

/**
 * The unit sale price of a pack of `netQuantity` sold at `price`: per 100 g or 100 ml for a pack under
 * 1 kg or 1 litre, per kg or litre for a larger one, per piece for pieces. Null for an empty pack.
 */
export function unitSalePrice(price: number, netQuantity: NetQuantity): UnitSalePrice | null {
  if (!(netQuantity.value > 0) || !Number.isFinite(netQuantity.value)) return null;
  const paise = (quantityPerUnit: number) => Math.round((price * 100 * quantityPerUnit) / netQuantity.value) / 100;
  if (netQuantity.unit === 'piece') return { price: paise(1), per: 1, unit: 'piece' };
  const base = BASE_UNIT[netQuantity.unit];
  const baseUnit = base?.unit ?? netQuantity.unit;
  const inBase = netQuantity.value * (base?.times ?? 1);
  if (inBase < 1000) return { price: paise(100 / (base?.times ?? 1)), per: 100, unit: baseUnit };
  return { price: paise(1000 / (base?.times ?? 1)), per: 1, unit: LARGE_UNIT[baseUnit] ?? baseUnit };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const daysBetween = (from: string, to: string) => Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
const addDays = (day: string, days: number) => dayOf(new Date(utcDay(day).getTime() + days * DAY_MS));

/** The best-before day (YYYY-MM-DD) of a batch pressed on `pressedOn`: its shelf life later (a month later on the 31st: the month's last day). */
export function bestBefore(pressedOn: string, shelfLife: ShelfLife): string {
  if (shelfLife.unit === 'days') return addDays(pressedOn, shelfLife.value);
  const start = utcDay(pressedOn);
  const month = start.getUTCMonth() + shelfLife.value;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), lastDay))));
}

/** Where a batch stands on `today` (YYYY-MM-DD, the shop's day). */
export interface BatchStatus {
  bestBefore: string;
  /** The last day it may be sold: 30% of its shelf life still left. */
  sellUntil: string;
  /** Past `sellUntil` (or its best-before): not sold. */
  stale: boolean;
  /** Not stale yet, but within STALE_WARNING_DAYS of it. */
  staleSoon: boolean;
}

/** The batch's status, or null when the pressing day or the shelf life is not known. */
export function batchStatus(pressedOn: string | null | undefined, shelfLife: ShelfLife | null | undefined, today: string): BatchStatus | null {
  if (!pressedOn || !shelfLife) return null;
  const best = bestBefore(pressedOn, shelfLife);
  const sellUntil = addDays(best, -Math.ceil(daysBetween(pressedOn, best) * FRESH_SHARE));
  const left = daysBetween(today, sellUntil);
  return { bestBefore: best, sellUntil, stale: left < 0, staleSoon: left >= 0 && left <= STALE_WARNING_DAYS };
}

/** Whether the batch is past its best-before or has less than 30% of its shelf life left on `today`. */
export const isStale = (pressedOn: string | null | undefined, shelfLife: ShelfLife | null | undefined, today: string) => batchStatus(pressedOn, shelfLife, today)?.stale ?? false;

/** A batch the owner should replace (GET /api/batches): stale, or soon to be. */
export interface BatchToReplace extends BatchStatus {
  productId: string;
  name: string;
  pressedOn: string;
}
