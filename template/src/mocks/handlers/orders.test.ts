import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { api, rolesReady } from '../http';
import { issueTokens } from '../sessions';
import { handlers } from './orders';

let token = '';

// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function call(method: string, path: string, auth = true, body?: unknown): Promise<Response> {
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers: auth ? { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } : {},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  return response;
}

describe('orders handlers', () => {
  it('lists the thirty seeded orders with their status distribution', async () => {
    const response = await call('GET', 'orders');
    expect(response.status).toBe(200);
    const list = (await response.json()) as { orderId: number; paymentMethod: string; deliveryStatus: string }[];
    expect(list).toHaveLength(30);
    expect(list[0]?.orderId).toBe(1001);
    const tally = (key: 'paymentMethod' | 'deliveryStatus') =>
      list.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o[key]]: (acc[o[key]] ?? 0) + 1 }), {});
    expect(tally('paymentMethod')).toEqual({ 'Credit Card': 11, 'Debit Card': 9, PayPal: 10 });
    expect(tally('deliveryStatus')).toEqual({
      Delivered: 7,
      'Out for Delivery': 6,
      Shipped: 6,
      Pending: 5,
      Processing: 5,
      Cancelled: 1,
    });
  });

  it('refuses a request without a bearer token', async () => {
    const response = await call('GET', 'orders', false);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Missing bearer token' });
  });

  it('returns an order detail whose totals add up to the order amount', async () => {
    const response = await call('GET', 'orders/1009');
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail.order).toMatchObject({ orderId: 1009, customer: 'Mia Hernandez', amount: 549 });
    const { subtotal, discount, tax, shipping, total } = detail.totals;
    expect(Math.round((subtotal - discount + tax + shipping) * 100) / 100).toBe(total);
    // The product and its accessories add up to the subtotal.
    expect(detail.items.length).toBeGreaterThan(1);
    const lines = detail.items.reduce((sum: number, item: { total: number }) => sum + item.total, 0);
    expect(Math.round(lines * 100) / 100).toBe(subtotal);
    expect(detail.timeline.map((s: { done: boolean }) => s.done)).toEqual([true, true, true, true, false]);
    expect(detail.customer.email).toBe('mia.hernandez@example.com');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await call('GET', 'orders/abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/Invalid order id/);
    const fractional = await call('DELETE', 'orders/10.5');
    expect(fractional.status).toBe(400);
    const missing = await call('GET', 'orders/9999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Order #9999 not found' });
  });

  it('deletes an order once and keeps it deleted', async () => {
    const first = await call('DELETE', 'orders/1004');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ orderId: 1004 });
    // A repeat (a client retrying after a late answer) gets the same answer, and deletes nothing more.
    const again = await call('DELETE', 'orders/1004');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ orderId: 1004 });
    const list = (await (await call('GET', 'orders')).json()) as { orderId: number }[];
    expect(list).toHaveLength(29);
    expect(list.some((o) => o.orderId === 1004)).toBe(false);
    expect((await call('GET', 'orders/1004')).status).toBe(404);
  });

  it('takes a discount off some orders, and every order still adds up to its amount', async () => {
    const list = (await (await call('GET', 'orders')).json()) as { orderId: number; amount: number }[];
    let discounted = 0;
    for (const { orderId, amount } of list) {
      const { totals, items } = await (await call('GET', `orders/${orderId}`)).json();
      if (totals.discount > 0) discounted += 1;
      expect(totals.tax, `tax of #${orderId}`).toBeGreaterThan(0);
      expect(Math.round((totals.subtotal - totals.discount + totals.tax + totals.shipping) * 100) / 100).toBe(amount);
      for (const item of items) expect(item.unitPrice).toBeGreaterThan(0);
    }
    expect(discounted).toBe(15);
  });

  it('edits delivery status, date and payment method, and validates the change', async () => {
    const change = { deliveryStatus: 'Delivered', deliveryDate: '2023-07-30', paymentMethod: 'PayPal' };
    const edited = await call('PATCH', 'orders/1009', true, change);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ orderId: 1009, ...change, customer: 'Mia Hernandez' });
    const list = (await (await call('GET', 'orders')).json()) as { orderId: number; deliveryStatus: string }[];
    expect(list.find((o) => o.orderId === 1009)?.deliveryStatus).toBe('Delivered');

    const early = await call('PATCH', 'orders/1009', true, { ...change, deliveryDate: '2023-07-01' });
    expect(early.status).toBe(400);
    expect((await early.json()).errors).toEqual({ deliveryDate: ['must not be before the order date'] });
    const bad = await call('PATCH', 'orders/1009', true, { ...change, deliveryStatus: 'Lost', amount: 1 });
    expect(bad.status).toBe(400);
    expect((await call('PATCH', 'orders/9999', true, change)).status).toBe(404);
    expect((await call('PATCH', 'orders/1009', false, change)).status).toBe(401);
  });
});
