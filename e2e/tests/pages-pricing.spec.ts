/** The pricing page: the billing switch, the comparison and the billing questions. */
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';

test.use({ role: 'admin' });

test('the monthly/annual switch changes the prices; the comparison lists every plan', async ({ page }) => {
  await page.goto(demoPath('/pages/pricing'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing', { timeout: 30_000 });
  const pro = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pro' }) });
  await expect(pro.getByText('$10', { exact: true })).toBeVisible();
  await expect(pro.getByText('Billed $120 a year')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('switch', { name: 'Bill annually' }).click();
  await expect(pro.getByText('$12', { exact: true })).toBeVisible();
  await expect(pro.getByText('Billed every month, cancel any time')).toBeVisible();

  const table = page.getByRole('table', { name: 'Compare the plans' });
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Starter', 'Pro', 'Enterprise']);
  await expect(
    table.getByRole('row', { name: /Figma design file/ }).getByText('Included', { exact: true }),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Is there a free trial of Pro?' }).click();
  await expect(page.getByText(/Starter is free for as long as you like/)).toBeVisible();
});
