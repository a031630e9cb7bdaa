/** Case-insensitive substring match on name or description, for products and gallery items. */
export function matchesSearch(fields: (string | null | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}
