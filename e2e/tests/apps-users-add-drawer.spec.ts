/**
 * The "Add user" drawer holds its open state beside its button, so opening and closing it leave the
 * list behind alone: the list keeps its search and rows, and focus goes back to the button. A press
 * outside the open drawer only closes it.
 */
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('opening and closing the drawer keeps the list as it was', async ({ page }) => {
  await page.goto(demoPath('/users/list?q=kumo'));
  const card = page.getByTestId('users-table');
  const rows = card.getByRole('table', { name: 'User list' }).locator('tbody tr');
  await expect(card.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(2);

  const button = page.getByRole('button', { name: 'Add user' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Add user' });
  await expect(drawer.getByLabel('Full name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Focus is back on the button that opened it, not on the page's body.
  await expect(button).toBeFocused();
  await expect(card.getByRole('searchbox', { name: 'Search users' })).toHaveValue('kumo');
  await expect(rows).toHaveCount(2);
});

test('a press outside the open drawer closes it and reaches nothing behind it', async ({ page }) => {
  await page.goto(demoPath('/users/list?q=kumo'));
  const card = page.getByTestId('users-table');
  await expect(card.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible({ timeout: 30_000 });
  const userLink = card.getByRole('table', { name: 'User list' }).locator('tbody tr').first().getByRole('link').first();
  const behind = await userLink.boundingBox();
  const address = page.url();

  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add user' });
  await expect(drawer.getByLabel('Full name')).toBeVisible();
  // Radix listens for a press outside only once the drawer has mounted and taken focus; a press
  // before that is not a press "outside the drawer" yet.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The body keeps its pointer while the drawer is open (index.css): the overlay is what stops it.
  await page.mouse.click(behind!.x + behind!.width / 2, behind!.y + behind!.height / 2);
  await expect(drawer).toBeHidden();
  expect(page.url()).toBe(address);
  await expect(userLink).toBeVisible();
});
