const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices with the rupee sign and two decimals, e.g. ₹1,250.00. */
export function formatPrice(price: number | string | null | undefined): string {
  const value = Number(price);
  return `₹${rupees.format(Number.isFinite(value) ? value : 0)}`;
}
