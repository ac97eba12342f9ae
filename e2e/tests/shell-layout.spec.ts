/** Shell layout: RTL, the mobile drawer, the menu's groups and links, skip link, back to top, footer. */
import { test, expect, demoPath } from '../support/fixtures';

// In full motion: the menus and the phone drawer open and close with their animations.
test.use({ role: 'admin', reducedMotion: 'no-preference' });

// A light page (text only) so the shell, not a chart-heavy screen, is what the test exercises.
const shellPage = '/pages/faq';

test.describe('Arabic', () => {
  test.use({ appSettings: { locale: 'ar' } });

  test('switches the page to right-to-left with the menu on the right', async ({ page }) => {
    await page.goto(demoPath(shellPage));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    const sidebar = page.locator('[data-slot=sidebar]');
    await expect(sidebar).toBeVisible();
    const box = (await sidebar.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(page.viewportSize()!.width, 0);
    await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toContainText('إدارة العملاء');
  });
});

test('choosing English from the language menu switches back to LTR and lowercase lang', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /^اللغة/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the theme menu offers System, Light and Dark and its button shows the choice', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
});

test('one menu group opens at a time and the active route is marked', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/products/list'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const products = menu.getByRole('button', { name: 'Products' });
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'List' }).first()).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Order' }).click();
  await expect(menu.getByRole('button', { name: 'Order' })).toHaveAttribute('aria-expanded', 'true');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await menu.getByRole('link', { name: 'Overview' }).last().click();
  await expect(page).toHaveURL(/\/demo\/ecommerce\/order\/overview$/);
  await expect(page).toHaveTitle('Order Overview | Tessera');
});

test('links marked for a new tab open one; Documentation is external', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Authentications' }).click();
  await expect(menu.getByRole('link', { name: /Login V2/ })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: /^Documentation/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Documentation/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Tessera`);
});

test.describe('as a client', () => {
  test.use({ role: 'client' });
  test('the menu hides forbidden groups and sections', async ({ page }) => {
    await page.goto(demoPath('/pages/faq'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'CRM' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Products' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'FAQs' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'User List' })).toHaveCount(0);
  });
});

test('skip link, back to top and logout', async ({ page }) => {
  await page.goto(demoPath(shellPage));
  // A user tabs once the page is there: the shell renders after the scripts run.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 800);
  });
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toContainText('admin@demo.com');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/demo\/login/);
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu is a drawer opened by the hamburger and closed by navigating', async ({ page }) => {
    await page.goto(demoPath(shellPage));
    // The permanent panel is in the markup at every width (pre-rendered pages cannot know the width)
    // and hidden below lg.
    await expect(page.locator('aside[data-slot=sidebar]')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/demo\/dashboard\/analytics$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
