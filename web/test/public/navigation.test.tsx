import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/public/layout/Header';
import { navigationModel } from '../../src/public/layout/useNavigation';
import { clearSharedData } from '../../src/public/data';
import { category, navConfig, withSite } from './helpers';

vi.mock('../../src/api/navConfig', () => ({ getNavConfig: vi.fn() }));
vi.mock('../../src/api/categories', () => ({ listCategories: vi.fn() }));
import { getNavConfig } from '../../src/api/navConfig';
import { listCategories } from '../../src/api/categories';

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

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <button type="button">Outside</button>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: withSite() },
  );
}

describe('header and the More dropdown', () => {
  beforeEach(() => {
    clearSharedData();
    vi.mocked(getNavConfig).mockResolvedValue({ data: navConfig({ maxVisibleItems: 3 }), error: null });
    vi.mocked(listCategories).mockResolvedValue({
      data: [category('oils', { name: 'Oils', order: 15 }), category('foods', { name: 'Foods', order: 100 })],
      error: null,
    });
  });

  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  const moreButton = () => within(nav()).getByRole('button', { name: 'More' });

  it('renders the header items and a dropdown with the rest', async () => {
    renderHeader();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Oils' })).toBeInTheDocument());
    expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products', 'Oils']);
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
    renderHeader();
    const button = await waitFor(() => moreButton());
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on an outside click but not on a click inside', async () => {
    renderHeader();
    const button = await waitFor(() => moreButton());
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    fireEvent.mouseDown(list);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = await waitFor(() => moreButton());
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Foods' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/category/foods');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('active');
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = await waitFor(() => moreButton());
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Gallery' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Foods' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the defaults when the configuration cannot be loaded', async () => {
    vi.mocked(getNavConfig).mockResolvedValue({ data: null, error: { status: 0, message: 'offline' } });
    vi.mocked(listCategories).mockResolvedValue({ data: null, error: { status: 0, message: 'offline' } });
    renderHeader();
    await waitFor(() => expect(nav()).toHaveClass('ready'));
    expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Products',
      'Gallery',
      'About Us',
      'Contact',
    ]);
  });

  it('turns solid after 50 px of scrolling and toggles the phone menu', () => {
    renderHeader();
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
