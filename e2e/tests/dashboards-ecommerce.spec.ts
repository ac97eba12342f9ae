import { demoPath, expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('a like and a comment on the post are kept after a reload', async ({ page }) => {
  await page.goto(demoPath('/dashboard/ecommerce'));
  const like = page.getByRole('button', { name: /Like this post/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText('30');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('31');

  await page.getByRole('button', { name: '2 comments' }).click();
  const field = page.getByRole('textbox', { name: 'Write a comment…' });
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Write something before sending.')).toBeVisible();
  await field.fill('Shipping was quick, thank you!');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByRole('button', { name: '3 comments' })).toBeVisible();
  // The like shows at once (optimistic); the button is busy until the server has it.
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: /Like this post/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '3 comments' }).click();
  await expect(page.getByText('Shipping was quick, thank you!')).toBeVisible();
});

test('tasks can be ticked and reordered by keyboard, and stay that way', async ({ page }) => {
  await page.goto(demoPath('/dashboard/ecommerce'));
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Team tasks' }) });
  const titles = card.locator('li p.truncate');
  await expect(titles.first()).toHaveText('Design the mobile app checkout screens');
  await card.getByRole('button', { name: 'Move “Review the new API rate limits” up' }).focus();
  await page.keyboard.press('Enter');
  await expect(titles.first()).toHaveText('Review the new API rate limits');
  await expect(card.getByRole('status')).toContainText('moved to position 1 of 3');
  await card.getByRole('checkbox', { name: 'Mark “Design the mobile app checkout screens” as done' }).check();
  // The list is busy until the server has the change; reloading earlier would drop it.
  await expect(card.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  const again = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Team tasks' }) });
  await expect(again.locator('li p.truncate').first()).toHaveText('Review the new API rate limits');
  await expect(
    again.getByRole('checkbox', { name: 'Mark “Design the mobile app checkout screens” as done' }),
  ).toBeChecked();
});

test('the promotion links lead to checkout and pricing', async ({ page }) => {
  await page.goto(demoPath('/dashboard/ecommerce'));
  await expect(page.getByText('SAVE45')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    demoPath('/forms/example/checkout'),
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Learn More' })).toHaveAttribute(
    'href',
    demoPath('/pages/pricing'),
  );
});

test('the showcase carousel goes to a slide from its bullets and loops with the arrow keys', async ({ page }) => {
  await page.goto(demoPath('/dashboard/ecommerce'));
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  // Only the slide on screen can be reached; the others are inert.
  const shown = carousel.locator('[role="group"]:not([inert])');
  await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(shown).toHaveAttribute('aria-label', '3 of 4');
  await expect(shown.getByRole('heading')).toHaveText('Pack light, go further');
  await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('aria-label', '1 of 4');
  await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveAttribute('aria-label', '4 of 4');
});
