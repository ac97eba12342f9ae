import type { Locator, Page, Response } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The demo backend starts on a page's first request: on a busy machine that can outlast one default wait. */
const firstLoad = { timeout: 30_000 };

async function openCourse(page: Page, id: number) {
  await page.goto(demoPath(`/ecommerce/academy/details?id=${id}`));
  await expect(page.getByTestId('course-content')).toBeVisible(firstLoad);
}

const isWatchSave = (r: Response) => r.url().includes('/watch') && r.request().method() === 'PUT';

/** A lesson as the server answers it, with how far it was watched. */
interface Watched {
  id: string;
  position: number;
  watched: number;
  done: boolean;
}

/** The next save of the lesson's position, and the lesson as the server stored it. */
async function nextSave(page: Page, lessonId: string, timeout = 30_000): Promise<Watched> {
  const response = await page.waitForResponse((r) => isWatchSave(r) && r.url().includes(`/lessons/${lessonId}/watch`), {
    timeout,
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { chapters: { lessons: Watched[] }[] };
  const lesson = body.chapters.flatMap((c) => c.lessons).find((l) => l.id === lessonId);
  expect(lesson).toBeDefined();
  return lesson!;
}

const play = (video: Locator) =>
  video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });

test('a lesson plays, saves how far it was watched while playing, resumes there and ticks itself at the end', async ({
  page,
}) => {
  // Two plays of a 12 s clip and two page loads.
  test.setTimeout(150_000);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/watch') && r.method() === 'PUT') saves.push(r.url());
  });
  await openCourse(page, 1);
  const content = page.getByTestId('course-content');
  await expect(content.getByTestId('course-completed')).toHaveText('11/19 lessons completed');
  const player = page.getByTestId('course-player');
  await expect(player).toContainText('Recap and quiz');
  const lesson = content.getByRole('checkbox', { name: 'Typography: Recap and quiz' });
  await expect(lesson).not.toBeChecked();
  const lessonId = (await lesson.getAttribute('id'))!.replace('lesson-', '');

  // Nothing but the poster before the learner presses play; captions in the app's language.
  const video = player.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /\/videos\/design\.webp$/);
  await expect(video.locator('track[kind="captions"]')).toHaveCount(3);
  await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'en');

  // Playing: one save after about five seconds, not one per time update (four a second).
  const firstSave = nextSave(page, lessonId);
  await play(video);
  const first = await firstSave;
  expect(first.position).toBeGreaterThan(3);
  expect(first.watched).toBeGreaterThan(20);
  expect(first.done).toBe(false);
  expect(saves).toHaveLength(1);
  // It really plays, from the site's own files, with the English captions loaded and showing.
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    error: v.error,
    src: v.currentSrc,
    tracks: Array.from(v.textTracks).map((t) => [t.language, t.mode, t.cues?.length ?? 0]),
  }));
  expect(state.error).toBeNull();
  expect(state.src).toMatch(/\/videos\/design\.(webm|mp4)$/);
  expect(state.tracks).toEqual([
    ['en', 'showing', 3],
    ['fr', 'disabled', 0],
    ['ar', 'disabled', 0],
  ]);

  // Pausing saves at once; the curriculum shows the share watched.
  const pauseSave = nextSave(page, lessonId);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const paused = await pauseSave;
  const watchedText = `${paused.watched}% watched`;
  await expect(content.getByText(watchedText)).toBeVisible();

  // Still there after a reload, and the player resumes where it stopped.
  await page.reload();
  await expect(content.getByText(watchedText)).toBeVisible(firstLoad);
  await expect(lesson).not.toBeChecked();
  const resumed = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    return v.currentTime;
  });
  expect(resumed).toBeGreaterThanOrEqual(paused.position - 0.5);

  // Watched to the end: the lesson ticks itself and the course's progress follows.
  // (Saves every five seconds may come first on a slow machine: the one that counts is sent at the end.)
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  const endSave = page.waitForResponse(
    (r) =>
      isWatchSave(r) &&
      r.url().includes(`/lessons/${lessonId}/watch`) &&
      (r.request().postDataJSON() as { position: number }).position >= duration - 0.5,
    { timeout: 45_000 },
  );
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 30_000 }).toBe(true);
  const ended = (await (await endSave).json()) as { chapters: { lessons: Watched[] }[] };
  expect(ended.chapters.flatMap((c) => c.lessons).find((l) => l.id === lessonId)?.done).toBe(true);
  await expect(lesson).toBeChecked();
  await expect(content.getByTestId('course-completed')).toHaveText('12/19 lessons completed');
  await page.reload();
  await expect(content.getByTestId('course-completed')).toHaveText('12/19 lessons completed', firstLoad);
  // The player now opens on the next lesson, in the next chapter; the watched one stays ticked.
  await expect(player).toContainText('Colour and contrast');
  await content.getByRole('button', { name: /Typography/ }).click();
  await expect(lesson).toBeChecked();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test.describe('in Arabic', () => {
  test.use({ appSettings: { locale: 'ar' } });

  test('the Arabic captions are the ones on', async ({ page }) => {
    test.setTimeout(90_000);
    await openCourse(page, 1);
    const video = page.getByTestId('course-player').locator('video');
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'ar');
    await expect(video.locator('track[srclang="fr"]')).toHaveAttribute('label', 'الفرنسية');
    await play(video);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).map((t) => [t.language, t.mode])))
      .toEqual([
        ['en', 'disabled'],
        ['fr', 'disabled'],
        ['ar', 'showing'],
      ]);
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });
});
