import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type DayHours, type SiteSettings, type Testimonial } from '@catalogue/domain';
import { hasHours, hoursToday, mapsEmbedUrl, mapsUrl, siteTitle } from '../../src/components/siteSettings';
import { plainText, RichText } from '../../src/components/RichText';
import { ProductCard } from '../../src/public/components/ProductCard';
import { FloatingButtons } from '../../src/public/layout/FloatingButtons';
import { Footer } from '../../src/public/layout/Footer';
import ContactPage from '../../src/public/pages/ContactPage';
import AboutPage from '../../src/public/pages/AboutPage';
import { FALLBACK_SITE, publicLoaders } from '../../src/public/loaders';
import { product, siteData, siteSettings, testimonial, withSite } from './helpers';
import { memoryReads, navigateTo, renderPublic } from './routing';

const WEEK: DayHours[] = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, closed: false, open: '09:00', close: '18:00' }) as DayHours),
  { day: 'saturday', closed: false, open: '09:00', close: '16:00' },
  { day: 'sunday', closed: true, open: '', close: '' },
];
const SUNDAY = new Date(2026, 10, 22, 12);
const WEDNESDAY = new Date(2026, 10, 25, 12);

const withHours = (note = '') => ({ ...siteSettings(), hours: { days: WEEK, note } });

describe('reading the settings', () => {
  it("marks the row holding today's weekday", () => {
    expect(hoursToday(WEEK, WEDNESDAY).map((row) => [row.days, row.hours, row.today])).toEqual([
      ['Monday to Friday', '9:00 AM to 6:00 PM', true],
      ['Saturday', '9:00 AM to 4:00 PM', false],
      ['Sunday', 'Closed', false],
    ]);
    expect(hoursToday(WEEK, SUNDAY).filter((row) => row.today).map((row) => row.days)).toEqual(['Sunday']);
  });

  it('has hours only with an open day or a note', () => {
    expect(hasHours(DEFAULT_SITE_SETTINGS.hours)).toBe(false);
    expect(hasHours({ ...DEFAULT_SITE_SETTINGS.hours, note: 'Call before you come' })).toBe(true);
    expect(hasHours({ days: WEEK, note: '' })).toBe(true);
  });

  it('builds map links only from a full map point', () => {
    expect(mapsUrl({ label: '', lat: 11.0168, lng: 76.9558 })).toBe('https://www.google.com/maps/search/?api=1&query=11.0168%2C76.9558');
    expect(mapsEmbedUrl({ label: '', lat: 0, lng: -0.5 })).toBe('https://www.google.com/maps?q=0,-0.5&z=15&output=embed');
    expect(mapsUrl({ label: 'x', lat: null, lng: null })).toBeNull();
    expect(mapsEmbedUrl({ label: 'x', lat: 1, lng: null })).toBeNull();
  });

  it('titles a page with the business name, the home page with the tagline', () => {
    expect(siteTitle({ name: 'Shop', tagline: 'Good things' }, 'Gallery')).toBe('Gallery | Shop');
    expect(siteTitle({ name: 'Shop', tagline: 'Good things' }, '')).toBe('Shop | Good things');
    expect(siteTitle({ name: 'Shop', tagline: '' }, '')).toBe('Shop');
  });

  it('renders long texts as paragraphs with emphasis, and as plain text', () => {
    const text = 'We use a *chekku* press.\n\nSecond *part*\nsame paragraph.';
    const { container } = render(<RichText className="lead" text={text} />);
    const paragraphs = container.querySelectorAll('p.lead');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].innerHTML).toBe('We use a <em>chekku</em> press.');
    expect(container.querySelectorAll('em')).toHaveLength(2);
    expect(plainText(text)).toBe('We use a chekku press. Second part\nsame paragraph.');
    expect(render(<RichText text="  " />).container.innerHTML).toBe('');
  });
});

