/**
 * Demo backend of the four dashboards. CRM, eCommerce and Analytics serve their seeds with the
 * figures that follow from them computed here (so a card's total always matches its rows);
 * Operations is computed entirely from the orders, fulfilment and restaurant collections.
 *   GET /dashboards/crm, /dashboards/crm/activities?page&perPage, /dashboards/ecommerce,
 *   /dashboards/analytics, /dashboards/operations
 *   POST /dashboards/ecommerce/comments {key?, text} (key: idempotency, a repeat returns the saved comment); PUT /dashboards/ecommerce/like {liked};
 *   PUT /dashboards/ecommerce/tasks {order, done}
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { collection } from '../db';
import {
  activities,
  analyticsSeed,
  crmSeed,
  ecommerceSeed,
  operationsSeed,
  shifts,
  type ShiftName,
} from '../data/dashboards';
import { deliveryStatuses, type DeliveryStatus } from '@/features/orders/types';
import { carrierPromiseDays, carriers } from '../data/orders';
import { restaurantOrders, type RestaurantOrderSeed } from '../data/restaurant';
import { api, badRequest, parseBody, parseQuery, requireUser } from '../http';
import { fulfilmentTable, ordersTable, type StoredFulfilment, type StoredOrder } from './orders';

/** Restaurant orders are read-only in the demo; this collection shares the restaurant screens' store key. */
export const restaurantOrdersTable = collection<RestaurantOrderSeed>('restaurant-orders', () => restaurantOrders);

/** Seeded comments are dated relative to today; posted ones carry their real time. */
type Comment = { id: string; author: string; text: string; key?: string } & (
  { at: string } | { daysAgo: number; time: string }
);
type Task = (typeof ecommerceSeed.tasks)[number] & { position: number };
const commentsTable = collection<Comment>('ecommerce-comments', () => ecommerceSeed.comments);
const tasksTable = collection<Task>('ecommerce-tasks', () =>
  ecommerceSeed.tasks.map((t, position) => ({ ...t, position })),
);
const likeTable = collection<{ id: string; likes: number; liked: boolean }>('ecommerce-like', () => [
  { id: 'post', likes: ecommerceSeed.post.likes, liked: false },
]);

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date-time `days` from `now` at `time` (HH:mm), so demo dates always look current. */
export function dayAt(now: Date, days: number, time = '00:00'): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}
const dayOf = (now: Date, days: number) => dayAt(now, days).slice(0, 10);
/** The last `count` days, ending today. */
const lastDays = (now: Date, count: number) => Array.from({ length: count }, (_, i) => dayOf(now, i - count + 1));

const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export interface OperationsInput {
  orders: StoredOrder[];
  fulfilment: StoredFulfilment[];
  restaurantOrders: RestaurantOrderSeed[];
  facts: typeof operationsSeed;
  now: Date;
}

const openStatuses: DeliveryStatus[] = ['Pending', 'Processing', 'Shipped', 'Out for Delivery'];
const dayMs = 86_400_000;

/** The shift covering a local hour; night wraps past midnight. */
export function shiftAt(hour: number): ShiftName {
  const entry = (Object.entries(shifts) as [ShiftName, { start: number; end: number }][]).find(([, s]) =>
    s.start < s.end ? hour >= s.start && hour < s.end : hour >= s.start || hour < s.end,
  );
  return entry?.[0] ?? 'night';
}

