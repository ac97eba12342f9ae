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
 * Seed descriptions and detail lines come in the reader's language (Accept-Language,
 * mocks/locale.ts) until a user edits them; names stay as published.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { productDeleteQuerySchema, productInputSchema, type Product } from '@/features/products/types';
import type { Locale } from '@/config/theme';
import { products } from '../data/products';
import { productsAr } from '../data/products-ar';
import { productsFr } from '../data/products-fr';
import { collection } from '../db';
import { api, badRequest, jsonError, notFound, parseBody, parseQuery, requireAbility } from '../http';
import { localeOf, translatedSeed } from '../locale';

type StoredProduct = Omit<Product, 'uid' | 'id'> & { id: string; productId: number };

// Bump seedVersion when you change the seed of the products (data/products.ts). 2: product shots.
const productsTable = collection<StoredProduct>(
  'products',
  () => products.map(({ uid, id, ...rest }) => ({ ...rest, id: uid, productId: id })),
  { seedVersion: 2 },
);

const productTexts = { fr: productsFr, ar: productsAr };
const seedProse = new Map(products.map(({ uid, description, details }) => [uid, { description, details }]));

/** A stored product as the API answers it, its seed prose in `locale`. */
function toProduct({ id, productId, ...rest }: StoredProduct, locale: Locale): Product {
  return translatedSeed({ ...rest, uid: id, id: productId }, seedProse.get(id), id, locale, productTexts);
}
const list = (locale: Locale) => productsTable.all().map((p) => toProduct(p, locale));

export const handlers = [
  http.get(api('products'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Product');
    if (user instanceof Response) return user;
    return HttpResponse.json({ products: list(localeOf(request)) });
  }),

  http.get(api('products/:uid'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Product');
    if (user instanceof Response) return user;
    const stored = productsTable.find(String(params.uid));
    return stored
      ? HttpResponse.json({ product: toProduct(stored, localeOf(request)) })
      : notFound(`Product ${String(params.uid)}`);
  }),

  http.get(api('product/delete'), ({ request }) => {
    const user = requireAbility(request, 'delete', 'Product');
    if (user instanceof Response) return user;
    const query = parseQuery(productDeleteQuerySchema, request.url);
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
    return HttpResponse.json({ products: list(localeOf(request)) });
  }),

  http.post(api('product/add'), async ({ request }) => {
    const user = requireAbility(request, 'create', 'Product');
    if (user instanceof Response) return user;
    const body = await parseBody(productInputSchema, request);
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
    return HttpResponse.json({ product: toProduct(stored, localeOf(request)) }, { status: 201 });
  }),

  http.put(api('products/:uid'), async ({ request, params }) => {
    const user = requireAbility(request, 'update', 'Product');
    if (user instanceof Response) return user;
    const uid = String(params.uid);
    if (!productsTable.find(uid)) return notFound(`Product ${uid}`);
    const body = await parseBody(z.partial(productInputSchema), request);
    if (body instanceof Response) return body;
    if (Object.keys(body).length === 0) return badRequest('Send at least one field to update');
    const updated = productsTable.update(uid, body);
    return updated ? HttpResponse.json({ product: toProduct(updated, localeOf(request)) }) : notFound(`Product ${uid}`);
  }),
];
