import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationsSeed } from '../data/dashboards-operations';
import { resetDb } from '../db';
import { api, rolesReady } from '../http';
import { issueTokens } from '../sessions';
import { dayAt } from './dashboards';
import { handlers as analyticsHandlers } from './dashboards-analytics';
import { activitiesPage, handlers as crmHandlers } from './dashboards-crm';
import { ecommerceDashboard, handlers as ecommerceHandlers } from './dashboards-ecommerce';
import { computeOperations, handlers as operationsHandlers, shiftAt } from './dashboards-operations';
import { handlers as orderHandlers, fulfilmentTable, ordersTable } from './orders';
import { restaurantOrdersTable } from './restaurant-store';

const handlers = [...crmHandlers, ...ecommerceHandlers, ...analyticsHandlers, ...operationsHandlers];

let token = '';
// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function call(method: string, path: string, body?: unknown, auth = true): Promise<Response> {
  const headers: Record<string, string> = auth ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await getResponse([...handlers, ...orderHandlers], request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  return response;
}

const at = (hour: number) => new Date(2024, 5, 14, hour, 0, 0);
const operations = (hour = 10) =>
  computeOperations({
    orders: ordersTable.all(),
    fulfilment: fulfilmentTable.all(),
    restaurantOrders: restaurantOrdersTable.all(),
    facts: operationsSeed,
    now: at(hour),
  });

describe('operations figures derived from the demo store', () => {
  it('counts the order pipeline and the on-time rate of delivered orders', () => {
    const ops = operations();
    expect(ops.pipeline.map((p) => [p.status, p.count])).toEqual([
      ['Pending', 5],
      ['Processing', 5],
      ['Shipped', 6],
      ['Out for Delivery', 6],
      ['Delivered', 7],
      ['Cancelled', 1],
    ]);
    // 7 delivered: 1006 (11 days vs 7 promised) and 1008 (9 vs 6) arrived late.
    expect(ops.onTime).toEqual({ delivered: 7, onTime: 5, late: 2 });
    expect(ops.kpis).toMatchObject({
      openOrders: 22,
      inTransit: 12,
      onTimeRate: 71.4,
      avgLeadDays: 6.3,
      stockAlerts: 4,
    });
  });

  it('splits shipments by carrier against each promise', () => {
    const atlas = operations().carriers.find((c) => c.carrier === 'Atlas Freight');
    expect(atlas).toEqual({
      carrier: 'Atlas Freight',
      promiseDays: 7,
      shipments: 7,
      inTransit: 5,
      delivered: 2,
      onTime: 1,
      late: 1,
      onTimeRate: 50,
    });
  });

  it('reserves stock for orders waiting to be picked and raises alerts', () => {
    const [newark, reno, dallas] = operations().warehouses;
    expect(newark).toMatchObject({ onHand: 431, utilisation: 35.9, ordersToPick: 3 });
    expect(newark?.alerts.map((a) => [a.sku, a.available, a.severity])).toEqual([
      ['ULT-14', 2, 'critical'],
      ['MON-27K', 9, 'low'],
    ]);
    expect(reno?.alerts.map((a) => [a.sku, a.reserved, a.available, a.severity])).toEqual([
      ['PHN-128', 1, 3, 'critical'],
    ]);
    expect(dallas?.alerts.map((a) => [a.sku, a.available, a.severity])).toEqual([['PRN-LAS', 6, 'low']]);
  });

  it('loads restaurant branches from active orders', () => {
    const branches = Object.fromEntries(operations().branches.map((b) => [b.branch, b]));
    expect(branches['New York']).toMatchObject({
      preparing: 2,
      onRoad: 1,
      delivered: 3,
      cancelled: 0,
      active: 3,
      loadPercent: 50,
      revenue: 382.79,
    });
    expect(branches.Texas?.loadPercent).toBe(75);
    expect(branches.Florida).toMatchObject({ cancelled: 2, active: 1, loadPercent: 25 });
  });

  it('lists the staff of the shift in progress', () => {
    expect(shiftAt(6)).toBe('morning');
    expect(shiftAt(14)).toBe('evening');
    expect(shiftAt(23)).toBe('night');
    expect(shiftAt(3)).toBe('night');
    expect(operations(10).staff.onShift).toHaveLength(9);
    expect(operations(18).staff.onShift.map((s) => s.name)).toEqual([
      'Chen Wei',
      'Gia Russo',
      'Kofi Mensah',
      'Lena Vogel',
      'Oscar Lind',
    ]);
    expect(operations(2).staff.byTeam.find((t) => t.team === 'kitchen')).toEqual({
      team: 'kitchen',
      onShift: 1,
      total: 5,
    });
  });

  it('follows the store: deleting a late delivery raises the on-time rate', async () => {
    expect((await call('DELETE', 'orders/1008')).status).toBe(200);
    const ops = (await (await call('GET', 'dashboards/operations')).json()) as ReturnType<typeof operations>;
    expect(ops.onTime).toEqual({ delivered: 6, onTime: 5, late: 1 });
    expect(ops.kpis.onTimeRate).toBe(83.3);
  });
});

