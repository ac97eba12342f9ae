/**
 * Every form control gallery as an admin: one h1, each section's h2 with a working "View code" that
 * shows that example's source, an axe scan and no console error; then a dark right-to-left pass.
 */
import { readFileSync } from 'node:fs';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../template/src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const texts = locale('en', 'ui-forms') as Record<string, { sections?: Record<string, { title: string }> }>;
const nav = locale('en', 'nav') as { routes: Record<string, string> };

const galleries = [
  'autocomplete',
  'checkbox',
  'combobox',
  'file-input',
  'radio',
  'range-sliders',
  'select',
  'sliders',
  'switch',
  'text-field',
  'textarea',
  'otp-input',
];

test.use({ role: 'admin' });
// Long pages with an axe scan each, on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

// The dark right-to-left pass runs first: it is the quickest, and it checks what a change of direction can break.
test.describe('dark, right to left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar', rtl: 'true' } });

  for (const name of ['text-field', 'select', 'sliders', 'otp-input']) {
    test(`/forms/${name} in Arabic and dark mode`, async ({ page }) => {
      await page.goto(demoPath(`/forms/${name}`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveClass(/dark/);
      const main = page.getByRole('main');
      // The Arabic texts load with the screen: wait for its title before counting sections.
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      const sections = Object.keys(texts[name]?.sections ?? {}).length;
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(sections);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

for (const name of galleries) {
  test(`/forms/${name} shows every section with its code`, async ({ page }) => {
    await page.goto(demoPath(`/forms/${name}`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: nav.routes[`forms-${name}`], exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const titles = Object.values(texts[name]?.sections ?? {}).map((section) => section.title);
    expect(titles.length).toBeGreaterThanOrEqual(4);
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(titles.length);

    for (const title of titles) {
      const card = main.locator('[data-slot=example-card]').filter({
        has: page.getByRole('heading', { level: 2, name: title, exact: true }),
      });
      await card.getByRole('button', { name: 'View code' }).click();
      await expect(card.locator('pre code')).toContainText('export function');
      await card.getByRole('button', { name: 'Hide code' }).click();
    }
    await expectNoSeriousA11yViolations(page);
  });
}
