/**
 * Build-time rendering: the signed-out pages arrive as HTML with their content, the signed-in pages
 * as their shell (menus, top bar), page header and loading placeholders (shown without JavaScript
 * too), and React takes that markup over (hydrates) instead of drawing the page again, in every theme
 * and direction, with no console error or mismatch warning (the fixture fails a test on any console
 * error).
 */
import type { Page } from '@playwright/test';
import { test, expect, demoPath, pageIsLive } from '../support/fixtures';
import { authVariantPages } from '../support/public-pages';
import { registryRoutes } from '../support/routes';

/** Every signed-in page, with the sample ids the build writes for routes with params. */
const signedInPages = registryRoutes.filter((route) => route.layout === 'content').map((route) => route.address);

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

/**
 * Whether #root's markup was left to show in the first frame after the HTML had been read, before
 * the app ran (theme-init.js marks markup that does not fit `data-prerender-stale`, which hides it;
 * its observer may answer just after the document turns interactive, always before that frame).
 */
async function rememberMarkupShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      requestAnimationFrame(() => {
        const root = document.getElementById('root');
        (window as unknown as { markupShown: boolean }).markupShown =
          !!root?.hasAttribute('data-prerendered') && !document.documentElement.hasAttribute('data-prerender-stale');
      });
    });
  });
}
const markupShown = (page: Page) => page.evaluate(() => (window as unknown as { markupShown: boolean }).markupShown);

/** The page requested none of the app's code (assets/*.js) before its first paint. */
async function expectCodeAfterFirstPaint(page: Page): Promise<void> {
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
}

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

test.describe('signed-in pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the menu links work without the app: plain links to the other pages' HTML", async ({ page }) => {
    await page.goto(demoPath('/dashboard/crm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CRM');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  });
});

/**
 * What the HTML shows in the first frame after it has been read, long before the app takes it over
 * (read in that frame: the stylesheet has applied by then): the first heading that
 * rememberFirstHeading kept, and the shell's landmarks.
 */
async function rememberHtml(page: Page): Promise<void> {
  await rememberFirstHeading(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      requestAnimationFrame(() => {
        const shown = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;
        (window as unknown as { html: Record<string, unknown> }).html = {
          heading: (window as unknown as { firstH1: Element | null }).firstH1?.textContent?.trim() ?? '',
          pageHeader: shown('main [data-slot=page-header]'),
          menu: shown('nav[aria-label="Main menu"]'),
          customizer: shown('button[aria-label="Customizer"]'),
          title: document.title,
        };
      });
    });
  });
}

