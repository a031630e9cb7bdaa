/**
 * Counts an opening of a single product's order link for the owner's figures: a beacon, so the chat
 * never waits for it, with only the product and size (no cookies: the site sets none).
 */
export function countLinkOpen(productId: string, variantKey: string) {
  const body = new Blob([JSON.stringify({ productId, variantKey })], { type: 'application/json' });
  navigator.sendBeacon?.('/api/insights/link-opens', body);
}
