/**
 * Demo backend of the Analytics dashboard: its seed with the totals and changes that follow from
 * the series computed here, and dates relative to today.
 *   GET /dashboards/analytics                             -> every card's data
 *   GET /dashboards/analytics/sellers?period=7d|30d|90d   -> the sellers table for a period (default 30d)
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { periodDays, periodSchema, type DashboardPeriod } from '@/features/dashboards/types/period';
import { analyticsSeed } from '../data/dashboards-analytics';
import { api, parseQuery, requireUser } from '../http';
import { dayOf, lastDays, pct, seeded, sum } from './dashboards';

/** The sellers over a period: the seed's month for 30 days, seeded shares of it for the others. */
export function analyticsSellers(now: Date, period: DashboardPeriod) {
  const { sellers } = analyticsSeed;
  const days = periodDays[period];
  const range = { period, from: dayOf(now, -days), to: dayOf(now, 0) };
  if (period === '30d') return { ...range, totalDeliveries: sellers.totalDeliveries, rows: sellers.rows };
  const next = seeded(`sellers:${period}`);
  // Each figure scales with the period's length, give or take a fifth, so the ranking can change.
  const scale = (value: number) => Math.max(1, Math.round((value * days * (0.8 + 0.4 * next())) / 30));
  const rows = sellers.rows.map((row) => ({
    ...row,
    deliveries: scale(row.deliveries),
    earnings: scale(row.earnings),
  }));
  return { ...range, totalDeliveries: scale(sellers.totalDeliveries), rows };
}

const sellersQuery = z.object({ period: z._default(periodSchema, '30d') });

export function analyticsDashboard(now: Date) {
  const { totalOrders, kpis } = analyticsSeed;
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
    sellers: analyticsSellers(now, '30d'),
  };
}

export const handlers = [
  http.get(api('dashboards/analytics'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(analyticsDashboard(new Date()));
  }),

  http.get(api('dashboards/analytics/sellers'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const query = parseQuery(sellersQuery, request.url);
    if (query instanceof Response) return query;
    return HttpResponse.json(analyticsSellers(new Date(), query.period));
  }),
];
