import { describe, expect, it } from 'vitest';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;

async function tab(token: string, q?: string): Promise<string[]> {
  const { body } = await callApi('GET', `/academy/courses${q === undefined ? '' : `?q=${q}`}`, { token });
  return body.courses.map((c: { name: string }) => c.name);
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

type Lesson = { id: string; done: boolean; minutes: number };
const lessonsOf = (body: { chapters: { lessons: Lesson[] }[] }) => body.chapters.flatMap((c) => c.lessons);

describe('academy courses', () => {
  it('answers each tab by its rule', async () => {
    const token = await admin();
    expect(await tab(token)).toHaveLength(12);
    expect(await tab(token, 'anything')).toHaveLength(12);
    expect(await tab(token, 'my-learning')).toEqual([
      'Design Mastery',
      'Ethical Hacking',
      'Python for Everyone',
      'Data Visualisation',
    ]);
    expect(await tab(token, 'latest')).toEqual([
      'React Hooks in Depth',
      'Figma for Beginners',
      'Data Visualisation',
      'TypeScript Fundamentals',
    ]);
    // Updated in the last month, and not on the day it came out.
    expect(await tab(token, 'recent-updated')).toEqual([
      'Design Mastery',
      'SQL for Analysts',
      'Freelance Bootcamp',
      'Data Visualisation',
    ]);
    expect(await tab(token, 'free')).toEqual([
      'Python for Everyone',
      'Figma for Beginners',
      'Content Marketing Basics',
      'TypeScript Fundamentals',
    ]);
  });

  it('dates courses relative to today', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/academy/courses?q=latest', { token });
    const today = new Date();
    for (const course of body.courses) {
      expect(course.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(course.releaseDate)).toBeLessThanOrEqual(today.getTime());
    }
  });

  it('rejects a query that is too long', async () => {
    const { status, body } = await callApi('GET', `/academy/courses?q=${'x'.repeat(41)}`, { token: await admin() });
    expect(status).toBe(400);
    expect(body.message).toContain('q must be at most 40 characters');
  });
});

describe('one course', () => {
  it('serves its chapters, lessons, instructor and reviews', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/academy/courses/1', { token });
    expect(body.course.name).toBe('Design Mastery');
    expect(body.chapters.map((c: { title: string }) => c.title)).toEqual([
      'Seeing like a designer',
      'Grids and spacing',
      'Typography',
      'Colour and contrast',
      'A design system',
    ]);
    const lessons = lessonsOf(body);
    // The lessons fill the course's 19 advertised hours, give or take rounding.
    expect(Math.abs(lessons.reduce((s, l) => s + l.minutes, 0) - 19 * 60)).toBeLessThan(lessons.length);
    expect(lessons.filter((l) => l.done)).toHaveLength(body.course.lessonsDone);
    expect(body.course.progress).toBe(Math.round((body.course.lessonsDone / lessons.length) * 100));
    expect(body.instructor).toMatchObject({ name: 'Ozzy Osbourne', title: 'Head of Design, Department of Design' });
    expect(body.reviews).toHaveLength(3);
    for (const review of body.reviews) expect(review.date <= day(0)).toBe(true);
  });

  it("titles its chapters and lessons in the reader's language, English without one; the name stays", async () => {
    const token = await admin();
    const course = async (language?: string) =>
      (await callApi('GET', '/academy/courses/1', { token, headers: language ? { 'Accept-Language': language } : {} }))
        .body;
    const [en, fr, ar] = [await course(), await course('fr'), await course('ar')];
    const titles = (body: { chapters: { title: string; lessons: { title: string }[] }[] }) => [
      body.chapters[2]!.title,
      ...body.chapters[2]!.lessons.map((l) => l.title),
    ];
    // Chapter 3 of course 1 has five lessons: the four kinds, then the recap.
    expect(titles(en)).toEqual([
      'Typography',
      'Overview',
      'Key ideas',
      'Step-by-step walkthrough',
      'Hands-on exercise',
      'Recap and quiz',
    ]);
    expect(titles(fr)).toEqual([
      'Typographie',
      'Vue d’ensemble',
      'Idées clés',
      'Démonstration pas à pas',
      'Exercice pratique',
      'Récapitulatif et quiz',
    ]);
    expect(titles(ar)).toEqual([
      'الطباعة والخطوط',
      'نظرة عامة',
      'الأفكار الرئيسية',
      'شرح خطوة بخطوة',
      'تمرين عملي',
      'مراجعة واختبار قصير',
    ]);
    expect([fr.course.name, ar.course.name]).toEqual(['Design Mastery', 'Design Mastery']);
    // Only the words change: ids, durations and progress are the same in every language.
    const shape = (body: typeof en) => lessonsOf(body).map(({ id, minutes, done }) => [id, minutes, done]);
    expect(shape(fr)).toEqual(shape(en));
    expect(shape(ar)).toEqual(shape(en));
    // The dashboard's next lesson reads as the course's page does.
    const inFrench = { token, headers: { 'Accept-Language': 'fr' } };
    const active = (await callApi('GET', '/academy/dashboard', inFrench)).body.activeCourses[0];
    const detail = (await callApi('GET', `/academy/courses/${active.id}`, inFrench)).body;
    const chapter = detail.chapters.find((c: { lessons: { id: string }[] }) =>
      c.lessons.some((l) => l.id === active.nextLesson.id),
    );
    expect(active.nextLesson).toEqual({
      id: active.nextLesson.id,
      title: chapter.lessons.find((l: { id: string }) => l.id === active.nextLesson.id).title,
      chapter: chapter.title,
    });
    expect(chapter.title).not.toBe(
      (await callApi('GET', `/academy/courses/${active.id}`, { token })).body.chapters[chapter.id - 1].title,
    );
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const token = await admin();
    expect((await callApi('GET', '/academy/courses/abc', { token })).status).toBe(400);
    const missing = await callApi('GET', '/academy/courses/99', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course 99 not found');
  });
});

