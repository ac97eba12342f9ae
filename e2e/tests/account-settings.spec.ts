/**
 * Account settings (/account/<tab>): a password change that only the new password survives,
 * two-factor set-up with a code computed here, each tab saved and found again after a reload,
 * bad input refused before sending, and a light axe scan. The password test registers its own
 * user, so the shared demo accounts are never changed.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test, expect, demoPath, expectNoSeriousA11yViolations, pageIsLive } from '../support/fixtures';

// 400 and 403: answers the forms show (wrong current password, demo account deactivation);
// 404: the static host's answer for a tab that does not exist.
test.use({ allowConsoleErrors: [/status of 40[034]/] });

/** Records the methods of requests to an API path, to prove a refused form sent nothing. */
function watchApi(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === demoPath(`/api/${path}`)) sent.push(request.method());
  });
  return sent;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(demoPath('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === demoPath('/login'));
}

test('a registered user changes the password, turns on two-factor and signs in with the new password and a code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `ada-${Date.now()}@demo.com`;
  await page.goto(demoPath('/register'));
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('engine42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === demoPath('/dashboard/crm'));

  // Reached from the profile menu.
  await page.getByRole('button', { name: /^Account menu for Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/account/account'));
  await page.getByRole('link', { name: 'Security' }).click();

  const sent = watchApi(page, 'account/password');
  const current = page.getByLabel(/^Current password/);
  const fresh = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  const submit = page.getByRole('button', { name: 'Change password' });
  await fresh.fill('short');
  await expect(page.getByText('At least 8 characters(missing)')).toBeVisible();
  await fresh.fill('Better123');
  await expect(page.getByText('At least 8 characters(done)')).toBeVisible();
  await fresh.fill('short');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('This field is required');
  await expect(fresh).toHaveAccessibleDescription(/This password is too weak/);
  expect(sent).toEqual([]);

  await current.fill('not-my-password');
  await fresh.fill('Better123');
  await confirm.fill('Better123');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Current password is incorrect');
  await expect(fresh).toHaveValue('Better123');
  await current.fill('engine42');
  await submit.click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  // Two-factor: the secret shown on screen gives the code an authenticator app would show.
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(page.getByText('Enter all 6 digits of the code')).toBeVisible();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByRole('group', { name: 'Code from the app' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  await signOut(page);
  await signIn(page, email, 'engine42');
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  // The password alone is no longer enough: sign-in asks for the app's code.
  await signIn(page, email, 'Better123');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const codeBoxes = page.getByRole('group', { name: 'Code from the app' }).getByRole('textbox');
  await expect(codeBoxes.first()).toBeFocused();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Enter all 6 digits of the code')).toBeVisible();
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.keyboard.type(app.generate({ timestamp: Date.now() - 10 * 60_000 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('This code is not right or has expired.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
  await codeBoxes.first().click();
  await page.keyboard.type(app.generate());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((url) => url.pathname === demoPath('/dashboard/crm'));
});

test.describe('as the admin', () => {
  test.use({ role: 'admin' });

  test('the account tab saves, keeps bad input out, checks the picture and refuses deactivation', async ({ page }) => {
    // A tab that does not exist is a page that does not exist.
    await page.goto(demoPath('/account/nope'));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto(demoPath('/account/account'));
    // The tab arrives pre-rendered with its answers: a person can type once the app has taken it over.
    await pageIsLive(page, { timeout: 30_000 });
    const name = page.getByRole('textbox', { name: 'Full name', exact: true });
    const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
    const sent = watchApi(page, 'account/profile');
    await name.fill('');
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(phone).toHaveAccessibleDescription(/phone number of 6 to 20 digits/);
    expect(sent.filter((m) => m === 'PATCH')).toEqual([]);

    const picture = page.locator('input[type=file]');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(/This file is not a picture/)).toBeVisible();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await name.fill('Johnny Doe');
    await phone.fill('+1 202 555 0199');
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes have been saved')).toBeVisible();

    await page.reload();
    await expect(name).toHaveValue('Johnny Doe');
    await expect(phone).toHaveValue('+1 202 555 0199');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    await expect(page.locator('main img[src^="data:image/png"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/Type your email/).fill('admin@demo.com');
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The demo accounts cannot be deactivated' })).toBeVisible();
  });

  test('notifications, appearance and billing save and are found after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(demoPath('/account/notifications'));
    const weeklyApp = page.getByRole('checkbox', { name: 'Weekly report by App' });
    await expect(weeklyApp).not.toBeChecked();
    await weeklyApp.check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes have been saved')).toBeVisible();
    await page.reload();
    await expect(weeklyApp).toBeChecked();

    // Appearance applies at once, through the customizer's own settings.
    await page.getByRole('link', { name: 'Appearance' }).click();
    await page.getByRole('radio', { name: 'Bordered' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'bordered');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Bordered' })).toBeChecked();
    await page.getByRole('button', { name: 'Customizer' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: 'Bordered' })).toBeChecked();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Billing & Plans' }).click();
    await page.getByRole('button', { name: 'Downgrade to Standard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByText('Your plan has been changed')).toBeVisible();

    const cards = watchApi(page, 'account/billing/cards');
    await page.getByRole('button', { name: 'Add card' }).click();
    const number = page.getByRole('textbox', { name: 'Card number', exact: true });
    await number.fill('4242 4242');
    await page.getByRole('textbox', { name: 'Expiry date', exact: true }).fill('01/20');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(number).toHaveAccessibleDescription(/Enter the whole card number/);
    await expect(page.getByRole('textbox', { name: 'Expiry date', exact: true })).toHaveAccessibleDescription(
      /from now on/,
    );
    await expect(page.getByRole('textbox', { name: 'Name on card', exact: true })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(cards).toEqual([]);

    await number.fill('3782 822463 10005');
    await expect(number).toHaveAccessibleDescription(/American Express/);
    await page.getByRole('textbox', { name: 'Name on card', exact: true }).fill('John Doe');
    await page.getByRole('textbox', { name: 'Expiry date', exact: true }).fill('12/39');
    await page.getByRole('textbox', { name: 'Security code (CVC)', exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('The card has been added')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Your plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Standard' }).getByText('Your plan')).toBeVisible();
    await expect(page.getByText('American Express ending in 0005')).toBeVisible();
    await expect(page.getByText('Showing 1 to 10 of 14 entries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
