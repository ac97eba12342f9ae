/**
 * The app against the reference server (server/) instead of its demo backend: the build made by
 * `npm run build:real-api`, on a site that passes /api to the server (support/real-api-site.ts).
 * One server for the file, so the tests run in order: what one changes, the next one sees.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startRealApiSite, type RealApiSite } from '../support/real-api-site';
import { users } from '../support/site';

// Each test walks several screens of a real server (a password hash, token refreshes): more time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// A real network logs every refused request in the console (the demo backend's answers never
// reach it): the wrong password's 400, the expired token's 401 and the roles' 404 (see below).
test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[014]/] });

let site: RealApiSite;
test.beforeAll(async () => {
  site = await startRealApiSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** A page's first answer: the app's code and a real server's, on a busy machine (as other specs allow). */
const firstLoad = { timeout: 30_000 };
const at = (path: string) => `${site.url}demo/${path.replace(/^\//, '')}`;
const invoices = (page: Page) => page.getByTestId('invoices-table');
const invoiceRows = (page: Page) => invoices(page).getByRole('table', { name: 'Invoice list' }).locator('tbody tr');
const products = (page: Page) => page.getByTestId('products-table');
const productRows = (page: Page) => products(page).getByRole('table', { name: 'Products' }).locator('tbody tr');

/** Counts the requests whose URL matches, from now on. */
function counter(page: Page, method: string, path: RegExp) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && path.test(r.url())) seen.count += 1;
  });
  return seen;
}

