/**
 * Demo backend of the Analytics dashboard: its seed with the totals and changes that follow from
 * the series computed here, and dates relative to today.
 *   GET /dashboards/analytics   -> every card's data
 */
import { http, HttpResponse } from 'msw';
import { analyticsSeed } from '../data/dashboards-analytics';
import { api, requireUser } from '../http';
import { dayOf, lastDays, pct, sum } from './dashboards';

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

export const handlers = [
  http.get(api('dashboards/analytics'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(analyticsDashboard(new Date()));
  }),
];
