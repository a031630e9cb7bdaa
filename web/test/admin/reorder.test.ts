import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_CONFIG, type Category } from '@catalogue/domain';
import { dropReorder, dropSide } from '../../src/admin/components/reorder';
import { changedCategories, managerItems, previewDrop, splitChanges } from '../../src/admin/navigation/navModel';

const list = (...orders: number[]) => orders.map((order, i) => ({ id: String.fromCharCode(97 + i), order }));

describe('dropReorder (category list and navigation manager)', () => {
  it('puts an item dropped before a target halfway between the target and the previous item', () => {
    const result = dropReorder(list(0, 10, 20, 30), 'd', 'b', 'before');
    expect(result?.changes).toEqual([{ id: 'd', order: 5 }]);
    expect(result?.items.map((i) => i.id)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('uses target − 1 when dropped before the first item', () => {
    expect(dropReorder(list(0, 10, 20), 'c', 'a', 'before')?.changes).toEqual([{ id: 'c', order: -1 }]);
  });

  it('puts an item dropped after a target halfway to the next item, or target + 1 when last', () => {
    expect(dropReorder(list(0, 10, 20, 30), 'a', 'b', 'after')?.changes).toEqual([{ id: 'a', order: 15 }]);
    expect(dropReorder(list(0, 10, 20), 'a', 'c', 'after')?.changes).toEqual([{ id: 'a', order: 21 }]);
  });

  it('ignores drops that leave the sequence unchanged', () => {
    expect(dropReorder(list(0, 10, 20), 'b', 'b', 'before')).toBeNull();
    expect(dropReorder(list(0, 10, 20), 'b', 'a', 'after')).toBeNull();
    expect(dropReorder(list(0, 10, 20), 'b', 'c', 'before')).toBeNull();
  });

  it('changes only the dragged item when there is room, even among equal orders', () => {
    expect(dropReorder(list(50, 50, 50), 'c', 'a', 'before')?.changes).toEqual([{ id: 'c', order: 49 }]);
  });

  it('renumbers in steps of 10 from the smallest order when duplicates leave no room', () => {
    const result = dropReorder(list(0, 10, 10, 20), 'a', 'b', 'after');
    expect(result?.items.map((i) => [i.id, i.order])).toEqual([
      ['b', 0],
      ['a', 10],
      ['c', 20],
      ['d', 30],
    ]);
    expect(result?.changes).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 10 },
      { id: 'c', order: 20 },
      { id: 'd', order: 30 },
    ]);
  });
});

describe('dropSide (midpoint rule)', () => {
  const target = { top: 100, height: 40 };
  it('is before above the midpoint and after below it', () => {
    expect(dropSide(110, target, 3, 1)).toBe('before');
    expect(dropSide(130, target, 0, 1)).toBe('after');
  });
  it('falls back to the direction of travel without a pointer (keyboard) or on the midpoint', () => {
    expect(dropSide(null, target, 3, 1)).toBe('before');
    expect(dropSide(null, target, 1, 3)).toBe('after');
    expect(dropSide(120, target, 1, 3)).toBe('after');
  });
});

const category = (id: string, order: number, showInNav = true): Category => ({
  _id: id,
  slug: id,
  name: id.toUpperCase(),
  description: '',
  image: '',
  order,
  parent: null,
  showInNav,
  showInProductsDropdown: true,
  createdAt: '',
  updatedAt: '',
});

describe('navigation manager model', () => {
  it('lists fixed items and every main category by order, with unique keys', () => {
    const items = managerItems(DEFAULT_NAV_CONFIG, [category('oils', 15), category('hidden', 35, false)]);
    expect(items.map((i) => i.key)).toEqual([
      'fixed:home',
      'fixed:products',
      'category:oils',
      'fixed:gallery',
      'fixed:about',
      'category:hidden',
      'fixed:contact',
    ]);
    expect(items.find((i) => i.key === 'category:hidden')?.visible).toBe(false);
  });

  it('splits changes into fixed orders and category orders', () => {
    expect(splitChanges([{ id: 'fixed:home', order: 5 }, { id: 'category:abc', order: 7 }])).toEqual({
      fixed: { home: 5 },
      categories: { abc: 7 },
    });
  });

  it('a preview drop reorders every item and renumbers in steps of 10', () => {
    const items = managerItems(DEFAULT_NAV_CONFIG, [category('oils', 15)]);
    const changes = previewDrop(items, 'fixed:contact', 'fixed:home', 'before');
    expect(changes).toEqual({
      fixed: { contact: 0, home: 10, products: 20, gallery: 40, about: 50 },
      categories: { oils: 30 },
    });
    expect(previewDrop(items, 'fixed:home', 'fixed:products', 'after')?.fixed).toMatchObject({ products: 0, home: 10 });
    expect(previewDrop(items, 'fixed:home', 'fixed:products', 'before')).toBeNull();
  });

  it('reports categories whose order or visibility changed locally', () => {
    const server = [category('a', 1), category('b', 2)];
    const local = [category('a', 1), { ...category('b', 2), showInNav: false }];
    expect(changedCategories(local, server).map((c) => c._id)).toEqual(['b']);
    expect(changedCategories(server, server)).toEqual([]);
  });
});
