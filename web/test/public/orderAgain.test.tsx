import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderAgain } from '../../src/public/orderList/OrderAgain';
import { OrderListLink } from '../../src/public/orderList/OrderListLink';
import { orderList, useAnnouncement, type OrderListLine } from '../../src/public/orderList/orderListStore';
import { rememberSentList } from '../../src/public/orderList/sentOrderLists';
import { loadMessages } from '../../src/public/i18n/messages';
import { withRouterAndSite, withWords } from './helpers';

const line = (n: number, overrides: Partial<OrderListLine> = {}): OrderListLine => ({
  productId: `p${n}`,
  variantKey: '500ml',
  quantity: 1,
  name: `Oil ${n}`,
  names: { en: `Oil ${n}`, ta: `எண்ணெய் ${n}` },
  sizeLabel: '500 ml',
  price: 100 * n,
  slug: `oil-${n}`,
  image: null,
  ...overrides,
});

function Announcement() {
  return <p data-testid="announcement">{useAnnouncement()}</p>;
}

const renderOrderAgain = (language: 'en' | 'ta' = 'en') =>
  render(
    <>
      <OrderAgain />
      <Announcement />
    </>,
    { wrapper: withWords(language) },
  );

beforeAll(() => loadMessages('ta'));
afterEach(() => {
  localStorage.clear();
  orderList.clear();
});

describe('Order again', () => {
  it('shows nothing before a list was sent', () => {
    renderOrderAgain();
    expect(screen.queryByRole('heading', { name: 'Order again' })).toBeNull();
  });

  it('offers the last three sent lists, newest first, and puts one back into the order list', () => {
    rememberSentList([line(1, { quantity: 2 })], 'VN-2611-0001', new Date('2026-11-20T06:00:00Z'));
    rememberSentList([line(2)], null, new Date('2026-11-21T06:00:00Z'));
    rememberSentList([line(3), line(4, { quantity: 3 })], 'VN-2611-0003', new Date('2026-11-22T06:00:00Z'));
    rememberSentList([line(5)], 'VN-2611-0004', new Date('2026-11-23T06:00:00Z'));
    renderOrderAgain();
    const lists = within(screen.getByRole('region', { name: 'Order again' })).getAllByRole('listitem');
    expect(lists.map((item) => item.querySelector('.order-again-title')?.textContent)).toEqual([
      'Order VN-2611-0004 sent 23 Nov 2026, 1 item',
      'Order VN-2611-0003 sent 22 Nov 2026, 4 items',
      'Order without a number sent 21 Nov 2026, 1 item',
    ]);
    expect(lists[1]).toHaveTextContent('Oil 3, Oil 4');

    orderList.add(line(3, { quantity: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Order again Order VN-2611-0003' }));
    // Lines already in the list get the quantities added; the prices stay those they were sent at, so the list flags a change.
    expect(orderListLines()).toEqual([
      { productId: 'p3', quantity: 2, price: 300 },
      { productId: 'p4', quantity: 3, price: 400 },
    ]);
    expect(screen.getByTestId('announcement')).toHaveTextContent('Added to your order list at today’s prices');
  });

  it('says so when the order list cannot take every line', () => {
    rememberSentList([line(99)], 'VN-2611-0001');
    for (let n = 1; n <= 30; n++) orderList.add(line(n));
    renderOrderAgain();
    fireEvent.click(screen.getByRole('button', { name: /^Order again/ }));
    expect(screen.getByTestId('announcement')).toHaveTextContent('The order list holds at most 30 products');
  });

  it('reads in Tamil on Tamil pages, with the names the products had there', () => {
    rememberSentList([line(1), line(2, { names: { en: 'Oil 2' } })], 'VN-2611-0001', new Date('2026-11-20T06:00:00Z'));
    renderOrderAgain('ta');
    const region = screen.getByRole('region', { name: 'மீண்டும் ஆர்டர் செய்ய' });
    expect(region).toHaveTextContent('எண்ணெய் 1, Oil 2');
    expect(region).toHaveTextContent('2 பொருட்கள்');
    expect(within(region).getByRole('button', { name: 'மீண்டும் ஆர்டர் செய் ஆர்டர் VN-2611-0001' })).toBeInTheDocument();
  });

  it('keeps only what it can read from storage (another version, a hand edit)', () => {
    localStorage.setItem(
      'sentOrderLists',
      JSON.stringify([
        { number: 'VN-1', sentAt: 'yesterday', lines: [line(1)] },
        { number: 42, sentAt: '2026-11-20T06:00:00Z', lines: [line(1), { productId: 'p2' }] },
        { number: 'VN-3', sentAt: '2026-11-20T06:00:00Z', lines: 'x' },
        null,
      ]),
    );
    renderOrderAgain();
    const lists = within(screen.getByRole('region', { name: 'Order again' })).getAllByRole('listitem');
    expect(lists).toHaveLength(1);
    expect(lists[0]).toHaveTextContent('Order without a number');
    expect(lists[0]).toHaveTextContent('Oil 1');
  });

  it("the header's order list offers it once a list was sent and the list is empty; a list with items shows their count", () => {
    const { unmount } = render(<OrderListLink />, { wrapper: withRouterAndSite() });
    expect(screen.getByRole('link', { name: 'Order list' })).toBeInTheDocument();
    unmount();
    rememberSentList([line(1)], 'VN-2611-0001');
    render(<OrderListLink />, { wrapper: withRouterAndSite() });
    expect(screen.getByRole('link', { name: 'Order list: order again' })).toHaveAttribute('href', '/order-list');
    act(() => {
      orderList.add(line(2, { quantity: 2 }));
    });
    expect(screen.getByRole('link', { name: 'Order list: 2 items' })).toBeInTheDocument();
  });
});

function orderListLines() {
  return (JSON.parse(localStorage.getItem('orderList') ?? '[]') as OrderListLine[]).map(({ productId, quantity, price }) => ({ productId, quantity, price }));
}
