/**
 * The seed catalogue of Vanam Naturals (Coimbatore): wood-pressed (chekku / ghani) oils and
 * organic foods. Pictures are described here and drawn by ./images.ts.
 */
import type { ProductValues, ProductVariant } from '@catalogue/domain';
import type { ProductPicture, SceneKind } from './images';

export interface SeedCategory {
  key: string;
  name: string;
  description: string;
  order: number;
  showInNav: boolean;
  showInProductsDropdown?: boolean;
  picture: ProductPicture;
  subcategories?: Omit<SeedCategory, 'subcategories' | 'showInNav'>[];
}

/** A product's plain fields (those left out take their defaults) and its picture. */
export type SeedProductValues = Pick<ProductValues, 'name' | 'description' | 'price'> & Partial<ProductValues> & { picture: ProductPicture };

/** A size as the API takes it (its key is made from its label). */
export type SeedSize = Partial<Omit<ProductVariant, 'key'>> & Pick<ProductVariant, 'label' | 'price'>;

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
  formerPacks?: { label: string; product: SeedProductValues }[];
};

export interface SeedGalleryItem {
  title: string;
  description: string;
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
    order: 15,
    showInNav: true,
    picture: { kind: 'bottle', color: OIL.groundnut, label: 'Chekku Oils', props: ['seeds', 'leaves'] },
    subcategories: [
      {
        key: 'groundnut',
        name: 'Groundnut Oil',
        description: 'Pressed from bold, hand-picked groundnuts of Tiruvannamalai farms.',
        order: 10,
        picture: { kind: 'bottle', color: OIL.groundnut, label: 'Groundnut Oil', props: ['seeds'] },
      },
      {
        key: 'sesame',
        name: 'Sesame (Gingelly) Oil',
        description: 'Nallennai pressed with palm jaggery the traditional way, for cooking and oil baths.',
        order: 20,
        picture: { kind: 'bottle', color: OIL.sesame, label: 'Gingelly Oil', props: ['seeds'] },
      },
      {
        key: 'coconut',
        name: 'Coconut Oil',
        description: 'From sun-dried Pollachi copra, pressed fresh every week.',
        order: 30,
        picture: { kind: 'bottle', color: OIL.coconut, label: 'Coconut Oil', props: ['coconut'] },
      },
      {
        key: 'mustard',
        name: 'Mustard Oil',
        description: 'Pungent kachi ghani mustard oil for pickles and North Indian cooking.',
        order: 40,
        picture: { kind: 'bottle', color: OIL.mustard, label: 'Mustard Oil', props: ['flowers'] },
      },
    ],
  },
  {
    key: 'ghee',
    name: 'Ghee & Butter',
    description: 'Bilona ghee churned from curd of grass-fed native cows and buffaloes, slow-cooked over firewood.',
    order: 18,
    showInNav: true,
    picture: { kind: 'jar', color: '#f1d27a', label: 'Bilona Ghee', accent: '#2f5d2f' },
    subcategories: [
      {
        key: 'cowGhee',
        name: 'Cow Ghee',
        description: 'A2 ghee from Kangayam and Gir cows, churned by hand.',
        order: 10,
        picture: { kind: 'jar', color: '#f3d77e', label: 'Cow Ghee' },
      },
      {
        key: 'buffaloGhee',
        name: 'Buffalo Ghee',
        description: 'Rich, white-grained ghee from buffalo milk butter.',
        order: 20,
        picture: { kind: 'jar', color: '#f4ead0', label: 'Buffalo Ghee' },
      },
    ],
  },
  {
    key: 'millets',
    name: 'Millets & Grains',
    description: 'Unpolished millets and heirloom rice from our partner farmers, cleaned and packed in small lots.',
    order: 45,
    showInNav: true,
    picture: { kind: 'sack', color: '#e2c36a', label: 'Millets', props: ['leaves'] },
    subcategories: [
      {
        key: 'millet',
        name: 'Millets',
        description: 'Foxtail, little, kodo, barnyard and finger millet.',
        order: 10,
        picture: { kind: 'sack', color: '#e8cf7a', label: 'Millets' },
      },
      {
        key: 'rice',
        name: 'Traditional Rice',
        description: 'Hand-pounded heirloom varieties: Mappillai Samba, Karuppu Kavuni, Seeraga Samba.',
        order: 20,
        picture: { kind: 'sack', color: '#b0413e', label: 'Heirloom Rice' },
      },
    ],
  },
  {
    key: 'spices',
    name: 'Spices & Masalas',
    description: 'Whole spices from the Western Ghats and masalas stone-ground in small batches.',
    order: 50,
    showInNav: true,
    picture: { kind: 'bowl', color: '#b5541c', label: 'Masalas', props: ['chillies'] },
  },
  {
    key: 'sweeteners',
    name: 'Natural Sweeteners',
    description: 'Palm jaggery, cane jaggery and raw forest honey — sweetness the way it used to be.',
    order: 55,
    showInNav: false,
    picture: { kind: 'blocks', color: '#6e3b12', label: 'Jaggery' },
  },
  {
    key: 'pulses',
    name: 'Pulses & Dals',
    description: 'Unpolished dals, never oiled or coloured, from rain-fed farms.',
    order: 60,
    showInNav: false,
    picture: { kind: 'sack', color: '#e7b53c', label: 'Dals' },
  },
  {
    key: 'pickles',
    name: 'Pickles & Preserves',
    description: 'Home-style pickles made in wood-pressed gingelly oil, sun-cured in ceramic jars.',
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
    price: 210,
    category: 'oils',
    subcategory: 'groundnut',
    featured: true,
    picture: { kind: 'bottle', color: OIL.groundnut, ...L('Groundnut Oil', '500 ml'), props: ['seeds', 'leaves'] },
    pressedOn: '2026-11-12',
    sizes: [{ label: '500 ml', price: 210, mrp: 230, weightGrams: 470 }],
    formerPacks: [
      {
        label: '1 L',
        product: {
          name: 'Wood-Pressed Groundnut Oil (1 L)',
          description: 'Golden, nutty groundnut oil pressed in a wooden chekku at low speed. Ideal for everyday cooking, deep frying and chutneys.',
          price: 380,
          picture: { kind: 'bottle', color: OIL.groundnut, ...L('Groundnut Oil', '1 litre'), props: ['seeds', 'leaves'] },
        },
      },
      {
        label: '5 L tin',
        product: {
          name: 'Wood-Pressed Groundnut Oil (5 L Tin)',
          description: 'Our best-selling groundnut oil in a family-size tin. Sun-settled for a week and filtered through cotton cloth.',
          price: 1799,
          picture: { kind: 'tin', color: OIL.groundnut, ...L('Groundnut Oil', '5 litres'), props: ['seeds'] },
        },
      },
    ],
  },
  {
    name: 'Wood-Pressed Sesame Oil',
    description: 'Traditional nallennai pressed from black and brown sesame with a touch of palm jaggery. For tadka, idli podi and oil baths.',
    price: 280,
    category: 'oils',
    subcategory: 'sesame',
    featured: true,
    picture: { kind: 'bottle', color: OIL.sesame, ...L('Sesame Oil', '500 ml'), props: ['seeds'] },
    pressedOn: '2026-11-08',
    sizes: [{ label: '500 ml', price: 280, weightGrams: 470 }],
    formerPacks: [
      {
        label: '1 L',
        product: {
          name: 'Wood-Pressed Sesame Oil (1 L)',
          description: 'Traditional nallennai pressed from black and brown sesame with a touch of palm jaggery. For tadka, idli podi and oil baths.',
          price: 520,
          picture: { kind: 'bottle', color: OIL.sesame, ...L('Sesame Oil', '1 litre'), props: ['seeds'] },
        },
      },
    ],
  },
  {
    name: 'Black Sesame Oil (500 ml)',
    description: 'Deep-flavoured oil from black sesame (ellu), prized for massage and for Ayurvedic preparations.',
    price: 340,
    category: 'oils',
    subcategory: 'sesame',
    inStock: false,
    picture: { kind: 'bottle', color: OIL.blackSesame, ...L('Black Sesame Oil', '500 ml'), props: ['seeds'] },
  },
  {
    name: 'Wood-Pressed Coconut Oil',
    description: 'Fragrant coconut oil from sun-dried Pollachi copra. Cook with it, or use it for hair and skin.',
    price: 245,
    category: 'oils',
    subcategory: 'coconut',
    featured: true,
    picture: { kind: 'bottle', color: OIL.coconut, ...L('Coconut Oil', '500 ml'), props: ['coconut', 'leaves'] },
    pressedOn: '2026-11-15',
    sizes: [{ label: '500 ml', price: 245, mrp: 260, weightGrams: 470 }],
    formerPacks: [
      {
        label: '1 L',
        product: {
          name: 'Wood-Pressed Coconut Oil (1 L)',
          description: 'Fragrant coconut oil from sun-dried Pollachi copra. Cook with it, or use it for hair and skin.',
          price: 460,
          picture: { kind: 'bottle', color: OIL.coconut, ...L('Coconut Oil', '1 litre'), props: ['coconut', 'leaves'] },
        },
      },
    ],
  },
  {
    name: 'Virgin Coconut Oil (500 ml)',
    description: 'Cold-processed from fresh coconut milk, water-clear with a delicate aroma. Suitable for babies\u2019 massage.',
    price: 390,
    category: 'oils',
    subcategory: 'coconut',
    picture: { kind: 'bottle', color: '#f7f1de', ...L('Virgin Coconut Oil', '500 ml'), props: ['coconut'] },
  },
  {
    name: 'Kachi Ghani Mustard Oil (1 L)',
    description: 'Pungent, first-pressed mustard oil. The secret of good mango pickle and of Bengali fish curry.',
    price: 310,
    category: 'oils',
    subcategory: 'mustard',
    picture: { kind: 'bottle', color: OIL.mustard, ...L('Mustard Oil', '1 litre'), props: ['flowers'] },
  },
  {
    name: 'Wood-Pressed Safflower Oil (1 L)',
    description: 'Light kusum oil with a high smoke point, pressed from safflower seeds grown in Karnataka.',
    price: 450,
    category: 'oils',
    picture: { kind: 'bottle', color: OIL.safflower, ...L('Safflower Oil', '1 litre'), props: ['flowers'] },
  },
  {
    name: 'Cold-Pressed Castor Oil (200 ml)',
    description: 'Thick, pure castor oil (vilakkennai) for hair, skin and lamps.',
    price: 160,
    category: 'oils',
    picture: { kind: 'bottle', color: OIL.castor, ...L('Castor Oil', '200 ml'), props: ['leaves'] },
  },
  {
    name: 'Cold-Pressed Almond Oil (100 ml)',
    description: 'Sweet almond oil pressed in small batches — for massage, skin care and a spoonful in warm milk.',
    price: 425,
    category: 'oils',
    picture: { kind: 'bottle', color: OIL.almond, ...L('Almond Oil', '100 ml'), props: ['seeds'] },
  },
  // Ghee & butter
  {
    name: 'A2 Desi Cow Ghee, Bilona',
    description: 'Hand-churned from curd of grass-fed Kangayam cows and slow-cooked over firewood. Grainy, aromatic, golden.',
    price: 620,
    category: 'ghee',
    subcategory: 'cowGhee',
    featured: true,
    picture: { kind: 'jar', color: '#f1cf6e', ...L('A2 Cow Ghee', '250 ml'), accent: '#2f5d2f', props: ['leaves'] },
    sizes: [{ label: '250 ml', price: 620, weightGrams: 230, inStock: false }],
    formerPacks: [
      {
        label: '500 ml',
        product: {
          name: 'A2 Desi Cow Ghee, Bilona (500 ml)',
          description: 'Hand-churned from curd of grass-fed Kangayam cows and slow-cooked over firewood. Grainy, aromatic, golden.',
          price: 1150,
          picture: { kind: 'jar', color: '#f1cf6e', ...L('A2 Cow Ghee', '500 ml'), accent: '#2f5d2f', props: ['leaves'] },
        },
      },
    ],
  },
  {
    name: 'Cultured Cow Ghee (1 L)',
    description: 'Made the traditional way from cultured butter. Our everyday ghee for rice, rotis and sweets.',
    price: 1280,
    category: 'ghee',
    subcategory: 'cowGhee',
    picture: { kind: 'jar', color: '#f3d77e', ...L('Cow Ghee', '1 litre') },
  },
  {
    name: 'Buffalo Ghee (500 ml)',
    description: 'Creamy white buffalo ghee with a rich taste, best for sweets and festive cooking.',
    price: 780,
    category: 'ghee',
    subcategory: 'buffaloGhee',
    picture: { kind: 'jar', color: '#f4ead0', ...L('Buffalo Ghee', '500 ml') },
  },
  {
    name: 'White Butter, Makhan (250 g)',
    description: 'Fresh unsalted butter churned from curd, delivered chilled in Coimbatore only.',
    price: 240,
    category: 'ghee',
    inStock: false,
    picture: { kind: 'bowl', color: '#fbf6e6', ...L('White Butter', '250 g') },
  },
  // Millets & grains
  {
    name: 'Foxtail Millet, Thinai',
    description: 'Unpolished foxtail millet. Cook it like rice or make a light upma; rich in fibre and iron.',
    price: 75,
    category: 'millets',
    subcategory: 'millet',
    picture: { kind: 'sack', color: '#e2c36a', ...L('Foxtail Millet', '500 g'), props: ['leaves'] },
    sizes: [{ label: '500 g', price: 75 }],
    formerPacks: [
      {
        label: '1 kg',
        product: {
          name: 'Foxtail Millet, Thinai (1 kg)',
          description: 'Unpolished foxtail millet. Cook it like rice or make a light upma; rich in fibre and iron.',
          price: 140,
          picture: { kind: 'sack', color: '#e2c36a', ...L('Foxtail Millet', '1 kg'), props: ['leaves'] },
        },
      },
    ],
  },
  {
    name: 'Little Millet, Samai (1 kg)',
    description: 'Tiny, quick-cooking grains for pongal, biryani and curd rice.',
    price: 150,
    category: 'millets',
    subcategory: 'millet',
    picture: { kind: 'bowl', color: '#ead79a', ...L('Little Millet', '1 kg'), props: ['seeds'] },
  },
  {
    name: 'Kodo Millet, Varagu (1 kg)',
    description: 'Earthy kodo millet from rain-fed fields of Dharmapuri. Great for dosa batter.',
    price: 160,
    category: 'millets',
    subcategory: 'millet',
    picture: { kind: 'sack', color: '#b98b4e', ...L('Kodo Millet', '1 kg') },
  },
  {
    name: 'Finger Millet Flour, Ragi (1 kg)',
    description: 'Stone-ground ragi flour for kali, koozh, rotis and porridge for little ones.',
    price: 95,
    category: 'millets',
    subcategory: 'millet',
    featured: true,
    picture: { kind: 'bowl', color: '#8a5a4a', ...L('Ragi Flour', '1 kg'), props: ['leaves'] },
  },
  {
    name: 'Mappillai Samba Red Rice (1 kg)',
    description: 'The \u201cbridegroom\u2019s rice\u201d: a hardy heirloom red rice, hand-pounded to keep the bran.',
    price: 135,
    category: 'millets',
    subcategory: 'rice',
    picture: { kind: 'sack', color: '#a0413a', ...L('Mappillai Samba', '1 kg') },
  },
  {
    name: 'Seeraga Samba Rice (1 kg)',
    description: 'Fragrant short-grain rice for the famous Dindigul biryani.',
    price: 165,
    category: 'millets',
    subcategory: 'rice',
    picture: { kind: 'bowl', color: '#f1ead6', ...L('Seeraga Samba', '1 kg'), props: ['leaves'] },
  },
  // Natural sweeteners
  {
    name: 'Palm Jaggery, Karupatti (500 g)',
    description: 'Dark palmyra jaggery from Tiruchendur, set in coconut shells. Rich in minerals; lovely in coffee.',
    price: 220,
    category: 'sweeteners',
    featured: true,
    picture: { kind: 'blocks', color: '#5e3310', ...L('Palm Jaggery', '500 g') },
  },
  {
    name: 'Organic Cane Jaggery Powder (1 kg)',
    description: 'Chemical-free jaggery powder, boiled in open pans and sieved by hand.',
    price: 130,
    category: 'sweeteners',
    picture: { kind: 'bowl', color: '#b9813a', ...L('Jaggery Powder', '1 kg') },
  },
  {
    name: 'Raw Forest Honey',
    description: 'Unheated, unfiltered multi-flora honey collected by tribal cooperatives of the Nilgiris.',
    price: 240,
    category: 'sweeteners',
    picture: { kind: 'jar', color: '#d88a12', ...L('Forest Honey', '250 g'), props: ['flowers'] },
    sizes: [{ label: '250 g', price: 240 }],
    formerPacks: [
      {
        label: '500 g',
        product: {
          name: 'Raw Forest Honey (500 g)',
          description: 'Unheated, unfiltered multi-flora honey collected by tribal cooperatives of the Nilgiris.',
          price: 450,
          picture: { kind: 'jar', color: '#d88a12', ...L('Forest Honey', '500 g'), props: ['flowers'] },
        },
      },
    ],
  },
  {
    name: 'Coconut Sugar (500 g)',
    description: 'Low-GI sugar from coconut blossom sap, with a caramel taste.',
    price: 260,
    category: 'sweeteners',
    inStock: false,
    picture: { kind: 'bowl', color: '#9a6a3a', ...L('Coconut Sugar', '500 g'), props: ['coconut'] },
  },
  // Spices & masalas
  {
    name: 'Erode Turmeric Powder',
    description: 'High-curcumin turmeric from Erode, sun-dried and stone-ground.',
    price: 48,
    category: 'spices',
    picture: { kind: 'bowl', color: '#e0a200', ...L('Turmeric Powder', '100 g'), props: ['flowers'] },
    sizes: [{ label: '100 g', price: 48 }],
    formerPacks: [
      {
        label: '250 g',
        product: {
          name: 'Erode Turmeric Powder (250 g)',
          description: 'High-curcumin turmeric from Erode, sun-dried and stone-ground.',
          price: 110,
          picture: { kind: 'bowl', color: '#e0a200', ...L('Turmeric Powder', '250 g'), props: ['flowers'] },
        },
      },
    ],
  },
  {
    name: 'Homestyle Sambar Powder (200 g)',
    description: 'Roasted coriander, chillies, dals and spices, ground the way our grandmother did.',
    price: 120,
    category: 'spices',
    picture: { kind: 'bowl', color: '#b5541c', ...L('Sambar Powder', '200 g'), props: ['chillies'] },
  },
  {
    name: 'Malabar Black Pepper, Whole (100 g)',
    description: 'Bold Tellicherry-grade pepper from the Wayanad hills.',
    price: 150,
    category: 'spices',
    featured: true,
    picture: { kind: 'pods', color: '#2f2520', ...L('Black Pepper', '100 g'), props: ['leaves'] },
  },
  {
    name: 'Rasam Powder (200 g)',
    description: 'Peppery, cumin-forward rasam powder for a comforting bowl on rainy days.',
    price: 110,
    category: 'spices',
    picture: { kind: 'bowl', color: '#a8401a', ...L('Rasam Powder', '200 g'), props: ['chillies'] },
  },
  {
    name: 'Green Cardamom (50 g)',
    description: 'Plump 8 mm cardamom pods from Bodinayakanur estates.',
    price: 240,
    category: 'spices',
    picture: { kind: 'pods', color: '#7d9a4a', ...L('Cardamom', '50 g'), props: ['leaves'] },
  },
  // Pulses & dals
  {
    name: 'Unpolished Toor Dal',
    description: 'Never oiled or polished; cooks soft and tastes the way dal should.',
    price: 98,
    category: 'pulses',
    picture: { kind: 'sack', color: '#e7b53c', ...L('Toor Dal', '500 g') },
    sizes: [{ label: '500 g', price: 98 }],
    formerPacks: [
      {
        label: '1 kg',
        product: {
          name: 'Unpolished Toor Dal (1 kg)',
          description: 'Never oiled or polished; cooks soft and tastes the way dal should.',
          price: 185,
          picture: { kind: 'sack', color: '#e7b53c', ...L('Toor Dal', '1 kg') },
        },
      },
    ],
  },
  {
    name: 'Split Moong Dal (1 kg)',
    description: 'Light, easy-to-digest yellow moong for khichdi and payasam.',
    price: 165,
    category: 'pulses',
    picture: { kind: 'bowl', color: '#e9d35a', ...L('Moong Dal', '1 kg'), props: ['leaves'] },
  },
  {
    name: 'Whole Black Urad (1 kg)',
    description: 'Black gram with skin, for soft idlis and crisp vadas.',
    price: 175,
    category: 'pulses',
    picture: { kind: 'sack', color: '#2d2a26', ...L('Black Urad', '1 kg') },
  },
  {
    name: 'Horse Gram, Kollu (500 g)',
    description: 'A hardy dryland pulse, for rasam and sundal. Our farmers\u2019 favourite.',
    price: 90,
    category: 'pulses',
    picture: { kind: 'bowl', color: '#8a5a3a', ...L('Horse Gram', '500 g'), props: ['seeds'] },
  },
  // Pickles & preserves
  {
    name: 'Mango Pickle in Gingelly Oil (300 g)',
    description: 'Raw mango pieces sun-cured with mustard, fenugreek and chilli in wood-pressed sesame oil.',
    price: 210,
    category: 'pickles',
    featured: true,
    picture: { kind: 'jar', color: '#c8541c', ...L('Mango Pickle', '300 g'), props: ['chillies'] },
  },
  {
    name: 'Lemon Pickle (300 g)',
    description: 'Tangy, salted lemons aged for three months — a spoonful lifts any curd rice.',
    price: 180,
    category: 'pickles',
    picture: { kind: 'jar', color: '#d9a82a', ...L('Lemon Pickle', '300 g'), props: ['leaves'] },
  },
  {
    name: 'Garlic Pickle (300 g)',
    description: 'Whole garlic cloves in a spicy tamarind base with wood-pressed gingelly oil.',
    price: 220,
    category: 'pickles',
    inStock: false,
    picture: { kind: 'jar', color: '#a8401a', ...L('Garlic Pickle', '300 g'), props: ['chillies'] },
  },
  {
    name: 'Amla Murabba (400 g)',
    description: 'Whole gooseberries slow-cooked in jaggery syrup with a hint of cardamom.',
    price: 240,
    category: 'pickles',
    picture: { kind: 'jar', color: '#b7a23a', ...L('Amla Murabba', '400 g'), props: ['leaves'] },
  },
];

