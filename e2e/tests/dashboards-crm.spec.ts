import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('the statistics carousel moves with its previous and next buttons', async ({ page }) => {
  await page.goto(demoPath('/dashboard/crm'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Statistics' }) });
  const next = card.getByRole('button', { name: 'Next slide' }).first();
  await expect(next).toBeEnabled();
  const active = card.locator('.swiper-slide-active');
  await expect(active).toContainText('Total jobs');
  await next.click();
  await expect(active).toContainText('Applications');
  await card.getByRole('button', { name: 'Previous slide' }).first().click();
  await expect(active).toContainText('Total jobs');
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
