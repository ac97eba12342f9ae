/**
 * Where service workers are unavailable the demo says so plainly:
 * blocked registration -> the backend cannot start (alert with Reload); no service worker API at
 * all -> the backend answers from inside the page (status note) and signing in still works.
 */
import type { Page, Response } from '@playwright/test';
import { test, expect, demoPath, expectNoSeriousA11yViolations, users } from '../support/fixtures';

const notice = (page: Page) => page.locator('[data-slot=demo-backend-notice]');

async function submitAdminLogin(page: Page) {
  await page.goto(demoPath('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(users.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(users.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('service worker registration blocked', () => {
  test.use({
    serviceWorkers: 'block',
    // Without the demo backend the login request reaches the static server, which refuses a POST.
    allowConsoleErrors: [/status of 405/],
  });

  test('the demo says it could not start, offers a reload, and the form says the request failed', async ({ page }) => {
    await submitAdminLogin(page);
    const alert = notice(page).getByRole('alert');
    await expect(alert).toContainText("The demo backend couldn't start");
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
    await expectNoSeriousA11yViolations(page);

    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice(page).getByRole('alert')).toHaveCount(0);
    // Dismissed for this tab: opening the page again does not bring it back.
    // The form's error proves the backend's start was attempted again before we look.
    await submitAdminLogin(page);
    await expect(page.locator('form').getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe('no service worker API in this browser (dark theme)', () => {
  test.use({ appSettings: { theme: 'dark' } });

  test('the demo runs inside the page, says so, and signing in works', async ({ page }) => {
    await page.addInitScript(() => {
      // What an insecure (plain http, not localhost) origin looks like to the app.
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await submitAdminLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
    const note = notice(page).getByRole('status');
    await expect(note).toContainText('Demo backend running inside the page');
    await expectNoSeriousA11yViolations(page, { include: '[data-slot=demo-backend-notice]' });
    await expect(page.getByRole('button', { name: /^Account menu for John Doe/ })).toBeVisible();
  });
});

test.describe('with service workers', () => {
  test('the demo backend runs as a worker scoped to the demo base, and no notice shows', async ({ page }) => {
    await submitAdminLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => ({
        scope: new URL(r.scope).pathname,
        script: new URL(r.active?.scriptURL ?? r.installing?.scriptURL ?? r.waiting?.scriptURL ?? '').pathname,
      })),
    );
    expect(registrations).toEqual([{ scope: demoPath('/'), script: demoPath('/demo-worker.js') }]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/demo\/demo-worker\.js$/,
    );
    await expect(notice(page)).toHaveCount(0);
  });

  test("the worker answers the API while page loads and the app's files go past it to the server", async ({ page }) => {
    await submitAdminLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
    const api = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(demoPath('/api/')));
    // Code fetched once the demo backend answers (the screen's cards, the shell's menus).
    const codeAfterApi: Response[] = [];
    let apiAnswered = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith(demoPath('/api/'))) apiAnswered = true;
      else if (apiAnswered && /\/assets\/.+\.js$/.test(response.url())) codeAfterApi.push(response);
    });
    const load = await page.goto(demoPath('/dashboard/analytics'));
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(load?.fromServiceWorker()).toBe(false);
    expect((await api).fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: /^Account menu for John Doe/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(codeAfterApi.length).toBeGreaterThan(0);
    expect(codeAfterApi.filter((response) => response.fromServiceWorker()).map((r) => r.url())).toEqual([]);
  });

  test('a hard reload is taken over by the registered worker instead of loading twice', async ({ page }) => {
    await submitAdminLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
    await expect(page.getByText('Monthly Earnings')).toBeVisible();
    // A second tab under the worker, as a visitor with the demo open twice would have.
    const other = await page.context().newPage();
    await other.goto(demoPath('/dashboard/analytics'));
    await expect.poll(() => other.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    let loads = 0;
    page.on('load', () => loads++);
    // Whether the worker controlled the document when it was created, before any of the page's
    // scripts (the app asks the worker to take the page over as soon as it starts).
    await page.addInitScript(() => {
      (window as unknown as { controlledAtStart: boolean }).controlledAtStart = !!navigator.serviceWorker.controller;
    });
    // Like Shift+Reload: the page loads past the service worker, so the worker does not control it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.waitForEvent('load');
    expect(await page.evaluate(() => (window as unknown as { controlledAtStart: boolean }).controlledAtStart)).toBe(
      false,
    );
    // The dashboard's data still comes from the worker, and the page did not reload itself for it.
    await expect(page.getByText('Monthly Earnings')).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(loads).toBe(1);
  });
});
