/**
 * Demo backend of the Analytics dashboard: its seed with the totals and changes that follow from
 * the series computed here, and dates relative to today.
 *   GET /dashboards/analytics                             -> every card's data
 *   GET /dashboards/analytics/kpis/:id?period=7d|30d|90d  -> one headline figure and its trend (default 7d)
 *   GET /dashboards/analytics/sellers?period=7d|30d|90d   -> the sellers table for a period (default 30d)
 *   GET /dashboards/analytics/new-customers?period=...    -> new customers, this period and the one before (default 7d)
 *   GET /dashboards/analytics/weekly-sales?period=...     -> sales a day, or a week beyond 30 days (default 7d)
 *   GET /dashboards/analytics/coupons?period=...          -> each coupon's share of the orders (default 7d)
 *   GET /dashboards/analytics/paying?period=...           -> the share of paying customers (default 7d)
 *   GET /dashboards/analytics/total-orders?period=this-year|last-year -> orders a month (default this-year)
 * Every endpoint needs read Dashboard, what the dashboards' routes need (403 otherwise).
 * The tasks' titles come in the reader's language (Accept-Language, mocks/locale.ts); names stay.
 */
import { http, HttpResponse } from 'msw';
import {
  periodDays,
  rollingPeriods,
  yearPeriods,
  type RollingPeriod,
  type YearPeriod,
} from '@/features/dashboards/types/period';
import type { Locale } from '@/config/theme';
import { analyticsSeed } from '../data/dashboards-analytics';
import { analyticsTasksAr } from '../data/dashboards-analytics-ar';
import { analyticsTasksFr } from '../data/dashboards-analytics-fr';
import { api, notFound, requireAbility } from '../http';
import { localeOf, translated } from '../locale';
import { dayOf, pct, sum } from './dashboards';
import { periodDates, periodEndpoint, seeded, wander, yearMonths } from './dashboards-periods';

type KpiSeed = (typeof analyticsSeed.kpis)[number];

/**
 * A headline figure a day (a week beyond 30 days), its value the last point and its change against
 * the first: the seed's last week for 7 days; over longer periods a seeded drift around the seed's level.
 */
export function analyticsKpi(now: Date, kpi: KpiSeed, period: RollingPeriod) {
  const dates = periodDates(now, periodDays[period]);
  let series = kpi.series.slice(-dates.length);
  if (period !== '7d') {
    const next = seeded(`kpi:${kpi.id}:${period}`);
    const level = sum(kpi.series) / kpi.series.length;
    // Where the period ends against where it began, then a few percent of day-to-day noise.
    const drift = 0.88 + 0.24 * next();
    series = dates.map((_, i) =>
      Math.round(level * (1 + ((drift - 1) * i) / (dates.length - 1)) * (0.96 + 0.08 * next())),
    );
  }
  const first = series[0] ?? 0;
  const last = series.at(-1) ?? 0;
  return { ...kpi, period, dates, series, value: last, changePercent: pct(last - first, first) };
}

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

/** Orders a month, completed and awaiting payment, with the total's change on the same months a year before. */
export function analyticsTotalOrders(now: Date, period: YearPeriod) {
  const { totalOrders } = analyticsSeed;
  const months = yearMonths(now, period);
  const cut = (list: readonly number[]) => list.slice(0, months.length);
  const completed = cut(totalOrders[period].completed);
  const pending = cut(totalOrders[period].pending);
  const total = sum(completed) + sum(pending);
  const before =
    period === 'this-year'
      ? sum(cut(totalOrders['last-year'].completed)) + sum(cut(totalOrders['last-year'].pending))
      : totalOrders.yearBeforeTotal;
  return {
    period,
    months,
    completed,
    pending,
    total,
    changePercent: pct(total - before, before),
    completedPercent: pct(sum(completed), total),
    pendingPercent: pct(sum(pending), total),
  };
}

const taskTexts = { fr: analyticsTasksFr, ar: analyticsTasksAr };

export function analyticsDashboard(now: Date, locale: Locale = 'en') {
  const { kpis, payingShare: _share, ...seed } = analyticsSeed;
  return {
    ...seed,
    kpis: kpis.map((kpi) => analyticsKpi(now, kpi, '7d')),
    marketTotal: sum(analyticsSeed.marketShare.map((m) => m.millions)),
    totalOrders: analyticsTotalOrders(now, 'this-year'),
    coupons: analyticsCoupons('7d'),
    paying: analyticsPaying('7d'),
    socialMax: Math.max(...analyticsSeed.socialTraffic.map((s) => s.visits)),
    newCustomers: analyticsNewCustomers(now, '7d'),
    weeklySales: analyticsWeeklySales(now, '7d'),
    tasks: analyticsSeed.tasks.map(({ inDays, ...task }) => ({
      ...translated(task, task.id, locale, taskTexts),
      due: dayOf(now, inDays),
    })),
    sellers: analyticsSellers(now, '30d'),
  };
}

export const handlers = [
  periodEndpoint('dashboards/analytics/kpis/:id', rollingPeriods, '7d', (now, period, { id }) => {
    const kpi = analyticsSeed.kpis.find((k) => k.id === id);
    return kpi ? analyticsKpi(now, kpi, period) : notFound('Headline figure');
  }),

  http.get(api('dashboards/analytics'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    return HttpResponse.json(analyticsDashboard(new Date(), localeOf(request)));
  }),

  periodEndpoint('dashboards/analytics/sellers', rollingPeriods, '30d', analyticsSellers),

  periodEndpoint('dashboards/analytics/new-customers', rollingPeriods, '7d', analyticsNewCustomers),

  periodEndpoint('dashboards/analytics/weekly-sales', rollingPeriods, '7d', analyticsWeeklySales),

  periodEndpoint('dashboards/analytics/coupons', rollingPeriods, '7d', (_now, period) => analyticsCoupons(period)),

  periodEndpoint('dashboards/analytics/paying', rollingPeriods, '7d', (_now, period) => analyticsPaying(period)),

  periodEndpoint('dashboards/analytics/total-orders', yearPeriods, 'this-year', analyticsTotalOrders),
];
