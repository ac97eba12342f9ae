import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The demo backend starts on a page's first request: on a busy machine that can outlast one default wait. */
const firstLoad = { timeout: 30_000 };

async function openDashboard(page: Page) {
  await page.goto(demoPath('/ecommerce/academy/dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstLoad);
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome back, John/ })).toBeVisible(firstLoad);
}

async function openCourse(page: Page, id: number) {
  await page.goto(demoPath(`/ecommerce/academy/details?id=${id}`));
  await expect(page.getByTestId('course-content')).toBeVisible(firstLoad);
}

const saved = (page: Page, courseId: number) =>
  page.waitForResponse(
    (r) => r.url().includes(`/api/academy/courses/${courseId}/progress`) && r.request().method() === 'POST',
  );

test('the dashboard shows the learner’s courses, time, classes, assignments and certificate', async ({ page }) => {
  await openDashboard(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Academy Dashboard' })).toBeVisible();

  const active = main.getByRole('region', { name: 'Active Courses' });
  await expect(active.getByRole('article')).toHaveCount(3);
  const design = active.getByRole('article', { name: 'Design Mastery' });
  await expect(design).toContainText('11 of 19 lessons');
  await expect(design.getByRole('progressbar', { name: 'Progress in Design Mastery' })).toHaveAttribute(
    'aria-valuenow',
    '58',
  );

  const time = main.getByRole('region', { name: 'Time Spending' });
  await expect(time.getByRole('img', { name: 'Learning time per course, last 30 days' })).toBeVisible();
  // The chart's numbers are also a table for screen readers.
  await expect(time.getByRole('table').getByRole('rowheader')).toHaveText([
    'Design Mastery',
    'Ethical Hacking',
    'Data Visualisation',
  ]);

  await expect(main.getByRole('region', { name: 'Upcoming Classes' })).toContainText("Beginner's Guide to Figma");
  await expect(main.getByRole('region', { name: 'Assignments' })).toContainText('Threat model of a login page');
  await expect(main.getByRole('region', { name: 'Congratulations 🎉' })).toContainText('Python for Everyone');

  const table = page.getByTestId('academy-courses-table');
  await expect(table.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
  await table.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Python for Everyone');
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

/** The course names in the table's rows, in order. */
const courseNames = (page: Page) =>
  page
    .getByTestId('academy-courses-table')
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .locator('a');

test('the courses table keeps its search and filter in the address: a reload and a new browser show the same rows', async ({
  page,
  browser,
  authState,
}) => {
  // Three page loads (dashboard, reload, a second browser): room for a busy machine.
  test.setTimeout(90_000);
  await openDashboard(page);
  const table = page.getByTestId('academy-courses-table');
  await expect(table.getByText('Showing 1 to 10 of 12 entries')).toBeVisible(firstLoad);
  for (const name of ['Columns', 'Export CSV']) await expect(table.getByRole('button', { name })).toBeVisible();
  await table.getByLabel('Status').selectOption({ label: 'In progress' });
  await expect(courseNames(page)).toHaveText(['Design Mastery', 'Ethical Hacking', 'Data Visualisation']);
  await table.getByRole('searchbox', { name: 'Search courses' }).fill('data');
  await expect(courseNames(page)).toHaveText(['Data Visualisation']);
  await expect(page).toHaveURL(/status=in-progress/);
  await expect(page).toHaveURL(/q=data/);

  await page.reload();
  await expect(courseNames(page)).toHaveText(['Data Visualisation'], firstLoad);
  await expect(table.getByLabel('Status')).toHaveValue('in-progress');
  await expect(table.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('data');

  // Someone else signed in who opens the link sees the same rows.
  const other = await browser.newContext({ storageState: await authState('admin') });
  try {
    const shared = await other.newPage();
    await shared.goto(page.url());
    await expect(courseNames(shared)).toHaveText(['Data Visualisation'], firstLoad);
    await expect(shared.getByTestId('academy-courses-table').getByLabel('Status')).toHaveValue('in-progress');
  } finally {
    await other.close();
  }
});

test('courses are deleted from the selection after the confirmation, and stay deleted', async ({ page }) => {
  test.setTimeout(90_000);
  await openDashboard(page);
  const table = page.getByTestId('academy-courses-table');
  await expect(table.getByText('Showing 1 to 10 of 12 entries')).toBeVisible(firstLoad);
  await table.getByRole('checkbox', { name: 'Select React Hooks in Depth' }).check();
  await table.getByRole('checkbox', { name: 'Select SQL for Analysts' }).check();
  await expect(table.getByText('2 selected')).toBeVisible();

  await table.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 courses?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['React Hooks in Depth', 'SQL for Analysts']);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
  await expect(courseNames(page).filter({ hasText: 'React Hooks in Depth' })).toHaveCount(1);

  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/courses/'));
  await table.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Showing 1 to 10 of 10 entries')).toBeVisible();
  await expect(courseNames(page).filter({ hasText: /React Hooks in Depth|SQL for Analysts/ })).toHaveCount(0);

  await page.reload();
  await expect(table.getByText('Showing 1 to 10 of 10 entries')).toBeVisible(firstLoad);
  await expect(courseNames(page).filter({ hasText: /React Hooks in Depth|SQL for Analysts/ })).toHaveCount(0);
});

test('completing a lesson updates the progress, survives a reload and reaches the dashboard', async ({ page }) => {
  // Three page loads (course, reload, dashboard): room for a busy machine.
  test.setTimeout(90_000);
  await openCourse(page, 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Design Mastery' })).toBeVisible();
  const content = page.getByTestId('course-content');
  await expect(content.getByTestId('course-completed')).toHaveText('11/19 lessons completed');
  const overall = content.getByRole('progressbar', { name: 'Course progress' });
  await expect(overall).toHaveAttribute('aria-valuenow', '58');

  // The player opens on the first lesson not done yet, in the chapter that is open.
  const player = page.getByTestId('course-player');
  await expect(player).toContainText('Recap and quiz');
  // Its video (apps-academy-video.spec.ts plays it) waits for the learner: nothing but its poster loads.
  await expect(player.locator('video')).toHaveAttribute('preload', 'none');

  const lesson = content.getByRole('checkbox', { name: 'Typography: Recap and quiz' });
  await expect(lesson).not.toBeChecked();
  const save = saved(page, 1);
  await lesson.check();
  expect((await save).status()).toBe(200);
  await expect(content.getByTestId('course-completed')).toHaveText('12/19 lessons completed');
  await expect(overall).toHaveAttribute('aria-valuenow', '63');
  await expect(player.getByRole('button', { name: 'Mark as complete' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(content.getByTestId('course-completed')).toHaveText('12/19 lessons completed', firstLoad);
  // The player now opens on the next chapter; the finished one is closed until asked for.
  await expect(player).toContainText('Colour and contrast');
  await content.getByRole('button', { name: /^Chapter 3: Typography/ }).click();
  await expect(content.getByRole('checkbox', { name: 'Typography: Recap and quiz' })).toBeChecked();

  await openDashboard(page);
  await expect(page.getByRole('article', { name: 'Design Mastery' })).toContainText('12 of 19 lessons');
});

test('tabs, chapters and lessons work with the keyboard alone', async ({ page }) => {
  await openCourse(page, 2);
  const tabs = page.getByRole('tablist', { name: 'About the course' });
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Instructor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Security Engineer and penetration tester');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Review by Lita Ford' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('img', { name: /^Average rating/ })).toBeVisible();

  const content = page.getByTestId('course-content');
  const first = content.getByRole('button', { name: /^Chapter 1: The rules of engagement/ });
  const second = content.getByRole('button', { name: /^Chapter 2: Reconnaissance/ });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  const wasOpen = await second.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', wasOpen === 'true' ? 'false' : 'true');

  await first.focus();
  if ((await first.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // Tab reaches the chapter's first lesson: its checkbox ticks with Space and is saved.
  const lesson = content.getByRole('checkbox', { name: 'The rules of engagement: Overview' });
  await expect(lesson).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(lesson).toBeFocused();
  const save = saved(page, 2);
  await page.keyboard.press('Space');
  expect((await save).status()).toBe(200);
  await expect(lesson).not.toBeChecked();

  // The lesson's play button moves the player to the very first lesson: nothing comes before it.
  const player = page.getByTestId('course-player');
  await expect(player.getByRole('button', { name: 'Previous lesson' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(content.getByRole('button', { name: 'Play The rules of engagement: Overview' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
  await expect(player).toContainText('Overview');
});

test('a course the learner has not joined asks to enrol before lessons can be ticked', async ({ page }) => {
  await openCourse(page, 4);
  const content = page.getByTestId('course-content');
  await expect(content.getByRole('checkbox').first()).toBeDisabled();
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page.getByText('You are enrolled in React Hooks in Depth.')).toBeVisible();
  await expect(content.getByRole('checkbox').first()).toBeEnabled();
});

test('explore’s cards open the course', async ({ page }) => {
  await page.goto(demoPath('/ecommerce/academy/explore'));
  await page.getByRole('link', { name: 'Ethical Hacking' }).click(firstLoad);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethical Hacking' })).toBeVisible();
  await expect(page).toHaveURL(/details\?id=2$/);
});

test.describe('a course that does not exist', () => {
  // The demo API answers 404 for it, which the browser logs: expected.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('says so, whether the id is unknown or malformed', async ({ page }) => {
    await page.goto(demoPath('/ecommerce/academy/details?id=999'));
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible(firstLoad);
    await page.goto(demoPath('/ecommerce/academy/details?id=abc'));
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible(firstLoad);
    await expect(page.getByRole('link', { name: 'Back to courses' })).toBeVisible();
  });
});

test.describe('dark, right to left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar', rtl: 'true' } });

  test('the dashboard and a course have no serious accessibility violation', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(demoPath('/ecommerce/academy/dashboard'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة الأكاديمية' })).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'الدورات النشطة' }).getByRole('article')).toHaveCount(3, firstLoad);
    await expectNoSeriousA11yViolations(page, { include: 'main' });

    await openCourse(page, 1);
    await expect(page.getByText('الفيديو غير متاح دون اتصال')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });
});