/** Every operations figure, derived from the stores (nothing random): unit-tested in dashboards.test.ts. */
export function computeOperations({ orders, fulfilment, restaurantOrders, facts, now }: OperationsInput) {
  const factsOf = new Map(fulfilment.map((f) => [f.orderId, f]));
  const count = (status: DeliveryStatus) => orders.filter((o) => o.deliveryStatus === status).length;

  const pipeline = deliveryStatuses.map((status) => {
    const rows = orders.filter((o) => o.deliveryStatus === status);
    return { status, count: rows.length, amount: Math.round(sum(rows.map((o) => o.amount)) * 100) / 100 };
  });
  const open = orders.filter((o) => openStatuses.includes(o.deliveryStatus));

  const deliveries = orders
    .filter((o) => o.deliveryStatus === 'Delivered')
    .map((o) => {
      const carrier = factsOf.get(o.orderId)?.carrier ?? 'SpeedyShip';
      const leadDays = Math.round((Date.parse(o.deliveryDate) - Date.parse(o.orderDate)) / dayMs);
      return { carrier, leadDays, onTime: leadDays <= carrierPromiseDays[carrier] };
    });
  const onTime = deliveries.filter((d) => d.onTime).length;

  const carrierRows = carriers.map((carrier) => {
    const shipped = orders.filter(
      (o) => o.deliveryStatus !== 'Cancelled' && factsOf.get(o.orderId)?.carrier === carrier,
    );
    const done = deliveries.filter((d) => d.carrier === carrier);
    const ok = done.filter((d) => d.onTime).length;
    return {
      carrier,
      promiseDays: carrierPromiseDays[carrier],
      shipments: shipped.length,
      inTransit: shipped.filter((o) => o.deliveryStatus === 'Shipped' || o.deliveryStatus === 'Out for Delivery')
        .length,
      delivered: done.length,
      onTime: ok,
      late: done.length - ok,
      onTimeRate: done.length ? pct(ok, done.length) : null,
    };
  });

  // Stock not yet picked: pending and processing orders reserve units in their warehouse.
  const warehouses = facts.warehouses.map((w) => {
    const waiting = orders.filter(
      (o) =>
        (o.deliveryStatus === 'Pending' || o.deliveryStatus === 'Processing') &&
        factsOf.get(o.orderId)?.warehouse === w.name,
    );
    const items = w.stock.map((item) => {
      const reserved = sum(
        waiting.filter((o) => o.productName === item.product).map((o) => factsOf.get(o.orderId)?.quantity ?? 1),
      );
      const available = item.onHand - reserved;
      const severity = available <= item.reorderPoint / 2 ? 'critical' : available <= item.reorderPoint ? 'low' : 'ok';
      return { ...item, reserved, available, severity };
    });
    const onHand = sum(items.map((i) => i.onHand));
    return {
      name: w.name,
      capacity: w.capacity,
      onHand,
      utilisation: pct(onHand, w.capacity),
      ordersToPick: waiting.length,
      alerts: items
        .filter((i) => i.severity !== 'ok')
        .sort((a, b) => a.available / a.reorderPoint - b.available / b.reorderPoint),
    };
  });

  const branches = Object.entries(facts.branchCapacity).map(([branch, capacity]) => {
    const rows = restaurantOrders.filter((r) => r.branch === branch);
    const by = (status: RestaurantOrderSeed['status']) => rows.filter((r) => r.status === status).length;
    const active = by('Preparing') + by('On Road');
    return {
      branch,
      capacity,
      preparing: by('Preparing'),
      onRoad: by('On Road'),
      delivered: by('Delivered'),
      cancelled: by('Cancelled'),
      active,
      loadPercent: pct(active, capacity),
      revenue: Math.round(sum(rows.filter((r) => r.status !== 'Cancelled').map((r) => r.total)) * 100) / 100,
    };
  });

  const shift = shiftAt(now.getHours());
  const onShift = facts.staff.filter((s) => s.shift === shift);
  const teams = [...new Set(facts.staff.map((s) => s.team))];

  return {
    generatedAt: now.toISOString(),
    kpis: {
      openOrders: open.length,
      inTransit: count('Shipped') + count('Out for Delivery'),
      onTimeRate: deliveries.length ? pct(onTime, deliveries.length) : null,
      avgLeadDays: deliveries.length
        ? Math.round((sum(deliveries.map((d) => d.leadDays)) / deliveries.length) * 10) / 10
        : null,
      openValue: Math.round(sum(open.map((o) => o.amount)) * 100) / 100,
      stockAlerts: sum(warehouses.map((w) => w.alerts.length)),
    },
    pipeline,
    onTime: { delivered: deliveries.length, onTime, late: deliveries.length - onTime },
    carriers: carrierRows,
    warehouses,
    branches,
    staff: {
      shift,
      window: shifts[shift],
      onShift,
      byTeam: teams.map((team) => ({
        team,
        onShift: onShift.filter((s) => s.team === team).length,
        total: facts.staff.filter((s) => s.team === team).length,
      })),
    },
  };
}

