import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('status totals come from the orders, and the filters change what the server answers', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/restaurant/orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Orders' })).toBeVisible();
  const stats = page.getByRole('list', { name: 'Orders by status' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Cancelled' })).toContainText('$68.48');
  await expect(stats.getByRole('listitem').filter({ hasText: 'Cancelled' })).toContainText('From 3 orders');
  const card = page.getByTestId('restaurant-orders');
  const rows = card.locator('tbody tr');
  await expect(card.getByText('Showing 1 to 10 of 22 entries')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const byStatus = page.waitForResponse((r) => r.url().includes('/api/restaurant/orders?status=On+Road'));
  await card.getByLabel('Status').selectOption('On Road');
  expect((await (await byStatus).json()).orders).toHaveLength(6);
  await expect(rows).toHaveCount(6);

  const both = page.waitForResponse((r) =>
    /status=On\+Road&payMethod=Cash|payMethod=Cash.*status=On\+Road/.test(r.url()),
  );
  await card.getByLabel('Payment Method').selectOption('Cash');
  expect((await (await both).json()).orders).toHaveLength(1);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Marcus Reyes');

  await card.getByLabel('Status').selectOption('');
  await card.getByLabel('Payment Method').selectOption('');
  await card.getByRole('searchbox', { name: 'Search' }).fill('nora');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('#5021');
  await card.getByRole('searchbox', { name: 'Search' }).fill('nobody-at-all');
  await expect(card.getByText('No data found!')).toBeVisible();
});