export const GALLERY: SeedGalleryItem[] = [
  {
    title: 'Morning pressing at the wooden ghani',
    description: 'Our bullock-driven chekku turns slowly, so the seeds never heat above body temperature.',
    label: 'Our Mill',
    isPopular: true,
    order: 1,
    scene: 'ghani',
  },
  {
    title: 'Groundnuts drying in the sun',
    description: 'Freshly harvested groundnuts are sun-dried for three days before they reach the press.',
    label: { category: 'oils', subcategory: 'groundnut' },
    isPopular: true,
    order: 2,
    scene: 'drying',
  },
  {
    title: 'Sesame fields near Tiruvannamalai',
    description: 'Our partner farmers grow sesame without chemical sprays, between paddy seasons.',
    label: 'Farms',
    isPopular: true,
    order: 3,
    scene: 'field',
  },
  {
    title: 'Bilona churning for ghee',
    description: 'Curd is churned by hand with a wooden churner; the butter is slow-cooked into ghee.',
    label: { category: 'ghee' },
    isPopular: true,
    order: 4,
    scene: 'churn',
  },
  {
    title: 'Coconut groves of Pollachi',
    description: 'The copra for our coconut oil comes from family groves an hour from the mill.',
    label: { category: 'oils', subcategory: 'coconut' },
    isPopular: true,
    order: 5,
    scene: 'palms',
  },
  {
    title: 'Palm jaggery being set',
    description: 'Palm sap is boiled down in wide iron pans over a wood fire and poured into coconut shells.',
    label: { category: 'sweeteners' },
    order: 6,
    scene: 'jaggery',
  },
  {
    title: 'Our shop in Gandhipuram',
    description: 'Drop by for a taste of fresh oil and a chat; the shelves are restocked every Monday.',
    label: 'Our Shop',
    order: 7,
    scene: 'shop',
  },
  {
    title: 'Millet harvest after the rains',
    description: 'Foxtail and kodo millet from rain-fed fields of Dharmapuri, ready for threshing.',
    label: { category: 'millets', subcategory: 'millet' },
    order: 8,
    scene: 'field',
  },
  {
    title: 'Sun-drying red chillies for masalas',
    description: 'Chillies, coriander and turmeric are dried on mats before stone-grinding.',
    label: { category: 'spices' },
    order: 9,
    scene: 'drying',
  },
  {
    title: 'Sunday farmers\u2019 market stall',
    description: 'Find us at the organic market in R.S. Puram every Sunday morning.',
    label: 'Events',
    order: 10,
    scene: 'market',
  },
  {
    title: 'Filtering oil through cotton cloth',
    description: 'After a week of settling in the sun, every batch is filtered through layers of cotton.',
    label: 'Our Mill',
    order: 11,
    scene: 'ghani',
  },
  {
    title: 'Pickle jars curing on the terrace',
    description: 'Mango and lemon pickles rest in ceramic jars under muslin for weeks before bottling.',
    label: { category: 'pickles' },
    order: 12,
    scene: 'shop',
  },
  {
    title: 'Heirloom paddy in Thanjavur',
    description: 'Mappillai Samba grows tall and needs no fertiliser — our rice partners have kept its seed for generations.',
    label: { category: 'millets', subcategory: 'rice' },
    order: 13,
    scene: 'field',
  },
  {
    title: 'Evening at the mill',
    description: 'When the last batch is pressed, the oil cake goes back to the farms as cattle feed and manure.',
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
  showFixedItems: { home: true, products: true, gallery: true, popular: true, about: true, contact: true },
  fixedItemsOrder: { home: 0, products: 10, gallery: 20, about: 30, contact: 40, popular: 90 },
};
