/**
 * The drawings of the sign-in, status and empty pages, the landing page's dashboard, the search
 * banners' cover, the course catalogue's cover, the search results' product shots, the profile's
 * cover, the promotion's laptop, the job board's company logos and the order overview's product
 * shots: each page shows its own, in the look of the theme, from this site, with its size reserved; the other look is never downloaded, and a phone downloads no
 * sign-in drawing at all (the side panel is not shown there).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, demoPath, siteUrl } from '../support/fixtures';

/** Each page and the drawing it shows. */
const drawings = [
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgot-password', 'forgot'],
  ['/auth/login', 'login'],
  ['/auth/login-v2', 'login'],
  ['/auth/register-v2', 'register'],
  ['/auth/forgot-password-v2', 'forgot'],
  ['/auth/reset-password', 'reset'],
  ['/auth/reset-password-v2', 'reset'],
  ['/misc/not-found', 'not-found'],
  ['/misc/not-authorized', 'not-authorized'],
  ['/misc/server-error', 'server-error'],
  ['/misc/under-maintenance', 'maintenance'],
  ['/misc/coming-soon', 'coming-soon'],
] as const;

/** The illustration files the page asked for. */
function illustrationRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/illustrations/')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Shown, decoded from this site's AVIF of the drawing, with its box reserved and an alt attribute. */
async function expectDrawing(
  img: Locator,
  file: string,
  { set = 'illustrations', ratio = 0.75, alt = '', minWidth = 150 } = {},
) {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const source = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
  expect(source.origin).toBe(new URL(siteUrl).origin);
  expect(source.pathname).toMatch(new RegExp(`/images/${set}/${file}-\\d+\\.avif$`));
  // Decorative beside the page's own heading and text: an empty alt, not a missing one.
  await expect(img).toHaveAttribute('alt', alt);
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  const box = await img.boundingBox();
  expect(box!.width).toBeGreaterThan(minWidth);
  if (ratio) expect(box!.height / box!.width).toBeCloseTo(ratio, 1);
}

const light = (page: Page) => page.locator('img[data-theme-look="light"]');
const heroAlt = /^The Tessera analytics dashboard/;

test("the landing page's hero is the drawn dashboard, fetched at once, and only in the look shown", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/previews/')) requests.push(new URL(request.url()).pathname);
  });
  await page.goto(demoPath('/front-end/landing'));
  const hero = page.getByRole('img', { name: heroAlt });
  await expectDrawing(hero, 'dashboard', {
    set: 'previews',
    ratio: 0.625,
    alt: (await hero.getAttribute('alt')) ?? '',
  });
  await expect(hero).toHaveAttribute('data-theme-look', 'light');
  // The page's largest paint: not left to lazy loading, and first in line.
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(requests.filter((url) => url.includes('-dark-'))).toEqual([]);
});
const dark = (page: Page) => page.locator('img[data-theme-look="dark"]');

test('each sign-in and status page shows its drawing, and only the light one is downloaded', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, name] of drawings) {
    const requests = illustrationRequests(page);
    await page.goto(demoPath(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectDrawing(light(page), name);
    await expect(dark(page)).toBeHidden();
    expect(requests.length, path).toBeGreaterThan(0);
    expect(
      requests.filter((url) => url.includes('-dark-')),
      path,
    ).toEqual([]);
  }
});

