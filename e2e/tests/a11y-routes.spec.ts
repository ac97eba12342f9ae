/**
 * axe on EVERY route of config/paths.ts in dark mode and right to left (Arabic), one scan each, ten
 * routes to a page (see below), except the routes whose own spec already scans them so (listed
 * below, to keep `npm test` under 30 minutes). The screens' own specs scan them in light mode and English, the
 * shell's spec its menus and dialogs in every theme. A last group scans a few routes in a
 * non-default preset and skin, whose colours the token contrast test computes but a browser should
 * confirm.
 */
import type { Page } from '@playwright/test';
import { test, expect, demoPath, expectNoSeriousA11yViolations, pageIsLive } from '../support/fixtures';
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
  await pageIsLive(page);
  await expect(page.locator('[data-slot=skeleton], [data-slot=page-grid-placeholder]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Goes to `path` inside the app (client-side, as a menu link does: no reload, no new demo backend)
 * and waits until the new screen is drawn: React commits it a moment after the router is idle, so
 * the heading the last screen showed must be gone or changed first. A screen that shares its
 * heading node and text with the last one is loaded from the server instead.
 */
async function openInApp(page: Page, path: string) {
  const before = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    heading?.setAttribute('data-left', '');
    return heading?.textContent ?? null;
  });
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, demoPath(path));
  const replaced = await page
    .waitForFunction(
      (text) => {
        if (document.documentElement.hasAttribute('data-navigating')) return false;
        const heading = document.querySelector('h1');
        return !!heading && (!heading.hasAttribute('data-left') || heading.textContent !== text);
      },
      before,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!replaced) await page.goto(demoPath(path));
}

// Without motion: a colour still fading would be measured half-way, and a page of spinners settles sooner.
test.use({ reducedMotion: 'reduce' });

// Maps draw third-party tiles whose labels axe cannot judge; their own controls are scanned in the gallery spec.
const exclude = ['.leaflet-tile-pane'];

/**
 * The routes of a role in slices: the workers share them, and each slice opens its first route from
 * the server and the rest inside the app, which saves a page load and the demo backend's start per
 * route. Every route of a slice is scanned even when one fails; the failures name their page.
 */
const routesPerSlice = 10;

for (const role of ['admin', 'guest'] as const) {
  test.describe(`${role}, Arabic, dark`, () => {
    test.use({ role, appSettings: { theme: 'dark', locale: 'ar' } });
    const routes = all.filter((r) => r.role === role && !elsewhere.has(r.path));
    const slices = Math.ceil(routes.length / routesPerSlice);
    for (let slice = 0; slice < slices; slice++) {
      const part = routes.filter((_, i) => i % slices === slice);
      test(`${part[0]?.path} and ${part.length - 1} more (${slice + 1}/${slices})`, async ({ page }) => {
        test.setTimeout(30_000 * part.length);
        for (const [index, route] of part.entries()) {
          await test.step(`${route.path} (${route.name})`, async () => {
            if (index === 0) await page.goto(demoPath(route.path));
            else await openInApp(page, route.path);
            await expect(page, route.path).toHaveURL((url) => url.pathname === demoPath(route.path));
            await settle(page);
            await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
            await expectNoSeriousA11yViolations(page, { include: route.include, exclude, soft: true });
          });
        }
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
