/**
 * Demo backend of the CRM dashboard: its seed with the figures that follow from it computed here
 * (so a card's total always matches its rows), and the upcoming activities page by page.
 *   GET /dashboards/crm                             -> statistics, earnings, expenses, transactions...
 *   GET /dashboards/crm/activities?page=&perPage=   -> { items, total, page, perPage } (perPage 1-50, default 5)
 *   GET /dashboards/crm/earnings?period=this-month|last-month -> a month's earnings and the year to it
 *   GET /dashboards/crm/expenses?period=this-month|last-month -> a month's spending by category
 *   GET /dashboards/crm/balance?period=this-year|last-year    -> income and expenses a month
 * Activity titles come in the reader's language (Accept-Language, mocks/locale.ts); names stay.
 * Every endpoint needs read Dashboard, what the dashboards' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import type { Locale } from '@/config/theme';
import { activities, crmSeed } from '../data/dashboards-crm';
import { activitiesAr } from '../data/dashboards-crm-ar';
import { activitiesFr } from '../data/dashboards-crm-fr';
import { api, badRequest, parseQuery, requireAbility } from '../http';
import { localeOf, translated } from '../locale';
import { monthPeriods, yearPeriods, type MonthPeriod, type YearPeriod } from '@/features/dashboards/types/period';
import { dayAt, pct, sum } from './dashboards';
import { monthsAgo, monthsEnding, periodEndpoint, yearMonths } from './dashboards-periods';

/** A month's earnings, the twelve months up to it, and its change on the same month a year before. */
export function crmEarnings(now: Date, period: MonthPeriod) {
  const figures = crmSeed.monthlyEarnings;
  const end = figures.length - 1 - monthsAgo(period);
  const total = figures[end] ?? 0;
  const yearBefore = figures[end - 12] ?? 0;
  return {
    period,
    months: monthsEnding(now, monthsAgo(period), 12),
    series: figures.slice(end - 11, end + 1),
    total,
    changePercent: pct(total - yearBefore, yearBefore),
  };
}

/** A month's spending by category, its total, and the shares paid and still pending. */
export function crmExpenses(now: Date, period: MonthPeriod) {
  const categories = crmSeed.monthlyExpenses[period];
  const total = sum(categories.map((e) => e.amount));
  const paid = sum(categories.map((e) => e.paid));
  return {
    period,
    month: monthsEnding(now, monthsAgo(period), 1)[0] ?? '',
    categories,
    total,
    paidPercent: pct(paid, total),
    pendingPercent: pct(total - paid, total),
  };
}

/** Income and expenses a month: this year's up to the current month, or every month of the last. */
export function crmBalance(now: Date, period: YearPeriod) {
  const months = yearMonths(now, period);
  const { income, expenses } = crmSeed.balanceOverview[period];
  return { period, months, income: income.slice(0, months.length), expenses: expenses.slice(0, months.length) };
}

export function crmDashboard(now: Date) {
  const { earningVsExpense } = crmSeed;
  return {
    ...crmSeed,
    monthlyEarnings: crmEarnings(now, 'this-month'),
    monthlyExpenses: crmExpenses(now, 'this-month'),
    balanceOverview: crmBalance(now, 'this-year'),
    earningVsExpense: {
      ...earningVsExpense,
      soldOutPercent: pct(earningVsExpense.soldOut, earningVsExpense.available),
    },
    transactions: crmSeed.transactions.map(({ time, ...tx }) => ({ ...tx, at: dayAt(now, 0, time) })),
  };
}

const activityTexts = { fr: activitiesFr, ar: activitiesAr };

/** One page of upcoming activities, dated from today, titled in `locale`. */
export function activitiesPage(now: Date, page: number, perPage: number, locale: Locale = 'en') {
  const start = (page - 1) * perPage;
  const items = activities.slice(start, start + perPage).map(({ inDays, start: from, end: to, ...a }) => ({
    ...translated(a, a.id, locale, activityTexts),
    start: dayAt(now, inDays, from),
    end: dayAt(now, inDays, to),
  }));
  return { items, total: activities.length, page, perPage };
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

export const handlers = [
  periodEndpoint('dashboards/crm/earnings', monthPeriods, 'this-month', crmEarnings),
  periodEndpoint('dashboards/crm/expenses', monthPeriods, 'this-month', crmExpenses),
  periodEndpoint('dashboards/crm/balance', yearPeriods, 'this-year', crmBalance),

  http.get(api('dashboards/crm'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    return HttpResponse.json(crmDashboard(new Date()));
  }),

  http.get(api('dashboards/crm/activities'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    const query = parseQuery(activitiesQuery, request.url);
    if (query instanceof Response) return query;
    const pages = Math.max(1, Math.ceil(activities.length / query.perPage));
    if (query.page > pages) return badRequest(`page must be between 1 and ${pages}`);
    return HttpResponse.json(activitiesPage(new Date(), query.page, query.perPage, localeOf(request)));
  }),
];
