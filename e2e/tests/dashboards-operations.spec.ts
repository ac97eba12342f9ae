import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

const kpi = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: label });

test('shows fulfilment figures derived from the demo orders', async ({ page }) => {
  await page.goto(demoPath('/dashboard/operations'));
  await expect(kpi(page, 'Open orders')).toContainText('22');
  await expect(kpi(page, 'In transit')).toContainText('12');
  await expect(kpi(page, 'On-time deliveries')).toContainText('71.4%');
  await expect(kpi(page, 'Stock alerts')).toContainText('4');
  const warehouses = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Warehouses and Stock' }),
  });
  await expect(warehouses.getByText('Ultrabook 14"')).toBeVisible();
  await expect(warehouses.getByText('Critical').first()).toBeVisible();
  const branches = page.getByRole('row', { name: /Texas/ });
  await expect(branches).toContainText('3/4 (75%)');
});

test('deleting an order changes the operations figures', async ({ page }) => {
  await page.goto(demoPath('/dashboard/crm'));
  const orders = page.getByTestId('orders-table');
  await orders.getByRole('searchbox', { name: 'Search Order' }).fill('1015');
  await orders.getByRole('button', { name: 'Actions for order #1015' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(orders.getByText('No order matches your search.')).toBeVisible();

  await page.getByRole('link', { name: 'Operations' }).first().click();
  await expect(kpi(page, 'Open orders')).toContainText('21');
});
