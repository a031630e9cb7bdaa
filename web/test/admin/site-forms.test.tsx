// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router-dom';
import { CHAT_NUMBER_MESSAGE, CLOSE_AFTER_OPEN_MESSAGE, DEFAULT_ORDER_UPDATE_MESSAGES, DEFAULT_SITE_SETTINGS, type SiteSettingsVersion, type Testimonial } from '@catalogue/domain';
import { AdminProviders } from '../../src/admin/AdminProviders';
import { BackOfficeKit } from '../../src/admin/BackOfficeKit';
import { SiteSection } from '../../src/admin/site/SiteSection';
import { BusinessForm } from '../../src/admin/site/BusinessForm';
import { HoursForm } from '../../src/admin/site/HoursForm';
import { LeadsForm } from '../../src/admin/site/LeadsForm';
import { MessagesForm } from '../../src/admin/site/MessagesForm';
import { moveTestimonial } from '../../src/admin/site/TestimonialsManager';

vi.mock('../../src/api/site', () => ({ getSite: vi.fn(), saveSiteSettings: vi.fn(), getSiteHistory: vi.fn() }));
vi.mock('../../src/admin/components/toast', async (original) => ({
  ...(await original<typeof import('../../src/admin/components/toast')>()),
  toast: { success: vi.fn(), error: vi.fn(), deleted: vi.fn() },
}));

import * as site from '../../src/api/site';
import { toast } from '../../src/admin/components/toast';

const api = vi.mocked(site);
const settings: SiteSettingsVersion = {
  ...structuredClone(DEFAULT_SITE_SETTINGS),
  business: { ...structuredClone(DEFAULT_SITE_SETTINGS.business), name: 'Vanam Naturals', phones: [{ display: '+91 98765 43210', dial: '+919876543210' }], chatNumber: '919876543210' },
  version: 4,
  savedAt: '2026-11-22T08:00:00.000Z',
  savedBy: 'Owner',
};

function renderSite(path: string) {
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route path="/admin/site" element={<SiteSection />}>
        <Route path="business" element={<BusinessForm />} />
        <Route path="hours" element={<HoursForm />} />
        <Route path="introductions" element={<LeadsForm />} />
        <Route path="messages" element={<MessagesForm />} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  return render(
    <AdminProviders>
      <BackOfficeKit>
        <RouterProvider router={router} />
      </BackOfficeKit>
    </AdminProviders>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.getSite.mockResolvedValue({ data: { settings, testimonials: [] }, error: null });
});

