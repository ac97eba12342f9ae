/**
 * Demo backend of the academy: the catalogue, one course with its lessons, and the learner's
 * progress (which lessons are done, and on which day), persisted in the demo store.
 *   GET  /academy/courses?q=                 -> { courses }
 *        my-learning: purchased; latest: released in the last month; recent-updated: updated in the
 *        last month on a date other than the release; free: price 0; anything else (or none): all.
 *   GET  /academy/courses/:id                -> CourseDetail (course, chapters with lessons, instructor, reviews)
 *   POST /academy/courses/:id/progress {lessonId, done} -> CourseDetail (409 when not enrolled)
 *   POST /academy/courses/:id/enroll         -> CourseDetail (enrolling twice changes nothing)
 *   DELETE /academy/courses/:id              -> { id } (the course leaves the catalogue with the
 *        learner's record of it; 404 for an unknown id)
 * Dates are `YYYY-MM-DD` text, computed from the seeds' day offsets so the demo always looks current.
 * Descriptions, "about" texts and skills come in the reader's language (Accept-Language, mocks/locale.ts).
 * The dashboard built from the same store: academy-dashboard.ts.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import type { Locale } from '@/config/theme';
import { collection } from '../db';
import { courses, type CourseSeed } from '../data/academy';
import { academyAr } from '../data/academy-ar';
import { academyFr } from '../data/academy-fr';
import { studyWindows } from '../data/academy-schedule';
import { lessonsOf, outlines } from '../data/academy-curriculum';
import { reviewPool, tutors } from '../data/academy-people';
import { api, jsonError, notFound, parseBody, parseId, parseQuery, requireUser } from '../http';
import { localeOf, translated } from '../locale';

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const daysFrom = (now: Date, days: number) =>
  isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** A lesson the learner finished, and the day they did. */
export interface CompletedLesson {
  lesson: string;
  on: string;
}
/** The learner's record for one course (id = course id). */
export interface LearningRecord {
  id: number;
  completed: CompletedLesson[];
}

/** Seeded progress: the first lessons of each started course, done on days spread over its study window. */
function seedLearning(now = new Date()): LearningRecord[] {
  return courses
    .filter((c) => c.purchased && c.progress > 0)
    .map((course) => {
      const lessons = lessonsOf(course).flatMap((chapter) => chapter.lessons);
      const count = Math.round((course.progress / 100) * lessons.length);
      const [from, to] = studyWindows[course.id] ?? [count, 0];
      const step = count > 1 ? (from - to) / (count - 1) : 0;
      return {
        id: course.id,
        completed: lessons.slice(0, count).map((lesson, i) => ({
          lesson: lesson.id,
          on: daysFrom(now, -Math.round(from - i * step)),
        })),
      };
    });
}

export const coursesTable = collection<CourseSeed>('academy-courses', () => courses);
export const learningTable = collection<LearningRecord>('academy-learning', () => seedLearning());

/** Lessons of a course with what the learner completed. */
export function chaptersOf(course: CourseSeed, record = learningTable.find(course.id)) {
  const done = new Set(course.purchased ? (record?.completed.map((c) => c.lesson) ?? []) : []);
  return lessonsOf(course).map((chapter) => ({
    ...chapter,
    // No lesson ships with a video file in the demo: the player says so instead of failing to load.
    lessons: chapter.lessons.map((lesson) => ({ ...lesson, done: done.has(lesson.id), video: null })),
  }));
}

/** A course as the API answers it: real dates, and progress counted from its completed lessons. */
export function toCourse(seed: CourseSeed, now = new Date(), record = learningTable.find(seed.id)) {
  const { releasedDaysAgo, updatedDaysAgo, ...course } = seed;
  const lessons = chaptersOf(seed, record).flatMap((chapter) => chapter.lessons);
  const lessonsDone = lessons.filter((l) => l.done).length;
  return {
    ...course,
    progress: lessons.length ? Math.round((lessonsDone / lessons.length) * 100) : 0,
    lessonsDone,
    lessonsTotal: lessons.length,
    releaseDate: daysFrom(now, -releasedDaysAgo),
    lastUpdated: daysFrom(now, -updatedDaysAgo),
  };
}
export type CourseAnswer = ReturnType<typeof toCourse>;

/** The tab rules; `q` values other than the four named ones list every course. */
export function matchesTab(course: CourseAnswer, q: string | undefined, now = new Date()): boolean {
  const monthAgo = isoDay(new Date(now.getFullYear(), now.getMonth() - 1, now.getDate()));
  switch (q) {
    case 'my-learning':
      return course.purchased;
    case 'latest':
      return course.releaseDate >= monthAgo;
    case 'recent-updated':
      return course.lastUpdated >= monthAgo && course.lastUpdated !== course.releaseDate;
    case 'free':
      return course.price === 0;
    default:
      return true;
  }
}

