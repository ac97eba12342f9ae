/**
 * The route guard, end to end: for a guest, the client and the admin,
 * the outcome of EVERY route of config/paths.ts, opened as a deep link on the static site.
 * The expected outcome is derived here from the route meta, independently of lib/guard.ts; where a
 * signed-in screen is allowed, it must also follow the page recipe (a page header, then one page grid).
 */
import type { Page } from '@playwright/test';
import { test, expect, demoPath, users, type Role } from '../support/fixtures';
import { registryRoutes } from '../support/routes';

type Who = Role | 'guest';
/**
 * `recipe`: a signed-in screen shows the page recipe, a page header and then one page grid (its
 * cards or, while their code loads, the grid's placeholder). Checked where the screen is allowed.
 */
type Outcome =
  { kind: 'allowed'; recipe?: boolean } | { kind: 'not-found' } | { kind: 'login'; to: string } | { kind: 'landing' };

const all = registryRoutes.map(({ name, meta, layout, address }) => ({ name, meta, layout, path: address }));

function expected(who: Who, route: (typeof all)[number]): Outcome {
  const { meta, path } = route;
  if (meta?.public) return { kind: 'allowed' };
  if (meta?.unauthenticatedOnly) return who === 'guest' ? { kind: 'allowed' } : { kind: 'landing' };
  if (who === 'guest') return { kind: 'login', to: path };
  const allowed: Outcome = { kind: 'allowed', ...(route.layout === 'content' && { recipe: true }) };
  if (who === 'admin') return allowed;
  // The client (Client role) may read AclDemo (the FAQ page) and their own Account; every other subject is the admin's.
  return meta?.subject === 'AclDemo' || meta?.subject === 'Account' ? allowed : { kind: 'not-found' };
}

/** What the page settled on: its path, `to`, and whether the not-found screen is showing. */
async function settled(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const loading = !root?.firstElementChild || !!root.querySelector('[data-slot=status-fallback]');
    const hydrating = !!root?.querySelector(':scope > [role=status]');
    const headings = [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim());
    const notFound = headings.includes('Page Not Found');
    const main = document.querySelector('main');
    const header = main?.querySelector('[data-slot=page-header]');
    const grids = [...(main?.querySelectorAll('[data-slot=page-grid]') ?? [])];
    // One grid, after the header (DOCUMENT_POSITION_FOLLOWING).
    const recipe = !!header && grids.length === 1 && !!grids[0] && !!(header.compareDocumentPosition(grids[0]) & 4);
    const crashed = headings.includes('Internal server error') || headings.includes('A new version is available');
    return {
      crashed,
      ready: !loading && !hydrating,
      path: location.pathname,
      to: new URLSearchParams(location.search).get('to'),
      notFound,
      recipe,
    };
  });
}

/** Where the guard sent us, read from what the page shows now. */
async function readOutcome(page: Page, path: string, who: Who, layout: string): Promise<Outcome | string> {
  let last: Awaited<ReturnType<typeof settled>> | undefined;
  for (let i = 0; i < 100; i++) {
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-navigating'));
    last = await settled(page);
    if (last.ready) break;
    await page.waitForTimeout(100);
  }
  if (!last?.ready) return `never settled at ${last?.path}`;
  if (last.path === demoPath('/login') && path !== '/login') return { kind: 'login', to: last.to ?? '' };
  if (who !== 'guest' && last.path === demoPath(users[who].landing) && path !== users[who].landing)
    return { kind: 'landing' };
  if (last.path !== demoPath(path)) return `ended on ${last.path}`;
  if (last.crashed && path !== '/misc/server-error') return 'crashed: the route error screen is showing';
  if (last.notFound && path !== '/misc/not-found') return { kind: 'not-found' };
  return { kind: 'allowed', ...(layout === 'content' && { recipe: last.recipe }) };
}

/**
 * Opens a route and reports where the guard sent us. `deepLink` loads the page from the server;
 * otherwise the app navigates client-side (same guard, in the route loaders), which keeps the
 * matrix fast: main.tsx flags <html data-navigating> until the guard and the screen have settled.
 * React commits the new screen in a transition, a moment after the router is idle, so the
 * previous screen can still show briefly: like a web-first assertion, the outcome is read again
 * until it matches or 10 s have passed, and the last reading is reported.
 */
async function outcomeOf(page: Page, route: (typeof all)[number], who: Who, deepLink: boolean, want: Outcome) {
  const { path, layout } = route;
  if (deepLink) {
    await page.goto(demoPath(path));
  } else {
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, demoPath(path));
  }
  const deadline = Date.now() + 10_000;
  let got = await readOutcome(page, path, who, layout);
  while (JSON.stringify(got) !== JSON.stringify(want) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    got = await readOutcome(page, path, who, layout);
  }
  return got;
}

for (const who of ['guest', 'client', 'admin'] as const) {
  test.describe(`every route as ${who}`, () => {
    test.use({ role: who });
    // Slices keep each test short and let the workers share the matrix. The first route of each
    // slice is opened as a deep link, the others by client-side navigation.
    const slices = 3;
    for (let slice = 0; slice < slices; slice++) {
      const part = all.filter((_, i) => i % slices === slice);
      test(`routes ${slice + 1}/${slices}`, async ({ page }) => {
        test.setTimeout(120_000);
        const wrong: string[] = [];
        // A screen a role may open calls only endpoints that role may call: no 403 from the API.
        const refused: string[] = [];
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (response.status() === 403 && pathname.startsWith(demoPath('/api/'))) {
            refused.push(`${response.request().method()} ${pathname} (on ${new URL(page.url()).pathname})`);
          }
        });
        for (const [index, route] of part.entries()) {
          const want = expected(who, route);
          const got = await outcomeOf(page, route, who, index === 0, want);
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            wrong.push(`${route.name} ${route.path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
          }
        }
        expect(wrong, wrong.join('\n')).toEqual([]);
        expect(refused, refused.join('\n')).toEqual([]);
      });
    }
  });
}

test.describe('the / redirect', () => {
  test('sends a guest to login, keeping the query and without `to`', async ({ page }) => {
    await page.goto(demoPath('/?utm_source=mail&x=1'));
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login') && url.search === '?utm_source=mail&x=1');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  for (const who of ['admin', 'client'] as const) {
    test.describe(who, () => {
      test.use({ role: who });
      test(`lands the ${who} on ${users[who].landing}`, async ({ page }) => {
        await page.goto(demoPath('/'));
        await expect(page).toHaveURL((url) => url.pathname === demoPath(users[who].landing));
      });
    });
  }
});

test.describe('login with `to`', () => {
  test('a guest deep link keeps its query and returns there after login', async ({ page }) => {
    await page.goto(demoPath('/users/list?q=ann'));
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
    expect(new URL(page.url()).search).toBe('?q=ann&to=/users/list');
    await page.getByRole('button', { name: 'Use Admin' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/users/list') && url.search === '?q=ann');
  });

  test('a client sent to a page it may not open lands on its own landing page instead', async ({ page }) => {
    await page.goto(demoPath('/login?to=/apps/calendar'));
    await page.getByRole('button', { name: 'Use Client' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/pages/faq'));
  });

  test('an outside `to` is ignored', async ({ page }) => {
    await page.goto(demoPath('/login?to=//evil.example/steal'));
    await page.getByRole('button', { name: 'Use Admin' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/dashboard/crm'));
  });
});
