import { BUSINESS_TIME_ZONE, DEFAULT_LANGUAGE, businessDay, onFirstUse, perLanguage, type Language } from '@catalogue/domain';

const rupees = perLanguage((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR' }));

/** Prices with the rupee sign and two decimals, e.g. ₹1,250.00 (the same in Tamil). */
export function formatPrice(price: number | string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const value = Number(price);
  return rupees(language).format(Number.isFinite(value) ? value : 0);
}

const days = perLanguage((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** A day written YYYY-MM-DD as people read it, e.g. 12 Nov 2026 (12 நவ., 2026 in Tamil). */
export const formatDay = (day: string, language: Language = DEFAULT_LANGUAGE) => days(language).format(new Date(`${day}T00:00:00Z`));

/** A range of prices: "₹380.00" when both ends are equal, else "₹380.00 – ₹1,799.00". */
export const formatPriceRange = ({ low, high }: { low: number; high: number }, language: Language = DEFAULT_LANGUAGE) =>
  low === high ? formatPrice(low, language) : `${formatPrice(low, language)} – ${formatPrice(high, language)}`;

const clock = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BUSINESS_TIME_ZONE }));

/** An instant's time of day on the business's clock, e.g. 14:05 (24-hour). */
export const formatTime = (date: Date) => clock().format(date);

/** An instant as the business's calendar and clock say it, e.g. 12 Nov 2026, 14:05 (24-hour, the same in every language). */
export const formatDateTime = (iso: string, language: Language = DEFAULT_LANGUAGE) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatDay(businessDay(date), language)}, ${formatTime(date)}`;
};