const courseTexts = { fr: academyFr, ar: academyAr };

/** A course's prose in `locale`: its description, and its outline's "about" and skills. */
function proseOf(seed: CourseSeed, locale: Locale) {
  const outline = outlines[seed.id];
  const english = {
    description: seed.description,
    about: outline?.about ?? seed.description,
    skills: outline?.skills ?? [],
  };
  return translated(english, seed.id, locale, courseTexts);
}

/** Everything the details screen shows about one course, in `locale`. */
function detailOf(seed: CourseSeed, locale: Locale, now = new Date()) {
  const outline = outlines[seed.id];
  const { description, about, skills } = proseOf(seed, locale);
  const profile = tutors[seed.tutor.name];
  const reviews = [0, 1, 2].map((j) => {
    const review = reviewPool[(seed.id * 3 + j) % reviewPool.length]!;
    return {
      id: `${seed.id}-${j + 1}`,
      ...review,
      date: daysFrom(now, -Math.round((seed.releasedDaysAgo * (j + 1)) / 4)),
    };
  });
  return {
    course: { ...toCourse(seed, now), description },
    level: outline?.level ?? 'beginner',
    about,
    skills,
    language: 'en',
    captions: ['en', 'fr', 'ar'],
    instructor: { ...seed.tutor, title: '', bio: '', students: 0, courses: 1, ...profile },
    chapters: chaptersOf(seed),
    reviews,
    reviewCount: Math.max(reviews.length, Math.round(seed.enrolls * 0.06)),
  };
}

const listQuery = z.object({ q: z.optional(z.string().check(z.maxLength(40, 'q must be at most 40 characters'))) });
const progressBody = z.strictObject({
  lessonId: z
    .string({ error: 'lessonId is required' })
    .check(z.regex(/^\d{1,2}\.\d{1,2}$/, 'lessonId must be <chapter>.<lesson>, e.g. 2.3')),
  done: z.boolean({ error: 'done must be true or false' }),
});

/** The signed-in user and the course named in the path, or the error answer. */
function findCourse(request: Request, rawId: unknown): CourseSeed | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const id = parseId(rawId, 'Course');
  if (id instanceof Response) return id;
  return coursesTable.find(id) ?? notFound(`Course ${id}`);
}

export const handlers = [
  http.get(api('academy/courses'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const now = new Date();
    const locale = localeOf(request);
    const list = coursesTable
      .all()
      .map((c) => ({ ...toCourse(c, now), description: proseOf(c, locale).description }))
      .filter((c) => matchesTab(c, query.q, now));
    return HttpResponse.json({ courses: list });
  }),

  http.get(api('academy/courses/:id'), ({ request, params }) => {
    const course = findCourse(request, params.id);
    if (course instanceof Response) return course;
    return HttpResponse.json(detailOf(course, localeOf(request)));
  }),

  http.post(api('academy/courses/:id/progress'), async ({ request, params }) => {
    const course = findCourse(request, params.id);
    if (course instanceof Response) return course;
    const body = await parseBody(progressBody, request);
    if (body instanceof Response) return body;
    const exists = lessonsOf(course).some((chapter) => chapter.lessons.some((l) => l.id === body.lessonId));
    if (!exists) return notFound(`Lesson ${body.lessonId} of course ${course.id}`);
    if (!course.purchased) return jsonError(409, `Enroll in ${course.name} before tracking its lessons`);
    const record = learningTable.find(course.id) ?? learningTable.insert({ id: course.id, completed: [] });
    const others = record.completed.filter((c) => c.lesson !== body.lessonId);
    // Ticking a lesson that is already done keeps its original day.
    const kept = record.completed.find((c) => c.lesson === body.lessonId);
    const completed = body.done ? [...others, kept ?? { lesson: body.lessonId, on: isoDay(new Date()) }] : others;
    learningTable.update(course.id, { completed });
    return HttpResponse.json(detailOf(course, localeOf(request)));
  }),

  http.post(api('academy/courses/:id/enroll'), ({ request, params }) => {
    const course = findCourse(request, params.id);
    if (course instanceof Response) return course;
    const enrolled = coursesTable.update(course.id, { purchased: true }) ?? course;
    return HttpResponse.json(detailOf(enrolled, localeOf(request)));
  }),

  http.delete(api('academy/courses/:id'), ({ request, params }) => {
    const course = findCourse(request, params.id);
    if (course instanceof Response) return course;
    coursesTable.remove(course.id);
    learningTable.remove(course.id);
    return HttpResponse.json({ id: course.id });
  }),
];
