/** Notifications dialog and page, through the demo API; changes persist. */
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';

test.use({ role: 'admin' });

// A light page (text only) so the shell, not a chart-heavy screen, is what the test exercises.
const shellPage = '/pages/faq';

async function open(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByRole('listitem')).toHaveCount(24);
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto(demoPath(shellPage));
});

test('the bell shows the unread count; toggling read state persists across a reload', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Notifications (4 unread)' })).toBeVisible();
  const dialog = await open(page);
  const first = dialog.getByRole('listitem').first();
  await expect(first).toContainText('Email: You have a new email from John Doe.');
  await expect(first).toHaveAttribute('data-state', 'unread');
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(first).toHaveAttribute('data-state', 'read');
  await expect(first.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications (3 unread)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications (3 unread)' })).toBeVisible();
  const again = await open(page);
  await expect(again.getByRole('listitem').first()).toHaveAttribute('data-state', 'read');
});

test('mark all as read clears the dot; "View all" opens the page, which lists the same', async ({ page }) => {
  const dialog = await open(page);
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(dialog.locator('[data-state=unread]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);

  await (await open(page)).getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/pages\/notifications$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  const list = page.getByTestId('notifications-table');
  await expect(list.getByText('Showing 1 to 10 of 24 entries')).toBeVisible();
  await list.getByRole('button', { name: 'Unread 0' }).click();
  await expect(list.getByText('No notification matches these filters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[data-slot=page]' });
});

test('hiding every notification shows the empty state, which survives a reload', async ({ page }) => {
  const dialog = await open(page);
  for (let left = 24; left > 0; left--) {
    await dialog.getByRole('listitem').first().getByRole('button', { name: 'Hide notification' }).click();
    if (left > 1) await expect(dialog.getByRole('listitem')).toHaveCount(left - 1);
  }
  await expect(dialog.getByText('No Notification Found!')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('No Notification Found!')).toBeVisible();
});

test('focus stays in the dialog and returns to the bell', async ({ page }) => {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const dialog = await open(page);
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Focusing a button opens its tooltip, a layer of its own: each Escape closes the top layer, so
  // the dialog goes after at most a few presses (the tooltip may still be opening at the first).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(bell).toBeFocused();
});
