/**
 * Site constants (name, contact details, address, social links) and the five hard-coded testimonials.
 * Everything a visitor sees about how to reach the business lives here.
 */

export const SITE = {
  name: 'Vanam Naturals',
  tagline: 'Wood-pressed oils & organic foods',
  description:
    'Traditional wood-pressed (chekku) oils and organic foods, made in small batches since 2015. Browse the catalogue and order over chat.',
  /** Shown to visitors and used for tel: links. */
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  /** Chat (WhatsApp) number: country code and number, digits only. */
  chatNumber: '919876543210',
  email: 'hello@vanamnaturals.in',
  address: {
    line1: '12 Mill Street, Gandhipuram',
    line2: 'Coimbatore, Tamil Nadu 641012',
    country: 'India',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/vanamnaturals' },
    { name: 'Instagram', url: 'https://www.instagram.com/vanamnaturals' },
    { name: 'YouTube', url: 'https://www.youtube.com/@vanamnaturals' },
  ],
  map: {
    label: 'Vanam Naturals, Gandhipuram, Coimbatore',
    lat: 11.0168,
    lng: 76.9558,
  },
} as const;

export const fullAddress = () => `${SITE.address.line1}, ${SITE.address.line2}, ${SITE.address.country}`;

/** A link that opens the maps application or site at the business's location. */
export const mapsUrl = () =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${SITE.map.lat},${SITE.map.lng}`)}`;

/** The embeddable map, loaded only when the visitor asks for it. */
export const mapsEmbedUrl = () => `https://www.google.com/maps?q=${SITE.map.lat},${SITE.map.lng}&z=15&output=embed`;

/** The one helper that builds every chat link: the business number with a prefilled message. */
export function chatUrl(message?: string, number: string = SITE.chatNumber): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The prefilled chat message a product's order button sends. */
export const orderMessage = (productName: string) => `I'm interested in ordering ${productName}`;

/** The order link of a product card. */
export const orderUrl = (productName: string) => chatUrl(orderMessage(productName));

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject?: string;
  message: string;
}

/** The contact form's chat message: every field on its own line (an empty subject is left out). */
export function contactText(values: ContactMessage): string {
  const lines = [
    `Name: ${values.name.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim()}`,
  ];
  if (values.subject?.trim()) lines.push(`Subject: ${values.subject.trim()}`);
  lines.push(`Message: ${values.message.trim()}`);
  return lines.join('\n');
}

export const contactUrl = (values: ContactMessage) => chatUrl(contactText(values));

/** The floating chat button's greeting. */
export const GREETING_MESSAGE = 'Hello! I would like to know more about your products.';

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  /** 1 to 5 */
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Lakshmi Narayanan',
    role: 'Home cook, Coimbatore',
    content:
      'The groundnut oil smells exactly like the oil my grandmother bought from the village chekku. Our dosas have never tasted better.',
    rating: 5,
  },
  {
    id: 2,
    name: 'Arjun Mehta',
    role: 'Nutritionist',
    content:
      'I recommend their cold wood-pressed sesame oil to my clients. No refining, no additives, and the batch details are always clear.',
    rating: 5,
  },
  {
    id: 3,
    name: 'Fatima Sheikh',
    role: 'Café owner, Bengaluru',
    content:
      'We switched our kitchen to their coconut oil and organic jaggery. Consistent quality and ordering over chat is quick and easy.',
    rating: 4,
  },
  {
    id: 4,
    name: 'Ravi Subramaniam',
    role: 'Organic farmer',
    content:
      'They buy seeds directly from farmers like me and pay fairly. It is good to see traditional pressing kept alive.',
    rating: 5,
  },
  {
    id: 5,
    name: 'Priya Raghavan',
    role: 'Mother of two',
    content:
      'Pure oils I can trust for my children. The millet range is a favourite at home. Delivery was well packed.',
    rating: 4,
  },
];
