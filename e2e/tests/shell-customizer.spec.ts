/**
 * Customizer: every choice lands on <html> and in its app-1-* key at once,
 * survives a reload, and is applied by theme-init.js before the app's own code runs.
 */
import { test, expect, demoPath } from '../support/fixtures';
import type { Page } from '@playwright/test';

// In full motion: the panel slides in and out.
test.use({ role: 'admin', reducedMotion: 'no-preference' });

// A light page (text only) so the shell, not a chart-heavy screen, is what the test exercises.
const shellPage = '/pages/faq';

const html = (page: Page) => page.locator('html');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(`app-1-${k}`), key);

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customizer' }).click();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel).toBeVisible();
  return panel;
}

test('each setting applies at once, is stored, and survives a reload', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  const panel = await openCustomizer(page);

  await panel.getByRole('radio', { name: 'Bordered' }).click();
  await expect(html(page)).toHaveAttribute('data-skin', 'bordered');
  await panel.getByRole('radio', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  // exact: the skin tile 'Bordered' contains 'red'.
  await panel.getByRole('radio', { name: 'Red', exact: true }).click();
  await expect(html(page)).toHaveAttribute('data-preset', 'error');
  await panel.getByRole('radio', { name: 'Full' }).click();
  await expect(html(page)).toHaveAttribute('data-layout', 'full');
  await panel.getByRole('switch', { name: 'Collapsed (mini rail)' }).click();
  await panel.getByRole('switch', { name: 'Semi dark menu' }).click();
  await expect(html(page)).toHaveAttribute('data-semi-dark', 'true');
  await panel.getByRole('switch', { name: 'Navbar fixed' }).click();
  await expect(html(page)).toHaveAttribute('data-navbar', 'static');
  await panel.getByRole('switch', { name: 'Right to left (RTL)' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  const expected = {
    skin: 'bordered',
    theme: 'dark',
    preset: 'error',
    'box-layout': 'false',
    'menu-mini': 'true',
    'semi-dark': 'true',
    'navbar-fixed': 'false',
    rtl: 'true',
  };
  for (const [key, value] of Object.entries(expected)) expect(await stored(page, key), key).toBe(value);

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-skin', 'bordered');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveAttribute('data-preset', 'error');
  await expect(html(page)).toHaveAttribute('data-layout', 'full');
  await expect(html(page)).toHaveAttribute('data-semi-dark', 'true');
  await expect(html(page)).toHaveAttribute('data-navbar', 'static');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-slot=sidebar]')).toHaveAttribute('data-state', 'collapsed');
});

test('the horizontal menu hides the vertical menu options; Reset restores the defaults', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  const panel = await openCustomizer(page);
  await panel.getByRole('radio', { name: 'Horizontal' }).click();
  await expect(html(page)).toHaveAttribute('data-menu', 'horizontal');
  await expect(panel.getByRole('switch', { name: 'Semi dark menu' })).toHaveCount(0);
  await expect(page.locator('[data-slot=sidebar]')).toHaveCount(0);
  // The drawer is modal (the page is inert behind it): close it to use the new top menu.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Apps' })).toBeVisible();

  await openCustomizer(page);
  await panel.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(html(page)).toHaveAttribute('data-menu', 'vertical');
  expect(await stored(page, 'menu')).toBeNull();
  await expect(panel.getByRole('radio', { name: 'Vertical' })).toHaveAttribute('aria-checked', 'true');
});

test('Escape closes the panel and focus returns to the cog', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  await openCustomizer(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Customizer' })).toBeFocused();
});

test('Reset demo data restores the seeds', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const panel = await openCustomizer(page);
  await panel.getByRole('button', { name: 'Reset demo data' }).click();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Notifications (4 unread)' })).toBeVisible();
});

test.describe('before the first paint', () => {
  // The app's scripts are blocked on purpose; Chromium reports the aborted requests.
  test.use({
    appSettings: {
      theme: 'dark',
      skin: 'classic',
      preset: 'info',
      locale: 'ar',
      'box-layout': 'false',
      menu: 'horizontal',
      'navbar-fixed': 'false',
    },
    allowConsoleErrors: [/net::ERR_FAILED|Failed to load/],
  });

  test('theme-init.js alone puts every stored setting on <html>', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(demoPath(shellPage));
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-skin', 'classic');
    await expect(html(page)).toHaveAttribute('data-preset', 'info');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('data-layout', 'full');
    await expect(html(page)).toHaveAttribute('data-menu', 'horizontal');
    await expect(html(page)).toHaveAttribute('data-navbar', 'static');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(30, 33, 48)');
  });
});
