import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

interface Sellers {
  period: string;
  totalDeliveries: number;
  rows: { name: string; deliveries: number; earnings: number }[];
}

const number = (value: number) => new Intl.NumberFormat('en-US').format(value);
const sellersAnswer = (page: Page, period: string) =>
  page.waitForResponse(
    (response: Response) =>
      response.url().includes('/api/dashboards/analytics/sellers') &&
      new URL(response.url()).searchParams.get('period') === period,
  );

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

  await page.reload();
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
