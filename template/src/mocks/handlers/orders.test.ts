import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { api } from '../http';
import { issueTokens } from '../sessions';
import { handlers } from './orders';

let token = '';

beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function call(method: string, path: string, auth = true): Promise<Response> {
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers: auth ? { Authorization: `Bearer ${token}` } : {},
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  return response;
}

describe('orders handlers', () => {
  it('lists the thirty seeded orders with the spec distribution', async () => {
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
    const { subtotal, tax, shipping, total } = detail.totals;
    expect(Math.round((subtotal + tax + shipping) * 100) / 100).toBe(total);
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
});
