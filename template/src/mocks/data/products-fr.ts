/** The catalogue's prose in French, by product uid (mocks/data/products.ts holds the English). */
import type { Product } from '@/features/products/types';
import { products, type ProductLanguage } from './products';

/** What a product of each category is, as it reads after its name. */
const kinds: Record<Product['category'], string> = {
  Electronics: 'un appareil électronique',
  Accessories: 'un accessoire',
  Furniture: 'un meuble',
  Clothing: 'un vêtement',
};

export const productsFr: ProductLanguage = Object.fromEntries(
  products.map(({ uid, name, category }) => [
    uid,
    {
      description: `${name} : un produit conçu pour durer, testé par notre équipe et apprécié de nos clients.`,
      details: [
        `${name} : ${kinds[category]} du catalogue Tessera.`,
        'Expédié sous deux jours ouvrés.',
        'Garantie de deux ans, retours gratuits sous 30 jours.',
      ],
    },
  ]),
);
