/**
 * axe on EVERY route of config/paths.ts, in Arabic (right to left), light and then dark: each page
 * is loaded once in light mode and scanned, then switched to dark the way another tab's customizer
 * would (the settings key and its `storage` event) and scanned again with the colour rules (the
 * markup is the same; only colours changed, and the full scan is what costs). The screens' own specs scan
 * them in English; the shell's spec covers its menus and dialogs. A last group scans a few routes in
 * a non-default preset and skin, whose colours the token contrast test computes but a browser
 * should confirm.
 */
import type { Page } from '@playwright/test';
import { routes, type RouteDef } from '../../template/src/config/paths.ts';
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';

/** Each route at its first pre-rendered sample; the guest-only pages (sign-in) for a guest. */
const all = Object.entries(routes as Record<string, RouteDef>).map(([name, def]) => ({
  name,
  // The shell (menu, top bar) around a content screen is scanned in every theme by shell-a11y.spec.ts.
  include: def.layout === 'content' ? '[data-slot=page]' : undefined,
  role: def.meta?.unauthenticatedOnly ? ('guest' as const) : ('admin' as const),
  path: def.path.replace(/:(\w+)/g, (_, key: string) => String(def.samples?.[0]?.[key] ?? key)),
}));

/** Waits until the app has taken the page over and its data has arrived (no placeholder left). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot=skeleton]')).toHaveCount(0, { timeout: 15_000 });
}

const colourRules = ['color-contrast', 'link-in-text-block'];

async function switchToDark(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('app-1-theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'app-1-theme', newValue: 'dark' }));
  });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The screen re-renders for the new mode (charts, editors): scan after it has painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForLoadState('networkidle');
}

// Without motion: a colour still fading (the menu's 150 ms transition after the switch to dark) would
// be measured half-way, and a page full of spinners settles sooner.
test.use({ reducedMotion: 'reduce' });

// Maps draw third-party tiles whose labels axe cannot judge; their own controls are scanned in the gallery spec.
const exclude = ['.leaflet-tile-pane'];

for (const role of ['admin', 'guest'] as const) {
  test.describe(`${role}, Arabic`, () => {
    test.use({ role, appSettings: { theme: 'light', locale: 'ar' } });
    for (const route of all.filter((r) => r.role === role)) {
      test(`${route.path} (${route.name}) light and dark`, async ({ page }) => {
        await page.goto(demoPath(route.path));
        await settle(page);
        await expectNoSeriousA11yViolations(page, { include: route.include, exclude });
        await switchToDark(page);
        await expectNoSeriousA11yViolations(page, { include: route.include, exclude, onlyRules: colourRules });
      });
    }
  });
}

test.describe('yellow preset, bordered skin, semi-dark menu', () => {
  test.use({ role: 'admin', appSettings: { theme: 'light', preset: 'yellow', skin: 'bordered', 'semi-dark': 'true' } });
  for (const path of ['/dashboard/crm', '/ecommerce/products/list', '/apps/invoice/add', '/components/tabs']) {
    test(path, async ({ page }) => {
      await page.goto(demoPath(path));
      await settle(page);
      await expectNoSeriousA11yViolations(page, { exclude });
    });
  }
});
