/**
 * The profile's social side end to end: like and comment a post, follow the member and connect
 * with a friend, and find all of it after a reload (the demo backend keeps it); a bad comment is
 * refused before sending; axe scans in light and dark right-to-left.
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });
// Each flow waits for the demo backend's first start, then reloads or scans with axe.
test.beforeEach(() => test.slow());

/** The demo backend starts on a page's first request: on a busy machine that can outlast one default wait. */
const firstLoad = { timeout: 30_000 };

async function openProfile(page: Page, tab = 'profile', id = 1) {
  await page.goto(demoPath(`/user/${tab}?id=${id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(page.getByTestId('user-profile-banner')).toBeVisible(firstLoad);
}

const posts = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article');
const firstPost = (page: Page) => posts(page).first();

test('likes and comments a post, and finds both after a reload', async ({ page }) => {
  await openProfile(page);
  await expect(posts(page)).toHaveCount(3, firstLoad);
  const post = firstPost(page);
  await expect(post.getByRole('heading', { level: 3 })).toContainText('Post by Amara Okafor');
  await expect(post.getByRole('img', { name: /standing desk/ })).toBeVisible();
  const like = post.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(post.getByText('42 likes')).toBeVisible();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByText('43 likes')).toBeVisible();

  await post.getByRole('textbox', { name: 'Your comment' }).fill('The lamp has my vote too.');
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = post.getByRole('list', { name: 'Comments on the post by Amara Okafor' });
  await expect(thread.getByRole('listitem').last()).toContainText('John Doe');
  await expect(thread.getByRole('listitem').last()).toContainText('The lamp has my vote too.');
  // Saved once the time replaces "Sending…".
  await expect(thread.getByRole('listitem').last().locator('time')).toBeVisible();

  await page.reload();
  await expect(posts(page)).toHaveCount(3, firstLoad);
  const again = firstPost(page);
  await expect(again.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByText('43 likes')).toBeVisible();
  await again.getByRole('button', { name: '3 comments' }).click();
  await expect(
    again
      .getByRole('list', { name: /Comments on/ })
      .getByRole('listitem')
      .last(),
  ).toContainText('The lamp has my vote too.');
});

test('refuses an empty or too long comment and sends nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/comments')) sent.push(request.url());
  });
  await openProfile(page);
  const post = firstPost(page);
  const box = post.getByRole('textbox', { name: 'Your comment' });
  await expect(box).toBeVisible(firstLoad);
  await box.fill('   ');
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(post.getByText('Write something before sending.')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.fill('x'.repeat(501));
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(post.getByText('A comment can be at most 500 characters.')).toBeVisible();
  await expect(post.getByText('501 / 500')).toBeVisible();
  expect(sent).toEqual([]);
  await expect(post.getByRole('button', { name: '2 comments' })).toBeVisible();
});

test('follows the member and connects with a friend, both kept after a reload', async ({ page }) => {
  await openProfile(page);
  const follow = page.getByTestId('user-profile-banner').getByRole('button', { name: 'Follow Amara Okafor' });
  await expect(follow).toBeEnabled(firstLoad);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('You now follow Amara Okafor.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: /^Friends/ })
    .click();
  const friends = page.getByRole('region', { name: /Amara Okafor has \d+ friends/ });
  const card = friends.getByRole('listitem').filter({ hasText: 'Sofia Marín' });
  const connect = card.getByRole('button', { name: 'Connect with Sofia Marín' });
  await expect(connect).toHaveAttribute('aria-pressed', 'false', firstLoad);
  await connect.click();
  await expect(connect).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('You are now connected with Sofia Marín.')).toBeVisible();

  await page.reload();
  await expect(connect).toHaveAttribute('aria-pressed', 'true', firstLoad);
  await openProfile(page);
  await expect(follow).toHaveAttribute('aria-pressed', 'true', firstLoad);
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test.describe('in dark mode, right to left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar' } });

  test('the feed and the friends list pass axe', async ({ page }) => {
    await page.goto(demoPath('/user/profile?id=1'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'المنشورات' }).getByRole('article')).toHaveCount(3, firstLoad);
    await expectNoSeriousA11yViolations(page, { include: 'main' });
    await page.goto(demoPath('/user/friends?id=1'));
    await expect(page.getByRole('button', { name: /^تواصل مع/ }).first()).toBeEnabled(firstLoad);
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });
});
