import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** Counts the requests to a demo API path, so a test can show that bad input sent nothing. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(request.url())) seen.count += 1;
  });
  return seen;
}

test('adds a product in four checked steps; it is listed after a reload', async ({ page }) => {
  const posts = countRequests(page, 'POST', /\/api\/product\/add$/);
  await page.goto(demoPath('/ecommerce/products/add'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This field is required');
  await expect(page.getByRole('listitem').filter({ hasText: 'Product Info' })).toHaveAttribute('data-state', 'error');
  await page.getByLabel('Name').fill('Walnut Desk');
  await page.getByLabel('Weight (kg)').fill('heavy');
  await page.getByLabel('Collection').fill('Home office');
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Weight (kg)')).toHaveAccessibleDescription('This field can only contain numbers');
  await page.getByLabel('Weight (kg)').fill('21.5');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Media' })).toBeVisible();
  await page.getByLabel('Feature image').setInputFiles({
    name: 'desk.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Shopify handle').fill('walnut-desk');
  await page.getByLabel('Facebook account').fill('walnutdesk');
  await page.getByLabel('Instagram account').fill('@walnutdesk');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Price')).toHaveAccessibleDescription('This field is required');
  expect(posts.count).toBe(0);
  await page.getByLabel('Price').fill('480');
  await page.getByLabel('SKU').fill('SKU-777');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form Submitted! The product was added.')).toBeVisible();
  expect(posts.count).toBe(1);

  await expect(page).toHaveURL(/\/ecommerce\/products\/list$/);
  await page.reload();
  const table = page.getByTestId('products-table');
  await table.getByRole('searchbox', { name: 'Search products' }).fill('walnut');
  await expect(table.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText('#15')).toBeVisible();
  // The uploaded picture came back from the demo store with the product.
  await expect(table.locator('tbody tr img')).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('edits a product card by card; bad input sends nothing; the change survives a reload', async ({ page }) => {
  const puts = countRequests(page, 'PUT', /\/api\/products\/prd-009$/);
  await page.goto(demoPath('/ecommerce/products/edit?product=prd-009'));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
  const info = page.getByRole('form', { name: 'Product Information' });
  await expect(info.getByLabel('Name')).toHaveValue('Adjustable Table');
  await info.getByLabel('Name').fill('');
  await info.getByRole('button', { name: 'Update' }).click();
  await expect(info.getByLabel('Name')).toHaveAccessibleDescription('This field is required');
  await info.getByRole('button', { name: 'Reset' }).click();
  await expect(info.getByLabel('Name')).toHaveValue('Adjustable Table');
  expect(puts.count).toBe(0);

  const pricing = page.getByRole('form', { name: 'Pricing' });
  await pricing.getByLabel('Price').fill('250');
  await pricing.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Pricing saved')).toBeVisible();
  expect(puts.count).toBe(1);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Pricing' }).getByLabel('Price')).toHaveValue('250');
});

test('the overview shows a real product from the menu, and its suggestions', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/products/overview'));
  await expect(page.getByRole('heading', { level: 1, name: 'Product Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'iPhone 14' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});
