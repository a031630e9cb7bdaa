/**
 * The seed's site settings and testimonials: the business's own facts and words (the only place
 * they live in code), in English and Tamil (`translations.ta`, in the same places as the English
 * texts). The seed saves them through `PUT /api/site` and `POST /api/testimonials`; from then on
 * the owner edits them in the back office.
 */
import { DEFAULT_BACK_IN_STOCK_MESSAGES, DEFAULT_POLICY_SETTINGS, DEFAULT_POLICY_TEXTS, DEFAULT_ORDER_LIST_MESSAGE, DEFAULT_ORDER_UPDATE_MESSAGES, DEFAULT_REORDER_REMINDER_MESSAGES, perOrderUpdateTemplate, type SiteSettings, type TestimonialInput } from '@catalogue/domain';

const NAME = 'Vanam Naturals';
const NAME_TA = 'வனம் நேச்சுரல்ஸ்';
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
        `We started in ${FOUNDED} with a single wooden press (a *chekku*) and a promise: oil the way our grandparents knew it. Seeds from farmers we know by name are crushed slowly at low temperature, so the oil keeps its aroma and colour.`,
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
          text: 'Our wooden presses turn slowly, so the oil never heats up: flavour and aroma stay where nature put them.',
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
    handlingDays: { min: 0, max: 1 },
    transitDays: { min: 1, max: 3 },
  },
  // An example UPI ID: the order page shows its QR code and pay link, so `npm start` shows the whole flow.
  payments: { upi: true, cash: true, upiId: 'vanamnaturals@okaxis', payeeName: NAME },
  // An example FSSAI registration number (14 digits), so that `npm start` shows it everywhere. The packer
  // is the business itself (name and address left empty). Not registered for GST: bills of supply.
  legal: {
    fssaiLicence: '22425001000123',
    packer: { name: '', address: [] },
    consumerCare: { phone: '+91 98765 43210', email: 'care@vanamnaturals.in' },
    grievanceOfficer: { name: 'S. Meenakshi', designation: 'Grievance Officer', phone: '+91 98765 43211', email: 'grievance@vanamnaturals.in' },
    gstin: '',
  },
  policies: DEFAULT_POLICY_SETTINGS,
  messages: {
    order: "I'm interested in ordering {product}",
    orderList: DEFAULT_ORDER_LIST_MESSAGE,
    greeting: 'Hello! I would like to know more about your products.',
    backInStock: DEFAULT_BACK_IN_STOCK_MESSAGES.en,
    reorderReminder: DEFAULT_REORDER_REMINDER_MESSAGES.en,
    ...perOrderUpdateTemplate((kind) => DEFAULT_ORDER_UPDATE_MESSAGES[kind].en),
  },
  translations: {
    ta: {
      business: {
        name: NAME_TA,
        tagline: 'மரச்செக்கு எண்ணெய்களும் இயற்கை உணவுகளும்',
        description: `${FOUNDED} முதல் சிறு சிறு தொகுப்புகளாகத் தயாரிக்கும் பாரம்பரிய மரச்செக்கு எண்ணெய்களும் இயற்கை உணவுகளும். பொருட்களைப் பார்த்து, சாட்டிலேயே ஆர்டர் செய்யுங்கள்.`,
        address: ['12, மில் தெரு, காந்திபுரம்', 'கோயம்புத்தூர், தமிழ்நாடு 641012', 'இந்தியா'],
        map: { label: `${NAME_TA}, காந்திபுரம், கோயம்புத்தூர்` },
        social: [{ name: 'ஃபேஸ்புக்' }, { name: 'இன்ஸ்டாகிராம்' }, { name: 'யூடியூப்' }],
      },
      home: {
        hero: {
          badge: `${FOUNDED} முதல் மரச்செக்கில்`,
          heading: 'பாரம்பரிய முறையில் மெதுவாக ஆட்டிய சுத்தமான எண்ணெய்கள்',
          text: `${NAME_TA} வழங்கும் மரச்செக்குக் கடலை எண்ணெய், நல்லெண்ணெய், தேங்காய் எண்ணெய் மற்றும் கலப்படமில்லாத இயற்கை உணவுகள்: சூடு இல்லை, ரசாயனம் இல்லை, சுத்திகரிப்பில் எதுவும் வீணாவதில்லை.`,
          primaryButton: 'எங்கள் பொருட்களைப் பாருங்கள்',
          secondaryButton: 'எங்களைப் பற்றி',
        },
        story: {
          heading: 'எங்கள் கதை',
          text: [
            `${FOUNDED}-இல் ஒரே ஒரு மரச்செக்குடனும் ஒரு வாக்குறுதியுடனும் தொடங்கினோம்: நம் தாத்தா பாட்டி அறிந்த அதே எண்ணெய். பெயர் சொல்லி அழைக்கும் அளவுக்குத் தெரிந்த விவசாயிகளின் விதைகளைக் குறைந்த சூட்டில் மெதுவாக ஆட்டுவதால், மணமும் நிறமும் எண்ணெயிலேயே தங்குகின்றன.`,
            'இன்றும் ஒவ்வொரு தொகுப்பையும் நாங்களே கவனித்து ஆட்டுகிறோம்; எங்கள் சமையலறையில் நாங்கள் பயன்படுத்தும் இயற்கை உணவுப் பொருட்களையும் சேர்த்திருக்கிறோம்.',
          ].join('\n\n'),
          button: 'எங்கள் கதையைப் படியுங்கள்',
        },
        stats: [{ label: 'முதல் செக்கு ஆட்டுகிறோம்' }, { label: 'மரச்செக்கு, சுத்திகரிக்காதது' }, { label: 'ரசாயனம், பதப்படுத்திகள்' }],
        contact: {
          heading: 'தொடர்பு கொள்ளுங்கள்',
          text: 'எங்கள் எண்ணெய்கள், மொத்த ஆர்டர்கள், அல்லது ஆலையைப் பார்க்க வருவது பற்றிக் கேள்விகளா? உதவக் காத்திருக்கிறோம்.',
        },
      },
      about: {
        lead: `${FOUNDED} முதல் அக்கறையுடன் தயாரிக்கும் பாரம்பரிய மரச்செக்கு எண்ணெய்களும் இயற்கை உணவுகளும்.`,
        story: {
          heading: 'எங்கள் கதை',
          text: [
            `${NAME_TA} ${FOUNDED}-இல் தொடங்கியது. தான் சிறு வயதில் சாப்பிட்டு வளர்ந்த எண்ணெயைத் தேடிப் போன எங்கள் நிறுவனருக்கு, கடை அலமாரிகளில் சுத்திகரித்த பாட்டில்கள் மட்டுமே கிடைத்தன. அவர் சிறு வயதில் பார்த்த கிராமத்துச் செக்குகளைப் போலவே மெதுவாகச் சுழலும் ஒரு மரச்செக்கை அமைத்து, பக்கத்து விவசாயியிடம் வாங்கிய நிலக்கடலையை ஆட்டத் தொடங்கினார்.`,
            'அக்கம்பக்கத்தினர் மீண்டும் மீண்டும் வந்தார்கள், பிறகு அவர்களின் நண்பர்களும் வந்தார்கள். இன்று பல மரச்செக்குகளை இயக்குகிறோம், வளர்ந்து வரும் விவசாயிகள் குழுவிடமிருந்து நேரடியாக வாங்குகிறோம், அதே சமையலறைக்கு ஏற்ற இயற்கை உணவுகளையும் சேர்த்திருக்கிறோம்: சிறுதானியங்கள், வெல்லம், மசாலாப் பொருட்கள், பருப்பு வகைகள். மாறாதது எங்கள் முறை மட்டும்: மெதுவாக, குளிர்ச்சியாக, எதுவும் சேர்க்காமல்.',
          ].join('\n\n'),
        },
        reasons: {
          heading: 'எங்கள் எண்ணெய்களை ஏன் தேர்வு செய்ய வேண்டும்',
          items: [
            { title: 'மரச்செக்கில், சூடில்லாமல்', text: 'எங்கள் மரச்செக்குகள் மெதுவாகச் சுழல்வதால் எண்ணெய் சூடாவதே இல்லை: சுவையும் மணமும் இயற்கை வைத்த இடத்திலேயே இருக்கின்றன.' },
            { title: 'சுத்திகரிப்பில் எதையும் இழப்பதில்லை', text: 'வெளுப்போ, மணம் நீக்கலோ, ரசாயனக் கரைப்பான்களோ இல்லை. அன்று போலவே தெளிய வைத்து, துணியில் வடிகட்டுகிறோம்.' },
            { title: 'எங்கிருந்து வந்தது என்று தெரிந்த விதைகள்', text: 'நிலக்கடலை, எள், தேங்காய் எல்லாவற்றையும் எங்களுக்குத் தெரிந்த விவசாயிகளிடம் நேரடியாக வாங்கி, அவர்களின் விளைச்சலுக்கு நியாயமான விலை தருகிறோம்.' },
            { title: 'சிறு தொகுப்புகள், புதிய எண்ணெய்', text: 'வாரம் முழுவதும் சிறு தொகுப்புகளாக ஆட்டுவதால், உங்கள் சமையலறைக்கு வருவது புதிய எண்ணெய், மாதக்கணக்கில் பழையது அல்ல.' },
            { title: 'நேர்மையான இயற்கை உணவுகள்', text: 'இயற்கை விவசாயப் பண்ணைகளின் சிறுதானியங்கள், வெல்லம், மசாலாப் பொருட்கள், பருப்புகள்: எங்கள் வீடுகளில் நாங்களே பயன்படுத்துபவை.' },
            { title: 'எதையும் கேளுங்கள்', text: 'சாட்டிலோ போனிலோ ஆர்டர் செய்யுங்கள், கேள்வி கேளுங்கள். ஆலையிலிருந்து ஒருவர் நேரடியாகப் பதில் சொல்வார்.' },
          ],
        },
        differences: {
          heading: 'நாங்கள் எப்படி வேறுபடுகிறோம்',
          oursLabel: NAME_TA,
          usualLabel: 'சுத்திகரித்த எண்ணெய்கள்',
          rows: [
            { aspect: 'எண்ணெய் எடுக்கும் முறை', ours: 'மரச்செக்கு, மெதுவாக, சூடில்லாமல்', usual: 'அதிகச் சூட்டில் இரும்பு இயந்திரங்களும் ரசாயனக் கரைப்பான்களும்' },
            { aspect: 'பதப்படுத்துதல்', ours: 'இயற்கையாகத் தெளிய வைத்து, துணியில் வடிகட்டுதல்', usual: 'சுத்திகரித்து, வெளுத்து, மணம் நீக்கப்பட்டது' },
            { aspect: 'சேர்க்கைகள்', ours: 'எதுவும் இல்லை', usual: 'பதப்படுத்திகளும் நுரை தடுப்பான்களும் வழக்கம்' },
            { aspect: 'சுவையும் மணமும்', ours: 'செழுமையானது, விதையின் அசல் சுவை', usual: 'சுவையற்றது, மணம் நீக்கப்பட்டது' },
            { aspect: 'மூலப்பொருள்', ours: 'தெரிந்த விவசாயிகளிடம் நேரடியாக', usual: 'மொத்த வணிகச் சந்தைகள்' },
          ],
        },
      },
      leads: {
        featuredProducts: 'எங்கள் மரச்செக்கிலிருந்து புதிதாக: வாடிக்கையாளர்கள் அதிகம் விரும்பும் எண்ணெய்களும் உணவுகளும்.',
        popularGallery: 'எங்கள் ஆலை, பண்ணைகள், சமையலறைக்குள் ஒரு பார்வை.',
        products: 'சிறு தொகுப்புகளாகத் தயாரித்த மரச்செக்கு எண்ணெய்களும் இயற்கை உணவுகளும்.',
        gallery: 'எங்கள் ஆலையிலும், நாங்கள் வாங்கும் பண்ணைகளிலும், சமையலறையிலும்.',
        contact: 'கேள்விகள், மொத்த ஆர்டர்கள், அல்லது ஆலையைப் பார்க்க வர விருப்பமா: எங்களுக்கு எழுதுங்கள், வாட்ஸ்அப்பில் பதில் சொல்கிறோம்.',
      },
      delivery: {
        areas: [{ name: 'கோயம்புத்தூர் நகரம்' }, { name: 'கோயம்புத்தூர் மாவட்டம்' }, { name: 'திருப்பூர், ஈரோடு' }],
        outsideMessage:
          'கோயம்புத்தூர், திருப்பூர், ஈரோடு பகுதிகளில் டெலிவரி செய்கிறோம். மற்ற ஊர்களுக்கும் உங்கள் ஆர்டரை அனுப்புங்கள்: டின்களைக் கூரியரில் அனுப்புவோம், கட்டணத்தைச் சாட்டில் சொல்வோம்.',
      },
      legal: { grievanceOfficer: { name: 'எஸ். மீனாட்சி', designation: 'குறைதீர் அலுவலர்' } },
      policies: DEFAULT_POLICY_TEXTS.ta,
      messages: {
        order: 'வணக்கம்! {product} ஆர்டர் செய்ய விரும்புகிறேன்.',
        orderList: [
          'வணக்கம்! கீழ்க்கண்டவற்றை ஆர்டர் செய்ய விரும்புகிறேன்:',
          'ஆர்டர் எண்: {number}',
          '{lines}',
          'பொருட்களின் தொகை: {subtotal}',
          'டெலிவரி கட்டணம்: {deliveryFee}',
          'மொத்தம்: {total}',
          'பெயர்: {name}',
          'போன்: {phone}',
          'முகவரி: {address}',
          'பின்கோடு: {pincode}',
          'குறிப்பு: {note}',
        ].join('\n'),
        greeting: 'வணக்கம்! உங்கள் பொருட்களைப் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்.',
        backInStock: DEFAULT_BACK_IN_STOCK_MESSAGES.ta,
        reorderReminder: DEFAULT_REORDER_REMINDER_MESSAGES.ta,
        ...perOrderUpdateTemplate((kind) => DEFAULT_ORDER_UPDATE_MESSAGES[kind].ta),
      },
    },
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
    translations: { ta: { quote: 'கிராமத்துச் செக்கில் என் பாட்டி வாங்கி வந்த எண்ணெயின் அதே மணம் இந்தக் கடலை எண்ணெயில் இருக்கிறது. எங்கள் வீட்டுத் தோசை இவ்வளவு ருசியாக இருந்ததே இல்லை.', name: 'லட்சுமி நாராயணன்', place: 'இல்லத்தரசி, கோயம்புத்தூர்' } },
  },
  {
    name: 'Arjun Mehta',
    place: 'Cookery teacher, Chennai',
    quote: 'I use their cold wood-pressed sesame oil in my cooking classes. No refining, no additives, and the batch details are always clear.',
    rating: 5,
    shown: true,
    translations: { ta: { quote: 'என் சமையல் வகுப்புகளில் இவர்களின் மரச்செக்கு நல்லெண்ணெயைத்தான் பயன்படுத்துகிறேன். சுத்திகரிப்பு இல்லை, கலப்படம் இல்லை, ஒவ்வொரு தொகுப்பின் விவரமும் தெளிவாக இருக்கும்.', name: 'அர்ஜுன் மேத்தா', place: 'சமையல் ஆசிரியர், சென்னை' } },
  },
  {
    name: 'Fatima Sheikh',
    place: 'Café owner, Bengaluru',
    quote: 'We switched our kitchen to their coconut oil and organic jaggery. Consistent quality and ordering over chat is quick and easy.',
    rating: 4,
    shown: true,
    translations: { ta: { quote: 'எங்கள் சமையலறை முழுவதையும் இவர்களின் தேங்காய் எண்ணெய்க்கும் இயற்கை வெல்லத்துக்கும் மாற்றிவிட்டோம். தரம் எப்போதும் ஒரே மாதிரி; சாட்டில் ஆர்டர் செய்வது விரைவும் எளிதும்.', name: 'ஃபாத்திமா ஷேக்', place: 'கஃபே உரிமையாளர், பெங்களூரு' } },
  },
  {
    name: 'Ravi Subramaniam',
    place: 'Organic farmer',
    quote: 'They buy seeds directly from farmers like me and pay fairly. It is good to see traditional pressing kept alive.',
    rating: 5,
    shown: true,
    translations: { ta: { quote: 'என்னைப் போன்ற விவசாயிகளிடம் நேரடியாக விதை வாங்கி, நியாயமான விலை தருகிறார்கள். பாரம்பரியச் செக்கு ஆட்டல் இன்னும் உயிரோடு இருப்பதைப் பார்க்க மகிழ்ச்சி.', name: 'ரவி சுப்பிரமணியம்', place: 'இயற்கை விவசாயி' } },
  },
  {
    name: 'Priya Raghavan',
    place: 'Mother of two',
    quote: 'Pure oils I can trust for my children. The millet range is a favourite at home. Delivery was well packed.',
    rating: 4,
    shown: true,
    translations: { ta: { quote: 'என் குழந்தைகளுக்கு நம்பிக் கொடுக்கக்கூடிய சுத்தமான எண்ணெய்கள். சிறுதானிய வகைகள் எங்கள் வீட்டில் எல்லோருக்கும் பிடித்தவை. பொருட்கள் நன்றாகப் பொதி செய்து வந்தன.', name: 'பிரியா ராகவன்', place: 'இரண்டு குழந்தைகளின் அம்மா' } },
  },
];
