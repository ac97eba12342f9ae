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
  await expect(explorer.getByText('Showing 1 to 6 of 12 entries')).toBeVisible(firstLoad);
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
  await expect(explorer.getByText('Showing 1 to 6 of 12 entries')).toBeVisible(firstLoad);
  await explorer.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'High to low price' }).click();
  await page.keyboard.press('Escape');
  await expect(explorer.getByRole('article').first()).toContainText('Cloud Security Essentials');
  await explorer.getByRole('button', { name: 'Remove filter High to low price' }).click();
  await expect(explorer.getByRole('article').first()).toContainText('Design Mastery');
  await explorer.getByLabel('Rows Per Page:').selectOption('15');
  await expect(explorer.getByRole('article')).toHaveCount(12);
});
