/**
 * The picture sets: where each lands, its aspect ratio and the widths the layouts ask for. The app's
 * side of this table is template/src/components/ui/picture-sets.ts; a unit test checks that every
 * file it implies exists.
 */
import { bannerItems } from './banners.mjs';
import { certificateSvg } from './certificate.mjs';
import { coverSvg } from './covers.mjs';
import { dishSvg } from './dishes.mjs';
import { exploreCoverItems } from './explore-cover.mjs';
import { gadgetCategories } from './gadgets.mjs';
import { illustrationNames, illustrationSvg } from './illustrations.mjs';
import { logoItems } from './logos.mjs';
import { accessoryCategories } from './order-accessories.mjs';
import { goodsCategories } from './order-goods.mjs';
import { previewItems } from './previews.mjs';
import { cutoutSvg, productSvg } from './products.mjs';
import { sceneSvg } from './scenes.mjs';
import { searchCoverItems } from './search-cover.mjs';

const products = {
  'iphone-14': 'Electronics',
  'nick-camera': 'Electronics',
  'laptop-pro-14': 'Electronics',
  'smartwatch-s2': 'Accessories',
  'monitor-27': 'Electronics',
  'beat-headphone': 'Accessories',
  'laser-printer': 'Electronics',
  'grinder-25-w': 'Accessories',
  'adjustable-table': 'Furniture',
  'ergonomic-chair': 'Furniture',
  'linen-shirt': 'Clothing',
  'denim-jacket': 'Clothing',
  'leather-wallet': 'Accessories',
  'standing-lamp': 'Furniture',
  'running-shoes': 'Clothing',
  ...gadgetCategories,
  ...goodsCategories,
  ...accessoryCategories,
  parcel: 'Parcel',
};

const dishes = {
  'crispy-calamari': 'Appetizer',
  'tomato-bruschetta': 'Appetizer',
  'spiced-lamb-skewers': 'Appetizer',
  'garden-greens': 'Salad',
  'roasted-beet-feta': 'Salad',
  'chicken-caesar': 'Salad',
  'wild-mushroom-risotto': 'Main Course',
  'seared-salmon': 'Main Course',
  'braised-short-rib': 'Main Course',
  'vegetable-curry': 'Main Course',
  'dark-chocolate-tart': 'Dessert',
  'lemon-panna-cotta': 'Dessert',
  'fresh-mint-lemonade': 'Beverages',
  'cold-brew-coffee': 'Beverages',
  'mango-lassi': 'Beverages',
};

/** Courses in seed order with their category; a course's rank within its category picks its variant. */
const courses = [
  ['design-mastery', 'Design'],
  ['ethical-hacking', 'Security'],
  ['python-for-everyone', 'Development'],
  ['react-hooks-in-depth', 'Development'],
  ['figma-for-beginners', 'Design'],
  ['sql-for-analysts', 'Data'],
  ['freelance-bootcamp', 'Business'],
  ['content-marketing-basics', 'Marketing'],
  ['data-visualisation', 'Data'],
  ['cloud-security-essentials', 'Security'],
  ['typescript-fundamentals', 'Development'],
  ['leading-small-teams', 'Business'],
];
const rank = (index) => courses.slice(0, index).filter(([, c]) => c === courses[index][1]).length;
const scene = (name) => ({ name, svg: () => sceneSvg(name) });

export const sets = [
  {
    name: 'products',
    ratio: [1, 1],
    drawWidth: 480,
    widths: [160, 320, 640],
    items: Object.entries(products).map(([name, category]) => ({ name, svg: () => productSvg(name, category) })),
  },
  {
    name: 'dishes',
    ratio: [16, 9],
    drawWidth: 640,
    widths: [320, 640, 960],
    items: Object.entries(dishes).map(([name, type]) => ({ name, svg: () => dishSvg(name, type) })),
  },
  {
    name: 'courses',
    ratio: [16, 9],
    drawWidth: 640,
    widths: [160, 320, 640],
    items: courses.map(([name, category], i) => ({ name, svg: () => coverSvg(category, rank(i)) })),
  },
  {
    name: 'slides',
    ratio: [8, 3],
    drawWidth: 960,
    widths: [640, 960, 1440],
    items: [
      ...['autumn', 'workspace', 'outdoors', 'gifts', 'spring', 'travel'],
      ...['lagoon', 'summit', 'forest', 'dunes', 'glacier', 'palms', 'blossom', 'street'],
    ].map(scene),
  },
  { name: 'posts', ratio: [2, 1], drawWidth: 800, widths: [400, 800], items: [scene('post')] },
  { name: 'places', ratio: [16, 9], drawWidth: 640, widths: [320, 640], items: [scene('hotel')] },
  {
    // Sign-in, status and empty-state pictures, each as <name> (light theme) and <name>-dark.
    name: 'illustrations',
    ratio: [4, 3],
    drawWidth: 640,
    widths: [240, 480, 720, 960],
    items: illustrationNames.flatMap((name) => [
      { name, svg: () => illustrationSvg(name, 'light') },
      { name: `${name}-dark`, svg: () => illustrationSvg(name, 'dark') },
    ]),
  },
  // Objects on a transparent ground, for cards that have their own colour (the eCommerce promotion,
  // the academy's certificate banner).
  {
    name: 'cutouts',
    ratio: [4, 3],
    drawWidth: 400,
    widths: [200, 400],
    items: [
      { name: 'laptop', svg: () => cutoutSvg('laptop-pro-14', [16, 52, 456, 342]) },
      { name: 'certificate', svg: certificateSvg },
    ],
  },
  // The profile's cover, the search banners' cover and the course catalogue's, by day and (-dark) by night.
  {
    name: 'banners',
    ratio: [5, 1],
    drawWidth: 1200,
    widths: [600, 1200, 1800],
    items: [...bannerItems, ...searchCoverItems, ...exploreCoverItems],
  },
  // The landing page's picture of the product, light and (-dark) dark: a phone's column up to a wide
  // screen's 64rem column at twice its density.
  { name: 'previews', ratio: [8, 5], drawWidth: 1280, widths: [480, 720, 1024, 1440, 2048], items: previewItems },
  // The job board's company logos, shown at 40 and 64 px (twice that on dense screens).
  { name: 'logos', ratio: [1, 1], drawWidth: 128, widths: [64, 128], items: logoItems },
];
