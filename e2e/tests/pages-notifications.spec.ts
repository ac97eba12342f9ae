/**
 * The notifications page (/pages/notifications), reached from the bell's "View all": status and type
 * filters, read and unread, deletes that ask first, pages, all kept by the demo backend and shared
 * with the bell's count.
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

// The first screen waits for the demo backend to start; give a busy machine room for it.
const firstLoad = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

const list = (page: Page) => page.getByTestId('notifications-table');
const rows = (page: Page) => list(page).locator('tbody tr');
const footer = (page: Page) => list(page).getByText(/^Showing \d+ to \d+ of \d+ entries$/);
const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: unread ? `Notifications (${unread} unread)` : 'Notifications', exact: true });
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function openFromBell(page: Page) {
  await page.goto(demoPath('/pages/faq'));
  await expect(page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible(firstLoad);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: 'View all notifications' })
    .click();
  await expect(page).toHaveURL(/\/pages\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(footer(page)).toHaveText(/^Showing [1-9]/, firstLoad);
}

test.describe('as the admin', () => {
  test.use({ role: 'admin' });

  test('opens from the bell, filters by status and type, and turns the pages', async ({ page }) => {
    await openFromBell(page);
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 24 entries');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText('You have a new email from John Doe.');

    await list(page).getByRole('button', { name: 'Next page' }).click();
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 24 entries');
    await expect(page).toHaveURL(/[?&]page=2/);
    await list(page).getByLabel('Items per page:').selectOption('25');
    await expect(footer(page)).toHaveText('Showing 1 to 24 of 24 entries');
    await expect(rows(page).last()).toContainText('Your account was created.');

    await list(page).getByRole('button', { name: 'Unread 4' }).click();
    await expect(page).toHaveURL(/[?&]status=unread/);
    await expect(list(page).getByRole('button', { name: 'Unread 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(footer(page)).toHaveText('Showing 1 to 4 of 4 entries');
    await list(page).getByLabel('Type', { exact: true }).selectOption('alert');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Emergency: Server is down!');
    await list(page).getByRole('button', { name: 'Read 20' }).click();
    await expect(footer(page)).toHaveText('Showing 1 to 2 of 2 entries');

    // A shared link opens the same view.
    await page.reload();
    await expect(footer(page)).toHaveText('Showing 1 to 2 of 2 entries', firstLoad);
    await expect(list(page).getByLabel('Type', { exact: true })).toHaveValue('alert');
    await expectNoSeriousA11yViolations(page, { include: '[data-slot=page]' });
  });

  test("marks read and unread, row and selection, and the bell's count follows", async ({ page }) => {
    await openFromBell(page);
    await expect(bell(page, 4)).toBeVisible();
    const email = row(page, 'You have a new email from John Doe.');
    await email.getByRole('button', { name: /^Mark as read: / }).click();
    await expect(bell(page, 3)).toBeVisible();
    await expect(email.getByRole('button', { name: /^Mark as unread: / })).toBeVisible();

    await row(page, 'Emergency: Server is down!').getByRole('checkbox').check();
    await row(page, 'New message from support').getByRole('checkbox').check();
    await list(page).getByRole('button', { name: 'Mark as', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Read', exact: true }).click();
    await expect(bell(page, 1)).toBeVisible();

    // The bell counts at once (an optimistic update): the reload waits for the backend's answer to
    // this change (marking unread), not to the one before it (marking read), whose answer may still
    // be on its way.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        /\/api\/notifications/.test(response.url()) &&
        (response.request().postDataJSON() as { isRead?: boolean } | null)?.isRead === false,
    );
    await row(page, 'Payment received from client XYZ.')
      .getByRole('button', { name: /^Mark as unread: / })
      .click();
    await expect(bell(page, 2)).toBeVisible();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(bell(page, 2)).toBeVisible(firstLoad);
    await list(page).getByRole('button', { name: 'Unread 2' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'Payment received from client XYZ.' })).toHaveCount(1);

    await list(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list(page).getByText('No notification matches these filters.')).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();
    await expect(list(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('deletes a row or the selection only once confirmed, and the delete lasts', async ({ page }) => {
    await openFromBell(page);
    const alert = 'Emergency: Server is down!';
    await row(page, alert)
      .getByRole('button', { name: `Delete: Alert: ${alert}` })
      .click();
    let dialog = page.getByRole('alertdialog', { name: 'Delete this notification?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, alert)).toHaveCount(1);

    await row(page, alert)
      .getByRole('button', { name: `Delete: Alert: ${alert}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // The dialog stays until the server has answered (the page behind it is hidden from the tree).
    await expect(dialog).toBeHidden(firstLoad);
    await expect(row(page, alert)).toHaveCount(0);
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 23 entries');
    await expect(bell(page, 3)).toBeVisible();

    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await list(page).getByRole('button', { name: 'Delete', exact: true }).click();
    dialog = page.getByRole('alertdialog', { name: 'Delete 2 notifications?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden(firstLoad);
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 21 entries');

    await page.reload();
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 21 entries', firstLoad);
    await expect(row(page, alert)).toHaveCount(0);
  });

  test('an address it cannot use shows the whole list', async ({ page }) => {
    await page.goto(demoPath('/pages/notifications?status=sometimes&type=fax&page=-3&itemsPerPage=abc'));
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 24 entries', firstLoad);
    await expect(list(page).getByRole('button', { name: 'All 24' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('as the client', () => {
  test.use({ role: 'client' });

  test('opens from the bell as well', async ({ page }) => {
    await openFromBell(page);
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 24 entries');
  });
});

test.describe('in Arabic, dark', () => {
  test.use({ role: 'admin', appSettings: { locale: 'ar', theme: 'dark' } });

  test('shows the messages in Arabic, right to left, with no serious axe violation', async ({ page }) => {
    await page.goto(demoPath('/pages/notifications'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rows(page).first()).toContainText('لديك رسالة بريد إلكتروني جديدة من جون دو.', firstLoad);
    await expectNoSeriousA11yViolations(page, { include: '[data-slot=page]' });
  });
});
