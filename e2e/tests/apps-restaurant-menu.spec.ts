import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

const menuPath = demoPath('/ecommerce/restaurant/menu');
const grid = (page: import('@playwright/test').Page) => page.getByTestId('restaurant-menu');
const dishes = (page: import('@playwright/test').Page) => grid(page).getByRole('article');

test('course, search and page live in the address and are answered by the server', async ({ page }) => {
  await page.goto(menuPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Menu' })).toBeVisible();
  await expect(grid(page).getByText('Showing 1 to 6 of 15 entries')).toBeVisible();
  await expect(grid(page).getByLabel('Items per page:')).toHaveValue('6');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await grid(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(grid(page).getByText('Showing 7 to 12 of 15 entries')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);

  const answer = page.waitForResponse((r) => r.url().includes('/api/restaurant/menu?filter=Dessert'));
  await grid(page).getByRole('button', { name: 'Dessert', exact: true }).click();
  expect((await (await answer).json()).menus).toHaveLength(2);
  await expect(dishes(page)).toHaveCount(2);
  await expect(dishes(page).first()).toContainText('Dark Chocolate Tart');
  await expect(page).toHaveURL(/[?&]type=Dessert/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  // A reload shows the same dishes.
  await page.reload();
  await expect(dishes(page)).toHaveCount(2);
  await expect(grid(page).getByRole('button', { name: 'Dessert', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await grid(page).getByRole('button', { name: 'All', exact: true }).click();
  await grid(page).getByRole('searchbox', { name: 'Search Menu' }).fill('lemon');
  await expect(dishes(page)).toHaveCount(3);
  await expect(page).toHaveURL(/[?&]q=lemon/);
  await page.reload();
  await expect(grid(page).getByRole('searchbox', { name: 'Search Menu' })).toHaveValue('lemon');
  await expect(dishes(page)).toHaveCount(3);

  await grid(page).getByLabel('Items per page:').selectOption('12');
  await grid(page).getByRole('searchbox', { name: 'Search Menu' }).fill('');
  await expect(grid(page).getByText('Showing 1 to 12 of 15 entries')).toBeVisible();
  await expect(page).toHaveURL(/[?&]itemsPerPage=12/);
});

test('a shared link opens the same dishes in another browser', async ({ page, browser, authState }) => {
  await page.goto(`${menuPath}?type=Salad&q=chicken`);
  await expect(dishes(page)).toHaveCount(1);
  await expect(dishes(page).first()).toContainText('Chicken Caesar');
  const other = await browser.newContext({ storageState: await authState('admin') });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(page.url());
    await expect(grid(elsewhere).getByRole('article').first()).toContainText('Chicken Caesar');
    await expect(grid(elsewhere).getByRole('article')).toHaveCount(1);
    await expect(grid(elsewhere).getByRole('button', { name: 'Salad', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid(elsewhere).getByRole('searchbox', { name: 'Search Menu' })).toHaveValue('chicken');
  } finally {
    await other.close();
  }
});

test('a dish is added, edited and deleted, and each change survives a reload', async ({ page }) => {
  await page.goto(menuPath);
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
  const confirm = page.getByRole('alertdialog', { name: 'Delete Miso Soup?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(miso).toHaveCount(1);

  await miso.getByRole('button', { name: 'Delete Miso Soup' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // While the dialog is open the grid is hidden from the accessibility tree (the dialog is modal),
  // so the dish "disappears" at once: wait for the dialog to close, which it does once the server
  // has deleted the dish, before looking at the grid or reloading.
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Miso Soup was removed from the menu')).toBeVisible();
  await expect(miso).toHaveCount(0);
  await page.reload();
  await expect(dishes(page)).toHaveCount(3);
  await expect(miso).toHaveCount(0);
  await grid(page).getByRole('button', { name: 'All', exact: true }).click();
  await expect(grid(page).getByText('Showing 1 to 6 of 15 entries')).toBeVisible();
});
