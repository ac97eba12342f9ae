/**
 * The docs' component pages (/components/<folder>/), one per folder of template/src/examples: each
 * page runs every example file of its folder as a live island beside its source, hydrates without
 * console errors, has a props table generated from the types, and a dark / right-to-left switch for
 * the previews that leaves the docs frame alone. axe runs on a few pages in light and dark.
 *
 * The TipTap page loads hostile HTML into an example, and Chromium logs that the CSP refuses its
 * inline handler while parsing it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { isExampleFile } from '../../docs-site/src/lib/example-files';
import { expect, expectNoSeriousA11yViolations, siteUrl, test } from '../support/fixtures';

const examplesDir = fileURLToPath(new URL('../../template/src/examples', import.meta.url));

/**
 * Example folder -> its example files (without .tsx), read from the template like the docs are: an
 * example is named after its folder; other files there are pieces the examples share.
 */
const folders = new Map(
  readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry): [string, string[]] => [
      entry.name,
      readdirSync(join(examplesDir, entry.name))
        .filter((file) => isExampleFile(entry.name, file))
        .map((file) => file.replace(/\.tsx$/, '')),
    ])
    .filter(([, files]) => files.length > 0),
);

const pageUrl = (folder: string) => new URL(`components/${folder}/`, siteUrl).href;

/**
 * Opens a component page, scrolls every preview into view (islands hydrate when visible) and
 * checks each example file has its island, hydrated, with rendered content, and its source.
 */
async function walkComponentPage(page: Page, folder: string): Promise<void> {
  const files = folders.get(folder) ?? [];
  const response = await page.goto(pageUrl(folder));
  expect(response?.status(), `/components/${folder}/`).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = await page
    .locator('section.example')
    .evaluateAll((sections) => sections.map((s) => (s as HTMLElement).dataset.example ?? ''));
  expect(shown.sort(), `examples on /components/${folder}/`).toEqual(files.map((file) => `${folder}/${file}`).sort());
  // Each preview scrolled into view (its island hydrates when visible); Astro drops `ssr` from an
  // island once it has hydrated.
  const islands = page.locator('section.example [data-preview] > astro-island');
  for (let i = 0; i < files.length; i++) {
    const island = islands.nth(i);
    await island.scrollIntoViewIfNeeded();
    await expect(island, `island ${i + 1} on /components/${folder}/ hydrates`).not.toHaveAttribute('ssr');
  }
  // Every example rendered something that takes room on the page.
  const empty = await page.locator('section.example').evaluateAll((sections) =>
    sections
      .filter((section) => {
        const box = section.querySelector('[data-example-root] > *')?.getBoundingClientRect();
        return !box || box.width === 0 || box.height === 0;
      })
      .map((section) => (section as HTMLElement).dataset.example),
  );
  expect(empty, `examples with nothing rendered on /components/${folder}/`).toEqual([]);
  // Each preview's source is the same file: its code block is titled with the file's path.
  const titles = await page
    .locator('section.example')
    .evaluateAll((sections) =>
      sections.map((section) => [
        (section as HTMLElement).dataset.example,
        section.querySelector('.expressive-code figcaption')?.textContent?.trim(),
      ]),
    );
  expect(titles).toEqual(titles.map(([name]) => [name, `template/src/examples/${name}.tsx`]));
}

const special = new Set(['tiptap-editor']);
/** Walked in full by each axe test below (light and dark), so not walked again in the groups. */
const scanned = ['button', 'dialog', 'text-field', 'alert'];
const plain = [...folders.keys()].filter((folder) => !special.has(folder) && !scanned.includes(folder)).sort();

test.describe('every component page hydrates its islands without console errors', () => {
  // Three pages a test: short tests that the workers share, each page walked in full.
  const size = 3;
  for (let start = 0; start < plain.length; start += size) {
    const group = plain.slice(start, start + size);
    test(group.join(', '), async ({ page }) => {
      test.setTimeout(90_000);
      for (const folder of group) await walkComponentPage(page, folder);
    });
  }
});

test.describe('the TipTap page, whose example loads hostile HTML', () => {
  test.use({ allowConsoleErrors: [/Executing inline event handler violates the following Content Security Policy/] });

  test('tiptap-editor', async ({ page }) => {
    test.setTimeout(60_000);
    await walkComponentPage(page, 'tiptap-editor');
  });
});

test('the overview links to every component page', async ({ page }) => {
  await page.goto(new URL('components/', siteUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
  const links = page.getByRole('list', { name: 'Components' }).getByRole('link');
  await expect(links).toHaveCount(folders.size);
  const targets = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  expect(targets.sort()).toEqual([...folders.keys()].map((folder) => `/components/${folder}/`).sort());
});

test('a dialog example opens from its island, and Open in demo leads to the gallery', async ({ page }) => {
  await page.goto(pageUrl('dialog'));
  await expect(page.getByRole('link', { name: /Open in demo/ })).toHaveAttribute('href', '/demo/components/dialog');
  const section = page.locator('section.example[data-example="dialog/dialog-basic"]');
  await section.scrollIntoViewIfNeeded();
  const open = section.getByRole('button', { name: 'Open dialog' });
  // A click that lands before the island hydrates does nothing: retry until it opens.
  await expect(async () => {
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Use location services?' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("Button's props table is generated from its types", async ({ page }) => {
  await page.goto(pageUrl('button'));
  const table = page.getByRole('table', { name: /Props of Button\b/ });
  await expect(table.getByRole('rowheader', { name: 'variant', exact: true })).toBeVisible();
  const variant = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'variant', exact: true }) });
  await expect(variant).toContainText('"solid"');
  await expect(variant).toContainText('"ghost"');
  // Inherited DOM props are summed up, not listed.
  await expect(table.getByRole('rowheader', { name: 'onClick', exact: true })).toHaveCount(0);
  await expect(page.getByText(/Plus the props of: <button> attributes/).first()).toBeVisible();
});

test('the dark and right-to-left switches change the previews, not the docs frame', async ({ page }) => {
  await page.goto(pageUrl('button'));
  const preview = page.locator('[data-example="button/button-variants"] [data-preview]');
  const dark = page.getByRole('button', { name: 'Dark preview' });
  const rtl = page.getByRole('button', { name: 'Right-to-left preview' });
  await expect(dark).toHaveAttribute('aria-pressed', 'false');
  const background = () => preview.evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await background();

  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toHaveClass(/\bdark\b/);
  await expect.poll(background).not.toBe(light);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await rtl.click();
  await expect(rtl).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const button = preview.getByRole('button').first();
  await expect.poll(() => button.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');

  await dark.click();
  await expect(preview).not.toHaveClass(/\bdark\b/);
  await expect.poll(background).toBe(light);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violations on ${scanned.join(', ')} (${scheme})`, async ({ page }) => {
    test.setTimeout(150_000);
    // The docs follow the system scheme, and the previews start in the docs' mode.
    await page.emulateMedia({ colorScheme: scheme });
    for (const [index, folder] of scanned.entries()) {
      await walkComponentPage(page, folder);
      await expect(page.getByRole('button', { name: 'Dark preview' })).toHaveAttribute(
        'aria-pressed',
        String(scheme === 'dark'),
      );
      // Starlight's search button (the docs frame, not this page's content) has an aria-label that
      // does not contain its visible text; it is left to the frame's own configuration. The code
      // frames (thousands of highlighted tokens, the same theme on every page) are scanned on the
      // first page only, which keeps the scan short.
      await expectNoSeriousA11yViolations(page, {
        exclude: index === 0 ? ['site-search'] : ['site-search', '.expressive-code'],
      });
    }
  });
}
