/**
 * axe on EVERY route of config/paths.ts in dark mode and right to left (Arabic), one page load and
 * one scan each, except the routes whose own spec already scans them so (listed below, to keep
 * `npm test` under 30 minutes). The screens' own specs scan them in light mode and English, the
 * shell's spec its menus and dialogs in every theme. A last group scans a few routes in a
 * non-default preset and skin, whose colours the token contrast test computes but a browser should
 * confirm.
 */
import type { Page } from '@playwright/test';
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';
import { signInAndStatusPages } from '../support/public-pages';
import { registryRoutes } from '../support/routes';

/** Routes another spec scans with axe in Arabic and dark mode, by the spec that does. */
const scannedElsewhere: Record<string, string[]> = {
  'gallery-components': ['/components/alert', '/components/list', '/components/pagination', '/components/timeline'],
  'gallery-forms': ['/forms/text-field', '/forms/select', '/forms/sliders', '/forms/otp-input'],
  'gallery-tables': ['/tables', '/datatables'],
  'gallery-charts': ['/charts/apex-chart', '/charts/chart-js', '/charts/light'],
  'gallery-editors': ['/extensions/quill-editor', '/extensions/tiptap-editor'],
  'gallery-extensions': ['/extensions/sortable', '/extensions/date-picker'],
  'routes-misc': signInAndStatusPages,
  'pages-auth-variants': ['/auth/login-v2'],
  'pages-landing': ['/front-end/landing'],
  'apps-academy': ['/ecommerce/academy/dashboard'],
  'apps-users': ['/users/list'],
  'apps-kanban': ['/apps/kanban'],
};
const elsewhere = new Set(Object.values(scannedElsewhere).flat());

/** Each route at its first pre-rendered sample; the guest-only pages (sign-in) for a guest. */
const all = registryRoutes.map((route) => ({
  name: route.name,
  // The shell (menu, top bar) around a content screen is scanned in every theme by shell-a11y.spec.ts.
  include: route.layout === 'content' ? '[data-slot=page]' : undefined,
  role: route.meta?.unauthenticatedOnly ? ('guest' as const) : ('admin' as const),
  path: route.address,
}));

/** Waits until the app has taken the page over and its data has arrived (no placeholder left). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.locator('[data-slot=skeleton], [data-slot=page-grid-placeholder]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

// Without motion: a colour still fading would be measured half-way, and a page of spinners settles sooner.
test.use({ reducedMotion: 'reduce' });

// Maps draw third-party tiles whose labels axe cannot judge; their own controls are scanned in the gallery spec.
const exclude = ['.leaflet-tile-pane'];

for (const role of ['admin', 'guest'] as const) {
  test.describe(`${role}, Arabic, dark`, () => {
    test.use({ role, appSettings: { theme: 'dark', locale: 'ar' } });
    for (const route of all.filter((r) => r.role === role && !elsewhere.has(r.path))) {
      test(`${route.path} (${route.name})`, async ({ page }) => {
        await page.goto(demoPath(route.path));
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectNoSeriousA11yViolations(page, { include: route.include, exclude });
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
