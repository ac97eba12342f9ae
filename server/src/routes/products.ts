/** The product catalogue, as the demo backend serves it (mocks/handlers/products.ts). */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import { productDeleteQuerySchema, productInputSchema, type Product } from '@/features/products/types';
import type { Db } from '../db';
import { ApiError, bodyOf, notFound, queryOf, type Allow, type Env } from '../http';

export function productRoutes(db: Db, allow: Allow) {
  const list = () =>
    db
      .all<{ data: string }>('SELECT data FROM products ORDER BY product_id, uid')
      .map((r) => JSON.parse(r.data) as Product);
  const find = (uid: string) => {
    const row = db.get<{ data: string }>('SELECT data FROM products WHERE uid = ?', uid);
    return row && (JSON.parse(row.data) as Product);
  };
  const app = new Hono<Env>();

  app.get('/products', allow('read', 'Product'), (c) => c.json({ products: list() }));

  app.get('/products/:uid', allow('read', 'Product'), (c) => {
    const product = find(c.req.param('uid'));
    if (!product) throw notFound(`Product ${c.req.param('uid')}`);
    return c.json({ product });
  });

  app.get('/product/delete', allow('delete', 'Product'), (c) => {
    const query = queryOf(c, productDeleteQuerySchema);
    const matches = list().filter((p) => p.id === query.productId && (!query.uid || p.uid === query.uid));
    if (!matches.length) throw notFound(`Product ${query.productId}`);
    if (matches.length > 1) {
      throw new ApiError(
        409,
        `Product id ${query.productId} is shared by ${matches.length} products: pass uid to choose one`,
      );
    }
    db.run('DELETE FROM products WHERE uid = ?', matches[0]!.uid);
    return c.json({ products: list() });
  });

  app.post('/product/add', allow('create', 'Product'), async (c) => {
    const body = await bodyOf(c, productInputSchema);
    const product = db.transaction(() => {
      const { next } = db.get<{ next: number }>('SELECT COALESCE(MAX(product_id), 0) + 1 AS next FROM products')!;
      const created: Product = {
        ...body,
        uid: randomUUID(),
        id: next,
        rating: 0,
        totalRating: 0,
        totalReview: 0,
        details: body.description ? [body.description] : [],
      };
      db.run(
        'INSERT INTO products (uid, product_id, data) VALUES (?, ?, ?)',
        created.uid,
        next,
        JSON.stringify(created),
      );
      return created;
    });
    return c.json({ product }, 201);
  });

  app.put('/products/:uid', allow('update', 'Product'), async (c) => {
    const stored = find(c.req.param('uid'));
    if (!stored) throw notFound(`Product ${c.req.param('uid')}`);
    const body = await bodyOf(c, z.partial(productInputSchema));
    if (Object.keys(body).length === 0) throw new ApiError(400, 'Send at least one field to update');
    const product = { ...stored, ...body };
    db.run('UPDATE products SET data = ? WHERE uid = ?', JSON.stringify(product), stored.uid);
    return c.json({ product });
  });

  return app;
}
