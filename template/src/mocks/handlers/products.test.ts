import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products as seeds } from '../data/products';
import { resetDb } from '../db';
import { api, rolesReady } from '../http';
import { issueTokens } from '../sessions';
import { handlers } from './products';

let token = '';

// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function call(method: string, path: string, body?: unknown, auth = true, language?: string) {
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(auth ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const input = {
  name: 'Oak Desk',
  image: '',
  category: 'Furniture',
  price: 420,
  discount: 5,
  weight: 18,
  collection: 'Home office',
  quantity: 4,
  description: 'Solid oak.',
  socials: { shopify: 'oak-desk', facebook: 'oakdesk', instagram: '@oakdesk' },
  currency: 'USD',
  sku: 'SKU-900',
  tags: 'desk',
};

describe('products handlers', () => {
  it('lists fifteen products, one catalogue number twice, every uid unique', async () => {
    const { status, body } = await call('GET', 'products');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(15);
    const ids = body.products.map((p: { id: number }) => p.id);
    expect(ids.filter((id: number) => id === 5)).toHaveLength(2);
    expect(new Set(body.products.map((p: { uid: string }) => p.uid)).size).toBe(15);
  });

  it('refuses requests without a bearer token', async () => {
    expect((await call('GET', 'products', undefined, false)).status).toBe(401);
    expect((await call('POST', 'product/add', input, false)).status).toBe(401);
  });

  it('deletes exactly one of two products sharing a number, by uid, and returns the rest', async () => {
    const [monitor, headphones] = seeds.filter((p) => p.id === 5);
    const ambiguous = await call('GET', 'product/delete?productId=5');
    expect(ambiguous.status).toBe(409);
    const { status, body } = await call('GET', `product/delete?productId=5&uid=${headphones!.uid}`);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(14);
    expect(body.products.find((p: { uid: string }) => p.uid === monitor!.uid)).toBeDefined();
    expect(body.products.find((p: { uid: string }) => p.uid === headphones!.uid)).toBeUndefined();
    // Now unique, the number alone is enough.
    expect((await call('GET', 'product/delete?productId=5')).body.products).toHaveLength(13);
  });

  it('answers 400 for a malformed delete and 404 for an unknown product', async () => {
    const bad = await call('GET', 'product/delete?productId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/productId must be a number/);
    expect((await call('GET', 'product/delete?productId=999')).status).toBe(404);
    expect((await call('GET', 'product/delete?productId=1&uid=prd-002')).status).toBe(404);
    const missing = await call('GET', 'products/prd-999');
    expect(missing).toEqual({ status: 404, body: { message: 'Product prd-999 not found' } });
  });

  it('adds a product with the next catalogue number and keeps it', async () => {
    const { status, body } = await call('POST', 'product/add', input);
    expect(status).toBe(201);
    expect(body.product).toMatchObject({ id: 15, name: 'Oak Desk', rating: 0 });
    const again = await call('GET', `products/${body.product.uid}`);
    expect(again.body.product.name).toBe('Oak Desk');
  });

  it('answers 400 with field messages for a bad product', async () => {
    const { status, body } = await call('POST', 'product/add', { ...input, name: ' ', price: -1, category: 'Toys' });
    expect(status).toBe(400);
    expect(body.errors.name).toEqual(['Name is required']);
    expect(body.errors.price).toEqual(['Price must not be negative']);
    expect(body.errors.category[0]).toMatch(/Category must be one of/);
    expect((await call('POST', 'product/add', { ...input, extra: 1 })).status).toBe(400);
  });

  it('updates some fields of a product and 404s an unknown one', async () => {
    const { status, body } = await call('PUT', 'products/prd-009', { price: 250, sku: 'SKU-1' });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ uid: 'prd-009', price: 250, sku: 'SKU-1', name: 'Adjustable Table' });
    expect((await call('PUT', 'products/prd-009', {})).status).toBe(400);
    expect((await call('PUT', 'products/prd-009', { quantity: 1.5 })).status).toBe(400);
    expect((await call('PUT', 'products/nope', { price: 1 })).status).toBe(404);
  });

  it("answers the seed prose in the reader's language, English without one; names stay as published", async () => {
    const read = async (language?: string) =>
      (await call('GET', 'products/prd-010', undefined, true, language)).body.product;
    const [en, fr, ar] = [await read(), await read('fr'), await read('ar')];
    expect(en.description).toBe('Ergonomic Chair built to last, tested by our team and loved by customers.');
    expect(fr.description).toBe(
      'Ergonomic Chair : un produit conçu pour durer, testé par notre équipe et apprécié de nos clients.',
    );
    expect(ar.description).toBe('Ergonomic Chair: منتج صُنع ليدوم، جرّبه فريقنا وأحبّه عملاؤنا.');
    expect(fr.details).toEqual([
      'Ergonomic Chair : un meuble du catalogue Tessera.',
      'Expédié sous deux jours ouvrés.',
      'Garantie de deux ans, retours gratuits sous 30 jours.',
    ]);
    expect(ar.details[0]).toBe('Ergonomic Chair: قطعة أثاث من كتالوج Tessera.');
    expect([fr.name, ar.name]).toEqual([en.name, en.name]);
    const list = (await call('GET', 'products', undefined, true, 'ar')).body.products;
    expect(list.every((p: { description: string }) => /\p{Script=Arabic}/u.test(p.description))).toBe(true);
  });

  it('keeps a description a user typed in every language; one saved back unchanged stays the seed text', async () => {
    const save = (description: string, language: string) =>
      call('PUT', 'products/prd-010', { description }, true, language);
    const french = (await call('GET', 'products/prd-010', undefined, true, 'fr')).body.product.description;
    // A French form saved with the description untouched: English readers still read English.
    expect((await save(french, 'fr')).body.product.description).toBe(french);
    expect((await call('GET', 'products/prd-010')).body.product.description).toMatch(/^Ergonomic Chair built to last/);
    expect((await save('Chaise de bureau réglable en hauteur.', 'fr')).status).toBe(200);
    for (const language of [undefined, 'fr', 'ar'])
      expect((await call('GET', 'products/prd-010', undefined, true, language)).body.product.description).toBe(
        'Chaise de bureau réglable en hauteur.',
      );
  });
});
