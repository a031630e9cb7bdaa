import { render, screen, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCarousel, FeaturedProducts } from '../../src/public/home/FeaturedCarousel';
import { slotsForWidth } from '../../src/public/components/carousel';
import { ApiReadError } from '../../src/public/apiReads';
import { FETCH_FAILED_MESSAGE, publicLoaders } from '../../src/public/loaders';
import { advance, mockMatchMedia, products, setViewportWidth, withRouterAndSite, withSite } from './helpers';
import { memoryReads, renderRoutes, type MemoryReads } from './routing';

const region = () => screen.getByRole('region', { name: 'Featured products' });
const index = () => Number(region().dataset.index);

describe('featured products carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockMatchMedia(() => false);
    setViewportWidth(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has 1 slot below 640 px, 2 below 1024 px, otherwise 3', () => {
    expect(slotsForWidth(320)).toBe(1);
    expect(slotsForWidth(639)).toBe(1);
    expect(slotsForWidth(640)).toBe(2);
    expect(slotsForWidth(1023)).toBe(2);
    expect(slotsForWidth(1024)).toBe(3);
    expect(slotsForWidth(1920)).toBe(3);
  });

  it('shows the slots for the window width and follows resizes', () => {
    render(<ProductCarousel products={products(6)} />, { wrapper: withRouterAndSite() });
    expect(region().dataset.slots).toBe('3');
    setViewportWidth(800);
    expect(region().dataset.slots).toBe('2');
    setViewportWidth(375);
    expect(region().dataset.slots).toBe('1');
    // Only the visible slides are exposed.
    expect(screen.getAllByRole('group', { hidden: false }).filter((el) => el.getAttribute('aria-hidden') === 'false')).toHaveLength(1);
  });

  it('advances every 5 seconds and wraps to the start', () => {
    render(<ProductCarousel products={products(5)} />, { wrapper: withRouterAndSite() }); // 3 slots: positions 0, 1, 2
    expect(index()).toBe(0);
    advance(4999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    advance(5000);
    expect(index()).toBe(2);
    advance(5000);
    expect(index()).toBe(0);
  });

  it('does not move when there are no more products than slots', () => {
    render(<ProductCarousel products={products(3)} />, { wrapper: withRouterAndSite() });
    advance(30_000);
    expect(index()).toBe(0);
    expect(screen.queryByRole('button', { name: /next products/i })).not.toBeInTheDocument();
    setViewportWidth(375); // now 1 slot for 3 products: it moves
    advance(5000);
    expect(index()).toBe(1);
  });

  it('pauses while hovered', () => {
    render(<ProductCarousel products={products(5)} />, { wrapper: withRouterAndSite() });
    fireEvent.mouseEnter(region());
    advance(15_000);
    expect(index()).toBe(0);
    fireEvent.mouseLeave(region());
    advance(5000);
    expect(index()).toBe(1);
  });

  it('pauses while something inside has focus', () => {
    render(<ProductCarousel products={products(5)} />, { wrapper: withRouterAndSite() });
    const next = screen.getByRole('button', { name: 'Next products' });
    fireEvent.focus(next);
    advance(15_000);
    expect(index()).toBe(0);
    fireEvent.blur(next, { relatedTarget: document.body });
    advance(5000);
    expect(index()).toBe(1);
  });

  it('has previous/next buttons that wrap and a pause button', () => {
    render(<ProductCarousel products={products(5)} />, { wrapper: withRouterAndSite() });
    fireEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    expect(index()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(index()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic scrolling' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Resume automatic scrolling' }), { relatedTarget: document.body });
    advance(20_000);
    expect(index()).toBe(0);
  });

  it('does not move by itself when the visitor prefers reduced motion', () => {
    mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    render(<ProductCarousel products={products(5)} />, { wrapper: withRouterAndSite() });
    advance(30_000);
    expect(index()).toBe(0);
    expect(region()).toHaveClass('reduced-motion');
    fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(index()).toBe(1);
  });
});

/** The featured section under a route whose loader is the home page's, reading `reads`. */
const renderSection = (reads: MemoryReads) => renderRoutes([{ path: '/', loader: publicLoaders(reads).home, element: <FeaturedProducts /> }], '/', withSite());

describe('featured products section messages', () => {
  it('shows the empty message', async () => {
    await renderSection(memoryReads({ featured: [] }));
    expect(await screen.findByText('No featured products available at the moment.')).toBeInTheDocument();
  });

  it('shows the error with its message', async () => {
    const reads = memoryReads();
    reads.featuredProducts.mockRejectedValue(new ApiReadError({ status: 500, message: 'Boom' }));
    await renderSection(reads);
    expect(await screen.findByText('Error: Boom')).toBeInTheDocument();
  });

  it("shows the general message for a failure that is not the API's", async () => {
    const reads = memoryReads();
    reads.featuredProducts.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderSection(reads);
    expect(await screen.findByText(`Error: ${FETCH_FAILED_MESSAGE}`)).toBeInTheDocument();
  });

  it('shows the unexpected shape message', async () => {
    const reads = memoryReads();
    reads.featuredProducts.mockResolvedValue({ nope: true } as never);
    await renderSection(reads);
    expect(await screen.findByText('Failed to load featured products')).toBeInTheDocument();
  });

  it('shows the products', async () => {
    const reads = memoryReads({ featured: products(2) });
    await renderSection(reads);
    expect(await screen.findByText('Product 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured products' })).toBeInTheDocument();
    expect(reads.featuredProducts).toHaveBeenCalledTimes(1);
  });

  it('a failed popular gallery read does not take the featured products with it', async () => {
    const reads = memoryReads({ featured: products(2) });
    reads.popularGallery.mockRejectedValue(new ApiReadError({ status: 500, message: 'Gallery down' }));
    await renderSection(reads);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });
});