async function signIn(page: Page, to: string) {
  await page.goto(at(`/login?to=${encodeURIComponent(to)}`));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(users.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(users.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/demo${to}`);
}

test('signs in, refreshes an expired access token once, keeps the session when a refresh answer is lost, pages and filters invoices; users and orders load', async ({
  page,
}) => {
  const badLogin = counter(page, 'POST', /\/api\/auth\/login$/);
  await page.goto(at('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(users.admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The server's 400 reaches the form as a message, not a blank page.
  await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible(firstLoad);
  expect(badLogin.count).toBe(1);

  await signIn(page, '/apps/invoice/list');
  await expect(invoices(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible(firstLoad);

  // The access token expires: the next page load is answered 401, the app refreshes ONCE for
  // every request refused, retries them, and the visitor stays signed in.
  const refreshes = counter(page, 'POST', /\/api\/auth\/refresh$/);
  await page.waitForTimeout(site.accessTtlSeconds * 1000 + 500);
  const refreshed = page.waitForResponse((r) => /\/api\/auth\/refresh$/.test(r.url()) && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(invoices(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible(firstLoad);
  expect(refreshes.count).toBe(1);
  await expect(page).toHaveURL(/\/apps\/invoice\/list$/);

  await invoices(page)
    .getByRole('button', { name: /next page/i })
    .click();
  await expect(invoices(page).getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
  const filter = invoices(page).getByRole('group', { name: 'Filter by status' });
  await filter.getByRole('button', { name: /^Unpaid/ }).click();
  await expect(invoices(page).getByText('Showing 1 to 9 of 9 entries')).toBeVisible();
  for (const row of await invoiceRows(page).all()) await expect(row).toContainText('Unpaid');
  await filter.getByRole('button', { name: /^All/ }).click();
  await invoices(page).getByRole('searchbox', { name: 'Search invoices' }).fill('priya');
  await expect(invoiceRows(page)).toHaveCount(2);

  // The user directory, a profile and the orders come from the server's seed too. The list also
  // asks for the roles it can assign, which the server does not serve yet: it answers 404 and the
  // list shows without them.
  const missing: string[] = [];
  page.on('response', (r) => void (r.status() === 404 && missing.push(new URL(r.url()).pathname)));
  // Expired again, and this time the refresh's answer is lost: the server rotates the pair, but the
  // page reloads before the answer arrives. The reload asks the same refresh again; the server
  // answers the same new pair, and the visitor stays signed in.
  await page.waitForTimeout(site.accessTtlSeconds * 1000 + 500);
  const refreshPath = /\/api\/auth\/refresh$/;
  let rotated!: () => void;
  const rotatedOnServer = new Promise<void>((resolve) => (rotated = resolve));
  await page.route(refreshPath, async (route) => {
    await route.fetch();
    rotated();
  });
  await page.goto(at('/users/list'));
  await rotatedOnServer;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByTestId('users-table').getByText('Showing 1 to 10 of 14 entries')).toBeVisible(firstLoad);
  expect(missing.filter((path) => !path.startsWith('/api/roles'))).toEqual([]);
  await page.goto(at('/user/profile?id=1'));
  await expect(page.getByTestId('user-profile-banner')).toContainText('Amara Okafor', firstLoad);
  await page.goto(at('/ecommerce/order/list'));
  await expect(page.getByTestId('orders-table').getByText('Showing 1 to 10 of 30 entries')).toBeVisible(firstLoad);
});

test('adds, edits and deletes products; the changes are still there after a server restart', async ({ page }) => {
  await signIn(page, '/ecommerce/products/add');
  await page.getByLabel('Name').fill('Walnut Desk');
  await page.getByLabel('Weight (kg)').fill('21.5');
  await page.getByLabel('Collection').fill('Home office');
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Media' })).toBeVisible(firstLoad);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Shopify handle').fill('walnut-desk');
  await page.getByLabel('Facebook account').fill('walnutdesk');
  await page.getByLabel('Instagram account').fill('@walnutdesk');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Price').fill('480');
  await page.getByLabel('SKU').fill('SKU-777');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form Submitted! The product was added.')).toBeVisible();
  await expect(page).toHaveURL(/\/ecommerce\/products\/list$/);
  await expect(products(page).getByText('Showing 1 to 10 of 16 entries')).toBeVisible();

  await page.goto(at('/ecommerce/products/edit?product=prd-009'));
  const pricing = page.getByRole('form', { name: 'Pricing' });
  await expect(pricing.getByLabel('Price')).not.toHaveValue('', firstLoad);
  await pricing.getByLabel('Price').fill('250');
  await pricing.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Pricing saved')).toBeVisible();

  await page.goto(at('/ecommerce/products/list'));
  await products(page).getByRole('button', { name: 'Delete Beat Headphone' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Beat Headphone?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(products(page).getByText('Showing 1 to 10 of 15 entries')).toBeVisible(firstLoad);

  await site.restartApi();
  await page.reload();
  await expect(products(page).getByText('Showing 1 to 10 of 15 entries')).toBeVisible(firstLoad);
  await expect(products(page).getByText('Beat Headphone')).toHaveCount(0);
  await products(page).getByRole('searchbox', { name: 'Search products' }).fill('walnut');
  await expect(productRows(page)).toHaveCount(1);
  await page.goto(at('/ecommerce/products/edit?product=prd-009'));
  await expect(page.getByRole('form', { name: 'Pricing' }).getByLabel('Price')).toHaveValue('250', firstLoad);
});

test.describe('when the network fails', () => {
  test.use({
    // One pattern: a list here would read as Playwright's [value, options] fixture tuple.
    allowConsoleErrors: [
      /Failed to load resource: (the server responded with a status of (40[014]|500)|net::ERR_EMPTY_RESPONSE)/,
    ],
  });

  test("server down, a timeout and a 500 show the lists' error states, and Retry recovers", async ({ page }) => {
    await signIn(page, '/apps/invoice/list');
    await expect(invoices(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible(firstLoad);
    const failed = page.getByRole('alert').filter({ hasText: 'The invoices could not be loaded' });

    await site.stopApi();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible(firstLoad);
    await expect(failed).toContainText('Network Error', firstLoad);
    await site.startApi();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(invoices(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible(firstLoad);

    site.fault('timeout', /^\/api\/invoices(\?|$)/);
    await page.reload();
    await expect(failed).toContainText('timeout of 1000ms exceeded', firstLoad);
    site.clearFaults();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(invoices(page).getByText('Showing 1 to 10 of 25 entries')).toBeVisible();

    site.fault('server-error', /^\/api\/products(\?|$)/);
    await page.goto(at('/ecommerce/products/list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Product List' })).toBeVisible(firstLoad);
    const broken = page.getByRole('alert').filter({ hasText: 'The products could not be loaded' });
    await expect(broken).toContainText('Something went wrong', firstLoad);
    site.clearFaults();
    await broken.getByRole('button', { name: 'Retry' }).click();
    await expect(products(page).getByText('Showing 1 to 10 of 15 entries')).toBeVisible();
  });
});
