/**
 * Demo backend of the Operations dashboard: every figure computed from the orders, fulfilment and
 * restaurant collections (nothing random), so changing an order changes the dashboard.
 *   GET /dashboards/operations   -> pipeline, carriers, stock, branches, staff and alerts
 * Needs read Dashboard, what the dashboards' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { deliveryStatuses, type DeliveryStatus } from '@/features/orders/types';
import { operationsSeed, shifts, type ShiftName } from '../data/dashboards-operations';
import { carrierPromiseDays, carriers } from '../data/orders';
import type { RestaurantOrderSeed } from '../data/restaurant';
import { api, requireAbility } from '../http';
import { pct, sum } from './dashboards';
import { fulfilmentTable, ordersTable, type StoredFulfilment, type StoredOrder } from './orders';
import { restaurantOrdersTable } from './restaurant-store';

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

export const handlers = [
  http.get(api('dashboards/operations'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
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
