import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('the overview shows customer, logistics, totals, payment and the status timeline', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/order/overview?id=1009'));
  await expect(page.getByRole('heading', { level: 1, name: /Order #1009/ })).toBeVisible();
  await expect(page.getByText('Out for Delivery').first()).toBeVisible();
  for (const title of [
    'Customer',
    'Shipping Address',
    'Billing Address',
    'Logistics',
    'Products',
    'Payment',
    'Order Status',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('mia.hernandez@example.com')).toBeVisible();
  await expect(page.getByText('Espresso Machine')).toBeVisible();
  await expect(page.getByText('Total (USD)')).toBeVisible();
  await expect(page.getByText('$549.00').first()).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Out for delivery');
  // The shell (top bar, menus) has its own scans in shell-a11y.spec.ts; this one covers the screen.
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test.describe('bad links', () => {
  // The overview asks the API for an unknown id on purpose: the 404 answer is expected.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown order says it was not found', async ({ page }) => {
    await page.goto(demoPath('/ecommerce/order/overview?id=424242'));
    await expect(page.getByText('Order #424242 was not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to orders' })).toBeVisible();
  });
});

test('a link without a valid id says no order was chosen, under the screen heading', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/order/overview?id=abc'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order overview');
  await expect(page.getByText('No order was chosen')).toBeVisible();
});

test('opened from the menu without an id, it shows the most recent order', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/order/overview'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: /Order #1030/ })).toBeVisible();
  await expect(page.getByText('The most recent order, placed on September 12, 2023')).toBeVisible();
  await expect(page.getByText('Kitchen Scale')).toBeVisible();
});

test('an order lists its product with accessories, and a discount row in the price breakdown', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/order/overview?id=1010'));
  const products = page.getByRole('table').filter({ hasText: 'Robot Vacuum' });
  await expect(products.locator('tbody tr')).toHaveCount(4);
  await expect(products).toContainText('Extended Warranty (1 year)');
  await expect(page.getByText('Discount', { exact: true })).toBeVisible();
  await expect(page.getByText('-$22.41')).toBeVisible();
  await expect(page.getByText('$459.95').first()).toBeVisible();
});
