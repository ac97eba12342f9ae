/** Product shapes (a catalogue product with its rating, price, discount and the edit form's facts). */
import { z } from 'zod/mini';

export const productCategories = ['Furniture', 'Electronics', 'Clothing', 'Accessories'] as const;
export const productCurrencies = ['BTC', 'CNY', 'USD', 'EUR', 'GBP', 'JPY', 'KRW', 'RUB'] as const;

export const productSchema = z.object({
  /**
   * Unique, stable key of the record. The catalogue number `id` may repeat (the demo data has one
   * duplicate, as imported catalogues often do), so rows, selection and deletes go by `uid`.
   */
  uid: z.string(),
  id: z.number(),
  image: z.string(),
  name: z.string(),
  category: z.enum(productCategories),
  rating: z.number(),
  totalRating: z.number(),
  totalReview: z.number(),
  price: z.number(),
  /** Percent off the price. */
  discount: z.number(),
  details: z.array(z.string()),
  weight: z.number(),
  collection: z.string(),
  quantity: z.number(),
  description: z.string(),
  socials: z.object({ shopify: z.string(), facebook: z.string(), instagram: z.string() }),
  currency: z.enum(productCurrencies),
  sku: z.string(),
  tags: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductCategory = Product['category'];
export type ProductCurrency = Product['currency'];

/** What the add and edit forms send: everything but the server-owned key, number and ratings. */
export type ProductInput = Omit<Product, 'uid' | 'id' | 'rating' | 'totalRating' | 'totalReview' | 'details'>;

/** GET /products and GET /product/delete answer `{ products }`, the whole list. */
export const productListSchema = z.object({ products: z.array(productSchema) });

/** GET /products/:uid, POST /product/add and PUT /products/:uid answer `{ product }`. */
export const productAnswerSchema = z.object({ product: productSchema });
