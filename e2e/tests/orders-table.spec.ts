import type { Locator, Page } from '@playwright/test';
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

const ordersCard = (page: Page) => page.getByTestId('orders-table');
const bodyRows = (table: Locator) => table.getByRole('table', { name: 'Orders' }).locator('tbody tr');
const firstIdCell = (table: Locator) => bodyRows(table).first().getByRole('link');

async function openCrm(page: Page) {
  await page.goto(demoPath('/dashboard/crm'));
  const card = ordersCard(page);
  await expect(bodyRows(card)).toHaveCount(6);
  return card;
}

test('shows six orders per page with the entries count, and pages through thirty', async ({ page }) => {
  const card = await openCrm(page);
  await expect(card.getByText('Showing 1 to 6 of 30 entries')).toBeVisible();
  await card.getByRole('button', { name: 'Next page' }).click();
  await expect(card.getByText('Showing 7 to 12 of 30 entries')).toBeVisible();
  await expect(firstIdCell(card)).toHaveText('#1007');
  await card.getByRole('button', { name: 'Page 5' }).click();
  await expect(card.getByText('Showing 25 to 30 of 30 entries')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await card.getByLabel('Items per page:').selectOption('25');
  await expect(bodyRows(card)).toHaveCount(25);
  await expect(card.getByText('Showing 1 to 25 of 30 entries')).toBeVisible();
});

test('searches orders by customer, status and id, and says when nothing matches', async ({ page }) => {
  const card = await openCrm(page);
  const search = card.getByRole('searchbox', { name: 'Search Order' });
  await search.fill('olivia');
  await expect(bodyRows(card)).toHaveCount(1);
  await expect(bodyRows(card).first()).toContainText('Olivia Bennett');
  await search.fill('cancelled');
  await expect(bodyRows(card)).toHaveCount(1);
  await expect(bodyRows(card).first()).toContainText('#1004');
  await search.fill('out for delivery');
  await expect(card.getByText('Showing 1 to 6 of 6 entries')).toBeVisible();
  await search.fill('no such order');
  await expect(card.getByText('No order matches your search.')).toBeVisible();
  await expect(card.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
});

test('sorts by amount both ways and exposes the order with aria-sort', async ({ page }) => {
  const card = await openCrm(page);
  const header = card.getByRole('columnheader', { name: 'Amount' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(card).first()).toContainText('$29.99');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(card).first()).toContainText('$1,149.00');
  await card.getByRole('columnheader', { name: 'Customer' }).getByRole('button').click();
  await expect(bodyRows(card).first()).toContainText('Abigail Moreau');
});

test('shows delivery statuses as coloured chips', async ({ page }) => {
  const card = await openCrm(page);
  await expect(card.locator('[data-status="Cancelled"]')).toHaveAttribute('data-color', 'error');
  await expect(card.locator('[data-status="Delivered"]').first()).toHaveAttribute('data-color', 'success');
});

test('View in the row menu opens the overview of that order', async ({ page }) => {
  const card = await openCrm(page);
  await card.getByRole('button', { name: 'Actions for order #1003' }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/demo\/ecommerce\/order\/overview\?id=1003$/);
  await expect(page.getByRole('heading', { level: 1, name: /Order #1003/ })).toBeVisible();
  await expect(page.getByText('Sophia Nguyen').first()).toBeVisible();
  await expect(page.getByText('4K Action Camera')).toBeVisible();
  await expect(page.getByText('$319.50').first()).toBeVisible();
  // Back returns to the screen the overview was opened from.
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\/crm$/);
  await expect(ordersCard(page).getByRole('link', { name: '#1003' })).toBeVisible();
});

test.describe('deleting', () => {
  // Opening the overview of the deleted order asks the API for it on purpose: its 404 is expected.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('Delete asks first, removes the order and it stays removed after a reload', async ({ page }) => {
    const card = await openCrm(page);
    await card.getByRole('button', { name: 'Actions for order #1002' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete order #1002?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Showing 1 to 6 of 30 entries')).toBeVisible();

    await card.getByRole('button', { name: 'Actions for order #1002' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(card.getByText('Showing 1 to 6 of 29 entries')).toBeVisible();
    await expect(card.getByRole('link', { name: '#1002' })).toHaveCount(0);

    await page.reload();
    await expect(ordersCard(page).getByText('Showing 1 to 6 of 29 entries')).toBeVisible();
    await expect(ordersCard(page).getByRole('link', { name: '#1002' })).toHaveCount(0);
    await page.goto(demoPath('/ecommerce/order/overview?id=1002'));
    await expect(page.getByText('Order #1002 was not found')).toBeVisible();
  });
});
