import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('the locations map works offline: markers, the figures, and a plain message instead of tiles', async ({
  page,
}) => {
  const external: string[] = [];
  const leaflet: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
      external.push(request.url());
    // Leaflet itself ships in the map's renderer chunk (components/map/leaflet-renderer.tsx); the
    // LeafletMap component around it, which draws the picture, is a few kilobytes of its own.
    if (/\/assets\/leaflet-renderer-/.test(url.pathname)) leaflet.push(url.pathname);
  });
  await page.goto(demoPath('/dashboard/analytics'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Locations' }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('region', { name: 'Map of customer locations' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(
    'Map tiles are not loaded in this offline demo; outlines are approximate.',
  );
  // A picture of the map until the visitor reaches for it: Leaflet is not downloaded to look at it.
  await expect(card.locator('[data-slot="static-map"] .tessera-marker')).toHaveCount(4);
  await expect(card.getByText('China')).toBeVisible();
  expect(leaflet, 'Leaflet waits for the visitor').toEqual([]);
  // Pressing a marker loads the map and opens that marker's popup.
  await card.locator('.tessera-marker').nth(1).click({ force: true });
  await expect(card.locator('.leaflet-popup-content')).toContainText('Value: 100');
  await expect(card.locator('path.tessera-marker')).toHaveCount(4);
  expect(leaflet.length, 'Leaflet loaded on demand').toBeGreaterThan(0);
  expect(external, 'no request leaves the site').toEqual([]);
});

test('the weather card switches between Celsius and Fahrenheit', async ({ page }) => {
  await page.goto(demoPath('/dashboard/analytics'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Weather' }) });
  await expect(card.getByText('31°')).toBeVisible();
  await card.getByRole('button', { name: '°F' }).click();
  await expect(card.getByRole('button', { name: '°F' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('88°')).toBeVisible();
  await expect(card.getByText('90° / 77°')).toBeVisible();
});

test('charts re-colour at once when the preset or the mode changes', async ({ page }) => {
  await page.goto(demoPath('/dashboard/analytics'));
  const ring = page
    .getByRole('img', { name: /Share of orders using the/ })
    .locator('[data-slot="chart-gauge-value"]')
    .last();
  const track = ring.locator('xpath=preceding-sibling::*[1]');
  // Drawn once the demo backend has answered: slow on a busy machine.
  await expect(ring).toBeVisible({ timeout: 30_000 });
  const stroke = (part: typeof ring) => part.evaluate((el) => getComputedStyle(el).stroke);
  const trackBefore = await stroke(track);
  await page.evaluate(() => document.documentElement.setAttribute('data-preset', 'success'));
  // The success preset's primary is #02ca4b.
  await expect.poll(() => stroke(ring)).toBe('rgb(2, 202, 75)');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect.poll(() => stroke(track), 'the empty part of the ring darkens').not.toBe(trackBefore);
});
