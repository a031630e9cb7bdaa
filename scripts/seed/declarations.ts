/**
 * What each seed product's label declares (domain's labels.ts): its ingredients, by product, and the
 * storage, shelf life and pressing day of its category, in English and Tamil; each pack's net
 * quantity read from its label ("500 ml", "5 L tin", "1 kg"). All the seed's foods are vegetarian and
 * made in India. The pressing days are the seed's: a stack started from the seed moves them so the
 * newest was a few days ago (scripts/stack/batchDates.ts).
 */
import type { NetQuantity, NetQuantityUnit, ShelfLife } from '@catalogue/domain';

type Texts = [en: string, ta: string];

interface CategoryLabel {
  storage: Texts;
  shelfLife: ShelfLife;
  pressedOn: string;
}

const DRY_AND_DARK: Texts = ['Store in a cool, dry place away from sunlight. Close the lid after use.', 'சூரிய ஒளி படாத, குளிர்ந்த, ஈரமில்லாத இடத்தில் வைக்கவும். பயன்படுத்தியதும் மூடியை இறுக்கமாக மூடவும்.'];
const AIRTIGHT: Texts = ['Store in an airtight container in a cool, dry place.', 'காற்றுப் புகாத பாத்திரத்தில், குளிர்ந்த, ஈரமில்லாத இடத்தில் வைக்கவும்.'];

/** By the key of the product's main category. */
const BY_CATEGORY: Record<string, CategoryLabel> = {
  oils: { storage: DRY_AND_DARK, shelfLife: { value: 9, unit: 'months' }, pressedOn: '2026-11-12' },
  ghee: { storage: DRY_AND_DARK, shelfLife: { value: 9, unit: 'months' }, pressedOn: '2026-11-10' },
  millets: { storage: AIRTIGHT, shelfLife: { value: 6, unit: 'months' }, pressedOn: '2026-11-05' },
  sweeteners: { storage: AIRTIGHT, shelfLife: { value: 12, unit: 'months' }, pressedOn: '2026-11-01' },
  spices: { storage: AIRTIGHT, shelfLife: { value: 9, unit: 'months' }, pressedOn: '2026-11-03' },
  pulses: { storage: AIRTIGHT, shelfLife: { value: 9, unit: 'months' }, pressedOn: '2026-11-06' },
  pickles: {
    storage: ['Use a clean, dry spoon. Keep the pieces under the oil. Refrigerate after opening.', 'ஈரமில்லாத சுத்தமான கரண்டியைப் பயன்படுத்தவும். துண்டுகள் எண்ணெயில் மூழ்கியிருக்கட்டும். திறந்த பின் குளிர்சாதனப் பெட்டியில் வைக்கவும்.'],
    shelfLife: { value: 12, unit: 'months' },
    pressedOn: '2026-10-20',
  },
};

