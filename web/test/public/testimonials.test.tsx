import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestimonialsCarousel } from '../../src/public/home/TestimonialsCarousel';
import { wrapIndex } from '../../src/public/components/carousel';
import { advance, mockMatchMedia, testimonial, withWords } from './helpers';
import { vi } from 'vitest';

const ITEMS = [1, 2, 3, 4, 5].map((index) => testimonial(index));
const region = () => screen.getByRole('region', { name: 'Customer testimonials' });
const index = () => Number(region().dataset.index);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));

describe('testimonials carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each quote, name, place and rating out of 5 (a place is optional)', () => {
    render(<TestimonialsCarousel items={[testimonial(1, { rating: 4 }), testimonial(2, { place: '' })]} />, { wrapper: withWords() });
    const first = screen.getByText('“Quote 1”').closest('[role="group"]')!;
    expect(first).toHaveTextContent('Customer 1');
    expect(first).toHaveTextContent('Town 1');
    expect(first.querySelector('[role="img"]')).toHaveAttribute('aria-label', 'Rated 4 out of 5');
    const second = screen.getByText('“Quote 2”').closest('[role="group"]')!;
    expect(second.querySelector('.testimonial-role')).toBeNull();
  });

  it('wraps indexes in both directions', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
  });

  it('advances every 6 seconds and wraps to the first', () => {
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    expect(index()).toBe(0);
    advance(5999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    for (const expected of [2, 3, 4, 0]) {
      advance(6000);
      expect(index()).toBe(expected);
    }
  });

  it('shows only the current testimonial to assistive technology', () => {
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    expect(screen.getByText(`“${ITEMS[0].quote}”`).closest('[role="group"]')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByText(`“${ITEMS[1].quote}”`, { exact: true }).closest('[role="group"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('goes both directions and wraps', () => {
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    previous();
    expect(index()).toBe(4);
    advance(500);
    next();
    expect(index()).toBe(0);
    advance(500);
    next();
    expect(index()).toBe(1);
  });

  it('ignores a second click within 500 ms', () => {
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    next();
    next();
    expect(index()).toBe(1);
    advance(499);
    next();
    expect(index()).toBe(1);
    advance(1);
    next();
    expect(index()).toBe(2);
  });

  it('jumps to a slide with the dots', () => {
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 4' }));
    expect(index()).toBe(3);
    expect(screen.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute('aria-current', 'true');
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2' }));
    expect(index()).toBe(1);
  });

  it('restarts the 6 s wait after a manual change', () => {
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    advance(4000);
    next();
    fireEvent.blur(screen.getByRole('button', { name: 'Next testimonial' }), { relatedTarget: document.body });
    expect(index()).toBe(1);
    advance(5999);
    expect(index()).toBe(1);
    advance(1);
    expect(index()).toBe(2);
  });

  it('pauses while hovered, with the pause button, and with reduced motion', () => {
    const { unmount } = render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    fireEvent.mouseEnter(region());
    advance(20_000);
    expect(index()).toBe(0);
    fireEvent.mouseLeave(region());
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Resume testimonials' }), { relatedTarget: document.body });
    advance(20_000);
    expect(index()).toBe(0);
    unmount();
    mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    render(<TestimonialsCarousel items={ITEMS} />, { wrapper: withWords() });
    advance(20_000);
    expect(index()).toBe(0);
  });
});
