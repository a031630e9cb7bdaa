/** Navigation ordering: building, splitting, drop order, renumbering. */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_NAV_CONFIG,
  FIXED_NAV_ITEMS,
  ORDER_STEP,
  buildNavItems,
  moveAndRenumber,
  orderForDrop,
  splitNavItems,
  type NavConfig,
} from '../src';

const config = (patch: Partial<NavConfig> = {}): NavConfig => ({ ...structuredClone(DEFAULT_NAV_CONFIG), ...patch });
const category = (id: string, order: number, extra: Partial<{ parent: string | null; showInNav: boolean; name: string; slug: string }> = {}) => ({
  _id: id,
  slug: extra.slug,
  name: extra.name ?? id,
  order,
  parent: extra.parent ?? null,
  showInNav: extra.showInNav ?? true,
});

describe('buildNavItems', () => {
  test('the default configuration gives the five fixed items in order; popular is never shown', () => {
    const items = buildNavItems(config(), []);
    expect(items.map((i) => i.id)).toEqual(['home', 'products', 'gallery', 'about', 'contact']);
    expect(items.map((i) => i.name)).toEqual(['Home', 'Products', 'Gallery', 'About Us', 'Contact']);
    expect(items.map((i) => i.path)).toEqual(['/', '/products', '/gallery', '/about-us', '/contact']);
    expect(items.every((i) => i.type === 'fixed' && i.visible)).toBe(true);
    expect(Object.keys(FIXED_NAV_ITEMS)).not.toContain('popular');
  });

  test('main categories with showInNav are merged by order and link to /category/{slug}', () => {
    const items = buildNavItems(config(), [category('oils', 15, { name: 'Wood-Pressed Oils' }), category('ghee', 35)]);
    expect(items.map((i) => i.id)).toEqual(['home', 'products', 'oils', 'gallery', 'about', 'ghee', 'contact']);
    const oils = items.find((i) => i.id === 'oils')!;
    expect(oils).toMatchObject({ type: 'category', name: 'Wood-Pressed Oils', path: '/category/oils', order: 15, visible: true });
    const bySlug = buildNavItems(config(), [category('c9f2', 15, { slug: 'wood-pressed-oils' })]);
    expect(bySlug.find((i) => i.id === 'c9f2')?.path).toBe('/category/wood-pressed-oils');
  });

  test('subcategories and categories hidden from the navigation are left out', () => {
    const items = buildNavItems(config(), [
      category('oils', 15),
      category('sesame', 16, { parent: 'oils' }),
      category('pickles', 25, { showInNav: false }),
    ]);
    expect(items.map((i) => i.id)).not.toContain('sesame');
    expect(items.map((i) => i.id)).not.toContain('pickles');
    expect(items.map((i) => i.id)).toContain('oils');
  });

  test('the manager can include hidden main categories (marked not visible), never subcategories', () => {
    const items = buildNavItems(
      config(),
      [category('pickles', 25, { showInNav: false }), category('sesame', 16, { parent: 'oils' })],
      { includeHiddenCategories: true },
    );
    expect(items.find((i) => i.id === 'pickles')).toMatchObject({ visible: false });
    expect(items.map((i) => i.id)).not.toContain('sesame');
  });

  test('categories without a usable order sort after the fixed items, in list order', () => {
    const items = buildNavItems(config(), [category('a', Number.NaN), category('b', undefined as unknown as number)]);
    expect(items.slice(-2).map((i) => [i.id, i.order])).toEqual([
      ['a', 100],
      ['b', 101],
    ]);
  });

  test('fixed items follow fixedItemsOrder and showFixedItems', () => {
    const items = buildNavItems(
      config({
        fixedItemsOrder: { home: 0, products: 40, gallery: 20, about: 30, contact: 10, popular: 50 },
        showFixedItems: { home: true, products: true, gallery: false, popular: true, about: true, contact: true },
      }),
      [],
    );
    expect(items.map((i) => i.id)).toEqual(['home', 'contact', 'gallery', 'about', 'products']);
    expect(items.find((i) => i.id === 'gallery')?.visible).toBe(false);
  });

  test('a fixed key missing from a stored configuration falls back to the defaults', () => {
    const partial = config();
    delete (partial.fixedItemsOrder as Partial<NavConfig['fixedItemsOrder']>).about;
    delete (partial.showFixedItems as Partial<NavConfig['showFixedItems']>).about;
    const about = buildNavItems(partial, []).find((i) => i.id === 'about');
    expect(about).toMatchObject({ order: 30, visible: true });
  });
});