export type OperationsDashboard = ReturnType<typeof computeOperations>;

export function crmDashboard(now: Date) {
  const { monthlyEarnings, monthlyExpenses, earningVsExpense } = crmSeed;
  const latest = monthlyEarnings.series.at(-1) ?? 0;
  const total = sum(monthlyExpenses.map((e) => e.amount));
  const paid = sum(monthlyExpenses.map((e) => e.paid));
  return {
    ...crmSeed,
    monthlyEarnings: {
      ...monthlyEarnings,
      total: latest,
      changePercent: pct(latest - monthlyEarnings.lastYearTotal, monthlyEarnings.lastYearTotal),
    },
    monthlyExpenses: {
      categories: monthlyExpenses,
      total,
      paidPercent: pct(paid, total),
      pendingPercent: pct(total - paid, total),
    },
    earningVsExpense: {
      ...earningVsExpense,
      soldOutPercent: pct(earningVsExpense.soldOut, earningVsExpense.available),
    },
    transactions: crmSeed.transactions.map(({ time, ...tx }) => ({ ...tx, at: dayAt(now, 0, time) })),
  };
}

/** One page of upcoming activities, dated from today. */
export function activitiesPage(now: Date, page: number, perPage: number) {
  const start = (page - 1) * perPage;
  const items = activities.slice(start, start + perPage).map(({ inDays, start: from, end: to, ...a }) => ({
    ...a,
    start: dayAt(now, inDays, from),
    end: dayAt(now, inDays, to),
  }));
  return { items, total: activities.length, page, perPage };
}

export function analyticsDashboard(now: Date) {
  const { totalOrders, kpis, sellers } = analyticsSeed;
  const completed = sum(totalOrders.completed);
  const pending = sum(totalOrders.pending);
  return {
    ...analyticsSeed,
    kpis: kpis.map((k) => {
      const first = k.series[0] ?? 0;
      const last = k.series.at(-1) ?? 0;
      return { ...k, value: last, changePercent: pct(last - first, first) };
    }),
    marketTotal: sum(analyticsSeed.marketShare.map((m) => m.millions)),
    totalOrders: {
      ...totalOrders,
      completedPercent: pct(completed, completed + pending),
      pendingPercent: pct(pending, completed + pending),
    },
    socialMax: Math.max(...analyticsSeed.socialTraffic.map((s) => s.visits)),
    newCustomers: { ...analyticsSeed.newCustomers, dates: lastDays(now, analyticsSeed.newCustomers.current.length) },
    weeklySales: { ...analyticsSeed.weeklySales, dates: lastDays(now, analyticsSeed.weeklySales.series.length) },
    tasks: analyticsSeed.tasks.map(({ inDays, ...task }) => ({ ...task, due: dayOf(now, inDays) })),
    sellers: {
      totalDeliveries: sellers.totalDeliveries,
      rows: sellers.rows,
      from: dayOf(now, -sellers.rangeDays),
      to: dayOf(now, 0),
    },
  };
}

export function ecommerceTasks(now: Date) {
  return tasksTable
    .all()
    .sort((a, b) => a.position - b.position)
    .map(({ position: _p, inDays, ...t }) => ({ ...t, due: dayOf(now, inDays) }));
}

export function ecommerceDashboard(now: Date) {
  const like = likeTable.find('post') ?? { likes: ecommerceSeed.post.likes, liked: false };
  const { daysAgo, time, ...post } = ecommerceSeed.post;
  return {
    ...ecommerceSeed,
    timeline: ecommerceSeed.timeline.map(({ day, time: at, ...step }) => ({ ...step, at: dayAt(now, day, at) })),
    post: { ...post, postedAt: dayAt(now, -daysAgo, time), likes: like.likes, liked: like.liked },
    comments: commentsTable
      .all()
      .map((c) => ('at' in c ? c : { id: c.id, author: c.author, text: c.text, at: dayAt(now, -c.daysAgo, c.time) })),
    tasks: ecommerceTasks(now),
    sales: { ...ecommerceSeed.sales, dates: lastDays(now, ecommerceSeed.sales.sales.length) },
  };
}

