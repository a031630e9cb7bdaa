const FEATURED_MAX_SLOTS = 3;

/** Featured carousel slots: 1 below 640 px, 2 below 1024 px, otherwise 3. */
const FEATURED_SLOT_BREAKPOINTS = [
  { below: 640, slots: 1 },
  { below: 1024, slots: 2 },
] as const;

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
