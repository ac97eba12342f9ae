/**
 * The documentation site at the root of the BUILT site (Starlight + Pagefind): home and guides,
 * the link into the demo from every page, the not-found page, the theme shared with the demo,
 * search, the Content-Security-Policy and requests that stay on the origin.
 */
import { test, expect, demoPath, expectNoSeriousA11yViolations, siteUrl } from '../support/fixtures';

const siteOrigin = new URL(siteUrl).origin;
const docsUrl = (path: string) => new URL(path, siteUrl).href;

/** Guides and screen pages with the demo screen their "Open in demo" link must open. */
const pages: [path: string, demo: string][] = [
  ['getting-started/', '/'],
  ['structure/', '/'],
  ['page-recipe/', '/apps/invoice/list'],
  ['theming/', '/dashboard/analytics'],
  ['i18n/', '/dashboard/crm'],
  ['routing/', '/pages/faq'],
  ['demo-backend/', '/dashboard/crm'],
  ['real-api/', '/'],
  ['deployment/', '/'],
  ['upgrading/', '/'],
  ['dashboards/crm/', '/dashboard/crm'],
  ['dashboards/academy/', '/ecommerce/academy/dashboard'],
  ['apps/invoices/', '/apps/invoice/list'],
  ['apps/calendar/', '/apps/calendar'],
];

test.describe('docs home', () => {
  test('renders and links to the live demo', async ({ page }) => {
    const response = await page.goto(siteUrl);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera documentation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/getting-started/');
    const demoLink = page.getByRole('link', { name: 'Open the live demo' });
    await expect(demoLink).toHaveAttribute('href', demoPath('/'));
    await demoLink.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(demoPath('/')));
    await expect(page.locator('#root > *').first()).toBeVisible();
  });

  test('the header has the logo, search and the "Live demo" link', async ({ page }) => {
    await page.goto(docsUrl('theming/'));
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Tessera' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Live demo' })).toHaveAttribute('href', demoPath('/'));
  });
});

test.describe('docs pages', () => {
  for (const [path, demo] of pages) {
    test(`/${path} renders in the frame and opens ${demo} in the demo`, async ({ page }) => {
      const response = await page.goto(docsUrl(path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Sidebar with the current page marked, and previous/next links.
      await expect(page.locator(`nav a[aria-current="page"][href="/${path}"]`).first()).toBeAttached();
      await expect(page.locator('.pagination-links a').first()).toBeAttached();
      const open = page.locator('a[data-open-demo]');
      await expect(open).toHaveText(/Open in demo/);
      await expect(open).toHaveAttribute('href', demoPath(demo));
    });
  }

  test('a guide has its on-this-page contents linking to its sections', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(docsUrl('theming/'));
    const toc = page.getByRole('navigation', { name: 'On this page' }).last();
    const link = toc.getByRole('link', { name: 'Adding a preset' });
    await expect(link).toHaveAttribute('href', '#adding-a-preset');
    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Adding a preset' })).toBeInViewport();
  });

  test('the demo backend page lists the endpoints read from the handlers', async ({ page }) => {
    await page.goto(docsUrl('demo-backend/'));
    const invoices = page.locator('#endpoints-invoices + p + table');
    await expect(invoices.getByRole('row').filter({ hasText: 'PUT /invoices/:id' })).toContainText('404');
    await expect(invoices.getByRole('row').filter({ hasText: 'POST /invoices' })).toContainText('201');
    // The sign-in row itself, not its code step's (POST /auth/login/two-factor).
    const login = page.locator('#endpoints-auth + p + table').getByRole('row', { name: /^POST \/auth\/login / });
    await expect(login).toContainText('Public');
    // Each row says the ability its handler asks requireAbility for; the notifications need a sign-in only.
    const kanban = page
      .locator('#endpoints-kanban + p + table')
      .getByRole('row', { name: /^PATCH \/kanban\/cards\/:id / });
    await expect(kanban).toContainText('Needs read\u00a0Kanban');
    await expect(kanban).toContainText('403');
    const notifications = page.locator('#endpoints-notifications + p + table').getByRole('row', {
      name: /^GET \/notifications /,
    });
    await expect(notifications).toContainText('Bearer token');
    await expect(notifications).not.toContainText('Needs');
  });

  test('an app page shows its screenshot and its routes in the demo', async ({ page }) => {
    await page.goto(docsUrl('apps/invoices/'));
    await expect(page.getByRole('img', { name: /invoice list/i })).toBeVisible();
    await expect(page.getByRole('link', { name: '/demo/apps/invoice/details/INV0002' })).toBeVisible();
  });
});

test.describe('not found', () => {
  // Chromium logs the 404 status of the document itself as a console error.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown docs path answers 404 with the docs not-found page', async ({ page }) => {
    const response = await page.goto(docsUrl('no-such-doc'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the docs home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera documentation' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('the theme menu switches dark mode and shares the demo setting', async ({ page }) => {
    await page.goto(docsUrl('getting-started/'));
    const html = page.locator('html');
    const select = page.getByRole('combobox', { name: 'Select theme' }).first();
    await select.selectOption('dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('app-1-theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The demo reads the same key before its first paint.
    await page.goto(demoPath('/login'));
    await expect(html).toHaveClass(/\bdark\b/);
    await page.goto(docsUrl('getting-started/'));
    await page.getByRole('combobox', { name: 'Select theme' }).first().selectOption('light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('app-1-theme'))).toBe('light');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`home, a guide and an app page have no serious a11y violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of ['', 'theming/', 'apps/invoices/']) {
        await page.goto(docsUrl(path));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});

test.describe('search', () => {
  test('finds a component by name, offline, from the static index', async ({ page }) => {
    await page.goto(docsUrl('getting-started/'));
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).fill('Button');
    // The component's own page is among the results, and opens.
    const buttonPage = dialog.locator('a.pagefind-ui__result-link[href="/components/button/"]');
    await expect(buttonPage).toBeVisible();
    await buttonPage.click();
    await expect(page).toHaveURL((url) => url.origin === siteOrigin && url.pathname === '/components/button/');
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  });
});

test.describe('security', () => {
  test('docs pages carry the strict Content-Security-Policy and run under it', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['', 'demo-backend/', 'apps/calendar/']) {
      const response = await page.goto(docsUrl(path));
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?(;|$)/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    // Search loads Pagefind's scripts and WebAssembly: it must work under the same policy.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Search' }).fill('theme');
    await expect(page.getByRole('dialog').locator('.pagefind-ui__result-link').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('no request leaves the origin', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== siteOrigin) foreign.push(request.url());
    });
    for (const path of ['', 'theming/', 'apps/invoices/']) {
      await page.goto(docsUrl(path), { waitUntil: 'networkidle' });
    }
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Search' }).fill('invoice');
    await expect(page.getByRole('dialog').locator('.pagefind-ui__result-link').first()).toBeVisible();
    expect(foreign).toEqual([]);
  });
});
