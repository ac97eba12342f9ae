/**
 * Demo backend of the Analytics dashboard: its seed with the totals and changes that follow from
 * the series computed here, and dates relative to today.
 *   GET /dashboards/analytics                             -> every card's data
 *   GET /dashboards/analytics/sellers?period=7d|30d|90d   -> the sellers table for a period (default 30d)
 *   GET /dashboards/analytics/new-customers?period=...    -> new customers, this period and the one before (default 7d)
 *   GET /dashboards/analytics/weekly-sales?period=...     -> sales a day, or a week beyond 30 days (default 7d)
 *   GET /dashboards/analytics/coupons?period=...          -> each coupon's share of the orders (default 7d)
 *   GET /dashboards/analytics/paying?period=...           -> the share of paying customers (default 7d)
 */
import { http, HttpResponse } from 'msw';
import { periodDays, rollingPeriods, type RollingPeriod } from '@/features/dashboards/types/period';
import { analyticsSeed } from '../data/dashboards-analytics';
import { api, requireUser } from '../http';
import { dayOf, pct, sum } from './dashboards';
import { periodDates, periodEndpoint, seeded, wander } from './dashboards-periods';

/** The sellers over a period: the seed's month for 30 days, seeded shares of it for the others. */
export function analyticsSellers(now: Date, period: RollingPeriod) {
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

/** New customers a day (a week beyond 30 days), this period against the one before it. */
export function analyticsNewCustomers(now: Date, period: RollingPeriod) {
  const dates = periodDates(now, periodDays[period]);
  if (period === '7d') return { period, dates, ...analyticsSeed.newCustomers };
  const perPoint = periodDays[period] > 31 ? 7 : 1;
  return {
    period,
    dates,
    current: wander(`customers:${period}:current`, dates.length, 330 * perPoint, 0.12),
    previous: wander(`customers:${period}:previous`, dates.length, 290 * perPoint, 0.12),
  };
}

/** Sales in thousands of dollars, a day (a week beyond 30 days). */
export function analyticsWeeklySales(now: Date, period: RollingPeriod) {
  const dates = periodDates(now, periodDays[period]);
  if (period === '7d') return { period, dates, ...analyticsSeed.weeklySales };
  const perPoint = periodDays[period] > 31 ? 7 : 1;
  // Tenths of a thousand, as the seed's figures are.
  const series = wander(`weekly-sales:${period}`, dates.length, 67 * perPoint, 0.2).map((v) => v / 10);
  return { period, dates, series };
}

/** The coupons' shares: the seed's week for 7 days; over longer periods each drifts, still summing to 100. */
export function analyticsCoupons(period: RollingPeriod) {
  const { coupons } = analyticsSeed;
  if (period === '7d') return { period, rows: coupons };
  const next = seeded(`coupons:${period}`);
  const weights = coupons.map((c) => c.share * (0.6 + 0.8 * next()));
  const total = sum(weights);
  const shares = weights.map((w) => Math.round((w / total) * 100));
  // The largest takes the rounding's remainder, so the shares always make 100.
  shares[0] = 100 - sum(shares.slice(1));
  const rows = coupons.map((c, i) => ({ id: c.id, share: shares[i] ?? 0 })).sort((a, b) => b.share - a.share);
  return { period, rows };
}

/** The share of paying customers: the seed's week for 7 days, within a third of it for longer periods. */
export function analyticsPaying(period: RollingPeriod) {
  const { payingShare } = analyticsSeed;
  if (period === '7d') return { period, share: payingShare };
  const next = seeded(`paying:${period}`);
  return { period, share: Math.round(payingShare * (0.7 + 0.6 * next())) };
}

export function analyticsDashboard(now: Date) {
  const { totalOrders, kpis, payingShare: _share, ...seed } = analyticsSeed;
  const completed = sum(totalOrders.completed);
  const pending = sum(totalOrders.pending);
  return {
    ...seed,
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
    coupons: analyticsCoupons('7d'),
    paying: analyticsPaying('7d'),
    socialMax: Math.max(...analyticsSeed.socialTraffic.map((s) => s.visits)),
    newCustomers: analyticsNewCustomers(now, '7d'),
    weeklySales: analyticsWeeklySales(now, '7d'),
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

  periodEndpoint('dashboards/analytics/sellers', rollingPeriods, '30d', analyticsSellers),

  periodEndpoint('dashboards/analytics/new-customers', rollingPeriods, '7d', analyticsNewCustomers),

  periodEndpoint('dashboards/analytics/weekly-sales', rollingPeriods, '7d', analyticsWeeklySales),

  periodEndpoint('dashboards/analytics/coupons', rollingPeriods, '7d', (_now, period) => analyticsCoupons(period)),

  periodEndpoint('dashboards/analytics/paying', rollingPeriods, '7d', (_now, period) => analyticsPaying(period)),
];
