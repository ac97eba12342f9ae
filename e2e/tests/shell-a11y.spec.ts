/**
 * axe on the shell (menus, top bar, footer and its dialogs) in light/dark and LTR/RTL. The page
 * body belongs to each screen's own spec, so it is left out here.
 */
import { test, expect, demoPath, expectNoSeriousA11yViolations, pageIsLive } from '../support/fixtures';

test.use({ role: 'admin' });

// A light page (text only) so the shell, not a chart-heavy screen, is what the test exercises.
const shellPage = '/pages/faq';

const variants = [
  { name: 'light LTR', settings: { theme: 'light', locale: 'en' } },
  { name: 'dark LTR', settings: { theme: 'dark', locale: 'en' } },
  { name: 'light RTL', settings: { theme: 'light', locale: 'ar' } },
  { name: 'dark RTL semi-dark', settings: { theme: 'dark', locale: 'ar', 'semi-dark': 'true' } },
  { name: 'light semi-dark bordered', settings: { theme: 'light', 'semi-dark': 'true', skin: 'bordered' } },
];

for (const variant of variants) {
  test.describe(variant.name, () => {
    test.use({ appSettings: variant.settings });

    test('shell, search, notifications and customizer have no serious violations', async ({ page }) => {
      await page.goto(demoPath(shellPage));
      await expect(page.locator('[data-slot=sidebar]')).toBeVisible();
      // The pre-rendered shell shows before the app has taken it over; its shortcuts answer after.
      await pageIsLive(page);
      const exclude = ['[data-slot=page]'];
      await expectNoSeriousA11yViolations(page, { exclude });

      await page.keyboard.press('Control+k');
      const search = page.getByRole('dialog').first();
      await search.getByRole('combobox').fill('a');
      await expect(search.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: '[data-slot=search-dialog]' });
      await page.keyboard.press('Escape');

      await page.locator('[data-slot=top-bar] [data-unread]').click();
      const notifications = page.locator('[data-slot=notifications-dialog]');
      await expect(notifications.getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: '[data-slot=notifications-dialog]' });
      await page.keyboard.press('Escape');

      await page.locator('[data-slot=customizer-trigger]').click();
      await expect(page.locator('[data-slot=customizer]')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: '[data-slot=customizer]' });
    });
  });
}

test.describe('horizontal menu and mini rail', () => {
  test('horizontal menu with an open dropdown', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('app-1-menu', 'horizontal'));
    await page.goto(demoPath(shellPage));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Apps' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: ['[data-slot=page]'] });
  });

  test('mini rail', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('app-1-menu-mini', 'true'));
    await page.goto(demoPath(shellPage));
    // The browser's pointer starts at the page's top-left corner, over the rail, which a pointer
    // over it expands (by design): it rests on the page's content instead, as a reader's would.
    await page.mouse.move(720, 450);
    await expect(page.locator('[data-slot=sidebar]')).toHaveAttribute('data-state', 'collapsed');
    await expectNoSeriousA11yViolations(page, { exclude: ['[data-slot=page]'] });
  });
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the compact top bar and the menu drawer have no serious violations', async ({ page }) => {
    await page.goto(demoPath(shellPage));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: ['[data-slot=page]'] });

    await page.locator('[data-slot=top-bar]').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[data-slot=sidebar]' });
  });
});
