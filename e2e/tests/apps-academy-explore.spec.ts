import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The demo backend starts on a page's first request: on a busy machine that can outlast one default wait. */
const firstLoad = { timeout: 30_000 };

const tabs: [string, string, string[]][] = [
  ['My learning', 'my-learning', ['Design Mastery', 'Ethical Hacking', 'Python for Everyone', 'Data Visualisation']],
  [
    'Latest',
    'latest',
    ['React Hooks in Depth', 'Figma for Beginners', 'Data Visualisation', 'TypeScript Fundamentals'],
  ],
  [
    'Recently Updated',
    'recent-updated',
    ['Design Mastery', 'SQL for Analysts', 'Freelance Bootcamp', 'Data Visualisation'],
  ],
  [
    'Free',
    'free',
    ['Python for Everyone', 'Figma for Beginners', 'Content Marketing Basics', 'TypeScript Fundamentals'],
  ],
];

test('every tab shows the courses the server picks for it', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/academy/explore'));
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Courses' })).toBeVisible();
  const explorer = page.getByTestId('course-explorer');
  await expect(explorer.getByText('Showing 1 to 10 of 12 entries')).toBeVisible(firstLoad);
  await expectNoSeriousA11yViolations(page, { include: 'main' });
  for (const [label, q, names] of tabs) {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/academy/courses?q=${q}`));
    await explorer.getByRole('tab', { name: label }).click();
    await answer;
    await expect(explorer.getByRole('article').getByRole('heading')).toHaveText(names);
  }
});

test('filters show as chips that can be removed', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/academy/explore'));
  const explorer = page.getByTestId('course-explorer');
  await expect(explorer.getByText('Showing 1 to 10 of 12 entries')).toBeVisible(firstLoad);
  await explorer.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'High to low price' }).click();
  await page.keyboard.press('Escape');
  await expect(explorer.getByRole('article').first()).toContainText('Cloud Security Essentials');
  await explorer.getByRole('button', { name: 'Remove filter High to low price' }).click();
  await expect(explorer.getByRole('article').first()).toContainText('Design Mastery');
  await explorer.getByLabel('Items per page:').selectOption('25');
  await expect(explorer.getByRole('article')).toHaveCount(12);
});

test('the tab, filters, search, page and page size live in the address', async ({ page }) => {
  // Four page loads (first, reload, back, reload): room for a busy machine.
  test.setTimeout(90_000);
  await page.goto(demoPath('/ecommerce/academy/explore'));
  const explorer = page.getByTestId('course-explorer');
  await expect(explorer.getByText('Showing 1 to 10 of 12 entries')).toBeVisible(firstLoad);
  await explorer.getByRole('navigation', { name: 'Course pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(explorer.getByRole('article')).toHaveCount(2);
  await expect(explorer.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(explorer.getByText('Showing 11 to 12 of 12 entries')).toBeVisible(firstLoad);
  await page.goBack();
  await expect(explorer.getByText('Showing 1 to 10 of 12 entries')).toBeVisible(firstLoad);

  await explorer.getByRole('tab', { name: 'Free' }).click();
  await explorer.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Low to high price' }).click();
  await page.keyboard.press('Escape');
  await explorer.getByRole('searchbox', { name: 'Search courses' }).fill('figma');
  await expect(explorer.getByRole('article').getByRole('heading')).toHaveText(['Figma for Beginners']);
  await expect(page).toHaveURL(/tab=free/);
  await expect(page).toHaveURL(/q=figma/);

  await page.reload();
  await expect(explorer.getByRole('tab', { name: 'Free' })).toHaveAttribute('aria-selected', 'true', firstLoad);
  await expect(explorer.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('figma');
  await expect(explorer.getByRole('button', { name: 'Remove filter Low to high price' })).toBeVisible();
  await expect(explorer.getByRole('article').getByRole('heading')).toHaveText(['Figma for Beginners']);
  await explorer.getByRole('searchbox', { name: 'Search courses' }).fill('');
  await expect(explorer.getByRole('article').getByRole('heading')).toHaveText([
    'Python for Everyone',
    'Figma for Beginners',
    'Content Marketing Basics',
    'TypeScript Fundamentals',
  ]);
});
