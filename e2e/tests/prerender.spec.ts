/**
 * Build-time rendering: the signed-out pages arrive as HTML with their content, and React takes that
 * markup over (hydrates) instead of drawing the page again, in every theme and direction, with no
 * console error or mismatch warning (the fixture fails a test on any console error).
 */
import type { Page } from '@playwright/test';
import { test, expect, demoPath } from '../support/fixtures';
import { authVariantPages } from '../support/public-pages';

const publicPages = [
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
  ['/misc/not-found', 'Page Not Found'],
  ['/misc/server-error', 'Internal server error'],
  ['/misc/coming-soon', 'Something new is on its way'],
  ['/misc/not-authorized', 'You are not authorized'],
  ['/misc/under-maintenance', 'Down for a quick tune-up'],
  ['/front-end/landing', 'The admin dashboard your team will enjoy building on'],
  ...authVariantPages,
] as const;

/**
 * Keeps the h1 the HTML arrived with, before any script runs. After the app starts, the same node
 * still being in the page proves React hydrated it; a fresh render would have replaced it.
 */
async function rememberFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { firstH1: Element | null }).firstH1 = document.querySelector('h1');
    });
  });
}

const sameHeadingAsHtml = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { firstH1: Element | null }).firstH1;
    return first !== null && first.isConnected && first === document.querySelector('h1');
  });

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each signed-out page shows its heading and title from the HTML alone', async ({ page }) => {
    for (const [path, heading] of publicPages) {
      await page.goto(demoPath(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`\\| Tessera$`));
    }
    await page.goto(demoPath('/login'));
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // The landing page whole: its pricing plans and questions are in the HTML too.
    await page.goto(demoPath('/front-end/landing'));
    await expect(page.locator('#pricing').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('#faq').getByRole('button').first()).toBeVisible();
  });
});

test.describe('hydration', () => {
  test('the login page is taken over, not redrawn, and works', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/login'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    expect(await sameHeadingAsHtml(page)).toBe(true);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/dashboard/crm'));
  });

  test("a pre-rendered page asks for the app's code only after its first paint", async ({ page }) => {
    await page.goto(demoPath('/login'));
    // Hydrated: the markup is live (main.tsx lifts `inert` once the app has taken it over).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { paint, firstCode: Math.min(...code), files: code.length };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.files).toBeGreaterThan(0);
    expect(timing.firstCode).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  });

  test('status pages hydrate too', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/misc/not-found'));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
    await page.goto(demoPath('/misc/server-error'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal server error');
    expect(await sameHeadingAsHtml(page)).toBe(true);
  });
});

test.describe('hydration in dark mode', () => {
  test.use({ appSettings: { theme: 'dark' } });

  test('the stored theme applies before the first paint and the switch follows it', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/login'));
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sameHeadingAsHtml(page)).toBe(true);
  });
});

test.describe('hydration right to left', () => {
  test.use({ appSettings: { rtl: 'true' } });

  test('an English page read right to left hydrates in place', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/login'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('x');
    expect(await sameHeadingAsHtml(page)).toBe(true);
  });
});

test.describe('another language', () => {
  test.use({ appSettings: { locale: 'ar' } });

  test('the English markup is replaced by the visitor language, right to left', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/login'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بعودتك');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale');
    expect(await sameHeadingAsHtml(page)).toBe(false);
  });
});
