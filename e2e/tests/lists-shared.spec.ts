/**
 * Every table list is the same list card: the same toolbar (search, Columns, Export), a checkbox per
 * row, the same footer, and its view (search, filters, sort, page, page size) in the address, so a
 * reload and a link opened by someone else show the same rows.
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

interface ListCase {
  name: string;
  path: string;
  testId: string;
  search: string;
  /** A facet filter of the toolbar and the value chosen. */
  filter: { label: string; value: string };
  /** The column header sorted by. */
  sortBy: RegExp;
}

const lists: ListCase[] = [
  {
    name: 'products',
    path: '/ecommerce/products/list',
    testId: 'products-table',
    search: 'a',
    filter: { label: 'Category', value: 'Electronics' },
    sortBy: /Price/,
  },
  {
    name: 'users',
    path: '/users/list',
    testId: 'users-table',
    search: 'a',
    filter: { label: 'Status', value: 'active' },
    sortBy: /User/,
  },
  {
    name: 'orders',
    path: '/ecommerce/order/list',
    testId: 'orders-table',
    search: 'e',
    filter: { label: 'Delivery Status', value: 'Delivered' },
    sortBy: /Amount/,
  },
];

const card = (page: Page, list: ListCase) => page.getByTestId(list.testId);
const rowTexts = (page: Page, list: ListCase) => card(page, list).locator('tbody tr').allInnerTexts();
const footer = (page: Page, list: ListCase) => card(page, list).getByText(/^Showing \d+ to \d+ of \d+ entries$/);

for (const list of lists) {
  test(`${list.name}: the shared toolbar and footer, and the view survives a reload and a shared link`, async ({
    page,
    browser,
    authState,
  }) => {
    await page.goto(demoPath(list.path));
    const box = card(page, list);
    await expect(footer(page, list)).toHaveText(/of [1-9]\d* entries$/);
    await expect(box.getByRole('searchbox', { name: /Search/ })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(box.getByRole('button', { name: /Export/ })).toBeVisible();
    await expect(box.getByLabel('Items per page:')).toHaveValue('10');
    await expect(box.locator('tbody tr').first().getByRole('checkbox')).toBeVisible();

    await box.getByLabel(list.filter.label, { exact: true }).selectOption(list.filter.value);
    await box.getByRole('searchbox', { name: /Search/ }).fill(list.search);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${list.search}`));
    await box.getByRole('columnheader', { name: list.sortBy }).getByRole('button').click();
    await box.getByLabel('Items per page:').selectOption('25');
    await expect(page).toHaveURL(/itemsPerPage=25/);
    // The address changes before the list has drawn the new view: read the rows once it has.
    await expect(box.getByRole('columnheader', { name: list.sortBy })).toHaveAttribute('aria-sort', 'ascending');
    await expect(box.getByLabel('Items per page:')).toHaveValue('25');
    const shown = await rowTexts(page, list);
    const summary = await footer(page, list).innerText();
    expect(shown.length).toBeGreaterThan(0);

    await page.reload();
    await expect(footer(page, list)).toHaveText(summary);
    // The footer can show the count a moment before the rows have drawn: read them until they have.
    await expect.poll(() => rowTexts(page, list)).toEqual(shown);
    await expect(box.getByRole('searchbox', { name: /Search/ })).toHaveValue(list.search);

    // Someone else opens the link: no remembered choices, the same rows.
    const other = await browser.newContext({ storageState: await authState('admin') });
    const otherPage = await other.newPage();
    await otherPage.goto(page.url());
    await expect(footer(otherPage, list)).toHaveText(summary);
    await expect.poll(() => rowTexts(otherPage, list)).toEqual(shown);
    await expect(card(otherPage, list).getByLabel(list.filter.label, { exact: true })).toHaveValue(list.filter.value);
    await other.close();
  });
}

test('invoices: the status chips are the list filter, kept in the address', async ({ page }) => {
  await page.goto(demoPath('/apps/invoice/list'));
  const box = page.getByTestId('invoices-table');
  const footer = box.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  await expect(footer).toHaveText(/of [1-9]\d* entries$/, { timeout: 30_000 });
  const everyInvoice = await footer.innerText();
  await box
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: /^Unpaid/ })
    .click();
  await expect(page).toHaveURL(/status=unpaid/i);
  // The address changes first; the filtered rows render a moment later.
  await expect(footer).not.toHaveText(everyInvoice);
  await expect(footer).toHaveText(/of [1-9]\d* entries$/);
  const summary = await box.getByText(/^Showing \d+ to \d+ of \d+ entries$/).innerText();
  await page.reload();
  await expect(box.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toHaveText(summary);
  await expect(
    box.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^Unpaid/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(box.getByRole('button', { name: 'Columns' })).toBeVisible();
  await expect(box.getByRole('button', { name: /Export/ })).toBeVisible();
});

test('a bulk delete asks through the one confirmation: Cancel keeps the rows', async ({ page }) => {
  await page.goto(demoPath('/apps/invoice/list'));
  const box = page.getByTestId('invoices-table');
  const summary = box.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  // The footer says 0 of 0 until the invoices arrive.
  await expect(summary).toHaveText(/of [1-9]\d* entries$/);
  const before = await summary.innerText();
  await box.locator('tbody tr').nth(0).getByRole('checkbox').check();
  await box.locator('tbody tr').nth(1).getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 invoices?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(summary).toHaveText(before);
  await box.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary).not.toHaveText(before);
  await page.reload();
  await expect(summary).not.toHaveText(before);
});
