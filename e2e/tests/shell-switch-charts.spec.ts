/**
 * The top bar's theme and language menus apply their choice once the menu has closed (the page's
 * restyle waits for the next frame): charts already on the screen must still follow, read here from
 * the drawn SVG.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openGallery } from '../support/gallery';

test.use({ role: 'admin' });

/** A theme variable as the browser resolves it on a box (rgb(...)), for comparing with an SVG's paint. */
const resolvedToken = (page: Page, name: string) =>
  page.evaluate((variable) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${variable})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, name);

/** A theme variable's own text on <html> (#rrggbb): what the chart libraries are given. */
const tokenText = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

async function chooseFromTopBar(page: Page, button: RegExp, item: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitemradio', { name: item }).click();
}

const stroke = (line: Locator) => line.evaluate((el) => getComputedStyle(el).stroke);

test('an SVG chart drawn in light takes the dark grid colour after the theme menu switches to Dark', async ({
  page,
}) => {
  await openGallery(page, '/charts/light');
  const grid = page.locator('[data-slot="chart-svg"] line[stroke-dasharray="4 4"]').first();
  await expect(grid).toBeAttached();
  const light = await resolvedToken(page, '--border');
  expect(await stroke(grid)).toBe(light);

  await chooseFromTopBar(page, /^Theme:/, 'Dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const dark = await resolvedToken(page, '--border');
  expect(dark).not.toBe(light);
  await expect.poll(() => stroke(grid)).toBe(dark);
});

test('an ApexCharts chart redraws its axis labels in the dark colours after the theme switch', async ({ page }) => {
  await openGallery(page, '/charts/apex-chart');
  const label = page.locator('[data-slot="chart"] .apexcharts-xaxis-label').first();
  await expect(label).toBeAttached({ timeout: 20_000 });
  const light = await tokenText(page, '--muted-foreground');
  await expect(label).toHaveAttribute('fill', light);

  await chooseFromTopBar(page, /^Theme:/, 'Dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const dark = await tokenText(page, '--muted-foreground');
  expect(dark).not.toBe(light);
  await expect(page.locator('[data-slot="chart"] .apexcharts-xaxis-label').first()).toHaveAttribute('fill', dark);
});

test('an SVG chart moves its value axis to the right after the language menu switches to Arabic', async ({ page }) => {
  await openGallery(page, '/charts/light');
  const svg = page.locator('[data-slot="chart-svg"]').filter({ has: page.locator('line[stroke-dasharray="4 4"]') });
  // A value-axis label: anchored at its end, beside the plot (category labels sit under it).
  const valueLabel = svg.first().locator('text[dy="0.32em"][text-anchor="end"]').first();
  const side = async () => {
    const width = Number(await svg.first().getAttribute('width'));
    return Number(await valueLabel.getAttribute('x')) < width / 2 ? 'left' : 'right';
  };
  expect(await side()).toBe('left');

  await chooseFromTopBar(page, /^Language/, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: /^اللغة/ })).toBeVisible();
  await expect.poll(side).toBe('right');
});
