/** Status pages, the catch-all not-found screen, and their accessibility (light, dark, RTL). */
import type { Page, Route } from '@playwright/test';
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';
import { signInAndStatusPages } from '../support/public-pages';

test.describe('status pages', () => {
  test('not found: heading, 404, and a link home that works', async ({ page }) => {
    await page.goto(demoPath('/misc/not-found'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    // Home sends a guest on to the login page.
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
  });

  test('each page says what happened and offers a way on', async ({ page }) => {
    const pages = [
      ['/misc/not-authorized', 'You are not authorized', 'Back to home'],
      ['/misc/under-maintenance', 'Down for a quick tune-up', 'Back to home'],
      ['/misc/server-error', 'Internal server error', 'Back to home'],
    ] as const;
    for (const [path, heading, link] of pages) {
      await page.goto(demoPath(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', demoPath('/').replace(/\/$/, ''));
    }
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('coming soon checks the email before confirming it', async ({ page }) => {
    await page.goto(demoPath('/misc/coming-soon'));
    const input = page.getByRole('textbox', { name: 'Email address' });
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(input).toHaveAccessibleDescription('This field is required');
    await input.fill('nope');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
    await input.fill('ada@demo.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status')).toHaveText("Thanks! We'll write to ada@demo.com as soon as it launches.");
  });
});

for (const who of ['guest', 'admin'] as const) {
  test.describe(`an unknown address, as ${who}`, () => {
    // The static host answers an unknown address with 404.html and status 404, as it should.
    test.use({ role: who, allowConsoleErrors: [/status of 404/] });

    test('shows the public not-found screen in the blank layout, keeping the URL', async ({ page }) => {
      await page.goto(demoPath('/no/such/page?x=1'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveURL((url) => url.pathname === demoPath('/no/such/page') && url.search === '?x=1');
      await expect(page.locator('[data-slot=blank-layout]')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });
  });
}

test.describe('signed in without permission', () => {
  test.use({ role: 'client' });

  test('the not-found screen renders in place, keeping the URL', async ({ page }) => {
    await page.goto(demoPath('/apps/invoice/list?page=2'));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/apps/invoice/list') && url.search === '?page=2');
  });
});

const forgotChunk = /\/assets\/forgot-password-[\w-]+\.js$/;

/**
 * Follows "Forgot password?" from the login page while the screen's module is answered by
 * `serve`, expects the error screen `heading` in place of the screen (URL kept, axe clean), then
 * lets the module load again and checks that `button` brings the real screen.
 */
async function breakThenRecover(page: Page, serve: (route: Route) => Promise<void>, heading: string, button: string) {
  await page.goto(demoPath('/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await page.route(forgotChunk, serve);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/forgot-password'));
  await expectNoSeriousA11yViolations(page);

  await page.unroute(forgotChunk);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
}

test.describe('a screen whose code can no longer be fetched (a newer deployment replaced it)', () => {
  // Chromium reports the aborted chunk request; the router reports the failed import.
  test.use({ allowConsoleErrors: [/ERR_FAILED|dynamically imported module|Failed to load/] });

  test('shows a reload prompt instead of a white page, and the reload brings the screen', async ({ page }) => {
    await breakThenRecover(page, (route) => route.abort(), 'A new version is available', 'Reload');
  });
});

test.describe('a screen that crashes while loading', () => {
  test.use({ allowConsoleErrors: [/screen exploded/] });

  test('shows the server-error screen with a Retry that brings the screen back', async ({ page }) => {
    // The screen's module loads but throws as it runs: a bug, not a missing file.
    const explode = (route: Route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('screen exploded');" });
    await breakThenRecover(page, explode, 'Internal server error', 'Retry');
  });
});

const looks = [
  { name: 'light', settings: { theme: 'light' } },
  { name: 'dark', settings: { theme: 'dark' } },
  { name: 'arabic dark', settings: { theme: 'dark', locale: 'ar' } },
  { name: 'french at 375 px', settings: { theme: 'light', locale: 'fr' }, mobile: true },
] as const;

for (const look of looks) {
  test.describe(`axe, ${look.name}`, () => {
    if ('mobile' in look) test.use({ viewport: { width: 375, height: 812 } });

    test('auth and status pages have no serious or critical violations', async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((settings: Record<string, string>) => {
        if (!location.protocol.startsWith('http')) return;
        for (const [key, value] of Object.entries(settings)) localStorage.setItem(`app-1-${key}`, value);
      }, look.settings);
      for (const path of signInAndStatusPages) {
        await page.goto(demoPath(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if ('mobile' in look) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
    });
  });
}