test.describe('signed-in pages hydrate', () => {
  test.use({ role: 'admin' });

  // Three parts, so the workers share the walk. Each page's HTML alone (its first frame) shows its
  // heading, page header, menu and top bar; a visitor without JavaScript gets that HTML too (the
  // test above follows its links).
  for (const part of [0, 1, 2]) {
    test(`every signed-in page shows its shell from the HTML and is taken over in place, part ${part + 1}/3`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      expect(signedInPages.length).toBeGreaterThan(50);
      await rememberHtml(page);
      const wrong: string[] = [];
      const bare: string[] = [];
      for (const path of signedInPages.filter((_, i) => i % 3 === part)) {
        await page.goto(demoPath(path));
        await pageIsLive(page);
        const html = await page.evaluate(() => (window as unknown as { html?: Record<string, unknown> }).html);
        const whole =
          !!html?.heading &&
          html.pageHeader === true &&
          html.menu === true &&
          html.customizer === true &&
          / \| Tessera$/.test(String(html.title));
        if (!whole) bare.push(`${path} ${JSON.stringify(html)}`);
        if (!(await sameHeadingAsHtml(page))) wrong.push(path);
      }
      expect(bare, 'the first frame misses part of the page').toEqual([]);
      expect(wrong, `drawn afresh instead of hydrated: ${wrong.join(', ')}`).toEqual([]);
    });
  }

  test('the markup cannot be used or read out until the app has taken it over', async ({ page }) => {
    // Read once the HTML is parsed: the app's code is only requested after the first paint.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        (window as unknown as { before: unknown }).before = {
          inert: root?.inert,
          ariaHidden: root?.getAttribute('aria-hidden'),
        };
      });
    });
    await page.goto(demoPath('/datatables'));
    await pageIsLive(page);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(await page.evaluate(() => (window as unknown as { before: unknown }).before)).toEqual({
      inert: true,
      ariaHidden: 'true',
    });
  });

  test('an address changed while the screen code loads is drawn afresh, not hydrated over', async ({ page }) => {
    // The operations screen's code is held back while the app prepares to take its markup over...
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/operations-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const started = page.waitForRequest(/\/assets\/common-[\w-]+\.js$/);
    await page.goto(demoPath('/dashboard/operations'));
    await started; // the app has started: its strings are on their way
    // ...and meanwhile the address changes (as a quick Back would).
    await page.evaluate((url) => history.pushState(null, '', url), demoPath('/dashboard/crm'));
    release();
    await pageIsLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CRM');
    await expect(page.getByText('Monthly Earnings')).toBeVisible();
  });

  test('the dashboard asks for its code after the first paint and then works', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/dashboard/crm'));
    await pageIsLive(page);
    await expectCodeAfterFirstPaint(page);
    // The real session follows the pre-render's permit: the account menu names the admin.
    await page.getByRole('button', { name: /^Account menu for John Doe/ }).click();
    await expect(page.getByRole('menu')).toContainText('admin@demo.com');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Monthly Earnings')).toBeVisible();
    expect(await sameHeadingAsHtml(page)).toBe(true);
  });
});

test.describe('a page built with its answers', () => {
  test.use({ role: 'admin' });

  test("paints the backend's data from the HTML and the app takes that data over in place", async ({ page }) => {
    // What the HTML showed, read before any of the app's code has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const name = document.querySelector('main h2');
        (window as unknown as { first: unknown }).first = {
          node: name,
          name: name?.textContent,
          picture: document.querySelector('main img[fetchpriority=high]')?.getAttribute('alt'),
          shown: !document.documentElement.hasAttribute('data-prerender-stale'),
          code: performance.getEntriesByType('resource').some((entry) => /\/assets\/.+\.js$/.test(entry.name)),
        };
      });
    });
    const answer = page.waitForResponse((response) => /\/api\/products$/.test(new URL(response.url()).pathname));
    await page.goto(demoPath('/ecommerce/products/overview'));
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const first = await page.evaluate(() => {
      const seen = (window as unknown as { first: { node: Element | null; name: string; picture: string } }).first;
      return {
        ...seen,
        node: undefined,
        sameNode: seen.node !== null && seen.node === document.querySelector('main h2'),
      };
    });
    // The app asks the backend again once live: the HTML showed its first product, picture included.
    const [product] = ((await (await answer).json()) as { products: { name: string }[] }).products;
    expect(first).toEqual({ name: product?.name, picture: product?.name, shown: true, code: false, sameNode: true });
    await expect(page.getByRole('heading', { level: 2, name: product?.name })).toBeVisible();
  });

  test.describe('in a time zone far from the build, days after it', () => {
    // The build ran in UTC: a date the answers hold must read the same on the visitor's side, and a
    // relative one ("2 days ago") must count from the build's day while React takes the markup over,
    // or React finds other text than the HTML's (a mismatch: the fixture fails on the console error).
    // Three days on, the session's access token has expired: its refresh logs the 401 that starts it.
    test.use({ timezoneId: 'Pacific/Kiritimati', allowConsoleErrors: [/status of 401/] });

    test('every page built with its answers is taken over in place', async ({ page }) => {
      const built = registryRoutes.filter((route) => route.answersInPage).map((route) => route.address);
      expect(built.length).toBeGreaterThan(5);
      // One page after the other (~3 s each on a busy 2-core machine): the walk grows with the list.
      test.setTimeout(built.length * 6_000);
      await page.clock.install({ time: Date.now() + 3 * 24 * 60 * 60 * 1000 });
      await rememberFirstHeading(page);
      for (const path of built) {
        await page.goto(demoPath(path));
        await expect(page.locator('#root'), path).not.toHaveAttribute('data-prerendered');
        expect(await sameHeadingAsHtml(page), path).toBe(true);
      }
    });
  });

  test('stays hidden once the visitor has changed the demo data, and the page shows their data', async ({ page }) => {
    await page.goto(demoPath('/ecommerce/products/edit'));
    const info = page.getByRole('form', { name: 'Product Information' });
    await info.getByLabel('Name').fill('Renamed in this browser');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.ok());
    await info.getByRole('button', { name: 'Update' }).click();
    await saved;
    await rememberMarkupShown(page);
    await page.goto(demoPath('/ecommerce/products/overview'));
    await expect(page.getByRole('heading', { level: 2, name: 'Renamed in this browser' })).toBeVisible();
    // The HTML holds the seed's name: it never showed.
    expect(await markupShown(page)).toBe(false);
  });
});

