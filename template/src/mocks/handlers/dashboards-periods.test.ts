import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { api, rolesReady } from '../http';
import { issueTokens } from '../sessions';
import { analyticsDashboard, handlers as analyticsHandlers } from './dashboards-analytics';
import { crmDashboard, handlers as crmHandlers } from './dashboards-crm';
import { ecommerceDashboard, handlers as ecommerceHandlers } from './dashboards-ecommerce';

let token = '';
// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function get(path: string): Promise<Response> {
  const request = new Request(new URL(api(path), location.origin), { headers: { Authorization: `Bearer ${token}` } });
  const response = await getResponse([...ecommerceHandlers, ...analyticsHandlers, ...crmHandlers], request);
  if (!response) throw new Error(`No handler for GET ${path}`);
  return response;
}

describe('dashboard cards answer per period', () => {
  it('gives the Sales card a point a day, then a week, with other figures for each period', async () => {
    const week = await (await get('dashboards/ecommerce/sales?period=7d')).json();
    const month = await (await get('dashboards/ecommerce/sales?period=30d')).json();
    const quarter = await (await get('dashboards/ecommerce/sales?period=90d')).json();
    // The default period is what the dashboard's own answer shows.
    expect(week).toEqual(ecommerceDashboard(new Date()).sales);
    expect([week.dates.length, month.dates.length, quarter.dates.length]).toEqual([7, 30, 13]);
    expect(month.period).toBe('30d');
    expect(month.sales).not.toEqual(quarter.sales.slice(0, 30));
    expect(month.sales.slice(0, 7)).not.toEqual(week.sales);
    // Seeded: the same period answers the same figures again.
    expect(await (await get('dashboards/ecommerce/sales?period=30d')).json()).toEqual(month);
  });

  it('scales the sellers table and its date range with the period', async () => {
    const month = await (await get('dashboards/analytics/sellers')).json();
    const week = await (await get('dashboards/analytics/sellers?period=7d')).json();
    expect(month).toEqual(analyticsDashboard(new Date()).sellers);
    expect(week.period).toBe('7d');
    expect(week.totalDeliveries).toBeLessThan(month.totalDeliveries);
    expect(week.rows.map((r: { deliveries: number }) => r.deliveries)).not.toEqual(
      month.rows.map((r: { deliveries: number }) => r.deliveries),
    );
    const days = (answer: { from: string; to: string }) =>
      Math.round((Date.parse(answer.to) - Date.parse(answer.from)) / 86_400_000);
    expect([days(week), days(month)]).toEqual([7, 30]);
  });

  it("gives the Analytics chart cards other figures for each period, the dashboard's for the default", async () => {
    const dashboard = analyticsDashboard(new Date());
    for (const [card, key] of [
      ['new-customers', 'newCustomers'],
      ['weekly-sales', 'weeklySales'],
    ] as const) {
      const week = await (await get(`dashboards/analytics/${card}`)).json();
      const month = await (await get(`dashboards/analytics/${card}?period=30d`)).json();
      expect(week).toEqual(dashboard[key]);
      expect(month.dates).toHaveLength(30);
      expect(JSON.stringify(month)).not.toEqual(JSON.stringify(week));
    }
  });

  it('gives each headline figure a point a day, then a week, its value and change following its points', async () => {
    const dashboard = analyticsDashboard(new Date());
    for (const kpi of dashboard.kpis) {
      const week = await (await get(`dashboards/analytics/kpis/${kpi.id}`)).json();
      const month = await (await get(`dashboards/analytics/kpis/${kpi.id}?period=30d`)).json();
      const quarter = await (await get(`dashboards/analytics/kpis/${kpi.id}?period=90d`)).json();
      expect(week).toEqual(kpi);
      expect([week.series.length, month.series.length, quarter.series.length]).toEqual([7, 30, 13]);
      expect(month.dates).toHaveLength(30);
      expect(month.value).toBe(month.series.at(-1));
      const first = month.series[0];
      expect(month.changePercent).toBe(Math.round(((month.value - first) / first) * 1000) / 10);
      expect(quarter.series).not.toEqual(month.series.slice(0, 13));
    }
  });

  it('answers 404 for a headline figure it does not track', async () => {
    const answer = await get('dashboards/analytics/kpis/bounce-rate?period=30d');
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toBe('Headline figure not found');
  });

  it("gives the Analytics gauge cards other shares for each period, the dashboard's for the default", async () => {
    const dashboard = analyticsDashboard(new Date());
    const coupons = await (await get('dashboards/analytics/coupons')).json();
    const quarter = await (await get('dashboards/analytics/coupons?period=90d')).json();
    expect(coupons).toEqual(dashboard.coupons);
    expect(quarter.period).toBe('90d');
    expect(quarter.rows.map((r: { share: number }) => r.share)).not.toEqual(
      coupons.rows.map((r: { share: number }) => r.share),
    );
    // Shares of the same orders: they still make the whole, largest first.
    const shares: number[] = quarter.rows.map((r: { share: number }) => r.share);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));

    const paying = await (await get('dashboards/analytics/paying')).json();
    const month = await (await get('dashboards/analytics/paying?period=30d')).json();
    expect(paying).toEqual(dashboard.paying);
    expect(month).toMatchObject({ period: '30d' });
    expect(month.share).not.toBe(paying.share);
    expect(month.share).toBeGreaterThan(0);
    expect(month.share).toBeLessThan(100);
  });

  it('gives the Yearly Sales card this year up to the current month, or every month of the last', async () => {
    const now = new Date();
    const year = now.getFullYear();
    const current = await (await get('dashboards/ecommerce/year-sales')).json();
    const last = await (await get('dashboards/ecommerce/year-sales?period=last-year')).json();
    expect(current).toEqual(ecommerceDashboard(now).yearSales);
    expect(current.months).toHaveLength(now.getMonth() + 1);
    expect(current.months[0]).toBe(`${year}-01`);
    expect(last.period).toBe('last-year');
    expect(last.months).toHaveLength(12);
    expect([last.months[0], last.months[11]]).toEqual([`${year - 1}-01`, `${year - 1}-12`]);
    expect([last.netProfit.length, last.revenue.length]).toEqual([12, 12]);
    expect(last.revenue.slice(0, current.months.length)).not.toEqual(current.revenue);
  });

  it('gives Total Orders each year with its total, split and change worked out from its months', async () => {
    const now = new Date();
    const current = await (await get('dashboards/analytics/total-orders')).json();
    const last = await (await get('dashboards/analytics/total-orders?period=last-year')).json();
    expect(current).toEqual(analyticsDashboard(now).totalOrders);
    expect(current.months).toHaveLength(now.getMonth() + 1);
    expect(last.months).toHaveLength(12);
    const total = (answer: { completed: number[]; pending: number[] }) =>
      [...answer.completed, ...answer.pending].reduce((a, b) => a + b, 0);
    expect([current.total, last.total]).toEqual([total(current), total(last)]);
    expect(last.total).not.toBe(current.total);
    // This year so far against the same months of last year.
    const sameMonths = total({
      completed: last.completed.slice(0, current.months.length),
      pending: last.pending.slice(0, current.months.length),
    });
    expect(current.changePercent).toBe(Math.round(((current.total - sameMonths) / sameMonths) * 1000) / 10);
  });

  it("gives the CRM month cards this month or the last, and the balance each year, the dashboard's by default", async () => {
    const now = new Date();
    const dashboard = crmDashboard(now);
    const monthKey = (ago: number) => {
      const d = new Date(now.getFullYear(), now.getMonth() - ago, 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    };
    const earnings = await (await get('dashboards/crm/earnings')).json();
    const lastMonth = await (await get('dashboards/crm/earnings?period=last-month')).json();
    expect(earnings).toEqual(dashboard.monthlyEarnings);
    expect([earnings.months.at(-1), lastMonth.months.at(-1)]).toEqual([monthKey(0), monthKey(1)]);
    expect(lastMonth.months).toHaveLength(12);
    expect(lastMonth.total).toBe(lastMonth.series.at(-1));
    // The months both show carry the same figures: one history, seen from two months.
    expect(lastMonth.series.slice(1)).toEqual(earnings.series.slice(0, 11));

    const expenses = await (await get('dashboards/crm/expenses')).json();
    const before = await (await get('dashboards/crm/expenses?period=last-month')).json();
    expect(expenses).toEqual(dashboard.monthlyExpenses);
    expect([expenses.month, before.month]).toEqual([monthKey(0), monthKey(1)]);
    const total = (rows: { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);
    expect(before.total).toBe(total(before.categories));
    expect(before.total).not.toBe(expenses.total);
    expect(before.paidPercent).toBeGreaterThan(expenses.paidPercent);

    const balance = await (await get('dashboards/crm/balance')).json();
    const lastYear = await (await get('dashboards/crm/balance?period=last-year')).json();
    expect(balance).toEqual(dashboard.balanceOverview);
    expect(balance.months).toHaveLength(now.getMonth() + 1);
    expect(lastYear.months).toHaveLength(12);
    expect(lastYear.income.slice(0, balance.income.length)).not.toEqual(balance.income);
  });

  it('refuses a period from another family: each card names the ones it takes', async () => {
    for (const path of [
      'dashboards/ecommerce/year-sales?period=7d',
      'dashboards/analytics/total-orders?period=2025',
      'dashboards/crm/balance?period=last-month',
    ]) {
      const year = await get(path);
      expect(year.status).toBe(400);
      expect((await year.json()).errors.period).toEqual(['period must be one of this-year, last-year']);
    }
    for (const path of ['dashboards/crm/earnings?period=this-year', 'dashboards/crm/expenses?period=30d']) {
      const month = await get(path);
      expect(month.status).toBe(400);
      expect((await month.json()).errors.period).toEqual(['period must be one of this-month, last-month']);
    }
    const day = await get('dashboards/analytics/paying?period=this-year');
    expect(day.status).toBe(400);
    expect((await day.json()).errors.period).toEqual(['period must be one of 7d, 30d, 90d']);
  });

  it('refuses an unknown period with a message on the field', async () => {
    for (const path of [
      'dashboards/ecommerce/sales?period=1y',
      'dashboards/analytics/sellers?period=',
      'dashboards/analytics/new-customers?period=week',
      'dashboards/analytics/weekly-sales?period=7',
      'dashboards/analytics/coupons?period=30',
      'dashboards/analytics/kpis/sales?period=month',
      'dashboards/analytics/paying?period=1y',
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors.period).toEqual(['period must be one of 7d, 30d, 90d']);
    }
  });
});
