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
import { z } from 'zod/mini';
import { deliveryStatuses, paymentMethods } from '@/features/orders/types';
import { collection } from '../db';
import {
  addressBook,
  carrierPromiseDays,
  fulfilment,
  orderAccessories,
  orders,
  type FulfilmentSeed,
  type OrderSeed,
} from '../data/orders';
import { api, badRequest, notFound, parseBody, requireAbility } from '../http';

export type StoredOrder = OrderSeed & { id: number };
export type StoredFulfilment = FulfilmentSeed & { id: number };

/** Shared with the operations dashboard, which derives its numbers from the same rows. */
export const ordersTable = collection<StoredOrder>('orders', () => orders.map((o) => ({ id: o.orderId, ...o })));
/** Ids of deleted orders, so that a repeated DELETE answers like the first one. */
export const deletedOrdersTable = collection<{ id: number }>('orders-deleted', () => []);
export const fulfilmentTable = collection<StoredFulfilment>('order-fulfilment', () =>
  fulfilment.map((f) => ({ id: f.orderId, ...f })),
);

const orderIdParam = z.coerce
  .number({ error: 'Order id must be a number' })
  .check(z.int('Order id must be a whole number'), z.positive('Order id must be positive'));

function parseOrderId(raw: unknown): number | Response {
  const result = orderIdParam.safeParse(raw);
  return result.success
    ? result.data
    : badRequest(`Invalid order id: ${result.error.issues[0]?.message ?? 'bad value'}`);
}

/** What the order list's Edit dialog may change: where the parcel is, when it arrives, how it was paid. */
const orderPatch = z.strictObject({
  deliveryStatus: z.enum(deliveryStatuses, { error: `must be one of ${deliveryStatuses.join(', ')}` }),
  deliveryDate: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }),
  paymentMethod: z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }),
});

const toOrder = ({ id: _id, ...order }: StoredOrder): OrderSeed => order;

const round2 = (n: number) => Math.round(n * 100) / 100;
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Tax rate applied to the demo orders' subtotals. */
export const orderTaxRate = 0.08;

/** Builds the overview of one order; every figure follows from the stored order and its fulfilment. */
export function orderDetail(order: StoredOrder, facts: StoredFulfilment | undefined) {
  const n = order.orderId;
  const place = addressBook.cities[n % addressBook.cities.length]!;
  const street = addressBook.streets[n % addressBook.streets.length]!;
  const address = {
    line1: `${100 + ((n * 37) % 800)} ${street}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: addressBook.country,
  };
  const billingSame = n % 3 !== 0;
  const billing = billingSame ? address : { ...address, line1: `PO Box ${2000 + (n % 500)}` };

  // The stored amount is the order total: shipping is free from $199, tax is included, and every
  // other order got a 5% loyalty discount. The lines (the product plus accessories) add up to the
  // subtotal; tax takes the last cent of rounding so the total is always the stored amount.
  const shipping = order.amount >= 199 ? 0 : 9.99;
  const net = (order.amount - shipping) / (1 + orderTaxRate);
  const discountRate = n % 2 === 0 ? 0.05 : 0;
  const quantity = facts?.quantity ?? 1;
  const extraCount = net > 300 ? 3 : net > 150 ? 2 : net > 60 ? 1 : 0;
  const extras = Array.from({ length: extraCount }, (_, i) => {
    const [name, price] = orderAccessories[(n + i * 2) % orderAccessories.length]!;
    return { sku: `A-${n}-${i + 1}`, productName: name, quantity: 1, unitPrice: price, total: price };
  });
  const mainTotal = net / (1 - discountRate) - extras.reduce((sum, item) => sum + item.total, 0);
  const unitPrice = round2(mainTotal / quantity);
  const items = [
    { sku: `P-${n}`, productName: order.productName, quantity, unitPrice, total: round2(unitPrice * quantity) },
    ...extras,
  ];
  const subtotal = round2(items.reduce((sum, item) => sum + item.total, 0));
  const discount = round2(subtotal * discountRate);
  const tax = round2(order.amount - shipping - subtotal + discount);

  const carrier = facts?.carrier ?? 'SpeedyShip';
  const statusIndex = deliveryStatuses.indexOf(order.deliveryStatus);
  const reached = (step: number) => order.deliveryStatus !== 'Cancelled' && statusIndex >= step;
  const span = Math.max(1, Math.round((Date.parse(order.deliveryDate) - Date.parse(order.orderDate)) / 86_400_000));
  const stepDate = (fraction: number) => addDays(order.orderDate, Math.round(span * fraction));

  return {
    order: toOrder(order),
    customer: {
      name: order.customer,
      email: `${slug(order.customer)}@example.com`,
      phone: `+1 555 01${String(n % 100).padStart(2, '0')}`,
    },
    shippingAddress: address,
    billingAddress: billing,
    logistics: {
      carrier,
      warehouse: facts?.warehouse ?? null,
      trackingNumber: `${carrier.replace(/[^A-Z]/g, '')}${String(n * 7919).padStart(9, '0')}`,
      promisedDays: carrierPromiseDays[carrier],
    },
    items,
    totals: { subtotal, discount, taxRate: orderTaxRate, tax, shipping, total: order.amount },
    payment: {
      method: order.paymentMethod,
      transactionId: `TX${n}${String((n * 104729) % 1_000_000).padStart(6, '0')}`,
      cardLast4: order.paymentMethod === 'PayPal' ? null : String((n * 7) % 10_000).padStart(4, '0'),
      holder: order.customer,
    },
    timeline: [
      { step: 'placed', date: order.orderDate, done: true },
      { step: 'packed', date: reached(1) ? stepDate(0.2) : null, done: reached(1) },
      { step: 'shipped', date: reached(2) ? stepDate(0.4) : null, done: reached(2) },
      { step: 'out-for-delivery', date: reached(3) ? stepDate(0.9) : null, done: reached(3) },
      { step: 'delivered', date: order.deliveryDate, done: reached(4) },
    ],
  };
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