describe('lesson progress', () => {
  it('ticks a lesson today, keeps it across requests, and unticks it', async () => {
    const token = await admin();
    const before = (await callApi('GET', '/academy/courses/1', { token })).body;
    const next = lessonsOf(before).find((l) => !l.done)!;
    const ticked = await callApi('POST', '/academy/courses/1/progress', {
      token,
      body: { lessonId: next.id, done: true },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.course.lessonsDone).toBe(before.course.lessonsDone + 1);
    const again = (await callApi('GET', '/academy/courses/1', { token })).body;
    expect(lessonsOf(again).find((l) => l.id === next.id)?.done).toBe(true);
    // The catalogue and the dashboard count the same lessons.
    const mine = (await callApi('GET', '/academy/courses?q=my-learning', { token })).body.courses;
    expect(mine.find((c: { id: number }) => c.id === 1).progress).toBe(again.course.progress);
    const dashboard = (await callApi('GET', '/academy/dashboard', { token })).body;
    expect(dashboard.timeSpending.days.at(-1).date).toBe(day(0));

    const unticked = await callApi('POST', '/academy/courses/1/progress', {
      token,
      body: { lessonId: next.id, done: false },
    });
    expect(unticked.body.course.lessonsDone).toBe(before.course.lessonsDone);
  });

  it('counts a repeated tick once', async () => {
    const token = await admin();
    const first = await callApi('POST', '/academy/courses/2/progress', {
      token,
      body: { lessonId: '1.1', done: true },
    });
    const second = await callApi('POST', '/academy/courses/2/progress', {
      token,
      body: { lessonId: '1.1', done: true },
    });
    expect(second.body.course.lessonsDone).toBe(first.body.course.lessonsDone);
  });

  it('validates the body, the lesson and the enrolment', async () => {
    const token = await admin();
    const post = (id: number | string, body: unknown) =>
      callApi('POST', `/academy/courses/${id}/progress`, { token, body });
    const bad = await post(1, { lessonId: 'intro', done: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('lessonId must be <chapter>.<lesson>');
    expect((await post(1, { lessonId: '1.1', done: 'yes' })).status).toBe(400);
    expect((await post(1, { lessonId: '1.1', done: true, extra: 1 })).status).toBe(400);
    expect((await callApi('POST', '/academy/courses/1/progress', { token, rawBody: '{' })).status).toBe(400);
    const noLesson = await post(1, { lessonId: '9.9', done: true });
    expect(noLesson.status).toBe(404);
    expect(noLesson.body.message).toBe('Lesson 9.9 of course 1 not found');
    expect((await post(99, { lessonId: '1.1', done: true })).status).toBe(404);
    const notEnrolled = await post(4, { lessonId: '1.1', done: true });
    expect(notEnrolled.status).toBe(409);
    expect(notEnrolled.body.message).toBe('Enroll in React Hooks in Depth before tracking its lessons');
  });

  it('enrolls in a course, which then tracks lessons and joins "my learning"', async () => {
    const token = await admin();
    const enrolled = await callApi('POST', '/academy/courses/4/enroll', { token });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.course).toMatchObject({ purchased: true, progress: 0 });
    expect(await tab(token, 'my-learning')).toContain('React Hooks in Depth');
    const ticked = await callApi('POST', '/academy/courses/4/progress', {
      token,
      body: { lessonId: '1.1', done: true },
    });
    expect(ticked.body.course.lessonsDone).toBe(1);
    expect((await callApi('POST', '/academy/courses/99/enroll', { token })).status).toBe(404);
  });
});

describe('deleting a course', () => {
  it('removes it from the catalogue, its details and every dashboard card, and keeps it gone', async () => {
    const token = await admin();
    const deleted = await callApi('DELETE', '/academy/courses/1', { token });
    expect(deleted).toEqual({ status: 200, body: { id: 1 } });
    expect(await tab(token)).not.toContain('Design Mastery');
    expect(await tab(token)).toHaveLength(11);
    expect((await callApi('GET', '/academy/courses/1', { token })).status).toBe(404);
    const { body } = await callApi('GET', '/academy/dashboard', { token });
    expect(body.courses.map((c: { id: number }) => c.id)).not.toContain(1);
    expect(body.activeCourses.map((c: { name: string }) => c.name)).not.toContain('Design Mastery');
    expect(body.timeSpending.courses.map((c: { courseId: number }) => c.courseId)).not.toContain(1);
    // Its two assignments went with it; the others stay.
    expect(body.assignments.map((a: { courseId: number }) => a.courseId)).toEqual([2, 9]);
    expect(body.stats.activeCourses).toBe(2);
  });

  it('comes back with "Reset demo data"', async () => {
    const token = await admin();
    await callApi('DELETE', '/academy/courses/2', { token });
    expect(await tab(token)).not.toContain('Ethical Hacking');
    expect((await callApi('POST', '/demo/reset')).status).toBe(200);
    expect(await tab(token)).toContain('Ethical Hacking');
    expect((await callApi('GET', '/academy/courses/2', { token })).body.course.lessonsDone).toBeGreaterThan(0);
  });

  it('answers 404 JSON for an unknown id, also when deleted twice, and 400 for a malformed one', async () => {
    const token = await admin();
    const missing = await callApi('DELETE', '/academy/courses/99', { token });
    expect(missing).toEqual({ status: 404, body: { message: 'Course 99 not found' } });
    await callApi('DELETE', '/academy/courses/4', { token });
    expect((await callApi('DELETE', '/academy/courses/4', { token })).status).toBe(404);
    const malformed = await callApi('DELETE', '/academy/courses/abc', { token });
    expect(malformed).toEqual({ status: 400, body: { message: 'Course id must be a positive whole number' } });
  });
});

describe('academy dashboard', () => {
  it('builds every card from the learner and the purchased courses', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/academy/dashboard', { token });
    expect(body.learner.name).toBe('John Doe');
    expect(body.activeCourses.map((c: { name: string }) => c.name).sort()).toEqual([
      'Data Visualisation',
      'Design Mastery',
      'Ethical Hacking',
    ]);
    expect(body.activeCourses[0].nextLesson).toMatchObject({ id: expect.stringMatching(/^\d+\.\d+$/) });
    expect(body.stats.activeCourses).toBe(3);
    expect(body.stats.certificates).toBe(1);
    expect(body.certificate).toMatchObject({ courseId: 3, name: 'Python for Everyone', tutor: 'Daniel Osei' });
    expect(body.courses).toHaveLength(12);
    expect(body.upcomingClasses[0]).toMatchObject({ tutor: { name: 'Nancy Sinatra' }, date: day(1) });
    expect(body.assignments[0]).toMatchObject({ course: 'Design Mastery', dueDate: day(-2) });
  });

  it('adds up time spent from the lessons completed this month and this week', async () => {
    const token = await admin();
    const { timeSpending, stats } = (await callApi('GET', '/academy/dashboard', { token })).body;
    const byCourse = timeSpending.courses.reduce((s: number, c: { minutes: number }) => s + c.minutes, 0);
    expect(timeSpending.totalMinutes).toBe(byCourse);
    expect(stats.minutesThisMonth).toBe(byCourse);
    // Python was finished more than a month ago, so it takes no time this month.
    expect(timeSpending.courses.map((c: { name: string }) => c.name)).not.toContain('Python for Everyone');
    expect(timeSpending.days.map((d: { date: string }) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
  });

  it('shows a completed course as a certificate', async () => {
    const token = await admin();
    const detail = (await callApi('GET', '/academy/courses/9', { token })).body;
    for (const lesson of lessonsOf(detail).filter((l) => !l.done)) {
      await callApi('POST', '/academy/courses/9/progress', { token, body: { lessonId: lesson.id, done: true } });
    }
    const { body } = await callApi('GET', '/academy/dashboard', { token });
    expect(body.certificate).toMatchObject({ courseId: 9, completedOn: day(0) });
    expect(body.stats).toMatchObject({ certificates: 2, activeCourses: 2 });
  });
});

it('needs a bearer token on every academy endpoint', async () => {
  for (const [method, path] of [
    ['GET', '/academy/courses'],
    ['GET', '/academy/courses/1'],
    ['POST', '/academy/courses/1/progress'],
    ['POST', '/academy/courses/1/enroll'],
    ['DELETE', '/academy/courses/1'],
    ['GET', '/academy/dashboard'],
  ] as const) {
    const body = method === 'POST' ? { lessonId: '1.1', done: true } : undefined;
    const answer = await callApi(method, path, { body });
    const { status } = answer;
    expect(status, `${method} ${path}`).toBe(401);
    expect(answer.body.message).toBe('Missing bearer token');
  }
});

describe('who may call the academy endpoints', () => {
  const calls = [
    'GET /academy/dashboard',
    'GET /academy/courses',
    'GET /academy/courses/1',
    'POST /academy/courses/1/progress',
    'PUT /academy/courses/1/lessons/l1/watch',
    'POST /academy/courses/1/enroll',
    'DELETE /academy/courses/1',
  ];

  it('answers 403 to a role that may not read Academy, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Academy', calls);
    const token = await clientToken([{ action: 'read', subject: 'Academy' }]);
    expect((await callApi('GET', '/academy/courses', { token })).status).toBe(200);
  });
});