/** What differs from its category, by the product's English name. */
const BY_PRODUCT: Record<string, { ingredients: Texts } & Partial<CategoryLabel>> = {
  'Wood-Pressed Groundnut Oil': { ingredients: ['Groundnut (peanut) kernels, 100%.', 'நிலக்கடலைப் பருப்பு, 100%.'] },
  'Wood-Pressed Sesame Oil': { ingredients: ['Sesame seeds (98%), palm jaggery (2%).', 'எள் (98%), கருப்பட்டி (2%).'], pressedOn: '2026-11-08' },
  'Black Sesame Oil (500 ml)': { ingredients: ['Black sesame seeds, 100%.', 'கருப்பு எள், 100%.'] },
  'Wood-Pressed Coconut Oil': { ingredients: ['Sun-dried copra (coconut), 100%.', 'வெயிலில் காய்ந்த கொப்பரைத் தேங்காய், 100%.'], shelfLife: { value: 12, unit: 'months' }, pressedOn: '2026-11-15' },
  'Virgin Coconut Oil (500 ml)': { ingredients: ['Fresh coconut milk, 100%.', 'புதிய தேங்காய்ப் பால், 100%.'], shelfLife: { value: 12, unit: 'months' } },
  'Kachi Ghani Mustard Oil (1 L)': { ingredients: ['Mustard seeds, 100%.', 'கடுகு, 100%.'] },
  'Wood-Pressed Safflower Oil (1 L)': { ingredients: ['Safflower seeds, 100%.', 'குசும்பா விதை, 100%.'] },
  'Cold-Pressed Castor Oil (200 ml)': { ingredients: ['Castor seeds, 100%.', 'ஆமணக்கு விதை, 100%.'], shelfLife: { value: 12, unit: 'months' } },
  'Cold-Pressed Almond Oil (100 ml)': { ingredients: ['Sweet almonds, 100%.', 'இனிப்பு பாதாம், 100%.'] },
  'A2 Desi Cow Ghee, Bilona': { ingredients: ['Milk fat from the cultured curd of cow\u2019s milk.', 'பசும்பால் தயிரில் கடைந்தெடுத்த வெண்ணெயின் கொழுப்பு.'] },
  'Cultured Cow Ghee (1 L)': { ingredients: ['Milk fat from cultured butter of cow\u2019s milk.', 'பசும்பால் வெண்ணெயின் கொழுப்பு.'] },
  'Buffalo Ghee (500 ml)': { ingredients: ['Milk fat from buffalo\u2019s milk.', 'எருமைப்பால் கொழுப்பு.'] },
  'White Butter, Makhan (250 g)': {
    ingredients: ['Cream churned from curd of cow\u2019s milk. No salt added.', 'பசும்பால் தயிரில் கடைந்த வெண்ணெய். உப்பு சேர்க்கப்படவில்லை.'],
    storage: ['Keep refrigerated at 4 °C or below.', '4 °C அல்லது அதற்குக் குறைவான குளிரில் வைக்கவும்.'],
    shelfLife: { value: 21, unit: 'days' },
    pressedOn: '2026-11-15',
  },
  'Foxtail Millet, Thinai': { ingredients: ['Unpolished foxtail millet, 100%.', 'தீட்டாத தினை, 100%.'] },
  'Little Millet, Samai (1 kg)': { ingredients: ['Unpolished little millet, 100%.', 'தீட்டாத சாமை, 100%.'] },
  'Kodo Millet, Varagu (1 kg)': { ingredients: ['Unpolished kodo millet, 100%.', 'தீட்டாத வரகு, 100%.'] },
  'Finger Millet Flour, Ragi (1 kg)': { ingredients: ['Stone-ground finger millet (ragi), 100%.', 'கல்லில் அரைத்த கேழ்வரகு, 100%.'], shelfLife: { value: 3, unit: 'months' } },
  'Mappillai Samba Red Rice (1 kg)': { ingredients: ['Hand-pounded Mappillai Samba red rice, 100%.', 'கைக்குத்தல் மாப்பிள்ளை சம்பா அரிசி, 100%.'] },
  'Seeraga Samba Rice (1 kg)': { ingredients: ['Seeraga Samba rice, 100%.', 'சீரக சம்பா அரிசி, 100%.'] },
  'Palm Jaggery, Karupatti (500 g)': { ingredients: ['Palmyra palm sap, boiled down, 100%.', 'காய்ச்சிய பதநீர், 100%.'] },
  'Organic Cane Jaggery Powder (1 kg)': { ingredients: ['Organic sugarcane juice, boiled down, 100%.', 'காய்ச்சிய இயற்கைக் கரும்புச் சாறு, 100%.'] },
  'Raw Forest Honey': { ingredients: ['Raw multi-flower forest honey, 100%.', 'பல மலர்க் காட்டுத் தேன், 100%.'], shelfLife: { value: 18, unit: 'months' } },
  'Coconut Sugar (500 g)': { ingredients: ['Coconut blossom sap, boiled down, 100%.', 'காய்ச்சிய தென்னம்பாளைச் சாறு, 100%.'] },
  'Erode Turmeric Powder': { ingredients: ['Erode turmeric, sun-dried and stone-ground, 100%.', 'வெயிலில் காய்ந்து கல்லில் அரைத்த ஈரோடு மஞ்சள், 100%.'] },
  'Homestyle Sambar Powder (200 g)': {
    ingredients: ['Coriander seeds, red chillies, toor dal, chana dal, cumin, fenugreek, black pepper, turmeric, curry leaves, asafoetida.', 'மல்லி, மிளகாய் வற்றல், துவரம் பருப்பு, கடலைப் பருப்பு, சீரகம், வெந்தயம், மிளகு, மஞ்சள், கறிவேப்பிலை, பெருங்காயம்.'],
    shelfLife: { value: 6, unit: 'months' },
  },
  'Malabar Black Pepper, Whole (100 g)': { ingredients: ['Whole black pepper, 100%.', 'முழு மிளகு, 100%.'], shelfLife: { value: 12, unit: 'months' } },
  'Rasam Powder (200 g)': {
    ingredients: ['Coriander seeds, black pepper, cumin, red chillies, toor dal, curry leaves, asafoetida.', 'மல்லி, மிளகு, சீரகம், மிளகாய் வற்றல், துவரம் பருப்பு, கறிவேப்பிலை, பெருங்காயம்.'],
    shelfLife: { value: 6, unit: 'months' },
  },
  'Green Cardamom (50 g)': { ingredients: ['Whole green cardamom, 100%.', 'முழு ஏலக்காய், 100%.'], shelfLife: { value: 12, unit: 'months' } },
  'Unpolished Toor Dal': { ingredients: ['Unpolished split pigeon peas (toor dal), 100%.', 'தீட்டாத துவரம் பருப்பு, 100%.'] },
  'Split Moong Dal (1 kg)': { ingredients: ['Split green gram (moong dal), 100%.', 'பாசிப் பருப்பு, 100%.'] },
  'Whole Black Urad (1 kg)': { ingredients: ['Whole black gram (urad), 100%.', 'முழு கருப்பு உளுந்து, 100%.'] },
  'Horse Gram, Kollu (500 g)': { ingredients: ['Horse gram (kollu), 100%.', 'கொள்ளு, 100%.'] },
  'Mango Pickle in Gingelly Oil (300 g)': {
    ingredients: ['Raw mango (55%), gingelly oil, salt, red chilli powder, mustard, fenugreek, turmeric, asafoetida.', 'மாங்காய் (55%), நல்லெண்ணெய், உப்பு, மிளகாய்த் தூள், கடுகு, வெந்தயம், மஞ்சள், பெருங்காயம்.'],
  },
  'Lemon Pickle (300 g)': {
    ingredients: ['Lemon (60%), salt, gingelly oil, red chilli powder, mustard, fenugreek, turmeric, asafoetida.', 'எலுமிச்சை (60%), உப்பு, நல்லெண்ணெய், மிளகாய்த் தூள், கடுகு, வெந்தயம், மஞ்சள், பெருங்காயம்.'],
  },
  'Garlic Pickle (300 g)': {
    ingredients: ['Garlic (50%), gingelly oil, tamarind, salt, red chilli powder, mustard, fenugreek, turmeric.', 'பூண்டு (50%), நல்லெண்ணெய், புளி, உப்பு, மிளகாய்த் தூள், கடுகு, வெந்தயம், மஞ்சள்.'],
  },
  'Amla Murabba (400 g)': { ingredients: ['Indian gooseberry (amla, 50%), jaggery, cardamom.', 'நெல்லிக்காய் (50%), வெல்லம், ஏலக்காய்.'] },
};

