/**
 * Demo backend of the CRM dashboard: its seed with the figures that follow from it computed here
 * (so a card's total always matches its rows), and the upcoming activities page by page.
 *   GET /dashboards/crm                             -> statistics, earnings, expenses, transactions...
 *   GET /dashboards/crm/activities?page=&perPage=   -> { items, total, page, perPage } (perPage 1-50, default 5)
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { activities, crmSeed } from '../data/dashboards-crm';
import { api, badRequest, parseQuery, requireUser } from '../http';
import { dayAt, pct, sum } from './dashboards';

export function crmDashboard(now: Date) {
  const { monthlyEarnings, monthlyExpenses, earningVsExpense } = crmSeed;
  // Last year's total is the seed's input to the change, not part of the answer.
  const { lastYearTotal, ...earnings } = monthlyEarnings;
  const latest = earnings.series.at(-1) ?? 0;
  const total = sum(monthlyExpenses.map((e) => e.amount));
  const paid = sum(monthlyExpenses.map((e) => e.paid));
  return {
    ...crmSeed,
    monthlyEarnings: {
      ...earnings,
      total: latest,
      changePercent: pct(latest - lastYearTotal, lastYearTotal),
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
];
