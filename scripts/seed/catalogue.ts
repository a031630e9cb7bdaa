/**
 * The seed catalogue of Vanam Naturals (Coimbatore): wood-pressed (chekku / ghani) oils and
 * organic foods. Pictures are described here and drawn by ./images.ts. Each entry's Tamil texts
 * (`ta`) sit beside its English ones; ./payloads.ts sends them as the entity's `translations.ta`.
 */
import type { CategoryTexts, GalleryTexts, ProductTexts, ProductValues, ProductVariant, SizeTexts } from '@catalogue/domain';
import type { ProductPicture, SceneKind } from './images';

/** An entry's Tamil texts: those of its translated fields it gives (one left out reads in English). */
type TamilTexts<Texts> = Partial<Texts>;
type SeedSizeTexts = TamilTexts<SizeTexts>;

export interface SeedCategory {
  key: string;
  name: string;
  description: string;
  ta: TamilTexts<CategoryTexts>;
  order: number;
  showInNav: boolean;
  showInProductsDropdown?: boolean;
  picture: ProductPicture;
  subcategories?: Omit<SeedCategory, 'subcategories' | 'showInNav'>[];
}

/** A product's plain fields (those left out take their defaults; its label's declarations are ./declarations.ts's) and its picture. */
export type SeedProductValues = Pick<ProductValues, 'name' | 'description' | 'price'> & Partial<Omit<ProductValues, 'shelfLife'>> & { picture: ProductPicture; ta: TamilTexts<ProductTexts> };

/** A size as the API takes it (its key is made from its label). */
export type SeedSize = Partial<Omit<ProductVariant, 'key' | 'translations'>> & Pick<ProductVariant, 'label' | 'price'> & { ta: SeedSizeTexts };

/** A product: its values, where it is filed and the packs it is sold in. */
export type SeedProduct = SeedProductValues & {
  /** key of the main category, and optionally of its subcategory */
  category: string;
  subcategory?: string;
  /** Its own sizes, the first ones; without them, one size of its price. */
  sizes?: SeedSize[];
  /**
   * The older catalogue's products of this one, one per pack: each is created as it was, then merged
   * in as the size `label` (POST /products/:id/merge), so its old address opens that size.
   */
  formerPacks?: { label: string; ta: SeedSizeTexts; product: SeedProductValues }[];
};

export interface SeedGalleryItem {
  title: string;
  description: string;
  ta: TamilTexts<GalleryTexts>;
  /** A free-text label, or `{ category: key }` to file it under a category (label = its name). */
  label: string | { category: string; subcategory?: string };
  isPopular?: boolean;
  order?: number;
  scene: SceneKind;
}

const OIL = {
  groundnut: '#d9a62b',
  sesame: '#b8741a',
  blackSesame: '#5a3a12',
  coconut: '#f1e7c6',
  mustard: '#c99a1e',
  safflower: '#e3b53a',
  castor: '#e8d9a0',
  almond: '#e6c77a',
};

