import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { api } from '../http';
import { issueTokens } from '../sessions';
import { analyticsDashboard, handlers as analyticsHandlers } from './dashboards-analytics';
import { ecommerceDashboard, handlers as ecommerceHandlers } from './dashboards-ecommerce';

let token = '';
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function get(path: string): Promise<Response> {
  const request = new Request(new URL(api(path), location.origin), { headers: { Authorization: `Bearer ${token}` } });
  const response = await getResponse([...ecommerceHandlers, ...analyticsHandlers], request);
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

  it('refuses an unknown period with a message on the field', async () => {
    for (const path of [
      'dashboards/ecommerce/sales?period=1y',
      'dashboards/analytics/sellers?period=',
      'dashboards/analytics/new-customers?period=week',
      'dashboards/analytics/weekly-sales?period=7',
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors.period).toEqual(['period must be one of 7d, 30d, 90d']);
    }
  });
});
