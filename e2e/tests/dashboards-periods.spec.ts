import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

interface Sellers {
  period: string;
  totalDeliveries: number;
  rows: { name: string; deliveries: number; earnings: number }[];
}

interface YearSales {
  months: string[];
  netProfit: number[];
  revenue: number[];
}

const number = (value: number) => new Intl.NumberFormat('en-US').format(value);
/** The answer of a card's endpoint (`dashboards/<dashboard>/<card>`) for one period. */
const cardAnswer = (page: Page, card: string, period: string) =>
  page.waitForResponse(
    (response: Response) =>
      response.url().includes(`/api/dashboards/${card}`) &&
      new URL(response.url()).searchParams.get('period') === period,
  );
const sellersAnswer = (page: Page, period: string) => cardAnswer(page, 'analytics/sellers', period);
/** The dashboard's cards load after its first paint, with their data: slower than one expectation's wait on a busy machine. */
const loaded = { timeout: 20_000 };
const cardTitled = (page: Page, title: string) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: title, exact: true }) });

test("a card's period comes from the backend, stays in the address, exports and refreshes", async ({ page }) => {
  await page.goto(demoPath('/dashboard/analytics'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Most Popular Sellers' }) });
  const menuButton = card.getByRole('button', { name: 'Options for Most Popular Sellers' });
  await menuButton.click();
  await expect(page.getByRole('menuitemradio', { name: 'Last 30 days' })).toHaveAttribute('aria-checked', 'true');
  const answer = sellersAnswer(page, '7d');
  await page.getByRole('menuitemradio', { name: 'Last 7 days' }).click();
  const week = (await (await answer).json()) as Sellers;
  const first = week.rows[0]!;
  const firstRow = card.getByRole('row', { name: new RegExp(first.name) });
  await expect(firstRow.getByRole('cell').first()).toHaveText(number(first.deliveries));
  await expect(card.getByText(`${number(week.totalDeliveries)} deliveries in total`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]sellers=7d/);

  // A gauge card too: the paying customers' share over 30 days is the backend's, not the week's.
  const paying = cardTitled(page, 'Paying vs Non-paying');
  await paying.getByRole('button', { name: 'Options for Paying vs Non-paying' }).click();
  const payingAnswer = cardAnswer(page, 'analytics/paying', '30d');
  await page.getByRole('menuitemradio', { name: 'Last 30 days' }).click();
  const { share } = (await (await payingAnswer).json()) as { share: number };
  const payingLegend = () => cardTitled(page, 'Paying vs Non-paying').getByRole('listitem');
  await expect(payingLegend().filter({ hasText: /^Paying customers/ })).toContainText(`${share}%`);
  await expect(payingLegend().filter({ hasText: 'Non-paying customers' })).toContainText(`${100 - share}%`);
  await expect(page).toHaveURL(/[?&]paying=30d/);

  await page.reload();
  await expect(cardTitled(page, 'Paying vs Non-paying').getByText('Last 30 days')).toBeVisible(loaded);
  await expect(payingLegend().filter({ hasText: /^Paying customers/ })).toContainText(`${share}%`);
  const again = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Most Popular Sellers' }),
  });
  await expect(again.getByText(`${number(week.totalDeliveries)} deliveries in total`)).toBeVisible();
  await expect(
    again
      .getByRole('row', { name: new RegExp(first.name) })
      .getByRole('cell')
      .first(),
  ).toHaveText(number(first.deliveries));

  await again.getByRole('button', { name: 'Options for Most Popular Sellers' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sellers-7d.csv');
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Seller,Deliveries,Earnings,Rating');
  expect(lines).toHaveLength(week.rows.length + 1);
  expect(lines[1]).toMatch(new RegExp(`^${first.name},${first.deliveries},${first.earnings},`));

  // The menu closes after the export; opened again once it has.
  await expect(page.getByRole('menu')).toBeHidden();
  const refreshed = sellersAnswer(page, '7d');
  await again.getByRole('button', { name: 'Options for Most Popular Sellers' }).click();
  await expect(page.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  expect((await refreshed).ok()).toBe(true);
});

test("the eCommerce Yearly Sales card shows last year's months from the backend, and keeps the choice", async ({
  page,
}) => {
  await page.goto(demoPath('/dashboard/ecommerce'));
  const card = cardTitled(page, 'Yearly Sales');
  await expect(card.getByText('This year: net profit compared with revenue')).toBeVisible(loaded);
  await card.getByRole('button', { name: 'Options for Yearly Sales' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'This year' })).toHaveAttribute('aria-checked', 'true');
  const answer = cardAnswer(page, 'ecommerce/year-sales', 'last-year');
  await page.getByRole('menuitemradio', { name: 'Last year' }).click();
  const last = (await (await answer).json()) as YearSales;
  expect(last.months).toHaveLength(12);
  const thousands = (v: number) => `$${v}K`;
  // The chart's table (what a screen reader reads) holds every month of last year, as answered.
  const rows = () => cardTitled(page, 'Yearly Sales').locator('table tbody tr');
  const expectLastYear = async () => {
    await expect(page.getByRole('img', { name: /Net profit and revenue per month, Last year/ })).toBeVisible();
    await expect(rows()).toHaveCount(12);
    await expect(rows().first()).toContainText(thousands(last.netProfit[0]!));
    await expect(rows().last()).toContainText(thousands(last.revenue[11]!));
  };
  await expectLastYear();
  await expect(page).toHaveURL(/[?&]year=last-year/);

  await page.reload();
  await expect(cardTitled(page, 'Yearly Sales').getByText('Last year: net profit compared with revenue')).toBeVisible(
    loaded,
  );
  await expectLastYear();
});

test("the CRM Monthly Expenses card shows last month's spending from the backend, and keeps the choice", async ({
  page,
}) => {
  await page.goto(demoPath('/dashboard/crm'));
  const card = () => cardTitled(page, 'Monthly Expenses');
  await expect(card().getByText('spent this month')).toBeVisible(loaded);
  await card().getByRole('button', { name: 'Options for Monthly Expenses' }).click();
  const answer = cardAnswer(page, 'crm/expenses', 'last-month');
  await page.getByRole('menuitemradio', { name: 'Last month' }).click();
  const { total, paidPercent } = (await (await answer).json()) as { total: number; paidPercent: number };
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const expectLastMonth = async () => {
    await expect(card().getByText(`${money.format(total)} spent last month`)).toBeVisible();
    await expect(card().getByRole('progressbar', { name: 'Paid' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(paidPercent)),
    );
  };
  await expectLastMonth();
  await expect(page).toHaveURL(/[?&]expenses=last-month/);
  await page.reload();
  await expect(card().getByText('spent last month')).toBeVisible(loaded);
  await expectLastMonth();
});
