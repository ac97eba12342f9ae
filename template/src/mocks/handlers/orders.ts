/**
 * Demo backend for general orders (`GET /orders`), plus the order detail the overview
 * screen shows and a delete that persists in the browser store. Each call needs its right on Order
 * (GET read, PATCH update, DELETE delete), else 403 `{ message }` (requireAbility in ../http.ts).
 *   GET    /orders      -> Order[]
 *   GET    /orders/:id  -> OrderDetail (order joined with customer, logistics, totals, timeline)
 *   PATCH  /orders/:id  -> Order (delivery status, delivery date, payment method; 404 for an unknown id)
 *   DELETE /orders/:id  -> { orderId } (again for an order already deleted; 404 for one that never was)
 */
import { http, HttpResponse } from 'msw';
import { orderIdParamSchema as orderIdParam, orderPatchInputSchema as orderPatch } from '@/features/orders/types';
import { collection } from '../db';
import { fulfilment, orders } from '../data/orders';
import { api, badRequest, notFound, parseBody, requireAbility } from '../http';
import { orderDetail, toOrder, type StoredFulfilment, type StoredOrder } from '../order-detail';

export type { StoredFulfilment, StoredOrder } from '../order-detail';

/** Shared with the operations dashboard, which derives its numbers from the same rows. */
export const ordersTable = collection<StoredOrder>('orders', () => orders.map((o) => ({ id: o.orderId, ...o })));
/** Ids of deleted orders, so that a repeated DELETE answers like the first one. */
export const deletedOrdersTable = collection<{ id: number }>('orders-deleted', () => []);
export const fulfilmentTable = collection<StoredFulfilment>('order-fulfilment', () =>
  fulfilment.map((f) => ({ id: f.orderId, ...f })),
);

function parseOrderId(raw: unknown): number | Response {
  const result = orderIdParam.safeParse(raw);
  return result.success
    ? result.data
    : badRequest(`Invalid order id: ${result.error.issues[0]?.message ?? 'bad value'}`);
}

export const handlers = [
  http.get(api('orders'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Order');
    if (user instanceof Response) return user;
    return HttpResponse.json(ordersTable.all().map(toOrder));
  }),

  http.get(api('orders/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Order');
    if (user instanceof Response) return user;
    const id = parseOrderId(params.id);
    if (id instanceof Response) return id;
    const order = ordersTable.find(id);
    if (!order) return notFound(`Order #${id}`);
    return HttpResponse.json(orderDetail(order, fulfilmentTable.find(id)));
  }),

  http.patch(api('orders/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'update', 'Order');
    if (user instanceof Response) return user;
    const id = parseOrderId(params.id);
    if (id instanceof Response) return id;
    const order = ordersTable.find(id);
    if (!order) return notFound(`Order #${id}`);
    const patch = await parseBody(orderPatch, request);
    if (patch instanceof Response) return patch;
    if (patch.deliveryDate < order.orderDate) {
      return badRequest('Invalid body: deliveryDate: must not be before the order date', {
        deliveryDate: ['must not be before the order date'],
      });
    }
    return HttpResponse.json(toOrder(ordersTable.update(id, patch)!));
  }),

  http.delete(api('orders/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'delete', 'Order');
    if (user instanceof Response) return user;
    const id = parseOrderId(params.id);
    if (id instanceof Response) return id;
    if (ordersTable.remove(id)) {
      deletedOrdersTable.insert({ id });
      return HttpResponse.json({ orderId: id });
    }
    // Deleting twice (a retry after an answer that came too late) is not an error: it is gone.
    if (deletedOrdersTable.find(id)) return HttpResponse.json({ orderId: id });
    return notFound(`Order #${id}`);
  }),
];
