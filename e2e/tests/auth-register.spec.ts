/** Sign-up, conflicts, persistence across reloads, demo reset, forgot password. */
import type { Page } from '@playwright/test';
import { test, expect, demoPath, pageIsLive } from '../support/fixtures';

// 400: refused input. 401: the session of an account removed by "reset demo data" ends.
test.use({ allowConsoleErrors: [/status of 40[01]/] });

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function register(page: Page, values: { fullName: string; username?: string; email: string; password: string }) {
  await pageIsLive(page);
  await field(page, 'Full name').fill(values.fullName);
  await field(page, 'Username').fill(values.username ?? '');
  await field(page, 'Email').fill(values.email);
  await field(page, 'Password').fill(values.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('conflicts show under their own field', async ({ page }) => {
  await page.goto(demoPath('/register'));
  await register(page, { fullName: 'Someone Else', email: 'admin@demo.com', password: 'secret1' });
  await expect(field(page, 'Email')).toHaveAccessibleDescription('An account with this email already exists.');
  await expect(field(page, 'Username')).not.toHaveAccessibleDescription(/taken/);

  await register(page, {
    fullName: 'Someone Else',
    username: 'johndoe',
    email: 'someone@demo.com',
    password: 'secret1',
  });
  await expect(field(page, 'Username')).toHaveAccessibleDescription(/This username is already taken\./);
  await expect(field(page, 'Email')).not.toHaveAccessibleDescription(/already/);

  await register(page, { fullName: 'John Doe', email: 'admin@demo.com', password: 'secret1' });
  await expect(field(page, 'Email')).toHaveAccessibleDescription('An account with this email already exists.');
  await expect(field(page, 'Username')).toHaveAccessibleDescription(/This username is already taken\./);
});

test('bad input is refused with the form rules before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === demoPath('/api/register')) sent.push(request.method());
  });
  await page.goto(demoPath('/register'));
  await register(page, { fullName: ' ', username: 'a', email: 'x@', password: '123' });
  await expect(field(page, 'Full name')).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Username')).toHaveAccessibleDescription(/You must enter a minimum of 3 characters/);
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email');
  await expect(field(page, 'Password')).toHaveAccessibleDescription(/You must enter a minimum of 6 characters/);
  expect(sent).toEqual([]);
});

test('a new account signs in, survives reloads and logout, and goes away with "reset demo data"', async ({ page }) => {
  test.setTimeout(90_000);
  const account = { fullName: 'Grace Hopper', email: `grace-${Date.now()}@demo.com`, password: 'cobol59' };
  await page.goto(demoPath('/register'));
  await register(page, account);
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/dashboard/crm'));
  await expect(page.getByRole('button', { name: /^Account menu for Grace Hopper/ })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
  await page.reload();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/dashboard/crm'));

  await page.getByRole('button', { name: 'Customizer' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Reset demo data' }).click();
  await settings.getByRole('button', { name: 'Confirm' }).click();

  // The page reloads; the account no longer exists: its requests are refused, the refresh too,
  // and the session ends on the login page.
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    'The email or password is incorrect.',
  );
});

test('forgot password confirms without telling whether the account exists', async ({ page }) => {
  await page.goto(demoPath('/forgot-password'));
  const input = field(page, 'Email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(input).toHaveAccessibleDescription('This field is required');
  await input.fill('nobody@nowhere.dev');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for nobody@nowhere.dev');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
});