const activitiesQuery = z.object({
  page: z._default(
    z.coerce.number().check(z.int('page must be a whole number'), z.gte(1, 'page must be 1 or more')),
    1,
  ),
  perPage: z._default(
    z.coerce
      .number()
      .check(
        z.int('perPage must be a whole number'),
        z.gte(1, 'perPage must be 1 to 50'),
        z.lte(50, 'perPage must be 1 to 50'),
      ),
    5,
  ),
});

const commentBody = z.object({
  key: z.optional(z.string().check(z.minLength(8, 'key must be at least 8 characters'), z.maxLength(64))),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Comment cannot be empty'),
      z.maxLength(280, 'Comment must be 280 characters or fewer'),
    ),
});
const likeBody = z.object({ liked: z.boolean({ error: 'liked must be true or false' }) });
const tasksBody = z.object({ order: z.array(z.string()), done: z.array(z.string()) });

export const handlers = [
  http.get(api('dashboards/crm'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(crmDashboard(new Date()));
  }),

  http.get(api('dashboards/crm/activities'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const query = parseQuery(activitiesQuery, request.url);
    if (query instanceof Response) return query;
    const pages = Math.max(1, Math.ceil(activities.length / query.perPage));
    if (query.page > pages) return badRequest(`page must be between 1 and ${pages}`);
    return HttpResponse.json(activitiesPage(new Date(), query.page, query.perPage));
  }),

  http.get(api('dashboards/ecommerce'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(ecommerceDashboard(new Date()));
  }),

  http.post(api('dashboards/ecommerce/comments'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(commentBody, request);
    if (body instanceof Response) return body;
    // A retry of a comment already saved (its first answer came too late) gets that comment back.
    const saved = body.key ? commentsTable.all().find((c) => c.key === body.key) : undefined;
    if (saved) return HttpResponse.json(saved, { status: 200 });
    const comment = {
      id: `c${commentsTable.nextId()}`,
      author: user.fullName,
      at: new Date().toISOString(),
      text: body.text,
      key: body.key,
    };
    commentsTable.insert(comment);
    return HttpResponse.json(comment, { status: 201 });
  }),

  http.put(api('dashboards/ecommerce/like'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(likeBody, request);
    if (body instanceof Response) return body;
    const current = likeTable.find('post') ?? { id: 'post', likes: ecommerceSeed.post.likes, liked: false };
    const likes = current.likes + (body.liked === current.liked ? 0 : body.liked ? 1 : -1);
    const next = { id: 'post', likes, liked: body.liked };
    likeTable.replaceAll([next]);
    return HttpResponse.json({ likes: next.likes, liked: next.liked });
  }),

  http.put(api('dashboards/ecommerce/tasks'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(tasksBody, request);
    if (body instanceof Response) return body;
    const tasks = tasksTable.all();
    const ids = new Set(tasks.map((t) => t.id));
    const isPermutation =
      body.order.length === ids.size && new Set(body.order).size === ids.size && body.order.every((id) => ids.has(id));
    if (!isPermutation)
      return badRequest('order must list every task id exactly once', {
        order: ['Unknown, missing or repeated task id'],
      });
    const unknownDone = body.done.filter((id) => !ids.has(id));
    if (unknownDone.length)
      return badRequest(`Unknown task id: ${unknownDone.join(', ')}`, { done: ['Unknown task id'] });
    tasksTable.replaceAll(
      tasks.map((t) => ({ ...t, position: body.order.indexOf(t.id), done: body.done.includes(t.id) })),
    );
    return HttpResponse.json(ecommerceTasks(new Date()));
  }),

  http.get(api('dashboards/analytics'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(analyticsDashboard(new Date()));
  }),

  http.get(api('dashboards/operations'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(
      computeOperations({
        orders: ordersTable.all(),
        fulfilment: fulfilmentTable.all(),
        restaurantOrders: restaurantOrdersTable.all(),
        facts: operationsSeed,
        now: new Date(),
      }),
    );
  }),
];
