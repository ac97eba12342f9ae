import type { Locator } from '@playwright/test';
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** A 1x1 PNG, as a user's upload. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The picture arrived and decoded (not a broken image), from the source the browser chose. */
async function expectLoaded(img: Locator, source: RegExp) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(source);
}

test('products show their seed pictures in the list and, named, on the details', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/products/list'));
  const rows = page.getByTestId('products-table').getByRole('table', { name: 'Products' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  // Beside the product's name the thumb is decorative (empty alt); it is the AVIF of the set.
  for (const index of [0, 9]) {
    const thumb = rows.nth(index).locator('picture img');
    await expect(thumb).toHaveAttribute('alt', '');
    await expectLoaded(thumb, /\/images\/products\/[a-z0-9-]+-\d+\.avif$/);
  }
  await expect(rows.first().locator('picture img')).toHaveAttribute('width', '40');

  await rows.first().getByRole('link', { name: 'iPhone 14' }).first().click();
  const picture = page.getByRole('img', { name: 'iPhone 14', exact: true });
  await expectLoaded(picture, /iphone-14-\d+\.avif$/);
  // The details' picture is the screen's largest paint: fetched at once, first.
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
});

test('a dish takes an uploaded picture, kept after a reload', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/restaurant/menu'));
  const dish = page.getByTestId('restaurant-menu').getByRole('article').filter({ hasText: 'Crispy Calamari' });
  await expectLoaded(dish.locator('picture img'), /\/images\/dishes\/crispy-calamari-\d+\.avif$/);

  await dish.getByRole('button', { name: 'Edit Crispy Calamari' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await dialog
    .getByLabel('Picture')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByLabel('Picture')).toHaveAccessibleDescription(
    /Choose a PNG, JPEG, WebP, GIF or BMP picture/,
  );
  await dialog.getByLabel('Picture').setInputFiles({ name: 'calamari.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const uploaded = dish.locator('img');
  await expect(uploaded).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectLoaded(uploaded, /^data:image\/png/);
});

test('the eCommerce dashboard shows its slides, the post and the hotel as pictures', async ({ page }) => {
  await page.goto(demoPath('/dashboard/ecommerce'));
  const slide = page.locator('picture img[src*="/images/slides/autumn-"]');
  await expect(slide).toHaveAttribute('fetchpriority', 'high');
  await expectLoaded(slide, /autumn-\d+\.avif$/);
  await expectLoaded(
    page.getByRole('img', {
      name: 'A reading corner with a green standing lamp, a blue office chair and a linen shirt',
    }),
    /\/images\/posts\/post-\d+\.avif$/,
  );
  await expectLoaded(page.getByRole('img', { name: 'A white seaside hotel between palm trees' }), /hotel-\d+\.avif$/);
});
