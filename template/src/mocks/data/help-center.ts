/**
 * Seed data of the help-centre search: products of the demo store and the guides written about
 * them, each in one of four categories. The English text; help-center-fr.ts and help-center-ar.ts
 * hold the same by id, and the search answers in the reader's language (mocks/locale.ts).
 */
import { pictureName, pictureUrl } from '@/lib/picture-sets';

export const helpCategories = ['audio', 'wearables', 'home', 'computing'] as const;
export type HelpCategory = (typeof helpCategories)[number];

export interface ProductSeed {
  id: string;
  name: string;
  description: string;
  category: HelpCategory;
  /** Price in USD before the discount. */
  price: number;
  /** Discount in percent, 0 for none. */
  discount: number;
  rating: number;
  reviews: number;
  /** Its product shot (scripts/images/gadgets.mjs, or the store's shot of the same kind of thing). */
  image: string;
}

export interface ArticleSeed {
  id: string;
  title: string;
  excerpt: string;
  category: HelpCategory;
  readMinutes: number;
  /** ISO date of the last update. */
  updatedAt: string;
}

/** One language's help centre by id: product descriptions, guide titles and excerpts. */
export interface HelpLanguage {
  products: Record<string, Pick<ProductSeed, 'description'>>;
  articles: Record<string, Pick<ArticleSeed, 'title' | 'excerpt'>>;
}

type P = [string, string, HelpCategory, number, number, number, number];
const productRows: P[] = [
  [
    'Wireless Earbuds Pro',
    'Active noise cancelling, 30 hours with the case, IPX4 sweat resistance.',
    'audio',
    129.99,
    15,
    4.6,
    1204,
  ],
  [
    'Noise-Cancelling Headphones',
    'Over-ear, adaptive noise cancelling, 40 hours of battery, fold-flat design.',
    'audio',
    299.99,
    0,
    4.8,
    2311,
  ],
  [
    'Bluetooth Speaker Go',
    'Pocket speaker with 12 hours of play, waterproof and dustproof.',
    'audio',
    59.5,
    20,
    4.3,
    688,
  ],
  [
    'Studio Monitor Pair',
    'Five-inch active monitors with balanced inputs for a home studio.',
    'audio',
    349,
    0,
    4.7,
    312,
  ],
  [
    'Smart Fitness Watch',
    'Heart rate, sleep and GPS tracking with a seven-day battery.',
    'wearables',
    249,
    10,
    4.5,
    1820,
  ],
  ['Kids GPS Watch', 'Location sharing, SOS button and school mode for children.', 'wearables', 89, 0, 4.1, 240],
  [
    'Fitness Band Lite',
    'Steps, heart rate and notifications in a slim waterproof band.',
    'wearables',
    39.99,
    25,
    4.0,
    975,
  ],
  [
    'Smart Thermostat',
    'Learns your schedule and cuts heating costs, works with voice assistants.',
    'home',
    199,
    0,
    4.4,
    1430,
  ],
  ['Robot Vacuum', 'Laser mapping, automatic emptying and no-go zones from the app.', 'home', 459.95, 12, 4.2, 860],
  ['Espresso Machine', 'Fifteen-bar pump, steam wand and a built-in grinder.', 'home', 549, 0, 4.7, 534],
  ['Smart Plug Duo', 'Two plugs with energy monitoring and schedules.', 'home', 29.99, 30, 4.3, 2104],
  [
    'Mechanical Keyboard',
    'Hot-swappable switches, aluminium case and per-key lighting.',
    'computing',
    149.9,
    0,
    4.6,
    1188,
  ],
  ['Portable SSD 1 TB', 'USB-C drive with 1,050 MB/s reads in a rugged shell.', 'computing', 109, 18, 4.8, 3011],
  ['Gaming Mouse', 'Lightweight wireless mouse with a 26,000 DPI sensor.', 'computing', 69.99, 0, 4.5, 1542],
  [
    '4K Monitor 27"',
    'IPS panel, USB-C with 90 W charging and a height-adjustable stand.',
    'computing',
    399,
    10,
    4.6,
    702,
  ],
];

type A = [string, string, HelpCategory, number, string];
const articleRows: A[] = [
  [
    'Pairing your earbuds with two devices',
    'Switch between your phone and laptop without pairing again each time.',
    'audio',
    3,
    '2026-10-02',
  ],
  [
    'Getting the best noise cancelling',
    'How ear-tip fit and firmware updates change what you hear.',
    'audio',
    5,
    '2026-09-14',
  ],
  [
    'Setting up a speaker pair in stereo',
    'Link two speakers as left and right channels in a minute.',
    'audio',
    2,
    '2026-08-21',
  ],
  [
    'Calibrating heart-rate tracking on your watch',
    'Wear it right and keep the sensor clean for accurate readings.',
    'wearables',
    4,
    '2026-10-11',
  ],
  [
    'Sharing a child’s watch with family',
    'Invite relatives and choose who sees the location.',
    'wearables',
    3,
    '2026-07-30',
  ],
  [
    'Saving energy with a smart thermostat',
    'Schedules, away mode and the settings that save the most.',
    'home',
    6,
    '2026-10-19',
  ],
  [
    'Mapping your home for the robot vacuum',
    'Create rooms and no-go zones, and fix a map that went wrong.',
    'home',
    4,
    '2026-09-03',
  ],
  [
    'Descaling your espresso machine',
    'A monthly routine that keeps the taste and the pump healthy.',
    'home',
    5,
    '2026-06-25',
  ],
  [
    'Swapping keyboard switches safely',
    'The tools you need and how not to bend the pins.',
    'computing',
    6,
    '2026-08-08',
  ],
  [
    'Formatting a portable SSD for Mac and Windows',
    'Pick the file system that both computers read and write.',
    'computing',
    3,
    '2026-10-15',
  ],
  [
    'Choosing the right monitor settings',
    'Brightness, colour mode and refresh rate for work and play.',
    'computing',
    4,
    '2026-05-12',
  ],
];

/** Products shown with the store's own shot of the same thing; the others have their own (by name). */
const storeShots: Record<string, string> = {
  'Noise-Cancelling Headphones': 'beat-headphone',
  'Smart Fitness Watch': 'smartwatch-s2',
  '4K Monitor 27"': 'monitor-27',
};

export const products: ProductSeed[] = productRows.map(
  ([name, description, category, price, discount, rating, reviews], i) => ({
    id: `P-${String(i + 1).padStart(3, '0')}`,
    name,
    description,
    category,
    price,
    discount,
    rating,
    reviews,
    image: pictureUrl('products', storeShots[name] ?? pictureName(name)),
  }),
);

export const articles: ArticleSeed[] = articleRows.map(([title, excerpt, category, readMinutes, updatedAt], i) => ({
  id: `A-${String(i + 1).padStart(3, '0')}`,
  title,
  excerpt,
  category,
  readMinutes,
  updatedAt,
}));
