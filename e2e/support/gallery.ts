/**
 * Shared checks for gallery pages (components, extensions, charts): the page's h1, one h2 and one
 * "View code" per example, the source shown on demand, and an axe scan. Section titles are read
 * from the English namespace file, so a renamed section is checked under its new name.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { A11yScanOptions } from './a11y';
import { demoPath, expect, expectNoSeriousA11yViolations, pageIsLive } from './fixtures';

type Namespace = Record<string, { subtitle: string; sections: Record<string, { title: string }> }>;

export function readGalleryNamespace(ns: string): Namespace {
  const file = new URL(`../../template/src/locales/en/${ns}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Namespace;
}

/** Checks the page's headings and sections, opens the first section's code, then runs axe. */
export async function expectGalleryPage(
  page: Page,
  { title, sections, a11y }: { title: string; sections: Record<string, { title: string }>; a11y?: A11yScanOptions },
): Promise<void> {
  // Generous first wait: a gallery route brings its own library (charts, drag and drop, masks…).
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const titles = Object.values(sections).map((s) => s.title);
  for (const name of titles) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const viewCode = page.getByRole('button', { name: 'View code' });
  await expect(viewCode).toHaveCount(titles.length);
  await viewCode.first().click();
  const [firstId] = Object.keys(sections);
  await expect(page.locator(`#${firstId} pre`)).toContainText('export function');
  await expectNoSeriousA11yViolations(page, a11y);
}

/** Opens a gallery route and waits until its screen (not the route's loading state) is shown. */
export async function openGallery(page: Page, path: string): Promise<void> {
  await page.goto(demoPath(path));
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  // The page arrives pre-rendered: it answers once the app has taken it over.
  await pageIsLive(page, { timeout: 30_000 });
}