describe('dashboard endpoints', () => {
  it('serve each dashboard to a signed-in user only', async () => {
    for (const name of ['crm', 'ecommerce', 'analytics', 'operations']) {
      expect((await call('GET', `dashboards/${name}`)).status).toBe(200);
      expect((await call('GET', `dashboards/${name}`, undefined, false)).status).toBe(401);
    }
  });

  it('computes the CRM expense split from its rows (they add up to 100%)', async () => {
    const crm = await (await call('GET', 'dashboards/crm')).json();
    expect(crm.monthlyExpenses.total).toBe(13260);
    expect(crm.monthlyExpenses.paidPercent + crm.monthlyExpenses.pendingPercent).toBeCloseTo(100, 5);
    expect(crm.monthlyEarnings.total).toBe(6820);
  });

  it('pages the upcoming activities and validates the query', async () => {
    const second = await (await call('GET', 'dashboards/crm/activities?page=2&perPage=5')).json();
    expect(second).toMatchObject({ total: 10, page: 2, perPage: 5 });
    expect(second.items).toHaveLength(5);
    expect(second.items[0].id).toBe('a6');
    const bad = await call('GET', 'dashboards/crm/activities?page=zero');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.page).toBeDefined();
    expect((await call('GET', 'dashboards/crm/activities?page=3&perPage=5')).status).toBe(400);
    expect((await call('GET', 'dashboards/crm/activities?perPage=500')).status).toBe(400);
  });

  it('dates demo content relative to today so it never looks stale', () => {
    const now = new Date(2025, 0, 30, 15, 0);
    expect(dayAt(now, 3, '09:00')).toBe('2025-02-02T09:00');
    expect(activitiesPage(now, 1, 5).items[0]).toMatchObject({
      id: 'a1',
      start: '2025-02-02T09:00',
      end: '2025-02-02T10:30',
    });
    const shop = ecommerceDashboard(now);
    expect(shop.post.postedAt).toBe('2025-01-16T16:20');
    expect(shop.timeline.at(-1)?.at).toBe('2025-01-30T09:47');
    expect(shop.sales.dates.at(-1)).toBe('2025-01-30');
    expect(shop.tasks[0]?.due).toBe('2025-01-30');
  });

  it('keeps a posted comment and rejects an empty one', async () => {
    const created = await call('POST', 'dashboards/ecommerce/comments', { text: '  Lovely lamp  ' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ text: 'Lovely lamp' });
    const empty = await call('POST', 'dashboards/ecommerce/comments', { text: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.text).toEqual(['Comment cannot be empty']);
    expect((await call('POST', 'dashboards/ecommerce/comments', '{oops')).status).toBe(400);
    const dashboard = await (await call('GET', 'dashboards/ecommerce')).json();
    expect(dashboard.comments.at(-1).text).toBe('Lovely lamp');
  });

  it('saves a comment sent twice with the same key only once', async () => {
    const body = { key: 'retry-key-0001', text: 'Sent during a slow answer' };
    const first = await call('POST', 'dashboards/ecommerce/comments', body);
    expect(first.status).toBe(201);
    const again = await call('POST', 'dashboards/ecommerce/comments', body);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    const other = await call('POST', 'dashboards/ecommerce/comments', { ...body, key: 'retry-key-0002' });
    expect(other.status).toBe(201);
    const dashboard = await (await call('GET', 'dashboards/ecommerce')).json();
    const texts = dashboard.comments.map((c: { text: string }) => c.text);
    expect(texts.filter((t: string) => t === body.text)).toHaveLength(2);
  });

  it('counts a like once per user toggle', async () => {
    expect(await (await call('PUT', 'dashboards/ecommerce/like', { liked: true })).json()).toEqual({
      likes: 31,
      liked: true,
    });
    expect(await (await call('PUT', 'dashboards/ecommerce/like', { liked: true })).json()).toEqual({
      likes: 31,
      liked: true,
    });
    expect(await (await call('PUT', 'dashboards/ecommerce/like', { liked: false })).json()).toEqual({
      likes: 30,
      liked: false,
    });
    expect((await call('PUT', 'dashboards/ecommerce/like', { liked: 'yes' })).status).toBe(400);
  });

  it('reorders tasks only with a full permutation of known ids', async () => {
    const saved = await call('PUT', 'dashboards/ecommerce/tasks', { order: ['k3', 'k1', 'k2'], done: ['k1'] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).map((t: { id: string; done: boolean }) => [t.id, t.done])).toEqual([
      ['k3', false],
      ['k1', true],
      ['k2', false],
    ]);
    expect((await call('PUT', 'dashboards/ecommerce/tasks', { order: ['k1', 'k1', 'k2'], done: [] })).status).toBe(400);
    expect((await call('PUT', 'dashboards/ecommerce/tasks', { order: ['k1', 'k2', 'k3'], done: ['k9'] })).status).toBe(
      400,
    );
  });

  it('derives the analytics order split from its series', async () => {
    const analytics = await (await call('GET', 'dashboards/analytics')).json();
    const { completed, pending, total, completedPercent, pendingPercent } = analytics.totalOrders;
    const sumOf = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(total).toBe(sumOf(completed) + sumOf(pending));
    expect(completedPercent).toBe(Math.round((sumOf(completed) / total) * 1000) / 10);
    expect(completedPercent + pendingPercent).toBeCloseTo(100, 0);
    expect(analytics.marketTotal).toBe(26);
  });
});
