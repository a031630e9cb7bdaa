const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices with the rupee sign and two decimals, e.g. ₹1,250.00. */
export function formatPrice(price: number | string | null | undefined): string {
  const value = Number(price);
  return `₹${rupees.format(Number.isFinite(value) ? value : 0)}`;
}

const days = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A day written YYYY-MM-DD as people read it, e.g. 12 Nov 2026. */
export const formatDay = (day: string) => days.format(new Date(`${day}T00:00:00Z`));

/** A range of prices: "₹380.00" when both ends are equal, else "₹380.00 – ₹1,799.00". */
export const formatPriceRange = ({ low, high }: { low: number; high: number }) => (low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`);
