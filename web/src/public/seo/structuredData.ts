/**
 * Search data (schema.org JSON-LD) of the public pages, as plain objects built from the site settings
 * and the catalogue: the business on the home page, a product with its offer, and the breadcrumb
 * trail of category and product pages. Pure: the server renders them into the page's head.
 * `origin` is the site's address without a trailing slash (e.g. https://shop.example); every URL in
 * the output is absolute, as search engines expect. Shapes are checked against Schema.org's types
 * (schema-dts) where they are built.
 */
import type { MerchantReturnPolicy, OfferShippingDetails, QuantitativeValue } from 'schema-dts';
import { hoursRows, isOrderable, shopLegal, WEEKDAY_NAMES, type DayRange, type DeliveryArea, type Product, type SiteSettings } from '@catalogue/domain';

type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Site path, e.g. /products. */
  path: string;
}

/** A path or URL of the site made absolute; full URLs are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Leaves out the keys whose value is empty (undefined, null, '' or []), so the output states only what is known. */
function compact(data: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

/** The opening hours: one specification per row of days sharing the same hours; closed days are left out. */
export function openingHoursSpecification(hours: SiteSettings['hours']): JsonLd[] {
  return hoursRows(hours.days).flatMap((row) => {
    const day = hours.days.find((entry) => entry.day === row.weekdays[0]);
    if (!day || day.closed) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: row.weekdays.map((weekday) => WEEKDAY_NAMES[weekday]), opens: day.open, closes: day.close }];
  });
}

/** The business (a LocalBusiness, which is an Organization) for the home page. */
export function businessJsonLd(settings: SiteSettings, origin: string): JsonLd {
  const { business, hours } = settings;
  const { lat, lng } = business.map;
  const logo = business.logo?.src;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl(origin, '/#business'),
    name: business.name,
    legalName: shopLegal(settings).packer.name,
    description: business.description,
    slogan: business.tagline,
    url: absoluteUrl(origin, '/'),
    logo: logo && absoluteUrl(origin, logo),
    image: logo && absoluteUrl(origin, logo),
    telephone: business.phones[0]?.dial,
    email: business.email,
    address: business.address.length ? { '@type': 'PostalAddress', streetAddress: business.address.join(', '), addressCountry: 'IN' } : undefined,
    geo: lat != null && lng != null ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } : undefined,
    sameAs: business.social.map((link) => link.url),
    openingHoursSpecification: openingHoursSpecification(hours),
  });
}

/** What every offer of the shop carries: where it ships and at what fee, how fast, and its returns. */
export interface OfferTerms {
  shippingDetails: OfferShippingDetails[];
  hasMerchantReturnPolicy: MerchantReturnPolicy;
}

const days = ({ min, max }: DayRange): QuantitativeValue => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });

/**
 * One shipping offer per delivery area: within India, to the area's pincode prefixes, at its fee, with
 * the shop's handling and transit days. A shop that names no area ships nowhere it could say.
 */
function shippingDetailsJsonLd(areas: DeliveryArea[], handling: DayRange, transit: DayRange): OfferShippingDetails[] {
  return areas.map((area) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: area.name,
    shippingRate: { '@type': 'MonetaryAmount', value: area.fee, currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN', postalCodePrefix: area.pincodes },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(handling), transitTime: days(transit) },
  }));
}

/** The returns page as a policy: a window of `windowDays` (none when 0), free for what arrived damaged or wrong. */
function returnPolicyJsonLd(windowDays: number, policyUrl: string): MerchantReturnPolicy {
  if (windowDays <= 0) {
    return { '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted', merchantReturnLink: policyUrl };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: windowDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: policyUrl,
  };
}

/** The shop's terms for every offer, from its delivery settings and its returns page at `returnsUrl` (absolute, in the page's language). */
export function offerTerms({ delivery, policies }: Pick<SiteSettings, 'delivery' | 'policies'>, returnsUrl: string): OfferTerms {
  return {
    shippingDetails: shippingDetailsJsonLd(delivery.areas, delivery.handlingDays, delivery.transitDays),
    hasMerchantReturnPolicy: returnPolicyJsonLd(policies.returns.windowDays, returnsUrl),
  };
}

/** The address of a product page at one size (its canonical `url` with `?size=`). */
const sizeUrl = (url: string, key: string) => `${url}?size=${encodeURIComponent(key)}`;

/**
 * A product and one offer per size (price in rupees, availability from the size's stock and batch (a stale batch is not for sale); named by
 * the size's label when the product has several); its photos, the cover first, and the cover's
 * 1200×630 social rendition; the day its batch was pressed as its production date.
 */
export function productJsonLd(product: Product, url: string, origin: string, businessName: string, terms?: OfferTerms): JsonLd {
  const photos = product.images.length ? product.images.map((photo) => photo.src) : [product.imageInfo?.src || product.image];
  const images = [...photos, product.imageInfo?.social].filter((path): path is string => !!path);
  const several = product.variants.length > 1;
  const seller = businessName ? { seller: { '@type': 'Organization', name: businessName } } : {};
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images.map((path) => absoluteUrl(origin, path)),
    sku: product._id,
    category: product.category?.name,
    brand: businessName ? { '@type': 'Brand', name: businessName } : undefined,
    url,
    productionDate: product.pressedOn,
    offers: product.variants.map((size) =>
      compact({
        '@type': 'Offer',
        name: several ? size.label : undefined,
        sku: several ? `${product._id}-${size.key}` : undefined,
        url: several ? sizeUrl(url, size.key) : url,
        price: size.price.toFixed(2),
        priceCurrency: 'INR',
        availability: isOrderable(size) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        ...seller,
        ...terms,
      }),
    ),
  });
}

/** The trail a visitor followed, as a BreadcrumbList. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<` is escaped so no text of the
 * catalogue can close the element.
 */
export const serializeJsonLd = (data: JsonLd | JsonLd[]) => JSON.stringify(data).replace(/</g, '\\u003c');
