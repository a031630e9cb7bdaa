/** The manager's view of the navigation: fixed items and main categories with their local edits. */
import { buildNavItems, moveAndRenumber, type Category, type FixedNavKey, type NavConfig, type NavItem } from '@catalogue/domain';

export interface ManagerItem extends NavItem {
  /** Unique across both kinds: 'fixed:home', 'category:<id>'. */
  key: string;
}

const itemKey = (item: Pick<NavItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

export function managerItems(config: NavConfig, categories: Category[]): ManagerItem[] {
  return buildNavItems(config, categories, { includeHiddenCategories: true }).map((item) => ({ ...item, key: itemKey(item) }));
}

export interface OrderChanges {
  fixed: Partial<Record<FixedNavKey, number>>;
  categories: Record<string, number>;
}

/** Splits order changes (by item key) into fixed-item orders and category orders. */
export function splitChanges(changes: { id: string; order: number }[]): OrderChanges {
  const result: OrderChanges = { fixed: {}, categories: {} };
  for (const change of changes) {
    const [type, ...rest] = change.id.split(':');
    const id = rest.join(':');
    if (type === 'fixed') result.fixed[id as FixedNavKey] = change.order;
    else result.categories[id] = change.order;
  }
  return result;
}

/**
 * The preview's drop: the dragged item moves next to the target among all items and every
 * item is renumbered in steps of 10, locally.
 */
export function previewDrop(items: ManagerItem[], activeKey: string, overKey: string, position: 'before' | 'after'): OrderChanges | null {
  const from = items.findIndex((item) => item.key === activeKey);
  const target = items.findIndex((item) => item.key === overKey);
  if (from === -1 || target === -1 || from === target) return null;
  // Index of the target once the dragged item is taken out, then the side of the drop.
  const targetAfterRemoval = target > from ? target - 1 : target;
  const to = position === 'before' ? targetAfterRemoval : targetAfterRemoval + 1;
  if (to === from) return null;
  const renumbered = moveAndRenumber(items, from, to);
  return splitChanges(renumbered.map((item) => ({ id: item.key, order: item.order })));
}

/** Categories whose order or visibility differ from what the server has. */
export function changedCategories(local: Category[], server: Category[]): Category[] {
  const saved = new Map(server.map((c) => [c._id, c]));
  return local.filter((c) => {
    const before = saved.get(c._id);
    return !before || before.order !== c.order || Boolean(before.showInNav) !== Boolean(c.showInNav);
  });
}
