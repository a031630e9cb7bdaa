import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatLink, orderMessage, singleSize } from '@catalogue/domain';
import { ApiReadError } from '../../src/public/apiReads';
import { FETCH_FAILED_MESSAGE } from '../../src/public/loaders';
import { chatShareLink } from '../../src/public/product/share';
import { product, siteData, siteSettings } from './helpers';
import { memoryReads, renderPublic } from './routing';

const oils = { _id: 'c1', name: 'Oils', slug: 'oils' };
const sesame = product(1, { name: 'Sesame Oil', slug: 'sesame-oil', price: 1250, description: 'Cold pressed.\n\nFrom our own press.', category: oils });
const others = [product(2, { slug: 'groundnut-oil', name: 'Groundnut Oil', category: oils }), product(3, { slug: 'coconut-oil', name: 'Coconut Oil', category: oils })];

/** The shop's reads: the three oils, Sesame Oil also at its old slug. */
const shopReads = (site = siteData()) => memoryReads({ site, products: [sesame, ...others], oldSlugs: { 'old-sesame': sesame } });

const renderPage = (path: string, reads = shopReads()) => renderPublic(path, reads);

describe('product page', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the product: name, price, stock, description paragraphs, breadcrumb, order link and related products', async () => {
    const { reads } = await renderPage('/products/sesame-oil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesame Oil' })).toBeInTheDocument();
    expect(screen.getByText('₹1,250.00')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('Cold pressed.')).toBeInTheDocument();
    expect(screen.getByText('From our own press.')).toBeInTheDocument();

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Products', 'Oils', 'Sesame Oil']);
    expect(within(trail).getByRole('link', { name: 'Oils' })).toHaveAttribute('href', '/category/oils');
    expect(within(trail).getByText('Sesame Oil')).toHaveAttribute('aria-current', 'page');

    const { settings } = siteData();
    expect(screen.getByRole('link', { name: /order on whatsapp/i })).toHaveAttribute(
      'href',
      chatLink(settings.business.chatNumber, orderMessage(settings.messages.order, 'Sesame Oil')),
    );

    const related = await screen.findByRole('region', { name: 'More from Oils' });
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Groundnut Oil', 'Coconut Oil']);
    expect(within(related).getByRole('link', { name: 'Groundnut Oil' })).toHaveAttribute('href', '/products/groundnut-oil');
    expect(reads.products).toHaveBeenCalledWith({ category: 'c1', limit: 5 });
  });

  it('without a chat number there is no order link; out of stock says so', async () => {
    const reads = shopReads(siteData(siteSettings({ chatNumber: '' })));
    reads.productBySlug.mockResolvedValue({ product: { ...sesame, inStock: false, variants: [singleSize(sesame.price, false)] }, size: null });
    await renderPage('/products/sesame-oil', reads);
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('Currently unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /order on whatsapp/i })).not.toBeInTheDocument();
  });

  it('an old slug: the address becomes the current one (query kept), and only the current page reads its related products', async () => {
    const { router, reads } = await renderPage('/products/old-sesame?from=chat');
    expect(router.state.location.pathname).toBe('/products/sesame-oil');
    expect(router.state.location.search).toBe('?from=chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Sesame Oil' })).toBeInTheDocument();
    expect(reads.productBySlug).toHaveBeenCalledWith('old-sesame');
    // The old address only redirects: the related products are read once, for the page shown.
    expect(reads.products).toHaveBeenCalledTimes(1);
  });

  it('an unknown slug shows the 404 page', async () => {
    const { router } = await renderPage('/products/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/nothing-here');
    expect(router.state.errors?.page).toMatchObject({ status: 404 });
    // Inside the layout: the header and footer are still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('an address no route has shows the 404 page too', async () => {
    const { router } = await renderPage('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(router.state.errors?.page).toMatchObject({ status: 404 });
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('another failure shows Error and the message', async () => {
    const reads = shopReads();
    reads.productBySlug.mockRejectedValue(new ApiReadError({ status: 0, message: 'The server took too long to answer. Please try again.' }));
    await renderPage('/products/sesame-oil', reads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('The server took too long to answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Products' })).toHaveAttribute('href', '/products');
  });

  it("a failure that is not the API's shows the general message, never the error's own", async () => {
    const reads = shopReads();
    reads.productBySlug.mockRejectedValue(new Error('ECONNRESET 10.0.0.7:5432'));
    await renderPage('/products/sesame-oil', reads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText(FETCH_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/ECONNRESET/)).toBeNull();
  });

  it('without the related products the page still stands', async () => {
    const reads = shopReads();
    reads.products.mockRejectedValue(new ApiReadError({ status: 500, message: 'Boom' }));
    await renderPage('/products/sesame-oil', reads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesame Oil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More from Oils' })).toBeNull();
  });

  it('Share uses the share sheet when the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await renderPage('/products/sesame-oil');
    const button = await screen.findByRole('button', { name: 'Share' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-expanded'));
    await userEvent.click(button);
    const url = `${window.location.origin}/products/sesame-oil`;
    expect(share).toHaveBeenCalledWith({ title: 'Sesame Oil', text: 'Sesame Oil', url });
  });

  it('Share without a share sheet: a chat share link and Copy link', async () => {
    const user = userEvent.setup();
    await renderPage('/products/sesame-oil');
    const button = await screen.findByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const url = `${window.location.origin}/products/sesame-oil`;
    expect(screen.getByRole('link', { name: /share on whatsapp/i })).toHaveAttribute('href', chatShareLink(`Sesame Oil ${url}`));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