const UNITS: [RegExp, NetQuantityUnit][] = [
  [/^(ml|மி\.லி)$/i, 'ml'],
  [/^(l|litres?|லிட்டர்)$/i, 'l'],
  [/^(g|கிராம்)$/i, 'g'],
  [/^(kg|கிலோ)$/i, 'kg'],
];

/** The net quantity a pack's label names ("500 ml", "5 L tin", "1 litre"); an error for one it does not. */
export function netQuantityOf(label: string): NetQuantity {
  const match = /^(\d+(?:\.\d+)?)\s*(\S+)/.exec(label.trim());
  const unit = match && UNITS.find(([pattern]) => pattern.test(match[2]))?.[1];
  if (!match || !unit) throw new Error(`The seed cannot read a net quantity from "${label}"`);
  return { value: Number(match[1]), unit };
}

/** The label's declarations of the product named `name` (English) filed under `category`, as the API takes them. */
export function declarationsOf(name: string, category: string) {
  const product = BY_PRODUCT[name];
  const base = BY_CATEGORY[category];
  if (!product || !base) throw new Error(`The seed has no declarations for "${name}" (${category})`);
  const { ingredients, ...own } = product;
  const { storage, shelfLife, pressedOn } = { ...base, ...own };
  return {
    values: { ingredients: ingredients[0], storage: storage[0], shelfLife, pressedOn, veg: true, countryOfOrigin: 'India' },
    ta: { ingredients: ingredients[1], storage: storage[1] },
  };
}
