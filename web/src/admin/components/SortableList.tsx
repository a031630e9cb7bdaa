/**
 * A vertical list reordered by drag and drop (@dnd-kit) with the pointer, touch or keyboard
 * (Space to pick up, arrows to move, Space to drop, Escape to cancel). Items do not shuffle while
 * dragging: a line shows where the item will land, before or after the target by which half of it the pointer is over.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Box, chakra, IconButton, type SystemStyleObject } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import type { DropPosition } from '@catalogue/domain';
import { dropSide } from './reorder';

export interface HandleProps {
  ref: (element: HTMLElement | null) => void;
  [key: string]: unknown;
}

interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  getName: (item: T) => string;
  /** `overlay`: the copy that follows the pointer while dragging (no form inputs there: the row keeps them). */
  renderItem: (item: T, handle: HandleProps, state: { dragging: boolean; overlay?: boolean }) => ReactNode;
  onDrop: (activeId: string, overId: string, position: DropPosition) => void;
  label: string;
  className?: string;
  disabled?: boolean;
  /** The direction of the list: the midpoint rule uses the pointer's y (vertical) or x (horizontal). */
  axis?: 'x' | 'y';
}

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : closestCenter(args);
};

const noShuffle = () => null;

/** The drop line: a gold bar before or after the target, across the list's direction. */
const dropLine = (axis: 'x' | 'y', side: 'before' | 'after'): SystemStyleObject => ({
  content: '""',
  position: 'absolute',
  bg: 'gold.600',
  borderRadius: '2px',
  ...(axis === 'y'
    ? { insetInline: 0, height: '3px', [side === 'before' ? 'top' : 'bottom']: '-5px' }
    : { insetBlock: 0, width: '3px', [side === 'before' ? 'left' : 'right']: '-5px' }),
});

const itemStyles = (axis: 'x' | 'y'): SystemStyleObject => ({
  '&[data-dragging]': { opacity: 0.4 },
  '&[data-drop=before]::before': dropLine(axis, 'before'),
  '&[data-drop=after]::after': dropLine(axis, 'after'),
});

const listStyles: Record<'x' | 'y', SystemStyleObject> = {
  y: { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '1.5', '& > li': itemStyles('y') },
  x: { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: '1.5', alignItems: 'center', '& > li': { display: 'flex', alignItems: 'center', gap: '1.5', ...itemStyles('x') } },
};

/** The grip button that picks an item up (pointer, touch, or Space/Enter). */
export function DragHandle({ name, handle }: { name: string; handle: HandleProps }) {
  return (
    <IconButton variant="outline" size="sm" bg="bg.subtle" color="fg.muted" cursor="grab" touchAction="none" aria-label={`Drag to reorder ${name}`} {...handle}>
      ⠿
    </IconButton>
  );
}

/** The pointer's current coordinate on an axis: where the drag started plus how far it went. */
function pointerAt(event: Event | null, delta: number, axis: 'x' | 'y'): number | null {
  const key = axis === 'x' ? 'clientX' : 'clientY';
  if (event && key in event && typeof (event as PointerEvent)[key] === 'number') return (event as PointerEvent)[key] + delta;
  const touch = (event as TouchEvent | null)?.touches?.[0];
  return touch ? touch[key] + delta : null;
}

export function SortableList<T>({ items, getId, getName, renderItem, onDrop, label, className, disabled = false, axis = 'y' }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [indicator, setIndicator] = useState<{ id: string; position: DropPosition } | null>(null);
  const indicatorRef = useRef(indicator);
  indicatorRef.current = indicator;
  const ids = items.map(getId);
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const item = items.find((candidate) => getId(candidate) === String(id));
    return item ? getName(item) : String(id ?? '');
  };
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a drop position.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped ${indicatorRef.current?.position ?? 'at'} ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const sideFor = (event: DragMoveEvent | DragEndEvent): DropPosition | null => {
    const { active, over } = event;
    if (!over || over.id === active.id) return null;
    const rect = axis === 'x' ? { top: over.rect.left, height: over.rect.width } : over.rect;
    return dropSide(
      pointerAt(event.activatorEvent, axis === 'x' ? event.delta.x : event.delta.y, axis),
      rect,
      ids.indexOf(String(active.id)),
      ids.indexOf(String(over.id)),
    );
  };

  const onDragStart = (event: DragStartEvent) => setActiveId(String(event.active.id));
  const onDragMove = (event: DragMoveEvent) => {
    const side = sideFor(event);
    setIndicator(side && event.over ? { id: String(event.over.id), position: side } : null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const side = sideFor(event);
    setActiveId(null);
    setIndicator(null);
    if (side && event.over) onDrop(String(event.active.id), String(event.over.id), side);
  };
  const onDragCancel = () => {
    setActiveId(null);
    setIndicator(null);
  };

  const activeItem = activeId ? items.find((item) => getId(item) === activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
        },
      }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <SortableContext items={ids} strategy={noShuffle} disabled={disabled}>
        <chakra.ul className={className} css={listStyles[axis]} aria-label={label}>
          {items.map((item) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              indicator={indicator?.id === getId(item) ? indicator.position : null}
              render={(handle, dragging) => renderItem(item, handle, { dragging })}
            />
          ))}
        </chakra.ul>
      </SortableContext>
      <DragOverlay>
        {activeItem ? (
          <Box shadow="lg" rounded="l2" bg="bg.panel" cursor="grabbing">
            {renderItem(activeItem, { ref: () => undefined }, { dragging: true, overlay: true })}
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function SortableRow({
  id,
  indicator,
  render,
}: {
  id: string;
  indicator: DropPosition | null;
  render: (handle: HandleProps, dragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({ id });
  const handle: HandleProps = { ref: setActivatorNodeRef, ...attributes, ...listeners };
  return (
    <chakra.li ref={setNodeRef} position="relative" data-sortable-id={id} data-dragging={isDragging || undefined} data-drop={indicator ?? undefined}>
      {render(handle, isDragging)}
    </chakra.li>
  );
}