describe('the site data of a visit', () => {
  it('is read once per visit (the layout loader), not again on each page', async () => {
    const reads = memoryReads({ site: siteData(siteSettings({ name: 'Visit Shop' })) });
    const { router } = await renderPublic('/', reads);
    expect(within(screen.getByRole('banner')).getByText('Visit Shop')).toBeInTheDocument();
    await navigateTo(router, '/about-us');
    await navigateTo(router, '/contact');
    expect(router.state.location.pathname).toBe('/contact');
    expect(document.title).toBe('Contact | Visit Shop');
    expect(reads.site).toHaveBeenCalledTimes(1);
  });

  it('falls back to the neutral defaults when the API fails', async () => {
    const reads = memoryReads({ site: siteData(siteSettings(), [testimonial(1)]) });
    reads.site.mockRejectedValue(new Error('Boom'));
    expect((await publicLoaders(reads).layout()).site).toBe(FALLBACK_SITE);
    expect(reads.site).toHaveBeenCalledTimes(1);
    expect(FALLBACK_SITE.testimonials).toEqual([]);
  });

  it('shows the page with the neutral defaults, not an error, when the site data cannot be read', async () => {
    const reads = memoryReads();
    reads.site.mockRejectedValue(new Error('Boom'));
    await renderPublic('/contact', reads);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Error' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { level: 2, name: DEFAULT_SITE_SETTINGS.business.name })).toBeInTheDocument();
    // The defaults say nothing untrue: no contact details, no chat.
    expect(screen.queryByText('Test Shop')).toBeNull();
    expect(screen.queryByRole('link', { name: /call us/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /chat with us/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Send Us a Message' })).toBeNull();
  });
});

const renderWith = (ui: React.ReactElement, settings = withHours(), testimonials = [testimonial(1)]) =>
  render(<MemoryRouter>{ui}</MemoryRouter>, { wrapper: withSite(siteData(settings, testimonials)) });

/** The home page in the public layout, its site data from the layout's loader. */
const renderHome = (settings: SiteSettings, testimonials: Testimonial[]) => renderPublic('/', memoryReads({ site: siteData(settings, testimonials) }));

describe('public components leave out what the settings do not have', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
  });
  afterEach(() => vi.useRealTimers());

  it("footer: details, social links, and today's hours row", () => {
    renderWith(<Footer />, { ...withHours('Closed on public holidays.'), business: { ...siteSettings().business, social: [{ name: 'Photos', url: 'https://example.com/p' }] } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { level: 2, name: 'Test Shop' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(footer).getByRole('link', { name: 'shop@example.com' })).toHaveAttribute('href', 'mailto:shop@example.com');
    expect(within(footer).getByRole('link', { name: /^Photos/ })).toHaveAttribute('href', 'https://example.com/p');
    expect(footer.querySelector('address')?.innerHTML).toBe('1 Test Road<br>Testville');
    const today = footer.querySelector('[aria-current="date"]');
    expect(today).toHaveTextContent('Monday to Friday: 9:00 AM to 6:00 PM (today)');
    expect(footer.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(footer).toHaveTextContent('Closed on public holidays.');
  });

  it('footer without details or hours: no empty sections', () => {
    renderWith(<Footer />, { ...DEFAULT_SITE_SETTINGS, business: { ...DEFAULT_SITE_SETTINGS.business, name: 'Bare' } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Contact Us' })).toBeNull();
    expect(within(footer).queryByRole('heading', { name: 'Business Hours' })).toBeNull();
    expect(footer.querySelector('.footer-social')).toBeNull();
    expect(footer.querySelector('.brand-mark')).not.toBeNull();
  });

  it('floating buttons: the first phone and the greeting; each only when there is a number', () => {
    const phones = [
      { display: '111', dial: '+111' },
      { display: '222', dial: '+222' },
    ];
    const { unmount } = renderWith(<FloatingButtons />, siteSettings({ phones }));
    expect(screen.getByRole('link', { name: 'Call us at 111' })).toHaveAttribute('href', 'tel:+111');
    expect(screen.getByRole('link', { name: /chat with us/i }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/442079460000\?text=Hello/);
    unmount();
    const { container, unmount: again } = renderWith(<FloatingButtons />, siteSettings({ chatNumber: '' }));
    expect(screen.queryByRole('link', { name: /chat with us/i })).toBeNull();
    expect(screen.getByRole('link', { name: /call us/i })).toBeInTheDocument();
    again();
    renderWith(<FloatingButtons />, siteSettings({ chatNumber: '', phones: [] }));
    expect(container.querySelector('.floating-buttons')).toBeNull();
  });

  it('product card: the order message with the product, none without a chat number', () => {
    const settings = siteSettings();
    const custom = { ...settings, messages: { ...settings.messages, order: 'Send me {product}' } };
    const { unmount } = renderWith(<ProductCard product={product(1, { name: 'Sesame Oil' })} />, custom);
    expect(screen.getByRole('link', { name: /order now/i })).toHaveAttribute('href', 'https://wa.me/442079460000?text=Send%20me%20Sesame%20Oil');
    unmount();
    renderWith(<ProductCard product={product(1)} />, siteSettings({ chatNumber: '' }));
    expect(screen.queryByRole('link', { name: /order now/i })).toBeNull();
  });

  it("contact page: today's hours, no form without a chat number, no map without a point", () => {
    const { unmount } = renderWith(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find Us' })).toBeInTheDocument();
    expect(screen.getByText('Test Shop, Testville')).toBeInTheDocument();
    expect(document.querySelector('.hours [aria-current="date"]')).toHaveTextContent('Monday to Friday (today)9:00 AM to 6:00 PM');
    unmount();
    renderWith(<ContactPage />, { ...withHours(), business: { ...siteSettings().business, chatNumber: '', map: { label: 'Here', lat: null, lng: null } } });
    expect(screen.queryByRole('heading', { name: 'Send Us a Message' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Find Us' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
  });

  it('About page: the sections the settings fill, the table with its column labels', () => {
    const settings = siteSettings();
    const { unmount } = renderWith(<AboutPage />, {
      ...settings,
      about: {
        lead: 'Made *slowly*.',
        story: { heading: 'How it began', text: 'One press.\n\nThen two.' },
        reasons: { heading: 'Why us', items: [{ title: 'Fresh', text: 'Pressed weekly.' }] },
        differences: { heading: 'Compared', oursLabel: 'Test Shop', usualLabel: 'Others', rows: [{ aspect: 'Heat', ours: 'None', usual: 'Lots' }] },
      },
    });
    expect(document.querySelector('.page-hero em')).toHaveTextContent('slowly');
    expect(screen.getByRole('heading', { name: 'How it began' })).toBeInTheDocument();
    expect(document.querySelectorAll('.about-story p')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Fresh', level: 3 })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Aspect', 'Test Shop', 'Others']);
    unmount();
    renderWith(<AboutPage />, settings);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore Our Products' })).toBeInTheDocument();
  });

  it('home: the hero from the settings, the testimonials only when there are some', async () => {
    const settings = siteSettings();
    const hero = { ...settings.home.hero, badge: 'Since always', heading: 'Hello there', text: 'First.\n\nSecond.' };
    const { unmount } = await renderHome({ ...settings, home: { ...settings.home, hero } }, [testimonial(1), testimonial(2)]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello there');
    expect(document.querySelector('.hero-eyebrow')).toHaveTextContent('Since always');
    expect(document.querySelectorAll('.hero-lead')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Customer testimonials' })).toBeInTheDocument();
    expect(document.title).toBe('Test Shop | Things for tests');
    unmount();
    await renderHome(settings, []);
    expect(screen.queryByRole('heading', { name: 'What Our Customers Say' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer testimonials' })).toBeNull();
    expect(document.querySelector('.hero-eyebrow')).toBeNull();
  });
});
