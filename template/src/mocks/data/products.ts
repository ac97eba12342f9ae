/**
 * Seed catalogue: fifteen products. Catalogue number 5 appears twice (a monitor and headphones), as
 * in many imported catalogues; each record also has a unique `uid`, which the API keys on.
 */
import type { Product } from '@/features/products/types';
import { pictureName, pictureUrl } from '@/lib/picture-sets';

/**
 * One language's prose of the catalogue by product uid (products-fr.ts, products-ar.ts): the
 * description and the detail lines. Product names stay as published.
 */
export type ProductLanguage = Record<string, Pick<Product, 'description' | 'details'>>;

type Seed = [id: number, name: string, category: Product['category'], price: number, discount: number, rating: number];

const rows: Seed[] = [
  [1, 'iPhone 14', 'Electronics', 432, 10, 4],
  [2, 'Nick Camera', 'Electronics', 99, 15, 5],
  [3, 'Laptop Pro 14', 'Electronics', 1299, 5, 4],
  [4, 'SmartWatch S2', 'Accessories', 249, 20, 3],
  [5, 'Monitor 27"', 'Electronics', 329, 12, 4],
  [5, 'Beat Headphone', 'Accessories', 199, 25, 5],
  [6, 'Laser Printer', 'Electronics', 149, 8, 3],
  [7, 'Grinder 25 W', 'Accessories', 59, 30, 4],
  [8, 'Adjustable Table', 'Furniture', 200, 10, 4],
  [9, 'Ergonomic Chair', 'Furniture', 349, 18, 5],
  [10, 'Linen Shirt', 'Clothing', 45, 35, 4],
  [11, 'Denim Jacket', 'Clothing', 89, 22, 3],
  [12, 'Leather Wallet', 'Accessories', 39, 15, 4],
  [13, 'Standing Lamp', 'Furniture', 119, 10, 2],
  [14, 'Running Shoes', 'Clothing', 129, 40, 5],
];

export const products: Product[] = rows.map(([id, name, category, price, discount, rating], index) => ({
  uid: `prd-${String(index + 1).padStart(3, '0')}`,
  id,
  image: pictureUrl('products', pictureName(name)),
  name,
  category,
  rating,
  totalRating: 20 + ((index * 37) % 180),
  totalReview: 5 + ((index * 13) % 60),
  price,
  discount,
  details: [
    `${name}: ${category.toLowerCase()} from the Tessera catalogue.`,
    'Ships within two working days.',
    'Two-year warranty, free returns within 30 days.',
  ],
  weight: Math.round((0.3 + ((index * 7) % 20)) * 10) / 10,
  collection: category,
  quantity: 10 + ((index * 11) % 90),
  description: `${name} built to last, tested by our team and loved by customers.`,
  socials: {
    shopify: pictureName(name),
    facebook: `tessera.${pictureName(name)}`,
    instagram: `@tessera_${pictureName(name).replace(/-/g, '_')}`,
  },
  currency: 'USD',
  sku: `SKU-${String(100 + index)}`,
  tags: `${category.toLowerCase()}, new`,
}));
