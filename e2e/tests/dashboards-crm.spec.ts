import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('the statistics carousel moves with its previous and next buttons, then stops auto-playing', async ({ page }) => {
  const order = ['Total jobs', 'Applications', 'New jobs', 'Interviews', 'Hired', 'Rejected'];
  await page.goto(demoPath('/dashboard/crm'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Statistics' }) });
  const next = card.getByRole('button', { name: 'Next slide' }).first();
  // Ready once the demo backend has answered and Swiper has loaded: slow on a busy machine.
  await expect(next).toBeEnabled({ timeout: 30_000 });
  const active = card.locator('.swiper-slide-active');
  await next.click();
  const shown = ((await active.locator('p').first().textContent()) ?? '').toLowerCase();
  const index = order.findIndex((t) => t.toLowerCase() === shown);
  expect(index).toBeGreaterThanOrEqual(0);
  await next.click();
  await expect(active.locator('p').first()).toHaveText(order[(index + 1) % order.length]!, { ignoreCase: true });
  await card.getByRole('button', { name: 'Previous slide' }).first().click();
  await expect(active.locator('p').first()).toHaveText(order[index]!, { ignoreCase: true });
  // Autoplay (every 3 s) has stopped: the slide stays put.
  await page.waitForTimeout(3500);
  await expect(active.locator('p').first()).toHaveText(order[index]!, { ignoreCase: true });
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
