/**
 * The component galleries: every page shows its title, one card per example with an h2, and each
 * card's "View code" shows that example's source; axe finds nothing serious and nothing logs an
 * error. A second pass runs dark and right to left in Arabic. Then a few interactions that only a
 * real browser shows: focus coming back from a dialog and a menu, a snackbar appearing, and the
 * stepper's arrow keys following the reading direction.
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/** Route -> page title and number of example sections. */
const pages: Record<string, [title: string, sections: number]> = {
  alert: ['Alert', 7],
  avatar: ['Avatar', 6],
  badge: ['Badge', 4],
  breadcrumbs: ['Breadcrumbs', 5],
  button: ['Button', 7],
  chips: ['Chips', 7],
  dialog: ['Dialog', 8],
  'expansion-panels': ['Expansion Panels', 5],
  list: ['List', 9],
  menu: ['Menu', 7],
  progress: ['Progress', 8],
  tooltips: ['Tooltips', 4],
  tabs: ['Tabs', 7],
  pagination: ['Pagination', 7],
  ratings: ['Ratings', 7],
  snackbars: ['Snackbars', 7],
  timeline: ['Timeline', 6],
  stepper: ['Stepper', 5],
};

test.use({ role: 'admin' });
// One test walks a whole page (every section, its code and an axe scan): give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Opens every card's code panel and checks it shows the example's own source. */
async function expectEverySectionWithItsCode(page: Page, sections: number) {
  const cards = page.locator('[data-slot=example-card]');
  await expect(cards).toHaveCount(sections);
  const all = await cards.all();
  // Open them all first, then check: the sources load in parallel. Last card first: a panel that
  // opens (and grows again as its source arrives) moves only the cards below it, never the next
  // toggle to click, which a shift between Playwright's aim and its click would make it miss.
  for (const card of all.toReversed()) {
    await expect(card.getByRole('heading', { level: 2 })).toHaveCount(1);
    // The toggle is the header button that controls the code panel (its name is translated).
    await card.locator('button[aria-controls]').first().click();
  }
  for (const card of all) {
    await expect(card.locator('button[aria-controls]').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(card.locator('[data-slot=code-block]')).toContainText(/export function \w+\(/);
  }
}

/** Opens a gallery page and waits for its title (the screen's code loads after the shell). */
async function openGallery(page: Page, route: string, title?: string) {
  await page.goto(demoPath(`/components/${route}`));
  await expect(page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) })).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('component galleries, light, left to right', () => {
  for (const [route, [title, sections]] of Object.entries(pages)) {
    test(`/components/${route}`, async ({ page }) => {
      await openGallery(page, route, title);
      await expect(page.getByRole('button', { name: 'View code' })).toHaveCount(sections);
      await expectNoSeriousA11yViolations(page);
      await expectEverySectionWithItsCode(page, sections);
    });
  }
});

test.describe('component galleries, dark, right to left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar', rtl: 'true' } });

  for (const route of ['alert', 'list', 'pagination', 'timeline']) {
    test(`/components/${route}`, async ({ page }) => {
      await openGallery(page, route);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
      await expectEverySectionWithItsCode(page, pages[route]![1]);
    });
  }

  test('the stepper header follows the reading direction with the arrow keys', async ({ page }) => {
    await openGallery(page, 'stepper');
    const editable = page.locator('#editable');
    const steps = editable.getByRole('list').getByRole('button');
    await steps.first().focus();
    await page.keyboard.press('ArrowLeft'); // forward when reading right to left
    await expect(steps.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  });
});

test.describe('component interactions', () => {
  // In full motion: the overlays open and close with their animations.
  test.use({ reducedMotion: 'no-preference' });

  test('a dialog traps focus, closes on Escape and gives focus back to its trigger', async ({ page }) => {
    await openGallery(page, 'dialog');
    const trigger = page.getByRole('button', { name: 'Open dialog' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Use location services?' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // A persistent dialog ignores Escape; only its buttons close it.
    await page.getByRole('button', { name: 'Open persistent dialog' }).click();
    await page.keyboard.press('Escape');
    const persistent = page.getByRole('dialog', { name: 'Finish the setup first' });
    await expect(persistent).toBeVisible();
    await persistent.getByRole('button', { name: 'Pro plan' }).click();
    await expect(persistent).toBeHidden();
  });

  test('a menu is driven by the keyboard and returns focus to its button', async ({ page }) => {
    await openGallery(page, 'menu');
    const trigger = page.getByRole('button', { name: 'Actions' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu moves focus to its first item once it is open; keys sent before that reach the button.
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Radix moves the roving focus in a task after the key: Enter must go to the item it lands on.
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator('#basic')).toContainText('Duplicate');
  });

  test('a snackbar shows its message and its action works', async ({ page }) => {
    await openGallery(page, 'snackbars');
    // No toaster until the first toast: it (with sonner) loads then, and the toast still shows.
    await expect(page.getByRole('region', { name: /alt\+t/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Archive conversation' }).click();
    await expect(page.getByText('Archived: 1')).toBeVisible();
    await expect(page.getByText('Conversation archived')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Archived: 0')).toBeVisible();
  });
});
