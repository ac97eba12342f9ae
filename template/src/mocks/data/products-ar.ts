/** The catalogue's prose in Arabic, by product uid (mocks/data/products.ts holds the English). */
import type { Product } from '@/features/products/types';
import { products, type ProductLanguage } from './products';

/** What a product of each category is, as it reads after its name. */
const kinds: Record<Product['category'], string> = {
  Electronics: 'جهاز إلكتروني',
  Accessories: 'إكسسوار',
  Furniture: 'قطعة أثاث',
  Clothing: 'قطعة ملابس',
};

export const productsAr: ProductLanguage = Object.fromEntries(
  products.map(({ uid, name, category }) => [
    uid,
    {
      description: `${name}: منتج صُنع ليدوم، جرّبه فريقنا وأحبّه عملاؤنا.`,
      details: [
        `${name}: ${kinds[category]} من كتالوج Tessera.`,
        'يُشحن خلال يومَي عمل.',
        'ضمان لمدة سنتين، وإرجاع مجاني خلال 30 يومًا.',
      ],
    },
  ]),
);
