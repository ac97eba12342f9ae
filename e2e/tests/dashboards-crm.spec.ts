import type { Locator } from '@playwright/test';
import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The slide a reader meets first among those on screen (the others are inert), as "2 of 6: Applications". */
function firstShown(carousel: Locator) {
  return () =>
    carousel.evaluate((root) => {
      const shown = [...root.querySelectorAll('[role="group"]:not([inert])')];
      const towardsEnd = getComputedStyle(root).direction === 'rtl' ? -1 : 1;
      shown.sort((a, b) => (a.getBoundingClientRect().left - b.getBoundingClientRect().left) * towardsEnd);
      return `${shown[0]?.getAttribute('aria-label')}: ${shown[0]?.querySelector('p')?.textContent?.toLowerCase()}`;
    });
}

test.describe('in full motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the statistics carousel moves with its previous and next buttons, then stops auto-playing', async ({
    page,
  }) => {
    const order = ['total jobs', 'applications', 'new jobs', 'interviews', 'hired', 'rejected'];
    const slide = (index: number) => `${(index % 6) + 1} of 6: ${order[index % 6]}`;
    await page.goto(demoPath('/dashboard/crm'));
    const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Statistics' }) });
    const carousel = card.getByRole('region', { name: 'Statistics' });
    // The carousel's code loads after the first paint: slow on a busy machine.
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel', { timeout: 30_000 });
    const next = card.getByRole('button', { name: 'Next slide' });
    // Ready once the demo backend has answered: slow on a busy machine.
    await expect(next).toBeEnabled({ timeout: 30_000 });
    await next.click();
    const shown = await firstShown(carousel)();
    const index = order.findIndex((_, i) => slide(i) === shown);
    expect(index, shown).toBeGreaterThanOrEqual(0);
    await next.click();
    await expect.poll(firstShown(carousel)).toBe(slide(index + 1));
    await card.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(firstShown(carousel)).toBe(slide(index));
    // Autoplay (every 3 s) has stopped: the slide stays put, and screen readers hear each step.
    await page.waitForTimeout(3500);
    expect(await firstShown(carousel)()).toBe(slide(index));
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // The arrow keys step too while focus is in the carousel.
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(firstShown(carousel)).toBe(slide(index + 1));
  });
});

test('upcoming activities come five per page', async ({ page }) => {
  await page.goto(demoPath('/dashboard/crm'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Upcoming Activities' }) });
  await expect(card.getByText('Team brainstorming session')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(5);
  await card.getByRole('button', { name: 'Page 2' }).click();
  await expect(card.getByText('Customer success sync')).toBeVisible();
  await expect(card.getByText('Team brainstorming session')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('expense shares add up to the whole and transactions show signed amounts', async ({ page }) => {
  await page.goto(demoPath('/dashboard/crm'));
  await expect(page.getByRole('progressbar', { name: 'Pending' })).toHaveAttribute('aria-valuenow', '17');
  await expect(page.getByRole('progressbar', { name: 'Paid' })).toHaveAttribute('aria-valuenow', '83');
  await expect(page.getByText('Cash withdrawal at an ATM')).toBeVisible();
  await expect(page.getByText('−$200.00')).toBeVisible();
});
