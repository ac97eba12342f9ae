/** The eight demo auth pages: same forms as the real ones, two designs, outcomes shown without signing in. */
import type { Page } from '@playwright/test';
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';
import { authVariantPages } from '../support/public-pages';

// 400: the server refusing input in the register flow (an email already used).
test.use({ allowConsoleErrors: [/status of 400/] });

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** Records the API calls the page makes, to prove bad input sends nothing. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

const pages = authVariantPages;

test('every variant shows its form under one heading, and axe finds nothing serious', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, heading] of pages) {
    await page.goto(demoPath(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
  }
});

test('login v1: bad input shows messages and sends nothing; good input shows whose credentials they are', async ({
  page,
}) => {
  await page.goto(demoPath('/auth/login'));
  const calls = apiCalls(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Password')).toHaveAccessibleDescription('This field is required');
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: 'Use Admin' }).click();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toContainText('These credentials work: John Doe (Admin).');
  // Nobody was signed in: the real login page still opens for this visitor.
  await page.getByRole('link', { name: 'Go to the real login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
});

test('register v2: the form rules, then the account is created without a sign-in', async ({ page }) => {
  await page.goto(demoPath('/auth/register-v2'));
  const calls = apiCalls(page);
  await field(page, 'Email').fill('nope');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field(page, 'Full name')).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email');
  expect(calls).toEqual([]);

  await field(page, 'Full name').fill('Grace Hopper');
  await field(page, 'Email').fill('grace@demo.com');
  await field(page, 'Password').fill('cobol59');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('The account for grace@demo.com is ready.');
  // The outcome and the form's footer both offer it: each leads to the v2 sign-in page.
  const signIn = page.getByRole('link', { name: 'Sign in instead' });
  await expect(signIn.first()).toBeVisible();
  for (const link of await signIn.all()) await expect(link).toHaveAttribute('href', demoPath('/auth/login-v2'));
});

test('forgot v1 and reset v2: clear messages first, then the outcome from the server', async ({ page }) => {
  await page.goto(demoPath('/auth/forgot-password'));
  const calls = apiCalls(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('This field is required');
  expect(calls).toEqual([]);
  await field(page, 'Email').fill('admin@demo.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for admin@demo.com');

  await page.goto(demoPath('/auth/reset-password-v2'));
  const resetCalls = apiCalls(page);
  await field(page, 'New password').fill('short');
  await field(page, 'Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(field(page, 'New password')).toHaveAccessibleDescription(/This password is too weak/);
  await field(page, 'New password').fill('Tessera2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription('The two passwords do not match.');
  expect(resetCalls).toEqual([]);

  await field(page, 'Confirm new password').fill('Tessera2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
  expect(resetCalls).toEqual(['POST /demo/api/auth/reset-password']);
});

test.describe('a variant in Arabic, dark', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar' } });

  test('reads right to left and axe finds nothing serious', async ({ page }) => {
    await page.goto(demoPath('/auth/login-v2'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
