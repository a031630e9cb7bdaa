import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, singleSize, type DayHours } from '@catalogue/domain';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  businessJsonLd,
  openingHoursSpecification,
  productJsonLd,
  offerTerms,
  serializeJsonLd,
} from '../../src/public/seo/structuredData';
import { product, siteSettings } from './helpers';

const ORIGIN = 'https://shop.example';

const open = (day: DayHours['day'], from: string, to: string): DayHours => ({ day, closed: false, open: from, close: to });
const closed = (day: DayHours['day']): DayHours => ({ day, closed: true, open: '', close: '' });
const WEEK: DayHours[] = [
  open('monday', '09:00', '18:00'),
  open('tuesday', '09:00', '18:00'),
  open('wednesday', '09:00', '18:00'),
  open('thursday', '09:00', '18:00'),
  open('friday', '09:00', '18:00'),
  open('saturday', '09:00', '16:00'),
  closed('sunday'),
];

describe('structured data (JSON-LD)', () => {
  it('makes paths absolute and keeps full URLs', () => {
    expect(absoluteUrl(ORIGIN, '/uploads/a.webp')).toBe('https://shop.example/uploads/a.webp');
    expect(absoluteUrl(`${ORIGIN}/`, 'products')).toBe('https://shop.example/products');
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('opening hours: one specification per row of days with the same hours, closed days left out', () => {
    expect(openingHoursSpecification({ days: WEEK, note: '' })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
    ]);
    expect(openingHoursSpecification(DEFAULT_SITE_SETTINGS.hours)).toEqual([]);
  });

  it('the business: name, contact, address, map point, social profiles and hours', () => {
    const settings = {
      ...siteSettings({ social: [{ name: 'Instagram', url: 'https://instagram.com/test' }] }),
      hours: { days: WEEK, note: '' },
    };
    const data = businessJsonLd(settings, ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Test Shop',
      legalName: 'Test Shop',
      description: 'A shop that exists only in the tests.',
      url: 'https://shop.example/',
      telephone: '+442079460000',
      email: 'shop@example.com',
      address: { '@type': 'PostalAddress', streetAddress: '1 Test Road, Testville', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.5, longitude: -0.12 },
      sameAs: ['https://instagram.com/test'],
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
    const packer = { ...settings, legal: { ...settings.legal, packer: { name: 'Test Shop Foods LLP', address: ['2 Mill Road'] } } };
    expect(businessJsonLd(packer, ORIGIN)).toMatchObject({ name: 'Test Shop', legalName: 'Test Shop Foods LLP' });
  });

  it('the business states only what is known', () => {
    const data = businessJsonLd(DEFAULT_SITE_SETTINGS, ORIGIN);
    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'legalName', 'name', 'url']);
  });

  it('a product with its offer: price in INR with two decimals, availability from the stock state, absolute image', () => {
    const url = `${ORIGIN}/products/product-1`;
    const data = productJsonLd(product(1, { price: 1250 }), url, ORIGIN, 'Test Shop');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Product 1',
      description: 'Description 1',
      image: ['https://shop.example/uploads/products/p1-1024.webp'],
      category: 'Oils',
      brand: { '@type': 'Brand', name: 'Test Shop' },
      url,
      offers: [{ '@type': 'Offer', url, price: '1250.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' }],
    });
    const info = { src: '/uploads/products/p3-1600.webp', variants: [], width: 1600, height: 1200, social: '/uploads/products/p3-social.jpg' };
    const second = { ...info, _id: 'b', src: '/uploads/products/p3b-1600.webp', social: '/uploads/products/p3b-social.jpg' };
    // Every photo, the cover first, then the cover's link-preview rendition.
    expect(productJsonLd(product(3, { imageInfo: info, images: [{ _id: 'a', ...info }, second] }), url, ORIGIN, 'Test Shop').image).toEqual([
      'https://shop.example/uploads/products/p3-1600.webp',
      'https://shop.example/uploads/products/p3b-1600.webp',
      'https://shop.example/uploads/products/p3-social.jpg',
    ]);
    const out = productJsonLd(product(2, { inStock: false, image: '', category: null }), url, ORIGIN, 'Test Shop');
    expect(out.offers).toMatchObject([{ availability: 'https://schema.org/OutOfStock' }]);
    expect(out).not.toHaveProperty('productionDate');
    expect(out).not.toHaveProperty('image');
    expect(out).not.toHaveProperty('category');
  });

  it('one offer per size, named and addressed by its size, for sale when in stock and fresh; the pressing day as the production date', () => {
    const url = `${ORIGIN}/products/product-4`;
    const sizes = [
      { ...singleSize(380, true), key: '1-l', label: '1 L' },
      { ...singleSize(1799, false), key: '5-l-tin', label: '5 L tin' },
      { ...singleSize(99, true), key: '200-ml', label: '200 ml', stale: true },
    ];
    const out = productJsonLd(product(4, { variants: sizes, pressedOn: '2026-11-12' }), url, ORIGIN, 'Test Shop');
    expect(out.productionDate).toBe('2026-11-12');
    expect(out.offers).toMatchObject([
      { name: '1 L', sku: 'p4-1-l', url: `${url}?size=1-l`, price: '380.00', availability: 'https://schema.org/InStock' },
      { name: '5 L tin', sku: 'p4-5-l-tin', url: `${url}?size=5-l-tin`, price: '1799.00', availability: 'https://schema.org/OutOfStock' },
      // In stock, but its batch is too old to sell: not for sale either.
      { name: '200 ml', availability: 'https://schema.org/OutOfStock' },
    ]);
  });

  it("every offer carries the shop's shipping per delivery area and its returns policy, with the properties Google requires", () => {
    const areas = [
      { name: 'Coimbatore city', pincodes: ['641'], fee: 0, minimumOrder: 500 },
      { name: 'Tiruppur', pincodes: ['6416', '6386'], fee: 60, minimumOrder: 0 },
    ];
    const settings = siteSettings();
    const delivery = { ...settings.delivery, areas, handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } };
    const terms = offerTerms({ delivery, policies: settings.policies }, `${ORIGIN}/returns`);
    const url = `${ORIGIN}/products/product-4`;
    const sizes = [
      { ...singleSize(380, true), key: '1-l', label: '1 L' },
      { ...singleSize(1799, false), key: '5-l-tin', label: '5 L tin' },
    ];
    const offers = productJsonLd(product(4, { variants: sizes }), url, ORIGIN, 'Test Shop', terms).offers as Record<string, any>[];
    expect(offers).toHaveLength(2);
    for (const offer of offers) {
      expect(offer).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/), priceCurrency: 'INR', availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/) });
      expect(offer.shippingDetails).toEqual([
        {
          '@type': 'OfferShippingDetails',
          shippingLabel: 'Coimbatore city',
          shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'INR' },
          shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN', postalCodePrefix: ['641'] },
          deliveryTime: {
            '@type': 'ShippingDeliveryTime',
            handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
            transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
          },
        },
        expect.objectContaining({ shippingRate: { '@type': 'MonetaryAmount', value: 60, currency: 'INR' }, shippingDestination: expect.objectContaining({ postalCodePrefix: ['6416', '6386'] }) }),
      ]);
      expect(offer.hasMerchantReturnPolicy).toEqual({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'IN',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 7,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
        merchantReturnLink: `${ORIGIN}/returns`,
      });
    }
    const noReturns = { ...settings.policies, returns: { ...settings.policies.returns, windowDays: 0 } };
    expect(offerTerms({ delivery, policies: noReturns }, `${ORIGIN}/returns`).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: `${ORIGIN}/returns`,
    });
    expect(offerTerms({ delivery: { ...delivery, areas: [] }, policies: settings.policies }, `${ORIGIN}/returns`).shippingDetails).toEqual([]);
  });

  it('a breadcrumb trail with positions and absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/products' },
        ],
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.example/products' },
      ],
    });
  });

  it('serialises so that no text can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
