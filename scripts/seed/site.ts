/**
 * The seed's site settings and testimonials: the business's own facts and words (the only place
 * they live in code). The seed saves them through `PUT /api/site` and `POST /api/testimonials`;
 * from then on the owner edits them in the back office.
 */
import { DEFAULT_ORDER_LIST_MESSAGE, type SiteSettings, type TestimonialInput } from '@catalogue/domain';

const NAME = 'Vanam Naturals';
const FOUNDED = 2015;

/** The settings as `PUT /api/site` takes them (the logo and hero image keep the default). */
export const SITE_SETTINGS: SiteSettings = {
  business: {
    name: NAME,
    tagline: 'Wood-pressed oils & organic foods',
    description: `Traditional wood-pressed (chekku) oils and organic foods, made in small batches since ${FOUNDED}. Browse the catalogue and order over chat.`,
    logo: null,
    phones: [{ display: '+91 98765 43210', dial: '+919876543210' }],
    chatNumber: '919876543210',
    email: 'hello@vanamnaturals.in',
    address: ['12 Mill Street, Gandhipuram', 'Coimbatore, Tamil Nadu 641012', 'India'],
    map: { label: 'Vanam Naturals, Gandhipuram, Coimbatore', lat: 11.0168, lng: 76.9558 },
    social: [
      { name: 'Facebook', url: 'https://www.facebook.com/vanamnaturals' },
      { name: 'Instagram', url: 'https://www.instagram.com/vanamnaturals' },
      { name: 'YouTube', url: 'https://www.youtube.com/@vanamnaturals' },
    ],
  },
  hours: {
    days: [
      { day: 'monday', closed: false, open: '09:00', close: '18:00' },
      { day: 'tuesday', closed: false, open: '09:00', close: '18:00' },
      { day: 'wednesday', closed: false, open: '09:00', close: '18:00' },
      { day: 'thursday', closed: false, open: '09:00', close: '18:00' },
      { day: 'friday', closed: false, open: '09:00', close: '18:00' },
      { day: 'saturday', closed: false, open: '09:00', close: '16:00' },
      { day: 'sunday', closed: true, open: '', close: '' },
    ],
    note: '',
  },
  home: {
    hero: {
      badge: `Wood-pressed since ${FOUNDED}`,
      heading: 'Pure oils, pressed slowly the traditional way',
      text: `Cold wood-pressed groundnut, sesame and coconut oils and honest organic foods from ${NAME}: no heat, no chemicals, nothing refined away.`,
      primaryButton: 'Shop Our Products',
      secondaryButton: 'About Us',
      image: null,
    },
    story: {
      heading: 'Our Story',
      text: [
        `We started in ${FOUNDED} with a single wooden press (a *chekku*) and a promise: oil the way our grandparents knew it. Seeds from farmers we know by name are crushed slowly at low temperature, so the aroma, colour and nutrients stay in the oil.`,
        'Today we still press every batch by hand, and we added organic staples we use in our own kitchens.',
      ].join('\n\n'),
      button: 'Read Our Story',
    },
    stats: [
      { value: String(FOUNDED), label: 'pressing since' },
      { value: '100%', label: 'wood-pressed, unrefined' },
      { value: '0', label: 'chemicals or preservatives' },
    ],
    contact: {
      heading: 'Get in Touch',
      text: 'Questions about our oils, bulk orders or a visit to the mill? We are happy to help.',
    },
  },
  about: {
    lead: `Traditional wood-pressed oils and organic foods, made with care since ${FOUNDED}.`,
    story: {
      heading: 'Our Story',
      text: [
        `${NAME} began in ${FOUNDED}, when our founder went looking for the oil she grew up with and found only refined bottles on the shelves. She set up a single wooden press (a *chekku*) driven slowly, the way the village mills of her childhood worked, and started pressing groundnuts bought from a farmer down the road.`,
        'Neighbours came back for more, then their friends did. Today we run several wooden presses, buy directly from a growing group of farmers, and have added organic foods that belong in the same kitchen: millets, jaggery, spices and pulses. What has not changed is the method: slow, cold, and nothing added.',
      ].join('\n\n'),
    },
    reasons: {
      heading: 'Why Choose Our Oils',
      items: [
        {
          title: 'Pressed cold, in wood',
          text: 'Our wooden presses turn slowly, so the oil never heats up: flavour, aroma and nutrients stay where nature put them.',
        },
        {
          title: 'Nothing refined away',
          text: 'No bleaching, deodorising or chemical solvents. The oil is filtered by settling and cloth, the way it always was.',
        },
        {
          title: 'Seeds we can trace',
          text: 'We buy groundnuts, sesame and coconuts directly from farmers we know, and pay them fairly for their harvest.',
        },
        {
          title: 'Small, fresh batches',
          text: 'We press in small batches through the week, so what reaches your kitchen is fresh, not months old.',
        },
        {
          title: 'Honest organic foods',
          text: 'Millets, jaggery, spices and pulses from organic farms: the staples we use in our own homes.',
        },
        { title: 'Ask us anything', text: 'Order and ask questions over chat or phone. A real person from the mill answers.' },
      ],
    },
    differences: {
      heading: 'How We Are Different',
      oursLabel: NAME,
      usualLabel: 'Refined oils',
      rows: [
        { aspect: 'Extraction', ours: 'Wooden press (chekku), slow and cold', usual: 'Steel expellers and chemical solvents at high heat' },
        { aspect: 'Processing', ours: 'Natural settling and cloth filtering', usual: 'Refined, bleached and deodorised' },
        { aspect: 'Additives', ours: 'None', usual: 'Preservatives and anti-foaming agents are common' },
        { aspect: 'Taste and aroma', ours: 'Rich, true to the seed', usual: 'Neutral, stripped of flavour' },
        { aspect: 'Source', ours: 'Directly from farmers we know', usual: 'Commodity markets' },
      ],
    },
  },
  leads: {
    featuredProducts: 'Fresh from our wooden presses: the oils and foods our customers love most.',
    popularGallery: 'A look inside our mill, our farms and our kitchen.',
    products: 'Cold wood-pressed oils and organic foods, made in small batches.',
    gallery: 'Inside our mill, on the farms we buy from, and in the kitchen.',
    contact: 'Questions, bulk orders or a visit to the mill: write to us and we will answer on WhatsApp.',
  },
  delivery: {
    areas: [
      { name: 'Coimbatore city', pincodes: ['641001', '641002', '641004', '641011', '641012', '641018', '641025', '641037', '641038', '641043', '641044', '641045'], fee: 40, minimumOrder: 300 },
      { name: 'Coimbatore district', pincodes: ['641', '642'], fee: 80, minimumOrder: 500 },
      { name: 'Tiruppur and Erode', pincodes: ['638', '6416'], fee: 120, minimumOrder: 800 },
    ],
    outsideMessage: 'We deliver around Coimbatore, Tiruppur and Erode. For other places, send your order anyway: we ship tins by courier and will tell you the charge in the chat.',
  },
  messages: {
    order: "I'm interested in ordering {product}",
    orderList: DEFAULT_ORDER_LIST_MESSAGE,
    greeting: 'Hello! I would like to know more about your products.',
  },
};

