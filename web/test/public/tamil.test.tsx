/**
 * The public pages in Tamil: the messages of both languages agree with each other, and key components draw Tamil
 * words, rupee prices and Tamil hours under the Tamil page language (English is the other tests').
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNOT_ORDER_MESSAGE, CONTACT_MESSAGES, EMAIL_MESSAGES, INVISIBLE_TEXT_MESSAGE, ORDER_LINE_PROBLEMS, tooLongMessage, type DayHours } from '@catalogue/domain';
import { en, type MessageId } from '../../src/public/i18n/en';
import ta from '../../src/public/i18n/ta';
import { loadMessages } from '../../src/public/i18n/messages';
import { VALIDATION_IDS } from '../../src/public/i18n/validation';
import { ProductCard } from '../../src/public/components/ProductCard';
import { Footer } from '../../src/public/layout/Footer';
import ContactPage from '../../src/public/pages/ContactPage';
import { SizePicker } from '../../src/public/product/SizePicker';
import { filterProducts } from '../../src/public/pages/ProductsPage';
import { lineName } from '../../src/public/orderList/orderListStore';
import { lineNow } from '../../src/public/orderList/useOrderQuote';
import { shownPricing } from '../../src/public/orderList/sendOrder';
import { product, siteData, siteSettings, withSite } from './helpers';

/** A message's arguments ({name}) and tags (<link>), sorted: what a translation must keep. */
const placeholders = (message: string) => ({
  arguments: [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort(),
  tags: [...new Set([...message.matchAll(/<(\w+)>/g)].map((match) => match[1]))].sort(),
});

const ids = Object.keys(en) as MessageId[];

describe('the messages', () => {
  it('Tamil arrives only when asked for, once', async () => {
    // Fresh modules: files sharing this worker (the 'shared' vitest project) may have loaded Tamil already.
    vi.resetModules();
    const { loadMessages, loadedMessages } = await import('../../src/public/i18n/messages');
    const { en } = await import('../../src/public/i18n/en');
    const { default: ta } = await import('../../src/public/i18n/ta');
    expect(loadedMessages('en')).toBe(en);
    expect(loadedMessages('ta')).toBeUndefined();
    const [first, second] = await Promise.all([loadMessages('ta'), loadMessages('ta')]);
    expect(first).toBe(second);
    expect(loadedMessages('ta')).toBe(ta);
  });

  it('have the same ids, each with the same placeholders and tags', () => {
    expect(Object.keys(ta).sort()).toEqual([...ids].sort());
    for (const id of ids) expect({ id, ...placeholders(ta[id]) }).toEqual({ id, ...placeholders(en[id]) });
  });

  it('every message is valid ICU and formats in its language; no Tamil text is left in English', () => {
    const errors: unknown[] = [];
    for (const [locale, messages] of [['en-IN', en], ['ta-IN', ta]] as const) {
      const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
      for (const id of ids) {
        const values = Object.fromEntries(placeholders(en[id]).arguments.map((name) => [name, name === 'count' ? 2 : `«${name}»`]));
        const tags = Object.fromEntries(placeholders(en[id]).tags.map((tag) => [tag, (chunks: unknown[]) => chunks.join('')]));
        expect(intl.formatMessage({ id }, { ...values, ...tags })).not.toBe('');
      }
    }
    expect(errors).toEqual([]);
    // Words that stay the same in Tamil shops: the MRP label, the FSSAI logo's name, the brand-free symbols; a quantity is its number and its (translated) unit.
    const sameInBoth = ids.filter((id) => ta[id] === en[id]);
    expect(sameInBoth.sort()).toEqual(['declarations.quantity', 'legal.fssaiLogo', 'product.mrp']);
  });

  it("the forms' messages: each domain message has an id whose English text is the domain's", () => {
    const domainMessages = [...Object.values(CONTACT_MESSAGES), ...Object.values(EMAIL_MESSAGES), ...Object.values(ORDER_LINE_PROBLEMS), CANNOT_ORDER_MESSAGE, INVISIBLE_TEXT_MESSAGE];
    for (const message of domainMessages) expect(VALIDATION_IDS.has(message)).toBe(true);
    for (const [message, id] of VALIDATION_IDS) expect(en[id]).toBe(message);
    expect(en['validation.tooLong'].replace('{max}', '100')).toBe(tooLongMessage(100));
  });
});

const WEEK: DayHours[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, closed: false, open: '09:00', close: '18:00' })),
  { day: 'saturday', closed: false, open: '09:00', close: '13:30' },
  { day: 'sunday', closed: true, open: '', close: '' },
];
const WEDNESDAY = new Date(2026, 10, 25, 12);
const shop = { ...siteSettings(), hours: { days: WEEK, note: '' } };
const renderTamil = (ui: React.ReactElement, settings = shop) => render(<MemoryRouter>{ui}</MemoryRouter>, { wrapper: withSite(siteData(settings), 'ta') });

