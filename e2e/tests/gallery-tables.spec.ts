/**
 * Table galleries: /tables and /datatables show the demo backend's dessert rows; the server table
 * pages and sorts through GET datatable/server; rows are added, edited and deleted through the
 * backend; the virtual table scrolls to its last generated row; axe passes light and dark Arabic.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { expectGalleryPage, openGallery, readGalleryNamespace } from '../support/gallery';

test.use({ role: 'admin' });
// Each page holds six live tables, and axe walks all of them: more than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const ns = readGalleryNamespace('tables');
const bodyRows = (table: Locator) => table.locator('tbody tr');
const firstName = (table: Locator) => bodyRows(table).first().locator('td').first();
/** The first answer waits for the demo backend to start: slow on a busy machine. */
const backendStart = { timeout: 30_000 };

test('/tables shows the backend rows in five styles, each with its code', async ({ page }) => {
  await openGallery(page, '/tables');
  const basic = page.getByRole('table', { name: 'Desserts, first ten rows' });
  await expect(firstName(basic)).toHaveText('Frozen yogurt', backendStart);
  await expect(bodyRows(basic)).toHaveCount(10);
  await expect(page.getByRole('table', { name: 'Desserts, themed table' })).toContainText('KitKat');
  await expect(page.getByRole('table', { name: 'Desserts, dense table' })).toContainText('Donut');
  const fixedHeight = page.getByRole('region', { name: 'Desserts in a fixed-height area' });
  await expect(bodyRows(fixedHeight)).toHaveCount(25);
  const fixedHeader = page.getByRole('table', { name: 'Desserts with a fixed header' });
  await expect(fixedHeader.locator('tfoot')).toContainText('Average of 25 rows');
  // Header and footer stay in view while the rows scroll between them (clipped rows are not).
  const area = page.getByRole('region', { name: 'Desserts with a fixed header' });
  await area.scrollIntoViewIfNeeded();
  await area.evaluate((el) => el.scrollTo({ top: 400 }));
  await expect(fixedHeader.locator('thead')).toBeInViewport();
  await expect(fixedHeader.locator('tfoot')).toBeInViewport();
  await expect(bodyRows(fixedHeader).first()).not.toBeInViewport();
  await expectGalleryPage(page, { title: 'Tables', sections: ns.tables!.sections });
});

async function openDatatables(page: Page) {
  await openGallery(page, '/datatables');
  await expect(page.getByRole('table', { name: 'Desserts, paged by the server' })).toContainText(
    'Frozen yogurt',
    backendStart,
  );
}