/** The testimonials, in the order the site shows them. */
export const TESTIMONIALS: TestimonialInput[] = [
  {
    name: 'Lakshmi Narayanan',
    place: 'Home cook, Coimbatore',
    quote: 'The groundnut oil smells exactly like the oil my grandmother bought from the village chekku. Our dosas have never tasted better.',
    rating: 5,
    shown: true,
  },
  {
    name: 'Arjun Mehta',
    place: 'Nutritionist',
    quote: 'I recommend their cold wood-pressed sesame oil to my clients. No refining, no additives, and the batch details are always clear.',
    rating: 5,
    shown: true,
  },
  {
    name: 'Fatima Sheikh',
    place: 'Café owner, Bengaluru',
    quote: 'We switched our kitchen to their coconut oil and organic jaggery. Consistent quality and ordering over chat is quick and easy.',
    rating: 4,
    shown: true,
  },
  {
    name: 'Ravi Subramaniam',
    place: 'Organic farmer',
    quote: 'They buy seeds directly from farmers like me and pay fairly. It is good to see traditional pressing kept alive.',
    rating: 5,
    shown: true,
  },
  {
    name: 'Priya Raghavan',
    place: 'Mother of two',
    quote: 'Pure oils I can trust for my children. The millet range is a favourite at home. Delivery was well packed.',
    rating: 4,
    shown: true,
  },
];
