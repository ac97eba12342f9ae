import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The demo backend starts on a page's first request: on a busy machine that can outlast one default wait. */
const firstLoad = { timeout: 30_000 };

const card = (page: Page) => page.getByTestId('invoices-table');
const rows = (page: Page) => card(page).getByRole('table', { name: 'Invoice list' }).locator('tbody tr');

async function openList(page: Page) {
  await page.goto(demoPath('/apps/invoice/list'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(card(page).getByText(/^Showing 1 to 10 of/)).toBeVisible(firstLoad);
}

test('lists 25 invoices ten per page, with status chips, numbers as stored and the footer wording', async ({
  page,
}) => {
  await openList(page);
  await expect(card(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
  // Numbers show as stored; INV0024 is printed on two invoices, both listed.
  await expect(rows(page).nth(0).getByRole('link').first()).toHaveText('INV0024');
  await expect(rows(page).nth(1).getByRole('link').first()).toHaveText('INV0024');
  await expect(rows(page).nth(2).getByRole('link').first()).toHaveText('INV0023');
  await expect(rows(page).nth(2)).toContainText('EMI');
  await card(page).getByLabel('Items per page:').selectOption('25');
  await expect(rows(page)).toHaveCount(25);
  await expect(card(page).getByText('Showing 1 to 25 of 25 entries')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test('filters by status and searches by customer', async ({ page }) => {
  await openList(page);
  const filter = card(page).getByRole('group', { name: 'Filter by status' });
  await filter.getByRole('button', { name: /^Unpaid/ }).click();
  await expect(filter.getByRole('button', { name: /^Unpaid/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page).getByText('Showing 1 to 9 of 9 entries')).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Unpaid');
  await filter.getByRole('button', { name: /^All/ }).click();
  await card(page).getByRole('searchbox', { name: 'Search invoices' }).fill('priya');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Priya Raman');
  await card(page).getByRole('searchbox', { name: 'Search invoices' }).fill('nobody at all');
  await expect(card(page).getByText('No invoice matches your search.')).toBeVisible();
});

test('deletes one invoice after confirmation, and it stays gone after a reload', async ({ page }) => {
  await openList(page);
  const remove = card(page).getByRole('button', { name: 'Delete invoice INV0023 (Priya Raman)' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete invoice INV0023?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(card(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page).getByText('Showing 1 to 10 of 24 entries')).toBeVisible();
  await page.reload();
  await expect(card(page).getByText('Showing 1 to 10 of 24 entries')).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'INV0023', exact: true })).toHaveCount(0);
});

test('deleting one INV0024 keeps the other invoice with the same number', async ({ page }) => {
  await openList(page);
  await card(page).getByRole('button', { name: 'Delete invoice INV0024 (Amanda Phillips)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page).getByText('Showing 1 to 10 of 24 entries')).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'INV0024', exact: true })).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Marcus Green');
});