export const CATEGORIES: SeedCategory[] = [
  {
    key: 'oils',
    name: 'Wood-Pressed Oils',
    description:
      'Oils pressed slowly in our wooden chekku (ghani) at low temperature, sun-settled and filtered through cotton cloth. Nothing refined, bleached or added.',
    ta: { name: 'மரச்செக்கு எண்ணெய்கள்', description: 'எங்கள் மரச்செக்கில் குறைந்த சூட்டில் மெதுவாக ஆட்டி, வெயிலில் தெளிய வைத்து, பருத்தித் துணியில் வடிகட்டிய எண்ணெய்கள். சுத்திகரிப்பும் இல்லை, வெளுப்பும் இல்லை, எதுவும் கலப்பதும் இல்லை.' },
    order: 15,
    showInNav: true,
    picture: { kind: 'bottle', color: OIL.groundnut, label: 'Chekku Oils', props: ['seeds', 'leaves'] },
    subcategories: [
      {
        key: 'groundnut',
        name: 'Groundnut Oil',
        description: 'Pressed from bold, hand-picked groundnuts of Tiruvannamalai farms.',
        ta: { name: 'கடலை எண்ணெய்', description: 'திருவண்ணாமலை விவசாயிகளிடமிருந்து வாங்கி, கையால் தேர்ந்தெடுத்த பெரிய நிலக்கடலையில் ஆட்டியது.' },
        order: 10,
        picture: { kind: 'bottle', color: OIL.groundnut, label: 'Groundnut Oil', props: ['seeds'] },
      },
      {
        key: 'sesame',
        name: 'Sesame (Gingelly) Oil',
        description: 'Nallennai pressed with palm jaggery the traditional way, for cooking and oil baths.',
        ta: { name: 'நல்லெண்ணெய்', description: 'கருப்பட்டி சேர்த்துப் பாரம்பரிய முறையில் ஆட்டிய நல்லெண்ணெய் — சமையலுக்கும் எண்ணெய்க் குளியலுக்கும்.' },
        order: 20,
        picture: { kind: 'bottle', color: OIL.sesame, label: 'Gingelly Oil', props: ['seeds'] },
      },
      {
        key: 'coconut',
        name: 'Coconut Oil',
        description: 'From sun-dried Pollachi copra, pressed fresh every week.',
        ta: { name: 'தேங்காய் எண்ணெய்', description: 'வெயிலில் காய்ந்த பொள்ளாச்சி கொப்பரையில் வாரந்தோறும் புதிதாக ஆட்டியது.' },
        order: 30,
        picture: { kind: 'bottle', color: OIL.coconut, label: 'Coconut Oil', props: ['coconut'] },
      },
      {
        key: 'mustard',
        name: 'Mustard Oil',
        description: 'Pungent kachi ghani mustard oil for pickles and North Indian cooking.',
        ta: { name: 'கடுகு எண்ணெய்', description: 'ஊறுகாய்க்கும் வட இந்தியச் சமையலுக்கும் ஏற்ற, காரமான கச்சி கானி கடுகு எண்ணெய்.' },
        order: 40,
        picture: { kind: 'bottle', color: OIL.mustard, label: 'Mustard Oil', props: ['flowers'] },
      },
    ],
  },
  {
    key: 'ghee',
    name: 'Ghee & Butter',
    description: 'Bilona ghee churned from curd of grass-fed native cows and buffaloes, slow-cooked over firewood.',
    ta: { name: 'நெய் & வெண்ணெய்', description: 'புல் மேயும் நாட்டுப் பசு, எருமைகளின் தயிரைக் கடைந்து, விறகு அடுப்பில் மெதுவாகக் காய்ச்சிய பிலோனா நெய்.' },
    order: 18,
    showInNav: true,
    picture: { kind: 'jar', color: '#f1d27a', label: 'Bilona Ghee', accent: '#2f5d2f' },
    subcategories: [
      {
        key: 'cowGhee',
        name: 'Cow Ghee',
        description: 'A2 ghee from Kangayam and Gir cows, churned by hand.',
        ta: { name: 'பசு நெய்', description: 'காங்கேயம், கிர் பசுக்களின் தயிரில் கையால் கடைந்தெடுத்த A2 நெய்.' },
        order: 10,
        picture: { kind: 'jar', color: '#f3d77e', label: 'Cow Ghee' },
      },
      {
        key: 'buffaloGhee',
        name: 'Buffalo Ghee',
        description: 'Rich, white-grained ghee from buffalo milk butter.',
        ta: { name: 'எருமை நெய்', description: 'எருமைப் பால் வெண்ணெயில் காய்ச்சிய, வெண்மையான குருணைகள் கொண்ட செழுமையான நெய்.' },
        order: 20,
        picture: { kind: 'jar', color: '#f4ead0', label: 'Buffalo Ghee' },
      },
    ],
  },
  {
    key: 'millets',
    name: 'Millets & Grains',
    description: 'Unpolished millets and heirloom rice from our partner farmers, cleaned and packed in small lots.',
    ta: { name: 'சிறுதானியங்கள் & அரிசி', description: 'எங்கள் விவசாயிகளின் தீட்டாத சிறுதானியங்களும் பாரம்பரிய நெல் ரகங்களும், சுத்தம் செய்து சிறு அளவுகளில் பொதி செய்தவை.' },
    order: 45,
    showInNav: true,
    picture: { kind: 'sack', color: '#e2c36a', label: 'Millets', props: ['leaves'] },
    subcategories: [
      {
        key: 'millet',
        name: 'Millets',
        description: 'Foxtail, little, kodo, barnyard and finger millet.',
        ta: { name: 'சிறுதானியங்கள்', description: 'தினை, சாமை, வரகு, குதிரைவாலி, ராகி.' },
        order: 10,
        picture: { kind: 'sack', color: '#e8cf7a', label: 'Millets' },
      },
      {
        key: 'rice',
        name: 'Traditional Rice',
        description: 'Hand-pounded heirloom varieties: Mappillai Samba, Karuppu Kavuni, Seeraga Samba.',
        ta: { name: 'பாரம்பரிய அரிசி', description: 'கைக்குத்தல் பாரம்பரிய ரகங்கள்: மாப்பிள்ளை சம்பா, கருப்புக் கவுனி, சீரக சம்பா.' },
        order: 20,
        picture: { kind: 'sack', color: '#b0413e', label: 'Heirloom Rice' },
      },
    ],
  },
  {
    key: 'spices',
    name: 'Spices & Masalas',
    description: 'Whole spices from the Western Ghats and masalas stone-ground in small batches.',
    ta: { name: 'மசாலாப் பொருட்கள்', description: 'மேற்குத் தொடர்ச்சி மலையின் முழு மசாலாப் பொருட்களும், சிறு அளவுகளில் கல்லில் அரைத்த பொடிகளும்.' },
    order: 50,
    showInNav: true,
    picture: { kind: 'bowl', color: '#b5541c', label: 'Masalas', props: ['chillies'] },
  },
  {
    key: 'sweeteners',
    name: 'Natural Sweeteners',
    description: 'Palm jaggery, cane jaggery and raw forest honey — sweetness the way it used to be.',
    ta: { name: 'இயற்கை இனிப்புகள்', description: 'கருப்பட்டி, நாட்டுச் சர்க்கரை, காட்டுத் தேன் — முன்பு இருந்த அதே இனிப்பு, அதே சுவை.' },
    order: 55,
    showInNav: false,
    picture: { kind: 'blocks', color: '#6e3b12', label: 'Jaggery' },
  },
  {
    key: 'pulses',
    name: 'Pulses & Dals',
    description: 'Unpolished dals, never oiled or coloured, from rain-fed farms.',
    ta: { name: 'பருப்பு வகைகள்', description: 'எண்ணெய் பூசாத, நிறம் ஏற்றாத, மானாவாரி நிலங்களில் விளைந்த தீட்டாத பருப்புகள்.' },
    order: 60,
    showInNav: false,
    picture: { kind: 'sack', color: '#e7b53c', label: 'Dals' },
  },
  {
    key: 'pickles',
    name: 'Pickles & Preserves',
    description: 'Home-style pickles made in wood-pressed gingelly oil, sun-cured in ceramic jars.',
    ta: { name: 'ஊறுகாய் வகைகள்', description: 'மரச்செக்கு நல்லெண்ணெயில் வீட்டு முறையில் போட்டு, பீங்கான் ஜாடிகளில் வெயிலில் ஊற வைத்த ஊறுகாய்கள்.' },
    order: 65,
    showInNav: false,
    showInProductsDropdown: true,
    picture: { kind: 'jar', color: '#c8541c', label: 'Pickles', props: ['chillies'] },
  },
];

const L = (label: string, size: string) => ({ label, size });

