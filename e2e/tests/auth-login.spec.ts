/** Login, session cookies, reload and logout, against the built site (cookie and storage names other tools rely on). */
import { test, expect, demoPath, expectNoSeriousA11yViolations, pageIsLive, users } from '../support/fixtures';

const email = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Email', exact: true });
const password = (page: import('@playwright/test').Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Login', exact: true });

test.describe('the login page', () => {
  test('shows both demo accounts and their credentials', async ({ page }) => {
    await page.goto(demoPath('/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    for (const user of Object.values(users)) {
      await expect(page.getByText(`${user.email} / ${user.password}`)).toBeVisible();
    }
    await expect(email(page)).toBeVisible();
    await expect(password(page)).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password(page)).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('checks the fields before sending', async ({ page }) => {
    await page.goto(demoPath('/login'));
    await loginButton(page).click();
    await expect(email(page)).toHaveAccessibleDescription('This field is required');
    await expect(password(page)).toHaveAccessibleDescription('This field is required');
    await expect(email(page)).toBeFocused();
    await email(page).fill('admin@demo');
    await expect(email(page)).toHaveAccessibleDescription('Please enter a valid email');
  });

  test('works by keyboard alone: Tab reaches the fields, Enter signs in', async ({ page }) => {
    await page.goto(demoPath('/login'));
    await expect(loginButton(page)).toBeVisible();
    const isEmailFocused = () => email(page).evaluate((el) => el === document.activeElement);
    for (let presses = 0; presses < 15 && !(await isEmailFocused()); presses++) await page.keyboard.press('Tab');
    await expect(email(page)).toBeFocused();
    await page.keyboard.type(users.admin.email);
    await page.keyboard.press('Tab');
    await expect(password(page)).toBeFocused();
    await page.keyboard.type(users.admin.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password(page)).toHaveAttribute('type', 'text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
  });

  test.describe('with a wrong password', () => {
    // Chromium logs every 4xx answer as a console error.
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('shows the server error under Email and stays signed out', async ({ page, context }) => {
      await page.goto(demoPath('/login'));
      await pageIsLive(page);
      await email(page).fill(users.admin.email);
      await password(page).fill('not-the-password');
      await loginButton(page).click();
      await expect(email(page)).toHaveAccessibleDescription('The email or password is incorrect.');
      await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
      expect((await context.cookies()).map((c) => c.name)).not.toContain('accessToken');
    });
  });

  test('signs in, stores the session cookies, survives a reload and logs out', async ({ page, context }) => {
    await page.goto(demoPath('/login'));
    await pageIsLive(page);
    await email(page).fill(users.admin.email);
    await password(page).fill(users.admin.password);
    await loginButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/dashboard/crm'));

    const cookies = await context.cookies();
    const thirtyDays = Date.now() / 1000 + 30 * 24 * 3600;
    for (const name of ['accessToken', 'refreshToken', 'userData', 'userAbilityRules']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie, name).toBeDefined();
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(Math.abs(cookie!.expires - thirtyDays)).toBeLessThan(120);
    }
    expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'userData')!.value))).toMatchObject({
      email: users.admin.email,
      role: 'admin',
    });

    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/dashboard/crm'));
    await expect(page.getByRole('button', { name: /^Account menu for John Doe/ })).toBeVisible();

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
    await expect(loginButton(page)).toBeVisible();
    // The rules go last, once the login screen has committed (lib/session.ts logout): poll for them.
    const session = ['accessToken', 'refreshToken', 'userData', 'userAbilityRules'];
    const left = async () =>
      (await context.cookies()).filter((c) => c.value !== '' && session.includes(c.name)).map((c) => c.name);
    await expect.poll(left).toEqual([]);

    await page.goto(demoPath('/dashboard/crm'));
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login') && url.search === '?to=/dashboard/crm');
  });
});

test.describe('signed in', () => {
  test.use({ role: 'client' });

  test('the guest-only pages send the user home, then to the role landing page', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(demoPath(path));
      await expect(page).toHaveURL((url) => url.pathname === demoPath(users.client.landing));
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`messages, ${theme}`, () => {
    test.use({ appSettings: { theme }, allowConsoleErrors: [/status of 400/] });

    test('field errors, server errors and confirmations pass axe', async ({ page }) => {
      test.setTimeout(90_000);
      // Forms are sent with Enter: the scan is about the messages, with no button left in its hover state.
      await page.goto(demoPath('/login'));
      await pageIsLive(page);
      await email(page).press('Enter');
      await expect(email(page)).toHaveAccessibleDescription('This field is required');
      await expectNoSeriousA11yViolations(page);
      await email(page).fill(users.admin.email);
      await password(page).fill('wrong-password');
      await password(page).press('Enter');
      await expect(email(page)).toHaveAccessibleDescription('The email or password is incorrect.');
      await expectNoSeriousA11yViolations(page);

      await page.goto(demoPath('/register'));
      await pageIsLive(page);
      await page.getByLabel('Full name', { exact: true }).fill('John Doe');
      await page.getByLabel('Email', { exact: true }).fill(users.admin.email);
      await page.getByLabel('Password', { exact: true }).fill('secret1');
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
        'An account with this email already exists.',
      );
      await expectNoSeriousA11yViolations(page);

      await page.goto(demoPath('/forgot-password'));
      await pageIsLive(page);
      await page.getByLabel('Email', { exact: true }).fill('someone@demo.com');
      await page.getByLabel('Email', { exact: true }).press('Enter');
      await expect(page.getByRole('status')).toContainText('someone@demo.com');
      await expectNoSeriousA11yViolations(page);
    });
  });
}
