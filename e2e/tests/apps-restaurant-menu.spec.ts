import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

const grid = (page: import('@playwright/test').Page) => page.getByTestId('restaurant-menu');
const dishes = (page: import('@playwright/test').Page) => grid(page).getByRole('article');

test('the menu filters by course on the server and searches by name', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/restaurant/menu'));
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Menu' })).toBeVisible();
  await expect(grid(page).getByText('Showing 1 to 6 of 15 entries')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const answer = page.waitForResponse((r) => r.url().includes('/api/restaurant/menu?filter=Dessert'));
  await grid(page).getByRole('button', { name: 'Dessert', exact: true }).click();
  expect((await (await answer).json()).menus).toHaveLength(2);
  await expect(dishes(page)).toHaveCount(2);
  await expect(dishes(page).first()).toContainText('Dark Chocolate Tart');

  await grid(page).getByRole('button', { name: 'All', exact: true }).click();
  await grid(page).getByRole('searchbox', { name: 'Search Menu' }).fill('lemon');
  await expect(dishes(page)).toHaveCount(3);
});

test('a dish is added, edited and deleted, and each change survives a reload', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/restaurant/menu'));
  await expect(grid(page).getByText('Showing 1 to 6 of 15 entries')).toBeVisible();

  // Bad input: nothing is sent and every field says what is wrong.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/restaurant/menu')) posts += 1;
  });
  await page.getByRole('button', { name: 'Add New Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  await dialog.getByLabel('Price (USD)').fill('12.345');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Course')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Price (USD)')).toHaveAccessibleDescription(/at most two decimals/);
  expect(posts).toBe(0);

  await dialog.getByLabel('Name').fill('Miso Soup');
  await dialog.getByLabel('Description').fill('Dashi broth with tofu, wakame and spring onion.');
  await dialog.getByLabel('Course').selectOption('Appetizer');
  await dialog.getByLabel('Price (USD)').fill('6.50');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toBe(1);
  await expect(grid(page).getByText('Showing 1 to 6 of 16 entries')).toBeVisible();

  await page.reload();
  await grid(page).getByRole('button', { name: 'Appetizer', exact: true }).click();
  const miso = dishes(page).filter({ hasText: 'Miso Soup' });
  await expect(miso).toContainText('$6.50');
  await miso.getByRole('button', { name: 'Edit Miso Soup' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await expect(edit.getByLabel('Name')).toHaveValue('Miso Soup');
  await edit.getByLabel('Price (USD)').fill('7.25');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(miso).toContainText('$7.25');

  await miso.getByRole('button', { name: 'Delete Miso Soup' }).click();
  await page.getByRole('dialog', { name: 'Delete Miso Soup?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(miso).toHaveCount(0);
  await page.reload();
  await expect(grid(page).getByText('Showing 1 to 6 of 15 entries')).toBeVisible();
});