export const PRODUCTS: SeedProduct[] = [
  // Wood-pressed oils
  {
    name: 'Wood-Pressed Groundnut Oil',
    description: 'Golden, nutty groundnut oil pressed in a wooden chekku at low speed. Ideal for everyday cooking, deep frying and chutneys.',
    ta: { name: 'மரச்செக்கு கடலை எண்ணெய்', description: 'மரச்செக்கில் மெதுவாக ஆட்டிய, பொன்னிறமான, நல்ல மணமுள்ள கடலை எண்ணெய். அன்றாடச் சமையலுக்கும், பொரிப்பதற்கும், சட்னிக்கும் ஏற்றது.' },
    price: 210,
    category: 'oils',
    subcategory: 'groundnut',
    featured: true,
    picture: { kind: 'bottle', color: OIL.groundnut, ...L('Groundnut Oil', '500 ml'), props: ['seeds', 'leaves'] },
    sizes: [{ label: '500 ml', ta: { label: '500 மி.லி' }, price: 210, mrp: 230, weightGrams: 470 }],
    formerPacks: [
      {
        label: '1 L',
        ta: { label: '1 லிட்டர்' },
        product: {
          name: 'Wood-Pressed Groundnut Oil (1 L)',
          description: 'Golden, nutty groundnut oil pressed in a wooden chekku at low speed. Ideal for everyday cooking, deep frying and chutneys.',
          ta: { name: 'மரச்செக்கு கடலை எண்ணெய் (1 லிட்டர்)', description: 'மரச்செக்கில் மெதுவாக ஆட்டிய, பொன்னிறமான, நல்ல மணமுள்ள கடலை எண்ணெய். அன்றாடச் சமையலுக்கும், பொரிப்பதற்கும், சட்னிக்கும் ஏற்றது.' },
          price: 380,
          picture: { kind: 'bottle', color: OIL.groundnut, ...L('Groundnut Oil', '1 litre'), props: ['seeds', 'leaves'] },
        },
      },
      {
        label: '5 L tin',
        ta: { label: '5 லிட்டர் டின்' },
        product: {
          name: 'Wood-Pressed Groundnut Oil (5 L Tin)',
          description: 'Our best-selling groundnut oil in a family-size tin. Sun-settled for a week and filtered through cotton cloth.',
          ta: { name: 'மரச்செக்கு கடலை எண்ணெய் (5 லிட்டர் டின்)', description: 'அதிகம் விற்பனையாகும் எங்கள் கடலை எண்ணெய், குடும்பத்துக்கு ஏற்ற டின்னில். ஒரு வாரம் வெயிலில் தெளிய வைத்து, பருத்தித் துணியில் வடிகட்டியது.' },
          price: 1799,
          picture: { kind: 'tin', color: OIL.groundnut, ...L('Groundnut Oil', '5 litres'), props: ['seeds'] },
        },
      },
    ],
  },
  {
    name: 'Wood-Pressed Sesame Oil',
    description: 'Traditional nallennai pressed from black and brown sesame with a touch of palm jaggery. For tadka, idli podi and oil baths.',
    ta: { name: 'மரச்செக்கு நல்லெண்ணெய்', description: 'கருப்பு, பழுப்பு எள்ளுடன் சிறிது கருப்பட்டி சேர்த்து ஆட்டிய பாரம்பரிய நல்லெண்ணெய். தாளிப்புக்கும், இட்லிப் பொடிக்கும், எண்ணெய்க் குளியலுக்கும்.' },
    price: 280,
    category: 'oils',
    subcategory: 'sesame',
    featured: true,
    picture: { kind: 'bottle', color: OIL.sesame, ...L('Sesame Oil', '500 ml'), props: ['seeds'] },
    sizes: [{ label: '500 ml', ta: { label: '500 மி.லி' }, price: 280, weightGrams: 470 }],
    formerPacks: [
      {
        label: '1 L',
        ta: { label: '1 லிட்டர்' },
        product: {
          name: 'Wood-Pressed Sesame Oil (1 L)',
          description: 'Traditional nallennai pressed from black and brown sesame with a touch of palm jaggery. For tadka, idli podi and oil baths.',
          ta: { name: 'மரச்செக்கு நல்லெண்ணெய் (1 லிட்டர்)', description: 'கருப்பு, பழுப்பு எள்ளுடன் சிறிது கருப்பட்டி சேர்த்து ஆட்டிய பாரம்பரிய நல்லெண்ணெய். தாளிப்புக்கும், இட்லிப் பொடிக்கும், எண்ணெய்க் குளியலுக்கும்.' },
          price: 520,
          picture: { kind: 'bottle', color: OIL.sesame, ...L('Sesame Oil', '1 litre'), props: ['seeds'] },
        },
      },
    ],
  },
  {
    name: 'Black Sesame Oil (500 ml)',
    description: 'Deep-flavoured oil from black sesame (ellu), for cooking and for oil baths.',
    ta: { name: 'கருப்பு எள் நல்லெண்ணெய் (500 மி.லி)', description: 'கருப்பு எள்ளில் ஆட்டிய, அடர்ந்த சுவையுள்ள எண்ணெய்; சமையலுக்கும் எண்ணெய்க் குளியலுக்கும்.' },
    price: 340,
    category: 'oils',
    subcategory: 'sesame',
    inStock: false,
    picture: { kind: 'bottle', color: OIL.blackSesame, ...L('Black Sesame Oil', '500 ml'), props: ['seeds'] },
  },
  {
    name: 'Wood-Pressed Coconut Oil',
    description: 'Fragrant coconut oil from sun-dried Pollachi copra. Cook with it, or use it for hair and skin.',
    ta: { name: 'மரச்செக்கு தேங்காய் எண்ணெய்', description: 'வெயிலில் காய்ந்த பொள்ளாச்சி கொப்பரையில் ஆட்டிய, மணமான தேங்காய் எண்ணெய். சமையலுக்கும், தலைமுடி, சருமப் பராமரிப்புக்கும்.' },
    price: 245,
    category: 'oils',
    subcategory: 'coconut',
    featured: true,
    picture: { kind: 'bottle', color: OIL.coconut, ...L('Coconut Oil', '500 ml'), props: ['coconut', 'leaves'] },
    sizes: [{ label: '500 ml', ta: { label: '500 மி.லி' }, price: 245, mrp: 260, weightGrams: 470 }],
    formerPacks: [
      {
        label: '1 L',
        ta: { label: '1 லிட்டர்' },
        product: {
          name: 'Wood-Pressed Coconut Oil (1 L)',
          description: 'Fragrant coconut oil from sun-dried Pollachi copra. Cook with it, or use it for hair and skin.',
          ta: { name: 'மரச்செக்கு தேங்காய் எண்ணெய் (1 லிட்டர்)', description: 'வெயிலில் காய்ந்த பொள்ளாச்சி கொப்பரையில் ஆட்டிய, மணமான தேங்காய் எண்ணெய். சமையலுக்கும், தலைமுடி, சருமப் பராமரிப்புக்கும்.' },
          price: 460,
          picture: { kind: 'bottle', color: OIL.coconut, ...L('Coconut Oil', '1 litre'), props: ['coconut', 'leaves'] },
        },
      },
    ],
  },
  {
    name: 'Virgin Coconut Oil (500 ml)',
    description: 'Cold-processed from fresh coconut milk, water-clear with a delicate aroma.',
    ta: { name: 'விர்ஜின் தேங்காய் எண்ணெய் (500 மி.லி)', description: 'புதிய தேங்காய்ப் பாலில் சூடுபடுத்தாமல் எடுத்தது; தண்ணீர் போலத் தெளிவாக, மென்மையான மணத்துடன்.' },
    price: 390,
    category: 'oils',
    subcategory: 'coconut',
    picture: { kind: 'bottle', color: '#f7f1de', ...L('Virgin Coconut Oil', '500 ml'), props: ['coconut'] },
  },
  {
    name: 'Kachi Ghani Mustard Oil (1 L)',
    description: 'Pungent, first-pressed mustard oil. The secret of good mango pickle and of Bengali fish curry.',
    ta: { name: 'கச்சி கானி கடுகு எண்ணெய் (1 லிட்டர்)', description: 'முதல் ஆட்டலில் கிடைக்கும் காரமான கடுகு எண்ணெய். நல்ல மாங்காய் ஊறுகாய்க்கும் வங்காள மீன் குழம்புக்கும் இதுதான் ரகசியம்.' },
    price: 310,
    category: 'oils',
    subcategory: 'mustard',
    picture: { kind: 'bottle', color: OIL.mustard, ...L('Mustard Oil', '1 litre'), props: ['flowers'] },
  },
  {
    name: 'Wood-Pressed Safflower Oil (1 L)',
    description: 'Light kusum oil with a high smoke point, pressed from safflower seeds grown in Karnataka.',
    ta: { name: 'மரச்செக்கு குசும்பா எண்ணெய் (1 லிட்டர்)', description: 'கர்நாடகாவில் விளைந்த குசும்பா விதைகளில் ஆட்டிய லேசான எண்ணெய்; அதிகச் சூட்டிலும் எளிதில் புகையாது.' },
    price: 450,
    category: 'oils',
    picture: { kind: 'bottle', color: OIL.safflower, ...L('Safflower Oil', '1 litre'), props: ['flowers'] },
  },
  {
    name: 'Cold-Pressed Castor Oil (200 ml)',
    description: 'Thick, pure castor oil (vilakkennai) for hair, skin and lamps.',
    ta: { name: 'செக்கு விளக்கெண்ணெய் (200 மி.லி)', description: 'தலைமுடிக்கும், சருமத்துக்கும், விளக்கேற்றவும் ஏற்ற கெட்டியான, சுத்தமான விளக்கெண்ணெய்.' },
    price: 160,
    category: 'oils',
    picture: { kind: 'bottle', color: OIL.castor, ...L('Castor Oil', '200 ml'), props: ['leaves'] },
  },
  {
    name: 'Cold-Pressed Almond Oil (100 ml)',
    description: 'Sweet almond oil pressed in small batches — for massage, skin care and a spoonful in warm milk.',
    ta: { name: 'செக்கு பாதாம் எண்ணெய் (100 மி.லி)', description: 'சிறு அளவுகளில் ஆட்டிய இனிப்பு பாதாம் எண்ணெய் — மசாஜுக்கும், சருமப் பராமரிப்புக்கும், வெதுவெதுப்பான பாலில் ஒரு ஸ்பூன் கலந்து குடிக்கவும்.' },
    price: 425,
    category: 'oils',
    picture: { kind: 'bottle', color: OIL.almond, ...L('Almond Oil', '100 ml'), props: ['seeds'] },
  },
  // Ghee & butter
  {
    name: 'A2 Desi Cow Ghee, Bilona',
    description: 'Hand-churned from curd of grass-fed Kangayam cows and slow-cooked over firewood. Grainy, aromatic, golden.',
    ta: { name: 'A2 நாட்டுப் பசு நெய், பிலோனா', description: 'புல் மேயும் காங்கேயம் பசுக்களின் தயிரைக் கையால் கடைந்து, விறகு அடுப்பில் மெதுவாகக் காய்ச்சியது. குருணையாக, மணமாக, பொன்னிறமாக.' },
    price: 620,
    category: 'ghee',
    subcategory: 'cowGhee',
    featured: true,
    picture: { kind: 'jar', color: '#f1cf6e', ...L('A2 Cow Ghee', '250 ml'), accent: '#2f5d2f', props: ['leaves'] },
    sizes: [{ label: '250 ml', ta: { label: '250 மி.லி' }, price: 620, weightGrams: 230, inStock: false }],
    formerPacks: [
      {
        label: '500 ml',
        ta: { label: '500 மி.லி' },
        product: {
          name: 'A2 Desi Cow Ghee, Bilona (500 ml)',
          description: 'Hand-churned from curd of grass-fed Kangayam cows and slow-cooked over firewood. Grainy, aromatic, golden.',
          ta: { name: 'A2 நாட்டுப் பசு நெய், பிலோனா (500 மி.லி)', description: 'புல் மேயும் காங்கேயம் பசுக்களின் தயிரைக் கையால் கடைந்து, விறகு அடுப்பில் மெதுவாகக் காய்ச்சியது. குருணையாக, மணமாக, பொன்னிறமாக.' },
          price: 1150,
          picture: { kind: 'jar', color: '#f1cf6e', ...L('A2 Cow Ghee', '500 ml'), accent: '#2f5d2f', props: ['leaves'] },
        },
      },
    ],
  },
  {
    name: 'Cultured Cow Ghee (1 L)',
    description: 'Made the traditional way from cultured butter. Our everyday ghee for rice, rotis and sweets.',
    ta: { name: 'பசு நெய் (1 லிட்டர்)', description: 'தயிரில் கடைந்த வெண்ணெயைப் பாரம்பரிய முறையில் காய்ச்சியது. சாதம், சப்பாத்தி, இனிப்புகளுக்கு எங்கள் அன்றாட நெய்.' },
    price: 1280,
    category: 'ghee',
    subcategory: 'cowGhee',
    picture: { kind: 'jar', color: '#f3d77e', ...L('Cow Ghee', '1 litre') },
  },
  {
    name: 'Buffalo Ghee (500 ml)',
    description: 'Creamy white buffalo ghee with a rich taste, best for sweets and festive cooking.',
    ta: { name: 'எருமை நெய் (500 மி.லி)', description: 'செழுமையான சுவையுள்ள, வெண்மையான எருமை நெய்; இனிப்புகளுக்கும் பண்டிகைச் சமையலுக்கும் சிறந்தது.' },
    price: 780,
    category: 'ghee',
    subcategory: 'buffaloGhee',
    picture: { kind: 'jar', color: '#f4ead0', ...L('Buffalo Ghee', '500 ml') },
  },
  {
    name: 'White Butter, Makhan (250 g)',
    description: 'Fresh unsalted butter churned from curd, delivered chilled in Coimbatore only.',
    ta: { name: 'வெண்ணெய் (250 கிராம்)', description: 'தயிரில் கடைந்தெடுத்த, உப்பு சேர்க்காத புதிய வெண்ணெய்; கோயம்புத்தூருக்குள் மட்டும் குளிர்ச்சியாக டெலிவரி செய்கிறோம்.' },
    price: 240,
    category: 'ghee',
    inStock: false,
    picture: { kind: 'bowl', color: '#fbf6e6', ...L('White Butter', '250 g') },
  },
  // Millets & grains
  {
    name: 'Foxtail Millet, Thinai',
    description: 'Unpolished foxtail millet. Cook it like rice or make a light upma.',
    ta: { name: 'தினை', description: 'தீட்டாத தினை. சாதம் போல வடிக்கலாம், லேசான உப்புமாவும் செய்யலாம்.' },
    price: 75,
    category: 'millets',
    subcategory: 'millet',
    picture: { kind: 'sack', color: '#e2c36a', ...L('Foxtail Millet', '500 g'), props: ['leaves'] },
    sizes: [{ label: '500 g', ta: { label: '500 கிராம்' }, price: 75 }],
    formerPacks: [
      {
        label: '1 kg',
        ta: { label: '1 கிலோ' },
        product: {
          name: 'Foxtail Millet, Thinai (1 kg)',
          description: 'Unpolished foxtail millet. Cook it like rice or make a light upma.',
          ta: { name: 'தினை (1 கிலோ)', description: 'தீட்டாத தினை. சாதம் போல வடிக்கலாம், லேசான உப்புமாவும் செய்யலாம்.' },
          price: 140,
          picture: { kind: 'sack', color: '#e2c36a', ...L('Foxtail Millet', '1 kg'), props: ['leaves'] },
        },
      },
    ],
  },
  {
    name: 'Little Millet, Samai (1 kg)',
    description: 'Tiny, quick-cooking grains for pongal, biryani and curd rice.',
    ta: { name: 'சாமை (1 கிலோ)', description: 'சீக்கிரம் வேகும் சின்னஞ்சிறு மணிகள் — பொங்கலுக்கும், பிரியாணிக்கும், தயிர் சாதத்துக்கும்.' },
    price: 150,
    category: 'millets',
    subcategory: 'millet',
    picture: { kind: 'bowl', color: '#ead79a', ...L('Little Millet', '1 kg'), props: ['seeds'] },
  },
  {
    name: 'Kodo Millet, Varagu (1 kg)',
    description: 'Earthy kodo millet from rain-fed fields of Dharmapuri. Great for dosa batter.',
    ta: { name: 'வரகு (1 கிலோ)', description: 'தர்மபுரி மானாவாரி நிலங்களில் விளைந்த, மண் மணம் கமழும் வரகு. தோசை மாவுக்கு அருமை.' },
    price: 160,
    category: 'millets',
    subcategory: 'millet',
    picture: { kind: 'sack', color: '#b98b4e', ...L('Kodo Millet', '1 kg') },
  },
  {
    name: 'Finger Millet Flour, Ragi (1 kg)',
    description: 'Stone-ground ragi flour for kali, koozh, rotis and porridge.',
    ta: { name: 'ராகி மாவு (1 கிலோ)', description: 'கல்லில் அரைத்த ராகி மாவு — களி, கூழ், ரொட்டி, கஞ்சி.' },
    price: 95,
    category: 'millets',
    subcategory: 'millet',
    featured: true,
    picture: { kind: 'bowl', color: '#8a5a4a', ...L('Ragi Flour', '1 kg'), props: ['leaves'] },
  },
  {
    name: 'Mappillai Samba Red Rice (1 kg)',
    description: 'The \u201cbridegroom\u2019s rice\u201d: a hardy heirloom red rice, hand-pounded to keep the bran.',
    ta: { name: 'மாப்பிள்ளை சம்பா சிவப்பு அரிசி (1 கிலோ)', description: '“மாப்பிள்ளை அரிசி” என்று பெயர் பெற்ற, உறுதியான பாரம்பரிய சிவப்பு அரிசி; தவிடு போகாமல் கைக்குத்தலாகத் தீட்டியது.' },
    price: 135,
    category: 'millets',
    subcategory: 'rice',
    picture: { kind: 'sack', color: '#a0413a', ...L('Mappillai Samba', '1 kg') },
  },
  {
    name: 'Seeraga Samba Rice (1 kg)',
    description: 'Fragrant short-grain rice for the famous Dindigul biryani.',
    ta: { name: 'சீரக சம்பா அரிசி (1 கிலோ)', description: 'புகழ்பெற்ற திண்டுக்கல் பிரியாணிக்கான மணமுள்ள சிறு மணி அரிசி.' },
    price: 165,
    category: 'millets',
    subcategory: 'rice',
    picture: { kind: 'bowl', color: '#f1ead6', ...L('Seeraga Samba', '1 kg'), props: ['leaves'] },
  },
  // Natural sweeteners
  {
    name: 'Palm Jaggery, Karupatti (500 g)',
    description: 'Dark palmyra jaggery from Tiruchendur, set in coconut shells. Lovely in coffee.',
    ta: { name: 'கருப்பட்டி (500 கிராம்)', description: 'திருச்செந்தூர்ப் பனங்கருப்பட்டி, தேங்காய்ச் சிரட்டைகளில் வார்த்தது. காபியில் கலந்தால் அருமை.' },
    price: 220,
    category: 'sweeteners',
    featured: true,
    picture: { kind: 'blocks', color: '#5e3310', ...L('Palm Jaggery', '500 g') },
  },
  {
    name: 'Organic Cane Jaggery Powder (1 kg)',
    description: 'Chemical-free jaggery powder, boiled in open pans and sieved by hand.',
    ta: { name: 'இயற்கை நாட்டுச் சர்க்கரை (1 கிலோ)', description: 'திறந்த கொப்பரைகளில் காய்ச்சி, கையால் சலித்த, ரசாயனம் இல்லாத நாட்டுச் சர்க்கரை.' },
    price: 130,
    category: 'sweeteners',
    picture: { kind: 'bowl', color: '#b9813a', ...L('Jaggery Powder', '1 kg') },
  },
  {
    name: 'Raw Forest Honey',
    description: 'Unheated, unfiltered multi-flora honey collected by tribal cooperatives of the Nilgiris.',
    ta: { name: 'காட்டுத் தேன்', description: 'நீலகிரிப் பழங்குடியினர் கூட்டுறவுச் சங்கங்கள் சேகரிக்கும், சூடுபடுத்தாத, வடிகட்டாத பல மலர்த் தேன்.' },
    price: 240,
    category: 'sweeteners',
    picture: { kind: 'jar', color: '#d88a12', ...L('Forest Honey', '250 g'), props: ['flowers'] },
    sizes: [{ label: '250 g', ta: { label: '250 கிராம்' }, price: 240 }],
    formerPacks: [
      {
        label: '500 g',
        ta: { label: '500 கிராம்' },
        product: {
          name: 'Raw Forest Honey (500 g)',
          description: 'Unheated, unfiltered multi-flora honey collected by tribal cooperatives of the Nilgiris.',
          ta: { name: 'காட்டுத் தேன் (500 கிராம்)', description: 'நீலகிரிப் பழங்குடியினர் கூட்டுறவுச் சங்கங்கள் சேகரிக்கும், சூடுபடுத்தாத, வடிகட்டாத பல மலர்த் தேன்.' },
          price: 450,
          picture: { kind: 'jar', color: '#d88a12', ...L('Forest Honey', '500 g'), props: ['flowers'] },
        },
      },
    ],
  },
  {
    name: 'Coconut Sugar (500 g)',
    description: 'Sugar from coconut blossom sap, with a caramel taste.',
    ta: { name: 'தென்னம்பூ சர்க்கரை (500 கிராம்)', description: 'தென்னம்பாளைச் சாற்றில் காய்ச்சிய, கேரமல் சுவையுள்ள சர்க்கரை.' },
    price: 260,
    category: 'sweeteners',
    inStock: false,
    picture: { kind: 'bowl', color: '#9a6a3a', ...L('Coconut Sugar', '500 g'), props: ['coconut'] },
  },
  // Spices & masalas
  {
    name: 'Erode Turmeric Powder',
    description: 'Turmeric from Erode, sun-dried and stone-ground.',
    ta: { name: 'ஈரோடு மஞ்சள் தூள்', description: 'ஈரோடு மஞ்சள், வெயிலில் காய வைத்துக் கல்லில் அரைத்தது.' },
    price: 48,
    category: 'spices',
    picture: { kind: 'bowl', color: '#e0a200', ...L('Turmeric Powder', '100 g'), props: ['flowers'] },
    sizes: [{ label: '100 g', ta: { label: '100 கிராம்' }, price: 48 }],
    formerPacks: [
      {
        label: '250 g',
        ta: { label: '250 கிராம்' },
        product: {
          name: 'Erode Turmeric Powder (250 g)',
          description: 'Turmeric from Erode, sun-dried and stone-ground.',
          ta: { name: 'ஈரோடு மஞ்சள் தூள் (250 கிராம்)', description: 'ஈரோடு மஞ்சள், வெயிலில் காய வைத்துக் கல்லில் அரைத்தது.' },
          price: 110,
          picture: { kind: 'bowl', color: '#e0a200', ...L('Turmeric Powder', '250 g'), props: ['flowers'] },
        },
      },
    ],
  },
  {
    name: 'Homestyle Sambar Powder (200 g)',
    description: 'Roasted coriander, chillies, dals and spices, ground the way our grandmother did.',
    ta: { name: 'வீட்டு முறை சாம்பார் பொடி (200 கிராம்)', description: 'வறுத்த மல்லி, மிளகாய், பருப்பு, மசாலாப் பொருட்களை எங்கள் பாட்டி அரைத்த முறையிலேயே அரைத்தது.' },
    price: 120,
    category: 'spices',
    picture: { kind: 'bowl', color: '#b5541c', ...L('Sambar Powder', '200 g'), props: ['chillies'] },
  },
  {
    name: 'Malabar Black Pepper, Whole (100 g)',
    description: 'Bold Tellicherry-grade pepper from the Wayanad hills.',
    ta: { name: 'மலபார் முழு மிளகு (100 கிராம்)', description: 'வயநாடு மலைகளில் விளைந்த, தலைச்சேரி ரகப் பெரிய மிளகு.' },
    price: 150,
    category: 'spices',
    featured: true,
    picture: { kind: 'pods', color: '#2f2520', ...L('Black Pepper', '100 g'), props: ['leaves'] },
  },
  {
    name: 'Rasam Powder (200 g)',
    description: 'Peppery, cumin-forward rasam powder for a comforting bowl on rainy days.',
    ta: { name: 'ரசப் பொடி (200 கிராம்)', description: 'மிளகும் சீரகமும் தூக்கலான ரசப் பொடி — மழை நாளில் இதமான ஒரு கிண்ணம் ரசத்துக்கு.' },
    price: 110,
    category: 'spices',
    picture: { kind: 'bowl', color: '#a8401a', ...L('Rasam Powder', '200 g'), props: ['chillies'] },
  },
  {
    name: 'Green Cardamom (50 g)',
    description: 'Plump 8 mm cardamom pods from Bodinayakanur estates.',
    ta: { name: 'ஏலக்காய் (50 கிராம்)', description: 'போடிநாயக்கனூர்த் தோட்டங்களின் 8 மி.மீ. பருமனான பச்சை ஏலக்காய்.' },
    price: 240,
    category: 'spices',
    picture: { kind: 'pods', color: '#7d9a4a', ...L('Cardamom', '50 g'), props: ['leaves'] },
  },
  // Pulses & dals
  {
    name: 'Unpolished Toor Dal',
    description: 'Never oiled or polished; cooks soft and tastes the way dal should.',
    ta: { name: 'தீட்டாத துவரம் பருப்பு', description: 'எண்ணெய் பூசவில்லை, பாலிஷ் செய்யவில்லை; நன்றாக வெந்து, பருப்புக்கே உரிய சுவை தரும்.' },
    price: 98,
    category: 'pulses',
    picture: { kind: 'sack', color: '#e7b53c', ...L('Toor Dal', '500 g') },
    sizes: [{ label: '500 g', ta: { label: '500 கிராம்' }, price: 98 }],
    formerPacks: [
      {
        label: '1 kg',
        ta: { label: '1 கிலோ' },
        product: {
          name: 'Unpolished Toor Dal (1 kg)',
          description: 'Never oiled or polished; cooks soft and tastes the way dal should.',
          ta: { name: 'தீட்டாத துவரம் பருப்பு (1 கிலோ)', description: 'எண்ணெய் பூசவில்லை, பாலிஷ் செய்யவில்லை; நன்றாக வெந்து, பருப்புக்கே உரிய சுவை தரும்.' },
          price: 185,
          picture: { kind: 'sack', color: '#e7b53c', ...L('Toor Dal', '1 kg') },
        },
      },
    ],
  },
  {
    name: 'Split Moong Dal (1 kg)',
    description: 'Light yellow moong for khichdi and payasam.',
    ta: { name: 'பாசிப் பருப்பு (1 கிலோ)', description: 'லேசான மஞ்சள் பாசிப் பருப்பு — கிச்சடிக்கும் பாயசத்துக்கும்.' },
    price: 165,
    category: 'pulses',
    picture: { kind: 'bowl', color: '#e9d35a', ...L('Moong Dal', '1 kg'), props: ['leaves'] },
  },
  {
    name: 'Whole Black Urad (1 kg)',
    description: 'Black gram with skin, for soft idlis and crisp vadas.',
    ta: { name: 'முழு கருப்பு உளுந்து (1 கிலோ)', description: 'தோலுடன் கூடிய கருப்பு உளுந்து — மிருதுவான இட்லிக்கும் மொறுமொறு வடைக்கும்.' },
    price: 175,
    category: 'pulses',
    picture: { kind: 'sack', color: '#2d2a26', ...L('Black Urad', '1 kg') },
  },
  {
    name: 'Horse Gram, Kollu (500 g)',
    description: 'A hardy dryland pulse, for rasam and sundal. Our farmers\u2019 favourite.',
    ta: { name: 'கொள்ளு (500 கிராம்)', description: 'வறண்ட நிலத்தில் விளையும் உறுதியான பயறு; ரசத்துக்கும் சுண்டலுக்கும். எங்கள் விவசாயிகளுக்குப் பிடித்தது.' },
    price: 90,
    category: 'pulses',
    picture: { kind: 'bowl', color: '#8a5a3a', ...L('Horse Gram', '500 g'), props: ['seeds'] },
  },
  // Pickles & preserves
  {
    name: 'Mango Pickle in Gingelly Oil (300 g)',
    description: 'Raw mango pieces sun-cured with mustard, fenugreek and chilli in wood-pressed sesame oil.',
    ta: { name: 'நல்லெண்ணெய் மாங்காய் ஊறுகாய் (300 கிராம்)', description: 'மாங்காய்த் துண்டுகளைக் கடுகு, வெந்தயம், மிளகாயுடன் மரச்செக்கு நல்லெண்ணெயில் வெயிலில் ஊற வைத்தது.' },
    price: 210,
    category: 'pickles',
    featured: true,
    picture: { kind: 'jar', color: '#c8541c', ...L('Mango Pickle', '300 g'), props: ['chillies'] },
  },
  {
    name: 'Lemon Pickle (300 g)',
    description: 'Tangy, salted lemons aged for three months — a spoonful lifts any curd rice.',
    ta: { name: 'எலுமிச்சை ஊறுகாய் (300 கிராம்)', description: 'மூன்று மாதம் உப்பில் ஊறிய புளிப்பான எலுமிச்சை — ஒரு ஸ்பூன் போதும், எந்தத் தயிர் சாதமும் சுவைக்கும்.' },
    price: 180,
    category: 'pickles',
    picture: { kind: 'jar', color: '#d9a82a', ...L('Lemon Pickle', '300 g'), props: ['leaves'] },
  },
  {
    name: 'Garlic Pickle (300 g)',
    description: 'Whole garlic cloves in a spicy tamarind base with wood-pressed gingelly oil.',
    ta: { name: 'பூண்டு ஊறுகாய் (300 கிராம்)', description: 'காரசாரமான புளிக் கலவையில் மரச்செக்கு நல்லெண்ணெயுடன் முழுப் பூண்டுப் பற்கள்.' },
    price: 220,
    category: 'pickles',
    inStock: false,
    picture: { kind: 'jar', color: '#a8401a', ...L('Garlic Pickle', '300 g'), props: ['chillies'] },
  },
  {
    name: 'Amla Murabba (400 g)',
    description: 'Whole gooseberries slow-cooked in jaggery syrup with a hint of cardamom.',
    ta: { name: 'நெல்லிக்காய் முரப்பா (400 கிராம்)', description: 'முழு நெல்லிக்காய்களை வெல்லப் பாகில் மெதுவாக வேக வைத்து, சிறிது ஏலக்காய் மணத்துடன்.' },
    price: 240,
    category: 'pickles',
    picture: { kind: 'jar', color: '#b7a23a', ...L('Amla Murabba', '400 g'), props: ['leaves'] },
  },
];

