/** Orders, as the demo backend serves them (mocks/handlers/orders.ts): the overview is worked out alike. */
import { Hono } from 'hono';
import { orderIdParamSchema, orderPatchInputSchema } from '@/features/orders/types';
import { orderDetail, toOrder, type StoredFulfilment, type StoredOrder } from '@/mocks/order-detail';
import type { Db } from '../db';
import { ApiError, bodyOf, notFound, type Allow, type Env } from '../http';

function orderId(raw: string): number {
  const id = orderIdParamSchema.safeParse(raw);
  if (!id.success) throw new ApiError(400, `Invalid order id: ${id.error.issues[0]?.message ?? 'bad value'}`);
  return id.data;
}

export function orderRoutes(db: Db, allow: Allow) {
  const find = (id: number) => {
    const row = db.get<{ data: string }>('SELECT data FROM orders WHERE id = ?', id);
    return row && (JSON.parse(row.data) as StoredOrder);
  };
  const app = new Hono<Env>();

  app.get('/orders', allow('read', 'Order'), (c) =>
    c.json(db.all<{ data: string }>('SELECT data FROM orders ORDER BY id').map((r) => toOrder(JSON.parse(r.data)))),
  );

  app.get('/orders/:id', allow('read', 'Order'), (c) => {
    const id = orderId(c.req.param('id'));
    const order = find(id);
    if (!order) throw notFound(`Order #${id}`);
    const facts = db.get<{ data: string }>('SELECT data FROM order_fulfilment WHERE id = ?', id);
    return c.json(orderDetail(order, facts && (JSON.parse(facts.data) as StoredFulfilment)));
  });

  app.patch('/orders/:id', allow('update', 'Order'), async (c) => {
    const id = orderId(c.req.param('id'));
    const order = find(id);
    if (!order) throw notFound(`Order #${id}`);
    const patch = await bodyOf(c, orderPatchInputSchema);
    if (patch.deliveryDate < order.orderDate) {
      throw new ApiError(400, 'Invalid body: deliveryDate: must not be before the order date', {
        deliveryDate: ['must not be before the order date'],
      });
    }
    const updated = { ...order, ...patch };
    db.run('UPDATE orders SET data = ? WHERE id = ?', JSON.stringify(updated), id);
    return c.json(toOrder(updated));
  });

  app.delete('/orders/:id', allow('delete', 'Order'), (c) => {
    const id = orderId(c.req.param('id'));
    const gone = db.transaction(() => {
      if (!db.run('DELETE FROM orders WHERE id = ?', id).changes) return false;
      db.run('INSERT INTO deleted_orders (id) VALUES (?)', id);
      return true;
    });
    // Deleting twice (a retry after an answer that came too late) is not an error: it is gone.
    if (!gone && !db.get('SELECT id FROM deleted_orders WHERE id = ?', id)) throw notFound(`Order #${id}`);
    return c.json({ orderId: id });
  });

  return app;
}
