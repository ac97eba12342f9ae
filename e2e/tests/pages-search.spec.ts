/** Search, crypto, card examples and typography: the admin's content pages. */
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';

test.use({ role: 'admin' });

test('search: tabs, category chips and pages each ask the backend', async ({ page }) => {
  await page.goto(demoPath('/pages/search'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search', { timeout: 30_000 });
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Wireless Earbuds Pro');
  await expect(page.getByText('Showing 1 to 6 of 26 entries')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const asked = (part: string) =>
    page.waitForResponse((r) => r.url().includes('/api/help-center/search') && r.url().includes(part));
  let answer = asked('page=2');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await answer;
  await expect(page.getByText('Showing 7 to 12 of 26 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  answer = asked('type=articles');
  await page.getByRole('tab', { name: /Guides/ }).click();
  await answer;
  await expect(page.getByText('Showing 1 to 6 of 11 entries')).toBeVisible();

  answer = asked('category=computing');
  await page.getByRole('button', { name: 'Computing' }).click();
  await answer;
  await expect(page.getByRole('button', { name: 'Computing' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products and guides' }).fill('submarine');
  await expect(page.getByText('No results')).toBeVisible();
  await expect(page).toHaveURL(/q=submarine/);
});

test('crypto: holdings and a price table searched on the server', async ({ page }) => {
  await page.goto(demoPath('/pages/crypto'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crypto', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Bitcoin' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Crypto currency prices' });
  await expect(table.getByRole('row')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('searchbox', { name: 'Search a coin' }).fill('sol');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toContainText('Solana');
});

test('card examples and typography: headings, working controls, live token values', async ({ page }) => {
  await page.goto(demoPath('/cards'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card examples', { timeout: 30_000 });
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('checkbox', { name: 'Deploy the staging build' }).check();
  await expect(page.getByText('2 of 4 done')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(demoPath('/typography'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typography', { timeout: 30_000 });
  await expect(page.getByText('--primary', { exact: true }).locator('..')).toContainText('#794dff');
  await expectNoSeriousA11yViolations(page);
});