describe('splitNavItems', () => {
  const items = buildNavItems(config(), [category('oils', 15), category('ghee', 35), category('millets', 45)]);

  test('the first maxVisibleItems visible items go in the header, the rest in the dropdown', () => {
    const { header, dropdown } = splitNavItems(items, 5);
    expect(header.map((i) => i.id)).toEqual(['home', 'products', 'oils', 'gallery', 'about']);
    expect(dropdown.map((i) => i.id)).toEqual(['ghee', 'contact', 'millets']);
  });

  test('hidden items take no slot', () => {
    const withHidden = items.map((i) => (i.id === 'products' ? { ...i, visible: false } : i));
    const { header, dropdown } = splitNavItems(withHidden, 3);
    expect(header.map((i) => i.id)).toEqual(['home', 'oils', 'gallery']);
    expect(dropdown.map((i) => i.id)).not.toContain('products');
  });

  test('bounds: 1 visible item, and more slots than items (empty dropdown)', () => {
    expect(splitNavItems(items, 1).header.map((i) => i.id)).toEqual(['home']);
    const all = splitNavItems(items, 10);
    expect(all.header).toHaveLength(items.length);
    expect(all.dropdown).toEqual([]);
  });
});

describe('orderForDrop', () => {
  const list = [
    { id: 'a', order: 0 },
    { id: 'b', order: 10 },
    { id: 'c', order: 20 },
    { id: 'd', order: 30 },
  ];

  test('before a target: halfway between it and the previous item', () => {
    expect(orderForDrop(list, 'd', 'b', 'before')).toBe(5);
  });

  test('before the first item: the target order minus 1', () => {
    expect(orderForDrop(list, 'c', 'a', 'before')).toBe(-1);
  });

  test('after a target: halfway to the next item', () => {
    expect(orderForDrop(list, 'a', 'b', 'after')).toBe(15);
  });

  test('after the last item: the target order plus 1', () => {
    expect(orderForDrop(list, 'a', 'd', 'after')).toBe(31);
  });

  test('the dragged item itself is not a neighbour', () => {
    // Without b, the item before c is a: halfway between 0 and 20.
    expect(orderForDrop(list, 'b', 'c', 'before')).toBe(10);
    // Without c, the item after b is d: halfway between 10 and 30.
    expect(orderForDrop(list, 'c', 'b', 'after')).toBe(20);
  });

  test('orders stay whole numbers: halfway is rounded down, fractional neighbours give whole results', () => {
    expect(orderForDrop(list, 'a', 'c', 'before')).toBe(15);
    expect(orderForDrop([{ id: 'x', order: 0 }, { id: 'y', order: 5 }, { id: 'z', order: 9 }], 'z', 'y', 'before')).toBe(2);
    // Neighbours one apart leave no room: the result equals the lower one and the caller renumbers.
    expect(orderForDrop([{ id: 'x', order: 1 }, { id: 'y', order: 2 }, { id: 'z', order: 9 }], 'z', 'y', 'before')).toBe(1);
    expect(orderForDrop([{ id: 'x', order: 1.5 }, { id: 'y', order: 9 }], 'y', 'x', 'before')).toBe(1);
    expect(orderForDrop([{ id: 'x', order: 1.5 }, { id: 'y', order: 9 }], 'x', 'y', 'after')).toBe(10);
  });

  test('an unknown target is an error', () => {
    expect(() => orderForDrop(list, 'a', 'nope', 'before')).toThrow(/Unknown drop target/);
  });
});

describe('moveAndRenumber', () => {
  const list = [
    { id: 'home', order: 0 },
    { id: 'oils', order: 7 },
    { id: 'gallery', order: 20 },
    { id: 'contact', order: 45 },
  ];

  test('moves an item down and renumbers in steps of 10', () => {
    const moved = moveAndRenumber(list, 0, 2);
    expect(moved.map((i) => i.id)).toEqual(['oils', 'gallery', 'home', 'contact']);
    expect(moved.map((i) => i.order)).toEqual([0, 10, 20, 30]);
    expect(ORDER_STEP).toBe(10);
  });

  test('moves an item up, to the first and to the last place', () => {
    expect(moveAndRenumber(list, 3, 0).map((i) => i.id)).toEqual(['contact', 'home', 'oils', 'gallery']);
    expect(moveAndRenumber(list, 0, 3).map((i) => i.id)).toEqual(['oils', 'gallery', 'contact', 'home']);
  });

  test('a move onto itself only renumbers', () => {
    expect(moveAndRenumber(list, 1, 1)).toEqual([
      { id: 'home', order: 0 },
      { id: 'oils', order: 10 },
      { id: 'gallery', order: 20 },
      { id: 'contact', order: 30 },
    ]);
  });

  test('does not change the input list or its items', () => {
    const copy = structuredClone(list);
    moveAndRenumber(list, 0, 3);
    expect(list).toEqual(copy);
  });
});
