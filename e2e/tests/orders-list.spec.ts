import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Orders by status' }).getByRole('listitem').filter({ hasText: label });
/** The whole text of a stat: its figure, then its label. */
const count = (value: number, label: string) => new RegExp(`^\\s*${value}\\s*${label}\\s*$`);

test('the order list counts orders by status and lists ten per page', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/order/list'));
  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();
  await expect(stat(page, 'All orders')).toHaveText(count(30, 'All orders'));
  await expect(stat(page, 'Cancelled')).toHaveText(count(1, 'Cancelled'));
  const card = page.getByTestId('orders-table');
  await expect(card.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(10);
  await expect(card.getByText('Showing 1 to 10 of 30 entries')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test('an overview opened from the list leads back to the list', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/order/list'));
  const card = page.getByTestId('orders-table');
  await card.getByRole('link', { name: '#1004' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Order #1004/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/demo\/ecommerce\/order\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();
});

test.describe('deleting', () => {
  test('a deleted order leaves the counts and the table, and stays gone after a reload', async ({ page }) => {
    await page.goto(demoPath('/ecommerce/order/list'));
    const card = page.getByTestId('orders-table');
    await expect(stat(page, 'Cancelled')).toHaveText(count(1, 'Cancelled'));
    await card.getByRole('button', { name: 'Actions for order #1004' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByText('Showing 1 to 10 of 29 entries')).toBeVisible();
    // #1004 was the one cancelled order.
    await expect(stat(page, 'Cancelled')).toHaveText(count(0, 'Cancelled'));
    await expect(stat(page, 'All orders')).toHaveText(count(29, 'All orders'));
    await page.reload();
    await expect(page.getByTestId('orders-table').getByText('Showing 1 to 10 of 29 entries')).toBeVisible();
    await expect(page.getByTestId('orders-table').getByRole('link', { name: '#1004' })).toHaveCount(0);
  });
});

test.describe('editing', () => {
  test('Edit changes the delivery status and date, and the change survives a reload', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') writes.push(request.url());
    });
    await page.goto(demoPath('/ecommerce/order/list'));
    const card = page.getByTestId('orders-table');
    const row = card.locator('tbody tr').filter({ has: page.getByRole('link', { name: '#1009' }) });
    await expect(row).toContainText('Out for Delivery');
    await card.getByRole('button', { name: 'Actions for order #1009' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit order #1009' });
    // The dialog's code loads on first use: scan it once it is there.
    await expect(dialog.getByLabel('Delivery Date')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // Bad input: a message, and nothing is sent.
    await dialog.getByLabel('Delivery Date').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('Delivery Date')).toHaveAccessibleDescription('This field is required');
    await dialog.getByLabel('Delivery Date').fill('2023-07-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('Delivery Date')).toHaveAccessibleDescription(
      'The delivery date cannot be before the order date',
    );
    expect(writes).toHaveLength(0);

    await dialog.getByLabel('Delivery Status').selectOption('Delivered');
    await dialog.getByLabel('Delivery Date').fill('2023-08-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Actions for order #1009' })).toBeFocused();
    await expect(row).toContainText('Delivered');
    expect(writes).toHaveLength(1);
    await page.reload();
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('Aug 1, 2023');
  });
});
