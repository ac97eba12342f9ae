import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

const card = (page: Page) => page.getByTestId('products-table');
const rows = (page: Page) => card(page).getByRole('table', { name: 'Products' }).locator('tbody tr');

async function openList(page: Page) {
  await page.goto(demoPath('/ecommerce/products/list'));
  await expect(page.getByRole('heading', { level: 1, name: 'Product List' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
}

test('lists fifteen products ten per page, searchable, with no serious a11y issue', async ({ page }) => {
  await openList(page);
  await expect(card(page).getByText('Showing 1 to 10 of 15 entries')).toBeVisible();
  await expect(card(page).getByLabel('Items per page:')).toHaveValue('10');
  await expect(rows(page).first()).toContainText('iPhone 14');
  await expect(rows(page).first().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  // The seed's discount is a percentage: 10 means 10% off.
  await expect(rows(page).first()).toContainText('10%');
  await card(page).getByRole('searchbox', { name: 'Search products' }).fill('headphone');
  await expect(rows(page)).toHaveCount(1);
  await card(page).getByRole('searchbox', { name: 'Search products' }).fill('');
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test('deletes one of the two products sharing number 5, and it stays gone after a reload', async ({ page }) => {
  await openList(page);
  await card(page).getByRole('button', { name: 'Delete Beat Headphone' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Beat Headphone?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page).getByText('Showing 1 to 10 of 14 entries')).toBeVisible();
  await page.reload();
  await expect(card(page).getByText('Showing 1 to 10 of 14 entries')).toBeVisible();
  await expect(card(page).getByText('Beat Headphone')).toHaveCount(0);
  // The other product with number 5 is untouched.
  await expect(card(page).getByText('Monitor 27"')).toBeVisible();
});

test('bulk-deletes the selected rows after confirmation', async ({ page }) => {
  await openList(page);
  await card(page).getByRole('checkbox', { name: 'Select iPhone 14' }).check();
  await card(page).getByRole('checkbox', { name: 'Select Nick Camera' }).check();
  await expect(card(page).getByText('2 selected')).toBeVisible();
  await card(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete 2 products?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page).getByText('Showing 1 to 10 of 13 entries')).toBeVisible();
  await page.reload();
  await expect(card(page).getByText('Showing 1 to 10 of 13 entries')).toBeVisible();
  await expect(card(page).getByText('iPhone 14')).toHaveCount(0);
});
