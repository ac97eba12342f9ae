import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

test('filters are answered by the server, and a bookmark survives a reload', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/jobs/list'));
  await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible();
  const results = page.getByTestId('job-results');
  await expect(results.getByRole('heading', { name: 'Showing Results: 10' })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(10);
  await expect(results.getByText('Showing 1 to 10 of 10 entries')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const hybrid = page.waitForResponse((r) => r.url().includes('/api/jobs?') && r.url().includes('workType=Hybrid'));
  await page.getByLabel('Work Type').selectOption('Hybrid');
  expect(await (await hybrid).json()).toHaveLength(3);
  await expect(results.getByRole('heading', { name: 'Showing Results: 3' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by role' }).fill('devops');
  await expect(results.getByRole('heading', { name: 'Showing Results: 1' })).toBeVisible();
  await expect(results.getByRole('article')).toContainText('DevOps Engineer');

  await page.getByLabel('Salary Range').selectOption('300-500');
  await expect(results.getByText('No data found!')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(results.getByRole('heading', { name: 'Showing Results: 10' })).toBeVisible();
  await page.getByLabel('Sort By').selectOption('salary-desc');
  await expect(results.getByRole('article').first()).toContainText('Engineering Manager');

  await results.getByRole('button', { name: 'Grid view' }).click();
  const star = results.getByRole('button', { name: 'Bookmark Engineering Manager at Orbit Freight' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().includes('/api/jobs/10/bookmark') && r.ok());
  await star.click();
  await saved;
  // Sort and view live in the address: the reload shows the same page of results.
  await page.reload();
  await expect(page.getByLabel('Sort By')).toHaveValue('salary-desc');
  await expect(page.getByTestId('job-results').getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByTestId('job-results').getByRole('button', { name: 'Bookmark Engineering Manager at Orbit Freight' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the page size lives in the address with the filters, and the footer follows the results', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(demoPath('/ecommerce/jobs/list?workType=Hybrid'));
  const results = page.getByTestId('job-results');
  await expect(results.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  await results.getByLabel('Items per page:').selectOption('25');
  await expect(page).toHaveURL(/itemsPerPage=25/);
  await page.getByRole('searchbox', { name: 'Search by role' }).fill('devops');
  await expect(results.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(page).toHaveURL(/role=devops/);

  await page.reload();
  await expect(page.getByLabel('Work Type')).toHaveValue('Hybrid');
  await expect(page.getByRole('searchbox', { name: 'Search by role' })).toHaveValue('devops');
  await expect(results.getByLabel('Items per page:')).toHaveValue('25');
  await expect(results.getByRole('article')).toHaveText([/DevOps Engineer/]);

  // A link to a page past the end shows the last page there is.
  await page.goto(demoPath('/ecommerce/jobs/list?page=4'));
  await expect(results.getByText('Showing 1 to 10 of 10 entries')).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(10);
});

test('a job opens in full from the grid', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/jobs/list'));
  const results = page.getByTestId('job-results');
  await results.getByRole('button', { name: 'Grid view' }).click();
  await results.getByRole('link', { name: 'View Back-End Engineer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back-End Engineer' })).toBeVisible();
  for (const title of ['About Us', 'Role Description', 'Key Responsibilities', 'Qualifications', 'Benefits']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText('Cobalt Systems').first()).toBeVisible();
  await expect(page.getByText('Cobalt Systems runs payment infrastructure for online marketplaces.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  // The opening's prose comes from the backend in the reader's language once they switch.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Qui sommes-nous' })).toBeVisible();
  await expect(
    page.getByText('Cobalt Systems fait tourner l’infrastructure de paiement de places de marché en ligne.'),
  ).toBeVisible();
  await expect(page.getByText('Cobalt Systems runs payment infrastructure')).toBeHidden();
});
