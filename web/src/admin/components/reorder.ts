/**
 * Reorder arithmetic shared by the category list and the navigation manager: the dragged
 * item gets a new order halfway between its new neighbours (target − 1 / + 1 at the ends), so one
 * item changes. When the stored orders do not leave room (duplicates), the list is renumbered in
 * steps of 10 from its smallest order and every item whose order changed is reported.
 */
import { ORDER_STEP, orderForDrop, type DropPosition } from '@catalogue/domain';

export interface Ordered {
  id: string;
  order: number;
}

export interface DropResult<T extends Ordered> {
  /** The items in their new sequence, with their new orders. */
  items: T[];
  /** The items whose order changed, and to what. */
  changes: { id: string; order: number }[];
}

export const byOrder = <T extends Ordered>(items: T[]) => items.slice().sort((a, b) => a.order - b.order);

/** Where an item dropped on a target lands; null when nothing moves. `items` must be sorted by order. */
export function dropReorder<T extends Ordered>(items: T[], activeId: string, overId: string, position: DropPosition): DropResult<T> | null {
  if (activeId === overId) return null;
  const active = items.find((item) => item.id === activeId);
  const others = items.filter((item) => item.id !== activeId);
  const targetIndex = others.findIndex((item) => item.id === overId);
  if (!active || targetIndex === -1) return null;
  const insertAt = position === 'before' ? targetIndex : targetIndex + 1;
  const sequence = others.slice();
  sequence.splice(insertAt, 0, active);
  if (sequence.every((item, index) => item.id === items[index].id)) return null;

  const newOrder = orderForDrop(items, activeId, overId, position);
  const previous = sequence[insertAt - 1];
  const next = sequence[insertAt + 1];
  const fits = (!previous || previous.order < newOrder) && (!next || newOrder < next.order);
  if (fits) {
    return {
      items: sequence.map((item) => (item.id === activeId ? { ...item, order: newOrder } : item)),
      changes: [{ id: activeId, order: newOrder }],
    };
  }
  const finite = items.map((item) => item.order).filter(Number.isFinite);
  const base = finite.length ? Math.min(...finite) : 0;
  const renumbered = sequence.map((item, index) => ({ ...item, order: base + index * ORDER_STEP }));
  const before = new Map(items.map((item) => [item.id, item.order]));
  return {
    items: renumbered,
    changes: renumbered.filter((item) => before.get(item.id) !== item.order).map(({ id, order }) => ({ id, order })),
  };
}

/**
 * Which side of the target a drop lands on: the pointer's position against the target's midpoint
 * (upper half: before, lower half: after); with no pointer (keyboard) or exactly on the midpoint, the direction of travel.
 */
export function dropSide(
  pointerY: number | null,
  target: { top: number; height: number } | null,
  fromIndex: number,
  toIndex: number,
): DropPosition {
  if (pointerY !== null && target) {
    const middle = target.top + target.height / 2;
    if (Math.abs(pointerY - middle) >= 1) return pointerY < middle ? 'before' : 'after';
  }
  return fromIndex < toIndex ? 'after' : 'before';
}

/** Where a list's item at index `from` goes when dropped before or after the item at index `target`. */
export const dropIndex = (from: number, target: number, position: DropPosition): number =>
  position === 'before' ? (from < target ? target - 1 : target) : from < target ? target : target + 1;