// Chakra's components render slowly in jsdom on a busy machine.
describe('Site section forms', { timeout: 60_000 }, () => {
  it('business: an invalid chat number is refused on the field; a valid save sends the whole settings with the section replaced', async () => {
    const user = userEvent.setup();
    api.saveSiteSettings.mockImplementation((sent) => Promise.resolve({ data: { ...settings, ...sent, version: 5 }, error: null }));
    renderSite('/admin/site/business');
    const chat = await screen.findByLabelText('Chat (WhatsApp) number');
    expect(chat).toHaveValue('919876543210');
    expect(screen.getByLabelText(/Phone 1: as shown/)).toHaveValue('+91 98765 43210');

    await user.clear(chat);
    await user.type(chat, '+91 98765');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(CHAT_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(api.saveSiteSettings).not.toHaveBeenCalled();

    await user.clear(chat);
    await user.type(chat, '919000012345');
    // The live preview follows the typing.
    await user.clear(screen.getByLabelText(/^Business name\*?$/));
    await user.type(screen.getByLabelText(/^Business name\*?$/), 'Vanam Farm');
    expect(within(screen.getByTestId('footer-preview')).getByText('Vanam Farm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.saveSiteSettings).toHaveBeenCalledTimes(1));
    const sent = api.saveSiteSettings.mock.calls[0][0];
    expect(sent.business).toMatchObject({ name: 'Vanam Farm', chatNumber: '919000012345', phones: settings.business.phones });
    // Only the section: a save never overwrites what another screen saved meanwhile.
    expect(Object.keys(sent)).toEqual(['business', 'translations']);
    // Its Tamil texts likewise: this section's alone (none given here).
    expect(sent.translations).toEqual({ ta: { business: {} } });
    expect(toast.success).toHaveBeenCalledWith('Site settings saved successfully');
  });

  it("business: the API's field errors show on their fields", async () => {
    const user = userEvent.setup();
    api.saveSiteSettings.mockResolvedValue({
      data: null,
      error: { status: 400, message: 'Validation failed', errors: { 'business.phones[0].dial': 'Dial number is taken by another shop' } },
    });
    renderSite('/admin/site/business');
    await user.type(await screen.findByLabelText('Tagline'), 'Pure and natural');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Dial number is taken by another shop')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone 1: number to dial/)).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('Failed to save site settings');
  });

  it('hours: opening a closed day asks for its times, and the closing time must come after the opening time', async () => {
    const user = userEvent.setup();
    renderSite('/admin/site/hours');
    const sunday = await screen.findByRole('group', { name: 'Sunday' });
    expect(within(sunday).queryByLabelText('Opens')).toBeNull();
    await user.click(within(sunday).getByRole('checkbox', { name: 'Closed' }));
    await user.type(within(sunday).getByLabelText('Opens'), '14:00');
    await user.type(within(sunday).getByLabelText('Closes'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(sunday).findByText(CLOSE_AFTER_OPEN_MESSAGE)).toBeInTheDocument();
    expect(api.saveSiteSettings).not.toHaveBeenCalled();
  });

  it('introductions: saved as the leads section alone (the API keeps the others)', async () => {
    const user = userEvent.setup();
    api.saveSiteSettings.mockImplementation((sent) => Promise.resolve({ data: { ...settings, ...sent, version: 5 }, error: null }));
    renderSite('/admin/site/introductions');
    await user.type(await screen.findByLabelText('Products page'), 'Everything we press and pack.');
    await user.type(screen.getByLabelText('Products page (Tamil)'), 'நாங்கள் ஆட்டி அடைக்கும் அனைத்தும்.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.saveSiteSettings).toHaveBeenCalledTimes(1));
    const sent = api.saveSiteSettings.mock.calls[0][0];
    expect(sent).toEqual({
      leads: { ...settings.leads, products: 'Everything we press and pack.' },
      translations: { ta: { leads: { products: 'நாங்கள் ஆட்டி அடைக்கும் அனைத்தும்.' } } },
    });
    expect(toast.success).toHaveBeenCalledWith('Site settings saved successfully');
  });

  it("messages: an order change's message left empty is refused on its field; with its Tamil version it is saved", async () => {
    const user = userEvent.setup();
    api.saveSiteSettings.mockImplementation((sent) => Promise.resolve({ data: { ...settings, ...sent, version: 5 }, error: null }));
    renderSite('/admin/site/messages');
    const english = await screen.findByRole('textbox', { name: /^Out for delivery message\W*$/ });
    expect(english).toHaveValue(DEFAULT_ORDER_UPDATE_MESSAGES.outForDelivery.en);
    expect(screen.getAllByText(/\{time\} is the arrival time you type/)).toHaveLength(2);
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Out for delivery message is required')).toBeVisible();
    expect(api.saveSiteSettings).not.toHaveBeenCalled();

    await user.type(english, 'On its way: {{number}, around {{time}');
    await user.type(screen.getByRole('textbox', { name: 'Out for delivery message (Tamil)' }), 'வருகிறது: {{number}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.saveSiteSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSiteSettings.mock.calls[0][0]).toEqual({
      messages: { ...settings.messages, orderOutForDelivery: 'On its way: {number}, around {time}' },
      translations: { ta: { messages: { orderOutForDelivery: 'வருகிறது: {number}' } } },
    });
  });

  it('leaving a form with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    renderSite('/admin/site/business');
    await user.type(await screen.findByLabelText('Tagline'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Tagline')).toHaveValue('Half typed');
    // The page stays inert until the dialog's closing animation ends: slow on a loaded machine.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await user.click(await screen.findByRole('link', { name: 'Hours' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'Business Hours' })).toBeInTheDocument();
  });
});

describe('moveTestimonial', () => {
  const item = (id: string) => ({ _id: id }) as Testimonial;
  const ids = (items: Testimonial[]) => items.map((entry) => entry._id);
  const list = [item('a'), item('b'), item('c')];
  it('moves an item before or after another', () => {
    expect(ids(moveTestimonial(list, 'c', 'a', 'before'))).toEqual(['c', 'a', 'b']);
    expect(ids(moveTestimonial(list, 'a', 'b', 'after'))).toEqual(['b', 'a', 'c']);
  });
  it('returns the same list when nothing moves', () => {
    expect(moveTestimonial(list, 'a', 'a', 'before')).toBe(list);
    expect(moveTestimonial(list, 'x', 'a', 'before')).toBe(list);
  });
});
