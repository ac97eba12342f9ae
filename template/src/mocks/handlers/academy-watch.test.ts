import { describe, expect, it } from 'vitest';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;

type Lesson = {
  id: string;
  done: boolean;
  position: number;
  watched: number;
  video: { sources: { src: string; type: string }[]; poster: string; captions: { lang: string; src: string }[] };
};
const lessonOf = (body: { chapters: { lessons: Lesson[] }[] }, id: string) =>
  body.chapters.flatMap((c) => c.lessons).find((l) => l.id === id)!;

const watch = (token: string, course: number | string, lesson: string, body: unknown) =>
  callApi('PUT', `/academy/courses/${course}/lessons/${lesson}/watch`, { token, body });

describe('lesson videos', () => {
  it("gives every lesson its category's clip, poster and captions in en, fr and ar, on the site's origin", async () => {
    const { body } = await callApi('GET', '/academy/courses/2', { token: await admin() });
    const { video } = lessonOf(body, '1.1');
    expect(video.sources.map((s) => s.src)).toEqual([
      expect.stringMatching(/\/videos\/security\.webm$/),
      expect.stringMatching(/\/videos\/security\.mp4$/),
    ]);
    expect(video.poster).toMatch(/\/videos\/security\.webp$/);
    expect(video.captions.map((c) => c.lang)).toEqual(['en', 'fr', 'ar']);
    expect(video.captions[2]!.src).toMatch(/\/videos\/security\.ar\.vtt$/);
  });
});

describe('PUT /academy/courses/:id/lessons/:lessonId/watch', () => {
  it('keeps where the learner stopped and the furthest share watched, and ticks the lesson at 90%', async () => {
    const token = await admin();
    const before = (await callApi('GET', '/academy/courses/1', { token })).body;
    const lesson = before.chapters.flatMap((c: { lessons: Lesson[] }) => c.lessons).find((l: Lesson) => !l.done)!;
    expect(lesson).toMatchObject({ position: 0, watched: 0 });

    const half = await watch(token, 1, lesson.id, { position: 6, duration: 12 });
    expect(half.status).toBe(200);
    expect(lessonOf(half.body, lesson.id)).toMatchObject({ position: 6, watched: 50, done: false });

    // Seeking back moves the resume point, not the share watched.
    const back = await watch(token, 1, lesson.id, { position: 3, duration: 12 });
    expect(lessonOf(back.body, lesson.id)).toMatchObject({ position: 3, watched: 50, done: false });

    const end = await watch(token, 1, lesson.id, { position: 11, duration: 12 });
    expect(lessonOf(end.body, lesson.id)).toMatchObject({ position: 11, watched: 92, done: true });
    expect(end.body.course.lessonsDone).toBe(before.course.lessonsDone + 1);

    // Stored: the next read, and the catalogue, say the same.
    const again = (await callApi('GET', '/academy/courses/1', { token })).body;
    expect(lessonOf(again, lesson.id)).toMatchObject({ position: 11, watched: 92, done: true });
    const mine = (await callApi('GET', '/academy/courses?q=my-learning', { token })).body.courses;
    expect(mine.find((c: { id: number }) => c.id === 1).lessonsDone).toBe(again.course.lessonsDone);
  });

  it('does not tick again a lesson the learner unticked after watching it', async () => {
    const token = await admin();
    await watch(token, 2, '1.1', { position: 12, duration: 12 });
    await callApi('POST', '/academy/courses/2/progress', { token, body: { lessonId: '1.1', done: false } });
    const rewatched = await watch(token, 2, '1.1', { position: 12, duration: 12 });
    expect(lessonOf(rewatched.body, '1.1')).toMatchObject({ watched: 100, done: false });
  });

  it('forgets what was watched when the demo data is reset', async () => {
    const token = await admin();
    await watch(token, 1, '4.1', { position: 4, duration: 12 });
    expect((await callApi('POST', '/demo/reset')).status).toBe(200);
    const { body } = await callApi('GET', '/academy/courses/1', { token: await admin() });
    expect(lessonOf(body, '4.1')).toMatchObject({ position: 0, watched: 0 });
  });

  it('answers 400 on bad input, 404 on an unknown course or lesson, 409 before enrolling', async () => {
    const token = await admin();
    const status = async (course: number | string, lesson: string, body: unknown) =>
      (await watch(token, course, lesson, body)).status;
    const bad = await watch(token, 1, '1.1', { position: -1, duration: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('position must be 0 or more');
    const past = await watch(token, 1, '1.1', { position: 13, duration: 12 });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('position must not be past the duration');
    expect(await status(1, '1.1', { position: 1, duration: 0 })).toBe(400);
    expect(await status(1, '1.1', { position: '1', duration: 12 })).toBe(400);
    expect(await status(1, '1.1', { position: 1 })).toBe(400);
    expect(await status(1, '1.1', { position: 1, duration: 12, done: true })).toBe(400);
    expect(await status(1, 'intro', { position: 1, duration: 12 })).toBe(400);
    const raw = await callApi('PUT', '/academy/courses/1/lessons/1.1/watch', { token, rawBody: '{' });
    expect(raw.status).toBe(400);

    const noLesson = await watch(token, 1, '9.9', { position: 1, duration: 12 });
    expect(noLesson.status).toBe(404);
    expect(noLesson.body.message).toBe('Lesson 9.9 of course 1 not found');
    expect(await status(99, '1.1', { position: 1, duration: 12 })).toBe(404);
    expect(await status(4, '1.1', { position: 1, duration: 12 })).toBe(409);
    expect(
      (await callApi('PUT', '/academy/courses/1/lessons/1.1/watch', { body: { position: 1, duration: 12 } })).status,
    ).toBe(401);
  });
});
