/** Global search dialog: shortcut, results, keyboard, empty states, recent. */
import { test, expect, demoPath } from '../support/fixtures';

test.use({ role: 'admin' });

// A light page (text only) so the shell, not a chart-heavy screen, is what the test exercises.
const shellPage = '/pages/faq';

test.beforeEach(async ({ page }) => {
  await page.goto(demoPath(shellPage));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('Ctrl+K opens the dialog with the empty recent list and the key hints', async ({ page }) => {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search apps & pages' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('Search apps & pages')).toBeFocused();
  await expect(dialog.getByText('No recent searches')).toBeVisible();
  for (const hint of ['to select', 'to navigate', 'to close']) await expect(dialog.getByText(hint)).toBeVisible();
});

test('at most five results; arrow keys and Enter open a page; it is then a recent search', async ({ page }) => {
  await page
    .locator('[data-slot=top-bar]')
    .getByRole('button', { name: /^Search/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search apps & pages' });
  await dialog.getByRole('combobox').fill('list');
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(options.nth(1)).toContainText('Product List');
  await expect(options.nth(1)).toContainText('Products');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo\/ecommerce\/products\/list$/);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveTitle('Product List | Tessera');

  await page.keyboard.press('Control+k');
  await expect(dialog.getByText('Recent searches')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveText([/Product List/]);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('option')).toHaveText([/Product List/]);
});

// Failed in the first merged CI run: the typed text was gone from the box (suspected race between
// typing and the dialog's lazily loaded content on the now data-backed FAQ page). Fix the race first.
test('no match says so; Escape clears and closes', async ({ page }) => {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search apps & pages' });
  await dialog.getByRole('combobox').fill('qwertyuiop');
  await expect(dialog.getByText('No result found!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('combobox')).toHaveValue('');
});

test('the side menu search box opens the same dialog, and results follow the language', async ({ page }) => {
  await page
    .locator('[data-slot=sidebar]')
    .getByRole('button', { name: /^Search/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search apps & pages' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await page.keyboard.press('Control+k');
  const fr = page.getByRole('dialog', { name: 'Rechercher des applications et des pages' });
  await fr.getByRole('combobox').fill('factures');
  await expect(fr.getByRole('option').first()).toContainText('Liste des factures');
});