export const GALLERY: SeedGalleryItem[] = [
  {
    title: 'Morning pressing at the wooden ghani',
    description: 'Our bullock-driven chekku turns slowly, so the seeds never heat above body temperature.',
    ta: { title: 'மரச்செக்கில் காலை ஆட்டல்', description: 'மாடு இழுக்கும் எங்கள் செக்கு மெதுவாகச் சுழல்வதால், விதைகள் உடல் சூட்டுக்கு மேல் சூடாவதே இல்லை.' },
    label: 'Our Mill',
    isPopular: true,
    order: 1,
    scene: 'ghani',
  },
  {
    title: 'Groundnuts drying in the sun',
    description: 'Freshly harvested groundnuts are sun-dried for three days before they reach the press.',
    ta: { title: 'வெயிலில் காயும் நிலக்கடலை', description: 'அறுவடையான நிலக்கடலை செக்குக்கு வருவதற்கு முன் மூன்று நாள் வெயிலில் காய வைக்கப்படுகிறது.' },
    label: { category: 'oils', subcategory: 'groundnut' },
    isPopular: true,
    order: 2,
    scene: 'drying',
  },
  {
    title: 'Sesame fields near Tiruvannamalai',
    description: 'Our partner farmers grow sesame without chemical sprays, between paddy seasons.',
    ta: { title: 'திருவண்ணாமலை அருகே எள் வயல்கள்', description: 'எங்கள் விவசாயிகள் இரண்டு நெல் பருவங்களுக்கு இடையே, ரசாயனத் தெளிப்பு இல்லாமல் எள் பயிரிடுகிறார்கள்.' },
    label: 'Farms',
    isPopular: true,
    order: 3,
    scene: 'field',
  },
  {
    title: 'Bilona churning for ghee',
    description: 'Curd is churned by hand with a wooden churner; the butter is slow-cooked into ghee.',
    ta: { title: 'நெய்க்காக பிலோனா முறையில் கடைதல்', description: 'மரத்து மத்தால் தயிரைக் கையால் கடைந்து, கிடைக்கும் வெண்ணெயை மெதுவாகக் காய்ச்சி நெய்யாக்குகிறோம்.' },
    label: { category: 'ghee' },
    isPopular: true,
    order: 4,
    scene: 'churn',
  },
  {
    title: 'Coconut groves of Pollachi',
    description: 'The copra for our coconut oil comes from family groves an hour from the mill.',
    ta: { title: 'பொள்ளாச்சித் தென்னந்தோப்புகள்', description: 'எங்கள் தேங்காய் எண்ணெய்க்கான கொப்பரை, ஆலையிலிருந்து ஒரு மணி நேரத் தொலைவில் உள்ள குடும்பத் தோப்புகளிலிருந்து வருகிறது.' },
    label: { category: 'oils', subcategory: 'coconut' },
    isPopular: true,
    order: 5,
    scene: 'palms',
  },
  {
    title: 'Palm jaggery being set',
    description: 'Palm sap is boiled down in wide iron pans over a wood fire and poured into coconut shells.',
    ta: { title: 'கருப்பட்டி வார்க்கும் நேரம்', description: 'பதநீரை விறகு அடுப்பில் அகன்ற இரும்புக் கொப்பரைகளில் காய்ச்சி, தேங்காய்ச் சிரட்டைகளில் ஊற்றுகிறார்கள்.' },
    label: { category: 'sweeteners' },
    order: 6,
    scene: 'jaggery',
  },
  {
    title: 'Our shop in Gandhipuram',
    description: 'Drop by for a taste of fresh oil and a chat; the shelves are restocked every Monday.',
    ta: { title: 'காந்திபுரத்தில் எங்கள் கடை', description: 'புதிய எண்ணெயைச் சுவைத்துப் பார்க்கவும், பேசிச் செல்லவும் வாருங்கள்; ஒவ்வொரு திங்கட்கிழமையும் அலமாரிகள் நிரப்பப்படுகின்றன.' },
    label: 'Our Shop',
    order: 7,
    scene: 'shop',
  },
  {
    title: 'Millet harvest after the rains',
    description: 'Foxtail and kodo millet from rain-fed fields of Dharmapuri, ready for threshing.',
    ta: { title: 'மழைக்குப் பின் சிறுதானிய அறுவடை', description: 'தர்மபுரி மானாவாரி நிலங்களின் தினையும் வரகும், கதிரடிக்கத் தயாராக.' },
    label: { category: 'millets', subcategory: 'millet' },
    order: 8,
    scene: 'field',
  },
  {
    title: 'Sun-drying red chillies for masalas',
    description: 'Chillies, coriander and turmeric are dried on mats before stone-grinding.',
    ta: { title: 'மசாலாவுக்காக வெயிலில் காயும் மிளகாய்', description: 'மிளகாய், மல்லி, மஞ்சள் எல்லாம் கல்லில் அரைப்பதற்கு முன் பாய்களில் காய வைக்கப்படுகின்றன.' },
    label: { category: 'spices' },
    order: 9,
    scene: 'drying',
  },
  {
    title: 'Sunday farmers\u2019 market stall',
    description: 'Find us at the organic market in R.S. Puram every Sunday morning.',
    ta: { title: 'ஞாயிறு உழவர் சந்தையில் எங்கள் கடை', description: 'ஒவ்வொரு ஞாயிறு காலையும் ஆர்.எஸ். புரம் இயற்கைச் சந்தையில் எங்களைச் சந்திக்கலாம்.' },
    label: 'Events',
    order: 10,
    scene: 'market',
  },
  {
    title: 'Filtering oil through cotton cloth',
    description: 'After a week of settling in the sun, every batch is filtered through layers of cotton.',
    ta: { title: 'பருத்தித் துணியில் எண்ணெய் வடிகட்டுதல்', description: 'ஒரு வாரம் வெயிலில் தெளிய வைத்த பின், ஒவ்வொரு தொகுப்பும் பல அடுக்குப் பருத்தித் துணியில் வடிகட்டப்படுகிறது.' },
    label: 'Our Mill',
    order: 11,
    scene: 'ghani',
  },
  {
    title: 'Pickle jars curing on the terrace',
    description: 'Mango and lemon pickles rest in ceramic jars under muslin for weeks before bottling.',
    ta: { title: 'மாடியில் ஊறும் ஊறுகாய் ஜாடிகள்', description: 'மாங்காய், எலுமிச்சை ஊறுகாய்கள் பாட்டிலில் அடைப்பதற்கு முன், மெல்லிய துணியால் மூடிய பீங்கான் ஜாடிகளில் பல வாரங்கள் ஊறுகின்றன.' },
    label: { category: 'pickles' },
    order: 12,
    scene: 'shop',
  },
  {
    title: 'Heirloom paddy in Thanjavur',
    description: 'Mappillai Samba grows tall and needs no fertiliser — our rice partners have kept its seed for generations.',
    ta: { title: 'தஞ்சாவூரில் பாரம்பரிய நெல்', description: 'மாப்பிள்ளை சம்பா உயரமாக வளரும், உரமே தேவையில்லை — எங்கள் அரிசி விவசாயிகள் தலைமுறை தலைமுறையாக அதன் விதையைக் காத்து வருகிறார்கள்.' },
    label: { category: 'millets', subcategory: 'rice' },
    order: 13,
    scene: 'field',
  },
  {
    title: 'Evening at the mill',
    description: 'When the last batch is pressed, the oil cake goes back to the farms as cattle feed and manure.',
    ta: { title: 'ஆலையில் ஒரு மாலை', description: 'கடைசித் தொகுப்பு ஆட்டி முடிந்ததும், புண்ணாக்கு மாட்டுத் தீவனமாகவும் உரமாகவும் மீண்டும் வயல்களுக்குச் செல்கிறது.' },
    label: 'Our Mill',
    order: 14,
    scene: 'palms',
  },
];

/**
 * The navigation configuration saved by the seed: Home, Products, Wood-Pressed Oils, Ghee & Butter,
 * Gallery, About Us and Contact in the header; Millets & Grains and Spices & Masalas under 'More'.
 */
export const NAV_CONFIG = {
  maxVisibleItems: 7,
  moreDropdownLabel: 'More',
  translations: { ta: { moreDropdownLabel: 'மேலும்' } },
  showFixedItems: { home: true, products: true, gallery: true, popular: true, about: true, contact: true },
  fixedItemsOrder: { home: 0, products: 10, gallery: 20, about: 30, contact: 40, popular: 90 },
};
