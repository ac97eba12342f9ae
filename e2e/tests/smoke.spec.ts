/**
 * Smoke checks of the BUILT site on a plain static server: per-route HTML, 404.html, the
 * Content-Security-Policy, and nothing fetched from other origins at start-up (the docs site has
 * its own spec, docs-site.spec.ts).
 */
import { test, expect, demoPath, siteUrl } from '../support/fixtures';

const siteOrigin = new URL(siteUrl).origin;

/** A guest either sees the route or is sent to the login page with `to` set to it. */
function landedOn(url: string, route: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return pathname === demoPath(route) || (pathname === demoPath('/login') && searchParams.get('to') === route);
}

test.describe('deep links on a static host', () => {
  for (const route of ['/dashboard/crm', '/apps/invoice/details/INV0002', '/user/profile', '/login']) {
    test(`${route} answers 200 and renders the app`, async ({ page }) => {
      const response = await page.goto(demoPath(route));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('#root > *').first()).toBeVisible();
      await expect.poll(() => landedOn(page.url(), route), { message: `landed on ${page.url()}` }).toBe(true);
    });
  }

  test('/demo without the trailing slash still serves the app', async ({ page }) => {
    const response = await page.goto(`${siteOrigin}/demo`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root > *').first()).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  // Chromium logs the 404 status of the document itself as a console error.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown demo path answers 404 and shows the not-found screen', async ({ page }) => {
    const response = await page.goto(demoPath('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible();
  });
});

test.describe('security headers and origins', () => {
  test('pages carry a strict Content-Security-Policy', async ({ page }) => {
    for (const url of [siteUrl, new URL(demoPath('/login'), siteUrl).href]) {
      const response = await page.goto(url);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$| 'wasm-unsafe-eval')/);
      expect(csp).not.toContain("'unsafe-eval'");
    }
  });

  test('no request leaves the origin at start-up', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== siteOrigin) foreign.push(request.url());
    });
    for (const url of [siteUrl, new URL(demoPath('/'), siteUrl).href, new URL(demoPath('/login'), siteUrl).href]) {
      await page.goto(url, { waitUntil: 'networkidle' });
    }
    expect(foreign).toEqual([]);
  });
});
