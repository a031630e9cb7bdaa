import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigationModel } from '../../src/public/layout/useNavigation';
import { category, navConfig } from './helpers';
import { memoryReads, navigateTo, renderPublic, scrollCalls, type MemoryReads } from './routing';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('navigation ordering rules', () => {
  it('uses the defaults when nothing is configured: the five fixed items, no dropdown', () => {
    const model = navigationModel(null, null);
    expect(names(model.header)).toEqual(['Home', 'Products', 'Gallery', 'About Us', 'Contact']);
    expect(model.dropdown).toEqual([]);
    expect(model.dropdownLabel).toBe('More');
  });

  it('orders fixed items and categories by order and puts the rest in the dropdown', () => {
    const model = navigationModel(navConfig({ maxVisibleItems: 4, moreDropdownLabel: 'Explore' }), [
      category('oils', { name: 'Oils', order: 5 }),
      category('foods', { name: 'Foods', order: 25 }),
      category('hidden', { name: 'Hidden', order: 1, showInNav: false }),
      category('sub', { name: 'Sub', order: 2, parent: 'oils' }),
    ]);
    expect(names(model.header)).toEqual(['Home', 'Oils', 'Products', 'Gallery']);
    expect(names(model.dropdown)).toEqual(['Foods', 'About Us', 'Contact']);
    expect(model.dropdownLabel).toBe('Explore');
    expect(model.header.find((item) => item.name === 'Oils')?.path).toBe('/category/oils');
  });

  it('never shows the popular key and honours hidden fixed items', () => {
    const config = navConfig({ showFixedItems: { home: true, products: true, gallery: false, popular: true, about: true, contact: true } });
    const model = navigationModel(config, []);
    const all = [...model.header, ...model.dropdown];
    expect(names(all)).toEqual(['Home', 'Products', 'About Us', 'Contact']);
    expect(all.some((item) => item.id === 'popular')).toBe(false);
  });

  it('follows a reordered configuration', () => {
    const config = navConfig({
      maxVisibleItems: 2,
      fixedItemsOrder: { home: 40, products: 30, gallery: 20, about: 10, contact: 0, popular: 5 },
    });
    const model = navigationModel(config, [category('c', { name: 'Cat', order: 15 })]);
    expect(names(model.header)).toEqual(['Contact', 'About Us']);
    expect(names(model.dropdown)).toEqual(['Cat', 'Gallery', 'Products', 'Home']);
  });
});

/** The shop's navigation: three items in the header, Oils among them, Foods last. */
const shopReads = () =>
  memoryReads({
    navConfig: navConfig({ maxVisibleItems: 3 }),
    categories: [category('oils', { name: 'Oils', order: 15 }), category('foods', { name: 'Foods', order: 100 })],
  });

/** The public site at `path`: the header in the real layout, its data from the layout's loader. */
const renderHeader = (path = '/', reads: MemoryReads = shopReads()) => renderPublic(path, reads);

describe('header and the More dropdown', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  /** The header's items (the menu also holds the language switch, for phones). */
  const navList = () => within(nav()).getAllByRole('list')[0];
  const moreButton = () => within(nav()).getByRole('button', { name: 'More' });

  it('renders the header items and a dropdown with the rest', async () => {
    await renderHeader();
    expect(within(nav()).getByRole('link', { name: 'Oils' })).toBeInTheDocument();
    expect(within(navList()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products', 'Oils']);
    const button = moreButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Gallery', 'About Us', 'Contact', 'Foods']);
  });

  it('closes on Escape and returns focus to the button', async () => {
    await renderHeader();
    const button = moreButton();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on an outside click but not on a click inside', async () => {
    await renderHeader();
    const button = moreButton();
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    fireEvent.mouseDown(list);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change', async () => {
    const user = userEvent.setup();
    const { router, reads } = await renderHeader();
    const button = moreButton();
    await user.click(button);
    await user.click(within(nav()).getByRole('link', { name: 'Foods' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/foods'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foods' })).toBeInTheDocument();
    // The dropdown closes in an effect of the new location, one render after the new page.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveClass('active');
    // The layout's data is read once per visit: the new page does not read the navigation again.
    expect(reads.navConfig).toHaveBeenCalledTimes(1);
    expect(reads.categories).toHaveBeenCalledTimes(1);
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const button = moreButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Gallery' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(nav()).getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(nav()).getByRole('link', { name: 'Foods' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the defaults when the configuration cannot be loaded', async () => {
    const reads = shopReads();
    reads.navConfig.mockRejectedValue(new Error('offline'));
    reads.categories.mockRejectedValue(new Error('offline'));
    await renderHeader('/', reads);
    expect(nav()).toHaveClass('measured');
    expect(within(navList()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Products',
      'Gallery',
      'About Us',
      'Contact',
    ]);
    expect(within(nav()).queryByRole('button', { name: 'More' })).toBeNull();
    // The page itself is shown: a failed navigation read is not the page's error.
    expect(screen.queryByRole('heading', { level: 1, name: 'Error' })).toBeNull();
  });

  it('uses the default configuration with the categories when only the configuration cannot be loaded', async () => {
    const reads = shopReads();
    reads.navConfig.mockRejectedValue(new Error('offline'));
    await renderHeader('/', reads);
    expect(within(navList()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products', 'Oils', 'Gallery', 'About Us']);
    const button = moreButton();
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Contact', 'Foods']);
  });

  it('keeps the configuration when only the categories cannot be loaded', async () => {
    const reads = shopReads();
    reads.categories.mockRejectedValue(new Error('offline'));
    await renderHeader('/', reads);
    expect(within(navList()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products', 'Gallery']);
    const button = moreButton();
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['About Us', 'Contact']);
  });

  it('scrolls to the top on a new page: not when it first shows, nor when only the query changes', async () => {
    const { router } = await renderHeader('/products');
    expect(scrollCalls()).toEqual([]);
    await navigateTo(router, '/products?category=oils&name=Oils');
    expect(scrollCalls()).toEqual([]);
    await navigateTo(router, '/about-us');
    expect(scrollCalls()).toEqual([[0, 0]]);
  });

  it('keeps the same header across pages', async () => {
    const { router } = await renderHeader();
    const header = screen.getByRole('banner');
    await navigateTo(router, '/about-us');
    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.getByRole('banner')).toBe(header);
    expect(within(nav()).getByRole('link', { name: 'Oils' })).toBeInTheDocument();
  });

  it('turns solid after 50 px of scrolling and toggles the phone menu', async () => {
    await renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 50 });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-solid', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 51 });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-solid', 'true');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    fireEvent.scroll(window);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
