import { readFile } from 'node:fs/promises';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

const ordersPath = demoPath('/ecommerce/restaurant/orders');

test('status totals come from the orders; the filters in the address are answered by the server', async ({ page }) => {
  await page.goto(ordersPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Orders' })).toBeVisible();
  const stats = page.getByRole('list', { name: 'Orders by status' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Cancelled' })).toContainText('$68.48');
  await expect(stats.getByRole('listitem').filter({ hasText: 'Cancelled' })).toContainText('From 3 orders');
  const card = page.getByTestId('restaurant-orders');
  const rows = card.locator('tbody tr');
  await expect(card.getByText('Showing 1 to 10 of 22 entries')).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Select #5021 · Nora Whitfield' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Columns' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const byStatus = page.waitForResponse((r) => r.url().includes('/api/restaurant/orders?status=On+Road'));
  await card.getByLabel('Status').selectOption('On Road');
  expect((await (await byStatus).json()).orders).toHaveLength(6);
  await expect(rows).toHaveCount(6);
  await expect(page).toHaveURL(/[?&]status=On\+Road/);

  const both = page.waitForResponse((r) =>
    /status=On\+Road&payMethod=Cash|payMethod=Cash.*status=On\+Road/.test(r.url()),
  );
  await card.getByLabel('Payment Method').selectOption('Cash');
  expect((await (await both).json()).orders).toHaveLength(1);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Marcus Reyes');
  await expect(page).toHaveURL(/[?&]paymentMethod=Cash/);

  // The address holds the view: a reload shows the same rows.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Marcus Reyes');
  await expect(card.getByLabel('Status')).toHaveValue('On Road');

  await card.getByRole('button', { name: 'Clear filters' }).click();
  await expect(card.getByText('Showing 1 to 10 of 22 entries')).toBeVisible();
  await card.getByRole('searchbox', { name: 'Search Order' }).fill('nora');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('#5021');
  await expect(page).toHaveURL(/[?&]q=nora/);
  await card.getByRole('searchbox', { name: 'Search Order' }).fill('nobody-at-all');
  await expect(card.getByText('No order matches your search and filters.')).toBeVisible();
});

test('a shared link opens the same rows in another browser', async ({ page, browser, authState }) => {
  await page.goto(`${ordersPath}?status=On+Road&paymentMethod=Cash&q=marcus`);
  const rows = page.getByTestId('restaurant-orders').locator('tbody tr');
  await expect(rows.first()).toContainText('Marcus Reyes');
  await expect(rows).toHaveCount(1);
  const other = await browser.newContext({ storageState: await authState('admin') });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(page.url());
    const card = elsewhere.getByTestId('restaurant-orders');
    await expect(card.locator('tbody tr').first()).toContainText('Marcus Reyes');
    await expect(card.locator('tbody tr')).toHaveCount(1);
    await expect(card.getByLabel('Status')).toHaveValue('On Road');
    await expect(card.getByLabel('Payment Method')).toHaveValue('Cash');
    await expect(card.getByRole('searchbox', { name: 'Search Order' })).toHaveValue('marcus');
  } finally {
    await other.close();
  }
});

test('the export holds the rows of the view', async ({ page }) => {
  await page.goto(`${ordersPath}?status=Cancelled`);
  const card = page.getByTestId('restaurant-orders');
  await expect(card.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('restaurant-orders.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r\n/);
  expect(lines[0]).toContain('Order Number,Customer,Total');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['#5024', '#5036', '#5040']);
});

test('the selection gets a new status, and is deleted once confirmed; both survive a reload', async ({ page }) => {
  await page.goto(`${ordersPath}?q=503`);
  const card = page.getByTestId('restaurant-orders');
  const rows = card.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const pick = async () => {
    await card.getByRole('checkbox', { name: 'Select #5031 · Sara Lindqvist' }).check();
    await card.getByRole('checkbox', { name: 'Select #5032 · Adrian Kowalski' }).check();
    await expect(card.getByText('2 selected')).toBeVisible();
  };
  const sara = rows.filter({ hasText: 'Sara Lindqvist' });
  const adrian = rows.filter({ hasText: 'Adrian Kowalski' });

  await pick();
  await card.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Cancelled' }).click();
  await expect(page.getByText('2 orders set to Cancelled')).toBeVisible();
  await expect(sara).toContainText('Cancelled');
  await expect(adrian).toContainText('Cancelled');
  await page.reload();
  await expect(sara).toContainText('Cancelled');
  await expect(adrian).toContainText('Cancelled');

  await pick();
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 orders?' });
  await expect(confirm).toContainText('#5031 · Sara Lindqvist');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(10);

  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('2 orders deleted')).toBeVisible();
  await expect(rows).toHaveCount(8);
  await expect(sara).toHaveCount(0);
  await page.reload();
  await expect(card.getByText('Showing 1 to 8 of 8 entries')).toBeVisible();
  await expect(adrian).toHaveCount(0);
});

test('a phone shows the key columns without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(ordersPath);
  const card = page.getByTestId('restaurant-orders');
  // The order number moves under the customer's name; the other columns wait for a wider screen.
  await expect(card.locator('tbody tr').first()).toContainText('Nora Whitfield');
  await expect(card.locator('tbody tr').first()).toContainText('#5021');
  for (const name of ['Customer', 'Status']) await expect(card.getByRole('columnheader', { name })).toBeVisible();
  for (const name of ['Order Number', 'Total', 'Date & Time']) {
    await expect(card.getByRole('columnheader', { name })).toBeHidden();
  }
  const overflow = await card.locator('table').evaluate((table) => {
    const box = table.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});