describe('the public components in Tamil', () => {
  beforeEach(async () => {
    await loadMessages('ta');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
  });
  afterEach(() => vi.useRealTimers());

  it('a product card: Tamil words, the price in rupees', () => {
    renderTamil(
      <>
        <ProductCard product={product(1, { name: 'கடலை எண்ணெய்', price: 1250 })} />
        <ProductCard product={product(2, { inStock: false, category: null })} />
      </>,
    );
    expect(screen.getByText('₹1,250.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'இப்போதே ஆர்டர் செய்ய: கடலை எண்ணெய் (அரட்டை புதிய தாவலில் திறக்கும்)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ஆர்டர் பட்டியலில் சேர்: கடலை எண்ணெய்' })).toBeInTheDocument();
    expect(screen.getByText('கையிருப்பு இல்லை')).toBeInTheDocument();
    expect(screen.getByText('தற்போது கிடைக்கவில்லை')).toBeInTheDocument();
    expect(screen.getByText('வகைப்படுத்தப்படாதவை')).toBeInTheDocument();
  });

  it("the footer: Tamil headings, the fixed items' Tamil names, hours in Tamil with today's row", () => {
    renderTamil(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'விரைவு இணைப்புகள்' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'கடை நேரம்' })).toBeInTheDocument();
    expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['முகப்பு', 'பொருட்கள்', 'படத்தொகுப்பு', 'எங்களைப் பற்றி', 'தொடர்புக்கு']),
    );
    expect(footer.querySelector('[aria-current="date"]')).toHaveTextContent('திங்கள் முதல் வெள்ளி வரை: காலை 9:00 முதல் மாலை 6:00 வரை (இன்று)');
    expect(footer).toHaveTextContent('சனி: காலை 9:00 முதல் மதியம் 1:30 வரை');
    expect(footer).toHaveTextContent('ஞாயிறு: விடுமுறை');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Test Shop. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`);
  });

  it("the contact page: Tamil labels, and the form's rules in Tamil", async () => {
    renderTamil(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'தொடர்பு கொள்ள' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/மின்னஞ்சல் முகவரி/), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp வழியாக அனுப்பு' }));
    expect(await screen.findByText('பெயர் கட்டாயம்')).toBeInTheDocument();
    expect(screen.getByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்')).toBeInTheDocument();
    expect(screen.getByText('தொலைபேசி எண் கட்டாயம்')).toBeInTheDocument();
    expect(screen.getByText('செய்தி கட்டாயம்')).toBeInTheDocument();
    expect(screen.getByText('காலை 9:00 முதல் மாலை 6:00 வரை')).toBeInTheDocument();
  });

  it('the size picker: Tamil legend and sold-out mark, prices in rupees', () => {
    const sizes = [
      { key: '500-ml', label: '500 மி.லி', price: 349.5, mrp: null, netQuantity: null, weightGrams: null, inStock: true, translations: {} },
      { key: '1-l', label: '1 லி', price: 1799, mrp: null, netQuantity: null, weightGrams: null, inStock: false, translations: {} },
    ];
    renderTamil(<SizePicker sizes={sizes} chosen="500-ml" onChoose={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'அளவு' })).toBeInTheDocument();
    expect(screen.getByText('₹349.50')).toBeInTheDocument();
    expect(screen.getByText('₹1,799.00')).toBeInTheDocument();
    expect(screen.getByText('விற்றுத் தீர்ந்தது')).toBeInTheDocument();
  });
});

describe('product names in both languages', () => {
  const sesame = { ...product(1, { name: 'எள் எண்ணெய்', description: '' }), names: { en: 'Sesame Oil', ta: 'எள் எண்ணெய்' } };
  const jaggery = product(2, { name: 'Palm Jaggery', description: '' });

  it('the products search matches either name', () => {
    const search = (text: string) => filterProducts([sesame, jaggery], [], 'all', text).map((item) => item._id);
    expect(search('sesame')).toEqual(['p1']);
    expect(search('எள்')).toEqual(['p1']);
    expect(search('jaggery')).toEqual(['p2']);
  });

  it("an order list line reads in the page's language, and its message uses those names", () => {
    const line = { productId: 'p1', variantKey: 'default', quantity: 2, name: 'Sesame Oil', sizeLabel: '', price: 300, slug: 'sesame', image: null, names: sesame.names };
    expect(lineName(line, 'ta')).toBe('எள் எண்ணெய்');
    expect(lineName(line, 'en')).toBe('Sesame Oil');
    expect(lineName({ ...line, names: {} }, 'ta')).toBe('Sesame Oil');
    expect(shownPricing(null, [line], () => ({}), '', siteSettings(), 'ta')).toMatchObject({ lines: [{ name: 'எள் எண்ணெய்', sizeLabel: '', quantity: 2, lineTotal: 600 }], subtotal: 600 });
  });

  const englishLine = { productId: 'p1', variantKey: '1-l', quantity: 2, name: 'Sesame Oil', sizeLabel: '1 L', price: 300, slug: 'sesame', image: null, names: { en: 'Sesame Oil' } };
  const quoted = (quantity: number, lineTotal: number) => ({ productId: 'p1', variantKey: '1-l', names: { en: 'Sesame Oil', ta: 'எள் எண்ணெய்' }, sizeLabels: { en: '1 L', ta: '1 லிட்டர்' }, unitPrice: 320, quantity, lineTotal });

  it('an order list line added on an English page takes its Tamil size label and current price from the last quote', () => {
    // The quote priced another quantity: the browser prices this one at the quote's unit price until the server answers it.
    expect(shownPricing(null, [englishLine], () => ({ current: quoted(1, 320) }), '', siteSettings(), 'ta')).toMatchObject({
      lines: [{ name: 'எள் எண்ணெய்', sizeLabel: '1 லிட்டர்', quantity: 2, lineTotal: 640 }],
      subtotal: 640,
    });
  });

  it("the quote of the list as it is is what the list shows, each line in the page's language", () => {
    const current = quoted(2, 639);
    const quote = { lines: [current], subtotal: 639, deliveryFee: 40, total: 679, delivery: { kind: 'area' as const, area: 'Kovai', fee: 40, minimumOrder: 0, minimumMet: true }, problems: {} };
    expect(lineNow(englishLine, { current }, 'ta')).toEqual({ name: 'எள் எண்ணெய்', sizeLabel: '1 லிட்டர்', unitPrice: 320, lineTotal: 639 });
    expect(shownPricing(quote, [englishLine], () => ({ current }), '', siteSettings(), 'ta')).toMatchObject({
      lines: [{ name: 'எள் எண்ணெய்', sizeLabel: '1 லிட்டர்', quantity: 2, lineTotal: 639 }],
      subtotal: 639,
      deliveryFee: 40,
      total: 679,
    });
    expect(shownPricing(quote, [englishLine], () => ({ current }), '', siteSettings(), 'en').lines[0]).toMatchObject({ name: 'Sesame Oil', sizeLabel: '1 L' });
  });
});
