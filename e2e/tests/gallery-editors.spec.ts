/**
 * Editor, map and carousel galleries (Quill, TipTap, Leaflet, Swiper): every section renders in
 * light and in dark right-to-left with axe clean; the editors take typing and bold from the toolbar
 * and the keyboard, and hostile HTML never reaches the page; the map keeps its markers and says it
 * has no tiles (the build names no tile server, so it asks no other host); carousels move by button
 * and by keyboard.
 *
 * Where hostile HTML is pasted or loaded, Chromium logs that the page's CSP refuses its inline event
 * handler as soon as it parses the markup (even into a detached document, before any sanitising):
 * those tests allow that one message, and check that nothing ran and nothing unsafe reached the page.
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { expectGalleryPage, openGallery, readGalleryNamespace } from '../support/gallery';

/** The CSP refusing a hostile inline event handler (see above). */
const refusedHandler = /Executing inline event handler violates the following Content Security Policy/;
test.use({ role: 'admin' });

// Any alert() would mean injected script ran.
let dialogs: string[] = [];
test.beforeEach(({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
test.afterEach(() => {
  expect(dialogs, 'dialogs opened by the page').toEqual([]);
});

const ns = readGalleryNamespace('ui-extensions');

/** Each page's title and what shows once its library has loaded and started. */
const pages = {
  'quill-editor': {
    title: 'Quill Editor',
    ready: async (page: Page) => {
      await expect(page.locator('.ql-editor')).toHaveCount(2, { timeout: 20_000 });
      await expect(page.locator('.ql-toolbar.ql-snow')).toHaveCount(1);
    },
  },
  'tiptap-editor': {
    title: 'Tiptap Editor',
    ready: async (page: Page) => {
      await expect(page.locator('.ProseMirror')).toHaveCount(2, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: /^(Bold|غامق)$/ })).toBeEnabled();
    },
  },
  map: {
    title: 'Map - Leaflet',
    ready: async (page: Page) => {
      await expect(page.locator('.leaflet-marker-icon')).toHaveCount(8, { timeout: 20_000 });
      await expect(page.locator('[data-slot="map-tiles-notice"]')).toHaveCount(4);
      await expect(page.locator('.leaflet-tile')).toHaveCount(0);
    },
  },
  swiper: {
    title: 'Swiper',
    ready: async (page: Page) => {
      await expect(page.locator('.swiper-initialized')).toHaveCount(7, { timeout: 20_000 });
    },
  },
};

for (const [name, { title, ready }] of Object.entries(pages)) {
  test(`/extensions/${name} shows each example with its code and passes axe`, async ({ page }) => {
    await page.goto(demoPath(`/extensions/${name}`));
    await ready(page);
    await expectGalleryPage(page, { title, sections: ns[name]!.sections });
  });
}

test.describe('dark and right-to-left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar' } });

  for (const [name, { ready }] of Object.entries(pages)) {
    test(`/extensions/${name} renders every section and passes axe in Arabic, dark`, async ({ page }) => {
      await openGallery(page, `/extensions/${name}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await ready(page);
      await expect(page.locator('[data-slot="example-card"]')).toHaveCount(Object.keys(ns[name]!.sections).length);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

/** The rendered part of a section's sanitised preview. */
const previewOf = (page: Page, section: string) => page.locator(`#${section} [data-slot="rich-content"]`).first();

async function pasteHtml(page: Page, selector: string, html: string) {
  await page.locator(selector).evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', 'fallback');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

const hostile = '<p>Pasted text</p><img src=x onerror="alert(1)"><script>alert(2)</script>';

test.describe('pasting hostile HTML', () => {
  test.use({ allowConsoleErrors: [refusedHandler] });

  test('quill: typed text, bold from the toolbar and the keyboard, and pasted script shown sanitised', async ({
    page,
  }) => {
    await openGallery(page, '/extensions/quill-editor');
    await pages['quill-editor'].ready(page);
    const editor = page.getByRole('textbox', { name: 'Article text' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plain then ');
    const bold = page.locator('#snow').getByRole('button', { name: 'Bold', exact: true });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('toolbar bold');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' and back, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('keyboard bold');

    const preview = previewOf(page, 'snow');
    await expect(preview).toContainText('Plain then toolbar bold and back, keyboard bold');
    await expect(preview.locator('strong', { hasText: 'toolbar bold' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'keyboard bold' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'and back' })).toHaveCount(0);

    await pasteHtml(page, '#snow .ql-editor', hostile);
    await expect(preview).toContainText('Pasted text');
    for (const scope of [preview, page.locator('#snow .ql-editor')]) {
      await expect(scope.locator('img, script, [onerror]')).toHaveCount(0);
    }
  });
});

test('tiptap: typed text and bold from the toolbar and the keyboard reach the sanitised preview', async ({ page }) => {
  await openGallery(page, '/extensions/tiptap-editor');
  await pages['tiptap-editor'].ready(page);
  const editor = page.getByRole('textbox', { name: 'Article text' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Plain then ');
  const bold = page.locator('#toolbar').getByRole('button', { name: 'Bold', exact: true });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('toolbar bold');
  await page.keyboard.press('Control+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' and back, ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('keyboard bold');

  const preview = previewOf(page, 'toolbar');
  await expect(preview).toContainText('Plain then toolbar bold and back, keyboard bold');
  await expect(preview.locator('strong', { hasText: 'toolbar bold' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'keyboard bold' })).toBeVisible();
});

test.describe('the page before its code runs', () => {
  test.use({ javaScriptEnabled: false });

  test('tiptap: the sanitised previews already show the editors’ text, styled as rich text', async ({ page }) => {
    await page.goto(demoPath('/extensions/tiptap-editor'));
    const article = previewOf(page, 'toolbar');
    const heading = article.getByRole('heading', { level: 2, name: 'Weekly update' });
    await expect(heading).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveCount(2);
    // A heading of its own size (the rich text stylesheet is there), not the page's small text.
    expect(await heading.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThan(20);
    await expect(previewOf(page, 'sanitized')).toHaveText('Press the button above to load the HTML shown below it.');
  });
});

test('tiptap: the toolbar is one Tab stop walked with the arrow keys', async ({ page }) => {
  await openGallery(page, '/extensions/tiptap-editor');
  await pages['tiptap-editor'].ready(page);
  const toolbar = page.locator('#toolbar').getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading 1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Clear formatting' })).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
});

test('tiptap: a javascript: link is refused with a message, a web link reaches the preview', async ({ page }) => {
  await openGallery(page, '/extensions/tiptap-editor');
  await pages['tiptap-editor'].ready(page);
  await page.getByRole('textbox', { name: 'Article text' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.locator('#toolbar').getByRole('button', { name: 'Link', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Link address' });
  await field.fill('javascript:alert(1)');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toContainText('This address cannot be used for a link');
  await field.fill('https://example.com/docs');
  await field.press('Enter');
  await expect(field).toBeHidden();
  const link = previewOf(page, 'toolbar').getByRole('link', { name: 'https://example.com/docs' });
  await expect(link).toHaveAttribute('href', 'https://example.com/docs');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test.describe('loading hostile HTML', () => {
  test.use({ allowConsoleErrors: [refusedHandler] });

  test('tiptap: hostile HTML loaded into the editor or sanitised alone never runs and is listed', async ({ page }) => {
    await openGallery(page, '/extensions/tiptap-editor');
    await pages['tiptap-editor'].ready(page);
    const section = page.locator('#sanitized');
    await section.getByRole('button', { name: 'Load this HTML into the editor' }).click();

    await expect(section.locator('.ProseMirror')).toContainText('Hello world.');
    const direct = section.getByRole('region', { name: 'The same HTML without the editor: the sanitiser alone' });
    await expect(direct).toContainText('Red text that tried to cover the page.');
    const removed = direct.getByRole('list', { name: 'Removed by the sanitiser' });
    for (const item of ['<script>', 'onerror on <img>', '<form>', '<input>']) {
      await expect(removed.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    }
    // Nothing executable anywhere in the section, and the style kept its colour but not its position.
    await expect(section.locator('script, [onerror], a[href^="javascript:"], form, input')).toHaveCount(0);
    const styled = direct.locator('[data-slot="rich-content"] p', { hasText: 'Red text' });
    await expect(styled).toHaveCSS('position', 'static');
    await expect(direct.locator('a[href="https://example.com"]')).toHaveAttribute('rel', /noopener/);
  });
});

test('map: markers and areas show over the notice that the build has no tiles; popups open by keyboard and from the list', async ({
  page,
}) => {
  await openGallery(page, '/extensions/map');
  await pages.map.ready(page);
  const markers = page.locator('#markers');
  await expect(markers.getByRole('status')).toContainText('No map tiles in this build');
  await expect(markers.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(markers.getByRole('button', { name: 'Belém Tower' })).toBeVisible();
  await expect(page.locator('#polygon path.tessera-map-area')).toHaveCount(2);

  await markers.getByRole('button', { name: 'São Jorge Castle' }).focus();
  await page.keyboard.press('Enter');
  await expect(markers.locator('.leaflet-popup')).toContainText('Hilltop walls');

  const popup = page.locator('#popup');
  const madrid = popup.getByRole('list', { name: 'Offices' }).getByRole('button', { name: 'Madrid' });
  await madrid.click();
  await expect(popup.locator('.leaflet-popup')).toContainText('Calle de Alcalá 27');
  await expect(madrid).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: 'Close popup' }).click();
  await expect(popup.locator('.leaflet-popup')).toHaveCount(0);
  await expect(madrid).toHaveAttribute('aria-pressed', 'false');
});

test('swiper: the next button and the arrow keys move to the next slide, one carousel at a time', async ({ page }) => {
  await openGallery(page, '/extensions/swiper');
  await pages.swiper.ready(page);

  // Two slides show at this width: Next brings in the third and hides the first.
  const navigation = page.locator('#navigation');
  await navigation.scrollIntoViewIfNeeded();
  await expect(navigation.getByText('Pine forest')).not.toBeInViewport();
  await navigation.getByRole('button', { name: 'Next slide' }).click();
  await expect(navigation.getByText('Pine forest')).toBeInViewport();
  await expect(navigation.getByText('Blue lagoon')).not.toBeInViewport();

  const basic = page.locator('#basic');
  await basic.getByRole('region', { name: 'Landscapes', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(basic.getByText('Summit ridge')).toBeInViewport();
  await expect(basic.getByText('Blue lagoon')).not.toBeInViewport();
  // Only the focused carousel moved: the other one is still on its second slide.
  await expect(navigation.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 7');
});