test.describe('in dark mode', () => {
  test.use({ appSettings: { theme: 'dark' } });

  test('the dark drawing shows and the light one is never fetched', async ({ page }) => {
    for (const [path, name] of [drawings[0], drawings[4], drawings[9]]) {
      const requests = illustrationRequests(page);
      await page.goto(demoPath(path));
      await expectDrawing(dark(page), `${name}-dark`);
      await expect(light(page)).toBeHidden();
      expect(
        requests.filter((url) => !url.includes('-dark-')),
        path,
      ).toEqual([]);
    }
  });

  test("the landing page's hero shows the dashboard by night, and the light one is never fetched", async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/previews/')) requests.push(new URL(request.url()).pathname);
    });
    await page.goto(demoPath('/front-end/landing'));
    const hero = page.getByRole('img', { name: heroAlt });
    await expect(hero).toHaveAttribute('data-theme-look', 'dark');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expectDrawing(hero, 'dashboard-dark', {
      set: 'previews',
      ratio: 0.625,
      alt: (await hero.getAttribute('alt'))!,
    });
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.includes('-dark-'))).toEqual([]);
  });

  test('switching the theme swaps the drawing at once', async ({ page }) => {
    await page.goto(demoPath('/misc/not-found'));
    await expectDrawing(dark(page), 'not-found-dark');
    // The pre-rendered page shows its drawing before the app has it: the theme is switched once the app
    // has taken the page over, or its start (which sets the stored theme) would switch it back.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await expectDrawing(light(page), 'not-found');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sign-in pages download no drawing; the status pages fit theirs in the screen', async ({ page }) => {
    for (const path of ['/login', '/register', '/auth/login-v2']) {
      const requests = illustrationRequests(page);
      await page.goto(demoPath(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Give a lazy picture every chance to start: the whole page scrolled through, then idle.
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      await expect(light(page)).toBeHidden();
      expect(requests, path).toEqual([]);
    }
    await page.goto(demoPath('/misc/server-error'));
    await expectDrawing(light(page), 'server-error');
    const box = await light(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('signed in', () => {
  // 404: the demo backend's answer for the unknown product.
  test.use({ role: 'admin', allowConsoleErrors: [/status of 404/] });

  test("a record that does not exist shows the not-found drawing in the screen's body", async ({ page }) => {
    await page.goto(demoPath('/ecommerce/products/overview?product=no-such-product'));
    await expect(page.getByText('This product could not be found')).toBeVisible();
    await expectDrawing(page.locator('[data-slot="empty-state"] img[data-theme-look="light"]'), 'not-found');
  });

  test('a list with no rows shows the empty drawing', async ({ page }) => {
    await page.goto(demoPath('/users/list?q=no-such-person'));
    const empty = page.getByTestId('users-table').locator('[data-slot="empty-state"]');
    await expect(empty).toContainText('No user matches your search or filters.');
    await expectDrawing(empty.locator('img[data-theme-look="light"]'), 'empty');
  });

  test('the FAQ and search banners stand on their cover; the certificate banner shows the certificate', async ({
    page,
  }) => {
    for (const path of ['/pages/faq', '/pages/search']) {
      await page.goto(demoPath(path));
      // Cropped to the banner's box: no fixed ratio.
      await expectDrawing(page.locator('img[data-theme-look="light"][src*="/search-cover-"]'), 'search-cover', {
        set: 'banners',
        ratio: 0,
      });
    }
    await page.goto(demoPath('/ecommerce/academy/dashboard'));
    // The loaded banner's certificate (its loading placeholder shows the same picture, then goes).
    const banner = page.locator('section[aria-labelledby="certificate-title"]');
    await expectDrawing(banner.locator('img[src*="/images/cutouts/certificate-"]'), 'certificate', { set: 'cutouts' });
  });

  test("the course catalogue stands on its cover; the search page's products show their shot", async ({ page }) => {
    await page.goto(demoPath('/ecommerce/academy/explore'));
    await expectDrawing(page.locator('img[data-theme-look="light"][src*="/explore-cover-"]'), 'explore-cover', {
      set: 'banners',
      ratio: 0,
    });
    await page.goto(demoPath('/pages/search?type=products'));
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Wireless Earbuds Pro' }) });
    await expectDrawing(card.locator('img'), 'wireless-earbuds-pro', { set: 'products', ratio: 2 / 3 });
  });

  test("the profile's cover and the eCommerce promotion's laptop are pictures", async ({ page }) => {
    await page.goto(demoPath('/user/profile'));
    const cover = page.getByTestId('user-profile-banner').locator('img[data-theme-look="light"]');
    // Cropped to the banner's height: no fixed ratio.
    await expectDrawing(cover, 'profile-cover', { set: 'banners', ratio: 0 });
    await page.goto(demoPath('/dashboard/ecommerce'));
    await expectDrawing(page.locator('img[src*="/images/cutouts/laptop-"]'), 'laptop', { set: 'cutouts' });
  });

  test("the job board shows each company's logo, in the list and on the opening's page", async ({ page }) => {
    await page.goto(demoPath('/ecommerce/jobs/list'));
    const articles = page.getByTestId('job-results').getByRole('article');
    await expect(articles).toHaveCount(10);
    const opening = (name: string) => articles.filter({ has: page.getByRole('heading', { name, exact: true }) });
    // Beside the company's name: decorative. 40 px, square.
    const logo = { set: 'logos', ratio: 1, minWidth: 39 };
    await expectDrawing(opening('Front-End Developer').locator('img'), 'northwind-labs', logo);
    await expectDrawing(opening('Mobile Developer').locator('img'), 'kite-key', logo);
    // Every opening has its logo: no company falls back to its initials.
    await expect(articles.locator('[data-slot="avatar"]')).toHaveCount(0);
    await expect(articles.locator('img[src*="/images/logos/"]')).toHaveCount(10);
    await page.goto(demoPath('/ecommerce/jobs/details?id=5'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Developer' })).toBeVisible();
    await expectDrawing(page.locator('main img[src*="/images/logos/"]'), 'kite-key', { ...logo, minWidth: 63 });
  });

  test("the order overview shows each product line's shot beside its name", async ({ page }) => {
    await page.goto(demoPath('/ecommerce/order/overview?id=1009'));
    const line = (name: string) => page.getByRole('row').filter({ hasText: name }).locator('img');
    const thumb = { set: 'products', ratio: 1, minWidth: 39 };
    // The espresso machine, and the three accessories that came with it.
    await expectDrawing(line('Espresso Machine'), 'espresso-machine', thumb);
    await expectDrawing(line('USB-C Cable 2 m'), 'usb-c-cable', thumb);
    await expectDrawing(line('Gift Wrapping'), 'gift-wrapping', thumb);
    await expectDrawing(line('Wall Adapter 30 W'), 'wall-adapter', thumb);
  });
});

test.describe('signed in, dark', () => {
  test.use({ role: 'admin', appSettings: { theme: 'dark' } });

  test('the profile shows its cover by night', async ({ page }) => {
    await page.goto(demoPath('/user/profile'));
    const cover = page.getByTestId('user-profile-banner').locator('img[data-theme-look="dark"]');
    await expectDrawing(cover, 'profile-cover-dark', { set: 'banners', ratio: 0 });
  });
});