test.describe('signed-in pages in dark mode, right to left, on a phone', () => {
  test.use({ role: 'admin', appSettings: { theme: 'dark', rtl: 'true' }, viewport: { width: 375, height: 812 } });

  test('hydrate in place and the menu drawer opens', async ({ page }) => {
    await rememberFirstHeading(page);
    await page.goto(demoPath('/dashboard/analytics'));
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    expect(await sameHeadingAsHtml(page)).toBe(true);
  });
});

test.describe('a signed-in page whose markup does not fit', () => {
  test('a guest never sees the shell: the page goes to sign-in', async ({ page }) => {
    await rememberMarkupShown(page);
    await page.goto(demoPath('/dashboard/crm'));
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    // The guest's visit began on the dashboard's HTML: its shell stayed hidden.
    const entry = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    expect(new URL(entry).pathname).toBe(demoPath('/dashboard/crm'));
    expect(await markupShown(page)).toBe(false);
  });

  test.describe('with the horizontal menu stored', () => {
    test.use({ role: 'admin', appSettings: { menu: 'horizontal' } });

    test('the vertical shell stays hidden and the app draws the horizontal one', async ({ page }) => {
      await rememberMarkupShown(page);
      await rememberFirstHeading(page);
      await page.goto(demoPath('/dashboard/crm'));
      await expect(page.locator('[data-slot=content-layout]')).toHaveAttribute('data-menu', 'horizontal');
      await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale');
      expect(await markupShown(page)).toBe(false);
      expect(await sameHeadingAsHtml(page)).toBe(false);
    });
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
    await pageIsLive(page);
    await expectCodeAfterFirstPaint(page);
  });

  test('the body font is asked for beside the stylesheet, before the first paint, and used', async ({ page }) => {
    await page.goto(demoPath('/login'));
    await pageIsLive(page);
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
      const files = performance
        .getEntriesByType('resource')
        .filter((entry) => /public-sans-latin-400-normal-.+\.woff2$/.test(entry.name)) as PerformanceResourceTiming[];
      const face = [...document.fonts].find(
        (f) => f.family.includes('Public Sans') && f.weight === '400' && f.style === 'normal' && f.status === 'loaded',
      );
      return {
        requests: files.length,
        initiator: files[0]?.initiatorType,
        askedBeforePaint: (files[0]?.startTime ?? Infinity) < paint,
        loaded: Boolean(face),
      };
    });
    // One request, from the preload link, made before the first paint, and the face the text uses.
    expect(font).toEqual({ requests: 1, initiator: 'link', askedBeforePaint: true, loaded: true });
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
