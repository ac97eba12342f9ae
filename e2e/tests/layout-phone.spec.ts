/**
 * Every signed-in screen fits a phone: at 375 px, once its data has loaded, the page never scrolls
 * sideways, left to right and right to left. Wide content (tables, tab rows) scrolls inside its
 * own container instead.
 */
import { test, expect, demoPath } from '../support/fixtures';
import { registryRoutes } from '../support/routes';

const screens = registryRoutes
  .filter((route) => route.layout === 'content')
  .map((route) => ({ name: route.name, path: route.address }));

test.use({ role: 'admin', viewport: { width: 375, height: 812 } });

for (const locale of ['en', 'ar']) {
  test.describe(`${locale === 'ar' ? 'right to left' : 'left to right'}`, () => {
    test.use({ appSettings: { locale } });
    const slices = 2;
    for (let slice = 0; slice < slices; slice++) {
      test(`no screen scrolls sideways at 375 px (${slice + 1}/${slices})`, async ({ page }) => {
        test.setTimeout(240_000);
        const wide: string[] = [];
        for (const [index, screen] of screens.filter((_, i) => i % slices === slice).entries()) {
          // The first screen from the server, the others by client-side navigation (fast, and no
          // reload racing the demo backend's service worker).
          if (index === 0) await page.goto(demoPath(screen.path));
          else {
            await page.evaluate((url) => {
              history.pushState(null, '', url);
              dispatchEvent(new PopStateEvent('popstate'));
            }, demoPath(screen.path));
          }
          await page.waitForFunction(() => !document.documentElement.hasAttribute('data-navigating'));
          await expect(page.locator('main h1')).toBeVisible();
          // Data in: no skeleton and nothing busy (or 5 s passed), so tables hold their rows.
          await page
            .waitForFunction(() => !document.querySelector('main [data-slot=skeleton], main [aria-busy=true]'), null, {
              timeout: 5_000,
            })
            .catch(() => {});
          const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
          if (width > 375) wide.push(`${screen.name} ${screen.path}: ${width} px wide`);
        }
        expect(wide, wide.join('\n')).toEqual([]);
      });
    }
  });
}
