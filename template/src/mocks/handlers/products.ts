/**
 * Demo backend for the product catalogue. Each call needs its right on Product (GET read, POST
 * create, PUT update, the delete call delete), else 403 `{ message }` (requireAbility in ../http.ts).
 *   GET  /products                          -> { products }
 *   GET  /products/:uid                     -> { product }
 *   GET  /product/delete?productId=&uid=    -> { products } (what remains)
 *   POST /product/add                       -> 201 { product } (catalogue number = highest + 1)
 *   PUT  /products/:uid                     -> { product } (any subset of the editable fields)
 * Catalogue numbers may repeat, so the delete takes the record's `uid` too; without it, a number
 * shared by several products is refused (409) rather than deleting more than the caller meant.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { productCategories, productCurrencies, type Product } from '@/features/products/types';
import { products } from '../data/products';
import { collection } from '../db';
import { api, badRequest, jsonError, notFound, parseBody, parseQuery, requireAbility, requiredField } from '../http';

type StoredProduct = Omit<Product, 'uid' | 'id'> & { id: string; productId: number };

const productsTable = collection<StoredProduct>('products', () =>
  products.map(({ uid, id, ...rest }) => ({ ...rest, id: uid, productId: id })),
);

const toProduct = ({ id, productId, ...rest }: StoredProduct): Product => ({ ...rest, uid: id, id: productId });
const list = () => productsTable.all().map(toProduct);

const amount = (field: string) =>
  z.number({ error: `${field} must be a number` }).check(z.nonnegative(`${field} must not be negative`));

const inputSchema = z.strictObject({
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

const deleteQuery = z.strictObject({
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .check(z.int('productId must be a whole number'), z.positive('productId must be positive')),
  uid: z.optional(z.string().check(z.minLength(1))),
});

export const handlers = [
  http.get(api('products'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Product');
    if (user instanceof Response) return user;
    return HttpResponse.json({ products: list() });
  }),

  http.get(api('products/:uid'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Product');
    if (user instanceof Response) return user;
    const stored = productsTable.find(String(params.uid));
    return stored ? HttpResponse.json({ product: toProduct(stored) }) : notFound(`Product ${String(params.uid)}`);
  }),

  http.get(api('product/delete'), ({ request }) => {
    const user = requireAbility(request, 'delete', 'Product');
    if (user instanceof Response) return user;
    const query = parseQuery(deleteQuery, request.url);
    if (query instanceof Response) return query;
    const matches = productsTable.all().filter((p) => p.productId === query.productId);
    const target = query.uid ? matches.find((p) => p.id === query.uid) : matches[0];
    if (!target)
      return notFound(query.uid ? `Product ${query.uid} with id ${query.productId}` : `Product ${query.productId}`);
    if (!query.uid && matches.length > 1) {
      return jsonError(
        409,
        `Product id ${query.productId} is shared by ${matches.length} products: pass uid to choose one`,
      );
    }
    productsTable.remove(target.id);
    return HttpResponse.json({ products: list() });
  }),

  http.post(api('product/add'), async ({ request }) => {
    const user = requireAbility(request, 'create', 'Product');
    if (user instanceof Response) return user;
    const body = await parseBody(inputSchema, request);
    if (body instanceof Response) return body;
    const all = productsTable.all();
    const productId = all.reduce((max, p) => Math.max(max, p.productId), 0) + 1;
    const stored = productsTable.insert({
      ...body,
      id: `prd-${Date.now().toString(36)}-${productId}`,
      productId,
      rating: 0,
      totalRating: 0,
      totalReview: 0,
      details: body.description ? [body.description] : [],
    });
    return HttpResponse.json({ product: toProduct(stored) }, { status: 201 });
  }),

  http.put(api('products/:uid'), async ({ request, params }) => {
    const user = requireAbility(request, 'update', 'Product');
    if (user instanceof Response) return user;
    const uid = String(params.uid);
    if (!productsTable.find(uid)) return notFound(`Product ${uid}`);
    const body = await parseBody(z.partial(inputSchema), request);
    if (body instanceof Response) return body;
    if (Object.keys(body).length === 0) return badRequest('Send at least one field to update');
    const updated = productsTable.update(uid, body);
    return updated ? HttpResponse.json({ product: toProduct(updated) }) : notFound(`Product ${uid}`);
  }),
];
