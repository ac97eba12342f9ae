/**
 * Chart galleries: every chart is drawn, named for assistive technology and backed by a data
 * table; the pages pass axe in light LTR and in dark Arabic, where the heatmap keeps its shades.
 */
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { expectGalleryPage, openGallery, readGalleryNamespace } from '../support/gallery';

test.use({ role: 'admin' });

const ns = readGalleryNamespace('ui-charts');
const pages = [
  { path: '/charts/light', page: 'light', title: 'Light charts', drawn: 'svg' },
  { path: '/charts/apex-chart', page: 'apex-chart', title: 'Apex Chart', drawn: 'svg' },
  { path: '/charts/chart-js', page: 'chart-js', title: 'Chart Js', drawn: 'canvas' },
] as const;

for (const { path, page: name, title, drawn } of pages) {
  test(`${path} draws every chart with a name and a data table`, async ({ page }) => {
    await openGallery(page, path);
    const sections = ns[name]!.sections;
    // A section may show several charts (sparklines, gauges): each of them is checked.
    for (const id of Object.keys(sections)) {
      const charts = page.locator(`#${id} [data-slot="chart"]`);
      await expect(charts.first()).toBeAttached();
      for (const chart of await charts.all()) {
        await expect(chart.getByRole('img')).toHaveAccessibleName(/\w{4,}/);
        // The text alternative: a data table, or a summary the picture is described by.
        await expect(chart.locator('table tbody tr, p[id]').first()).toBeAttached();
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.locator(drawn).first()).toBeVisible({ timeout: 20_000 });
      }
    }
    await expectGalleryPage(page, { title, sections });
  });
}

test.describe('dark and right-to-left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar' } });

  for (const { path, drawn } of pages) {
    test(`${path} draws and passes axe in Arabic, dark`, async ({ page }) => {
      await openGallery(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator(`[data-slot="chart"] ${drawn}`).first()).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the Apex heatmap shades its cells from the primary colour in dark, not grey', async ({ page }) => {
    await openGallery(page, '/charts/apex-chart');
    const heatmap = page.locator('#heatmap [data-slot="chart"]');
    await heatmap.scrollIntoViewIfNeeded();
    const cells = heatmap.locator('.apexcharts-heatmap-rect');
    await expect(cells.first()).toBeAttached({ timeout: 20_000 });
    // More orders, a deeper shade: the 49 cells take several colours, none of them a grey (r = g = b).
    const fills = await cells.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill') ?? ''));
    expect(new Set(fills).size).toBeGreaterThan(5);
    for (const fill of fills) {
      const [r, g, b] = (fill.match(/\d+/g) ?? []).map(Number);
      expect(r !== undefined && !(r === g && g === b), fill).toBe(true);
    }
  });
});
