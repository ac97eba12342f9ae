/**
 * Roles and permissions end to end, the flow of issue 25: an admin creates a role that reads
 * invoices and gives it to the client account; the client sees the invoice menu; the admin takes
 * "read Invoice" away; the client, signing in again, has no invoice menu, gets NotFound on the
 * invoice list and 403 from the invoice API; restoring the rule brings the menu back. Plus the role
 * form's refusals (nothing is sent) and one light axe scan of each screen.
 *
 * The demo backend keeps its data in the browser, so admin and client take turns in ONE context
 * (same storage, cookies cleared between sign-ins); the context, and with it this data, is thrown
 * away at the end, so other specs still find the seeded roles.
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, loginViaUi, test } from '../support/fixtures';

// The 403 of the forbidden API call and the 404 of the forbidden page are expected in the console.
test.use({ role: 'admin', allowConsoleErrors: [/status of 40[34]/] });

const firstLoad = { timeout: 30_000 };
const roleName = 'Invoice readers';
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const editor = (page: Page) => page.getByRole('dialog');

async function signInAs(page: Page, who: 'admin' | 'client', to?: string) {
  await page.context().clearCookies();
  await loginViaUi(page, who, to ? { to } : {});
}

/** As admin on /apps/roles: opens the role's editor, sets "Read Invoices", saves. */
async function setReadInvoice(page: Page, on: boolean) {
  await signInAs(page, 'admin', '/apps/roles');
  await page.getByRole('button', { name: `Edit role ${roleName}` }).click(firstLoad);
  await editor(page).getByRole('checkbox', { name: 'Read Invoices' }).setChecked(on);
  await editor(page).getByRole('button', { name: 'Save role' }).click();
  await expect(editor(page)).toBeHidden();
}

test('a role the app obeys: the menu, the route guard and the API follow its rules', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(demoPath('/apps/roles'));
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByTestId('role-card')).toHaveCount(5, firstLoad);
  await expect(page.getByTestId('role-card').first()).toContainText('Administrator');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  // Bad input: messages under the field, and no request leaves.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/roles') && r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
  });
  await page.getByRole('button', { name: 'Add role' }).click();
  await editor(page).getByRole('button', { name: 'Save role' }).click();
  await expect(editor(page).getByText("Enter the role's name")).toBeVisible();
  await editor(page).getByLabel('Role name').fill('manager');
  await editor(page).getByRole('button', { name: 'Save role' }).click();
  await expect(editor(page).getByText('Another role already has this name')).toBeVisible();
  expect(sent).toEqual([]);

  await editor(page).getByLabel('Role name').fill(roleName);
  for (const box of ['Read Invoices', 'Read FAQ', 'Read Own account']) {
    await editor(page).getByRole('checkbox', { name: box }).check();
  }
  await editor(page).getByRole('button', { name: 'Save role' }).click();
  await expect(editor(page)).toBeHidden();
  await expect(page.getByTestId('role-card').filter({ hasText: roleName })).toContainText('0 users');

  // Give it to the client account (Jane Miller) from the users list under the cards.
  const members = page.getByTestId('role-members-table');
  await members.getByRole('searchbox', { name: 'Search users' }).fill('Jane');
  await members.getByRole('button', { name: 'Change the role of Jane Miller' }).click();
  await page.getByRole('menuitemradio', { name: roleName }).click();
  await expect(members.getByRole('row', { name: /Jane Miller/ })).toContainText(roleName);
  await expect(page.getByTestId('role-card').filter({ hasText: roleName })).toContainText('1 user');

  await page.goto(demoPath('/apps/permissions'));
  const permissions = page.getByTestId('permissions-table');
  await permissions.getByRole('searchbox', { name: 'Search permissions' }).fill('read:Invoice');
  await expect(permissions.getByRole('row', { name: /read:Invoice/ })).toContainText(roleName, firstLoad);
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  // The client reads invoices: the menu has them, the list opens, without "New invoice" (no create right).
  await signInAs(page, 'client');
  await expect(mainMenu(page).getByText('Invoice', { exact: true })).toBeVisible();
  await page.goto(demoPath('/apps/invoice/list'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible(firstLoad);
  await expect(page.getByRole('link', { name: 'New invoice' })).toHaveCount(0);

  await setReadInvoice(page, false);
  await signInAs(page, 'client');
  await expect(mainMenu(page).getByText('FAQs', { exact: true })).toBeVisible();
  await expect(mainMenu(page).getByText('Invoice', { exact: true })).toHaveCount(0);
  // Asked from the FAQ page the client landed on, once its answers (from the in-browser demo backend) show.
  await expect(page.locator('section[aria-labelledby^="faq-"]').first()).toBeVisible(firstLoad);
  const answer = await page.evaluate(async (url) => {
    const token = document.cookie.match(/(?:^|; )accessToken=([^;]*)/)?.[1] ?? '';
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${JSON.parse(decodeURIComponent(token))}` },
    });
    return { status: response.status, body: await response.json() };
  }, demoPath('/api/invoices'));
  expect(answer).toEqual({ status: 403, body: { message: 'You may not read Invoice' } });
  await page.goto(demoPath('/apps/invoice/list'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible(firstLoad);

  // Restoring the rule restores the menu.
  await setReadInvoice(page, true);
  await signInAs(page, 'client');
  await expect(mainMenu(page).getByText('Invoice', { exact: true })).toBeVisible();
});
