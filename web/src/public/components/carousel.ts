import { FEATURED_MAX_SLOTS, FEATURED_SLOT_BREAKPOINTS } from '@catalogue/domain';

/** Visible slots of the featured carousel: 1 below 640 px, 2 below 1024 px, otherwise 3. */
export function slotsForWidth(width: number): number {
  for (const breakpoint of FEATURED_SLOT_BREAKPOINTS) if (width < breakpoint.below) return breakpoint.slots;
  return FEATURED_MAX_SLOTS;
}

/** Wraps an index into 0..count-1 in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
