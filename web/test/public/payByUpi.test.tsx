/** "Pay by UPI" on an order's page: the QR code first, the app link, the UPI ID to copy, cash on delivery; in English and Tamil. */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS, UPI_LIMITS, upiPayLink, type PaymentSettings } from '@catalogue/domain';
import { PayByUpi } from '../../src/public/order/PayByUpi';
import { loadMessages } from '../../src/public/i18n/messages';
import { withWords } from './helpers';

const payments: PaymentSettings = { upi: true, cash: true, upiId: 'vanamnaturals@okaxis', payeeName: 'Vanam Naturals' };
const order = { amount: 1999, orderNumber: 'VN-2611-0042' };
const link = upiPayLink({ upiId: payments.upiId, payeeName: payments.payeeName, ...order });

describe('PayByUpi', () => {
  it('shows the QR code first, then the app link, the UPI ID with Copy, and cash on delivery', () => {
    const { container } = render(<PayByUpi payments={payments} {...order} />, { wrapper: withWords() });
    expect(screen.getByRole('heading', { name: 'Pay ₹1,999.00 by UPI' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to pay ₹1,999.00 to Vanam Naturals with any UPI app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const app = screen.getByRole('link', { name: 'Pay with a UPI app' });
    expect(app).toHaveAttribute('href', link);
    // The code comes before the link in the page's order.
    expect(qr.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.upi-id')).toHaveTextContent('vanamnaturals@okaxis');
    expect(screen.getByText(/Some UPI apps do not open payment links to personal UPI IDs/)).toBeInTheDocument();
    expect(screen.getByText('Or pay cash on delivery.')).toBeInTheDocument();
  });

  it('Copy puts the UPI ID on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    // This file shares its worker's jsdom with others: the clipboard is put back after.
    const before = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      render(<PayByUpi payments={payments} {...order} />, { wrapper: withWords() });
      fireEvent.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('vanamnaturals@okaxis');
      expect(screen.getByRole('status')).toHaveTextContent('UPI ID copied');
    } finally {
      if (before) Object.defineProperty(navigator, 'clipboard', before);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('in Tamil', async () => {
    await loadMessages('ta');
    render(<PayByUpi payments={{ ...payments, cash: false }} {...order} />, { wrapper: withWords('ta') });
    expect(screen.getByRole('heading', { name: 'UPI மூலம் ₹1,999.00 செலுத்துங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR குறியீடு/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'UPI செயலியில் செலுத்துங்கள்' })).toHaveAttribute('href', link);
    expect(screen.getByRole('button', { name: 'UPI ஐடியை நகலெடு' })).toBeInTheDocument();
    expect(screen.queryByText(/ரொக்கமாக/)).not.toBeInTheDocument();
  });

  it('the server renders the QR code', () => {
    const Words = withWords();
    const html = renderToString(
      <Words>
        <PayByUpi payments={payments} {...order} />
      </Words>,
    );
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('<path d="M');
    expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('nothing when the shop does not take UPI, or the amount is more than UPI takes', () => {
    const { container, rerender } = render(<PayByUpi payments={DEFAULT_PAYMENT_SETTINGS} {...order} />, { wrapper: withWords() });
    expect(container).toBeEmptyDOMElement();
    rerender(<PayByUpi payments={{ ...payments, upi: false }} {...order} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PayByUpi payments={payments} amount={UPI_LIMITS.amount + 1} orderNumber={order.orderNumber} />);
    expect(container).toBeEmptyDOMElement();
  });
});