test('/datatables: client-side search and every section with its code', async ({ page }) => {
  await openDatatables(page);
  const card = page.locator('#basic');
  const table = card.getByRole('table', { name: 'Desserts, sorted and searched in the browser' });
  await expect(card.getByText('Showing 1 to 10 of 124 entries')).toBeVisible();
  await card.getByRole('searchbox', { name: 'Search desserts' }).fill('chocolate');
  await expect(card.getByText('Showing 1 to 9 of 9 entries')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Calories' })).toBeVisible();
  await table.getByRole('button', { name: 'Calories' }).click();
  await expect(firstName(table)).toHaveText('Chocolate-dipped strawberries');
  await expectGalleryPage(page, { title: 'Datatables', sections: ns.datatables!.sections });
});

test('the server table asks for each page, size and sort, and says what it shows', async ({ page }) => {
  await openDatatables(page);
  const card = page.locator('#server');
  const table = card.getByRole('table', { name: 'Desserts, paged by the server' });
  await expect(card.getByText('Showing 1 to 10 of 124 entries')).toBeVisible();

  const ask = (match: (url: URL) => boolean) =>
    page.waitForRequest((r) => r.url().includes('/api/datatable/server') && match(new URL(r.url())));
  let request = ask((u) => u.searchParams.get('page') === '2');
  await card.getByRole('button', { name: 'Next page' }).click();
  expect(new URL((await request).url()).searchParams.get('itemsPerPage')).toBe('10');
  await expect(firstName(table)).toHaveText('Fudge brownie');
  await expect(card.getByText('Showing 11 to 20 of 124 entries')).toBeVisible();

  request = ask((u) => u.searchParams.get('sortBy[key]') === 'calories');
  await table.getByRole('button', { name: 'Calories' }).click();
  const sorted = new URL((await request).url()).searchParams;
  expect([sorted.get('page'), sorted.get('sortBy[order]')]).toEqual(['1', 'asc']);
  await expect(firstName(table)).toHaveText('Fruit salad');
  await expect(table.getByRole('columnheader', { name: 'Calories' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(card.getByText('Showing 1 to 10 of 124 entries')).toBeVisible();
  await table.getByRole('button', { name: 'Calories' }).click();
  await expect(firstName(table)).toHaveText('Dark chocolate (70%)');
  await expect(table.getByRole('columnheader', { name: 'Calories' })).toHaveAttribute('aria-sort', 'descending');

  request = ask((u) => u.searchParams.get('itemsPerPage') === '25');
  await card.getByLabel('Items per page:').selectOption('25');
  await request;
  await expect(bodyRows(table)).toHaveCount(25);
  await expect(card.getByText('Showing 1 to 25 of 124 entries')).toBeVisible();
  await card.getByRole('button', { name: 'Page 5' }).click();
  await expect(card.getByText('Showing 101 to 124 of 124 entries')).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(24);
});

test('a row is added, edited and deleted through the backend, and survives a reload', async ({ page }) => {
  // Three loads of the page and six dialog round trips.
  test.setTimeout(150_000);
  await openDatatables(page);
  const card = page.locator('#crud');
  const table = card.getByRole('table', { name: 'Editable desserts' });
  await expect(firstName(table)).toHaveText('Fruit salad');

  let writes = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/datatable/rows')) writes += 1;
  });
  await card.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New dessert' });
  await dialog.getByLabel('Calories (kcal)').fill('12.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Dessert name')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Calories (kcal)')).toHaveAccessibleDescription('Enter a whole number from 0 to 900.');
  expect(writes).toBe(0);

  await dialog.getByLabel('Dessert name').fill('Sugar-free jelly');
  await dialog.getByLabel('Calories (kcal)').fill('9');
  await dialog.getByLabel('Fat (g)').fill('0');
  await dialog.getByLabel('Carbs (g)').fill('1.5');
  await dialog.getByLabel('Protein (g)').fill('0.7');
  await dialog.getByLabel('Iron (% of daily value)').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(writes).toBe(1);
  await expect(firstName(table)).toHaveText('Sugar-free jelly');
  await expect(card.getByText('Showing 1 to 10 of 125 entries')).toBeVisible();

  await page.reload();
  await expect(firstName(table)).toHaveText('Sugar-free jelly', backendStart);
  await card.getByRole('button', { name: 'Edit Sugar-free jelly' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit dessert' });
  await expect(edit.getByLabel('Calories (kcal)')).toHaveValue('9');
  await edit.getByLabel('Dessert name').fill('Lime jelly');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(firstName(table)).toHaveText('Lime jelly');

  await card.getByRole('button', { name: 'Delete Lime jelly' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
  await expect(confirm).toContainText('Are you sure you want to delete Lime jelly?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(firstName(table)).toHaveText('Lime jelly');
  await card.getByRole('button', { name: 'Delete Lime jelly' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(firstName(table)).toHaveText('Fruit salad');
  await page.reload();
  await expect(firstName(table)).toHaveText('Fruit salad', backendStart);
  await expect(card.getByText('Showing 1 to 10 of 124 entries')).toBeVisible();
});

test('the virtual table scrolls through 10,000 rows to the last one', async ({ page }) => {
  await openDatatables(page);
  const region = page.getByRole('region', { name: '10,000 generated desserts' });
  const table = region.getByRole('table');
  await expect(table).toHaveAttribute('aria-rowcount', '10001');
  await expect(page.locator('#virtual').getByText('10,000 of 10,000 rows')).toBeVisible();
  // Only the rows in view are in the page, not ten thousand.
  expect(await bodyRows(table).count()).toBeLessThan(60);
  await region.focus();
  await page.keyboard.press('End');
  const last = table.locator('tr[aria-rowindex="10001"]');
  await expect(last).toBeVisible();
  await expect(last.locator('td').first()).toHaveText('10,000');
  expect(await bodyRows(table).count()).toBeLessThan(60);
  await page.locator('#virtual').getByRole('searchbox', { name: 'Search desserts' }).fill('10000');
  await expect(page.locator('#virtual').getByText('1 of 10,000 rows')).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(1);
});

test.describe('dark and right-to-left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar' } });

  for (const path of ['/tables', '/datatables']) {
    test(`${path} shows its rows and passes axe in Arabic, dark`, async ({ page }) => {
      await openGallery(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The backend names its seed rows in the reader's language.
      await expect(page.locator('main table').first()).toContainText('زبادي مثلج', backendStart);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
