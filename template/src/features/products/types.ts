/** Product shapes (a catalogue product with its rating, price, discount and the edit form's facts). */
import { z } from 'zod/mini';
import { requiredField } from '@/lib/server-rules';

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

const amount = (field: string) =>
  z.number({ error: `${field} must be a number` }).check(z.nonnegative(`${field} must not be negative`));

/** What POST /product/add accepts (PUT /products/:uid: any subset), with the server's field messages. */
export const productInputSchema = z.strictObject({
  name: requiredField('Name', 120),
  image: z.string().check(
    z.maxLength(300_000, 'Image is too large (at most about 200 KB)'),
    z.refine((v) => v === '' || /^data:image\/(png|jpeg|webp|gif|bmp);base64,/.test(v) || v.startsWith('/'), {
      error: 'Image must be a PNG, JPEG, WebP, GIF or BMP picture',
    }),
  ),
  category: z.enum(productCategories, { error: `Category must be one of ${productCategories.join(', ')}` }),
  price: amount('Price'),
  discount: amount('Discount').check(z.lte(100, 'Discount must be at most 100 percent')),
  weight: amount('Weight'),
  collection: requiredField('Collection', 80),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .check(z.int('Quantity must be a whole number'), z.nonnegative()),
  description: z.string().check(z.maxLength(2000, 'Description must be at most 2000 characters')),
  socials: z.strictObject({
    shopify: requiredField('Shopify handle', 80),
    facebook: requiredField('Facebook account', 80),
    instagram: requiredField('Instagram account', 80),
  }),
  currency: z.enum(productCurrencies, { error: `Currency must be one of ${productCurrencies.join(', ')}` }),
  sku: requiredField('SKU', 40),
  tags: z.string().check(z.maxLength(300, 'Tags must be at most 300 characters')),
});

/** GET /products and GET /product/delete answer `{ products }`, the whole list. */
export const productListSchema = z.object({ products: z.array(productSchema) });

/** GET /products/:uid, POST /product/add and PUT /products/:uid answer `{ product }`. */
export const productAnswerSchema = z.object({ product: productSchema });

/** GET /product/delete: the catalogue number, and the uid when the number is shared. */
export const productDeleteQuerySchema = z.strictObject({
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .check(z.int('productId must be a whole number'), z.positive('productId must be positive')),
  uid: z.optional(z.string().check(z.minLength(1))),
});
