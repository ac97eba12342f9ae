/**
 * Demo backend of the academy: the catalogue, one course with its lessons, and the learner's
 * progress (which lessons are done, and on which day), persisted in the demo store.
 *   GET  /academy/courses?q=                 -> { courses }
 *        my-learning: purchased; latest: released in the last month; recent-updated: updated in the
 *        last month on a date other than the release; free: price 0; anything else (or none): all.
 *   GET  /academy/courses/:id                -> CourseDetail (course, chapters with lessons, instructor, reviews)
 *   POST /academy/courses/:id/progress {lessonId, done} -> CourseDetail (409 when not enrolled)
 *   PUT  /academy/courses/:id/lessons/:lessonId/watch {position, duration} -> CourseDetail: saves
 *        where the player is (seconds) and the furthest share watched; at 90% the lesson is done.
 *        400 on bad input, 404 for an unknown course or lesson, 409 when not enrolled.
 *   POST /academy/courses/:id/enroll         -> CourseDetail (enrolling twice changes nothing)
 *   DELETE /academy/courses/:id              -> { id } (the course leaves the catalogue with the
 *        learner's record of it; 404 for an unknown id)
 * Dates are `YYYY-MM-DD` text, computed from the seeds' day offsets so the demo always looks current.
 * Descriptions, "about" texts, skills, chapter and lesson titles, the tutor's title and bio and the
 * reviews come in the reader's language (Accept-Language, mocks/locale.ts); names stay as published.
 * The dashboard built from the same store: academy-dashboard.ts.
 * Every endpoint needs read Academy, what the academy screens' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import type { CourseSeed } from '../data/academy';
import type { Locale } from '@/config/theme';
import { academyAr, lessonTitlesAr } from '../data/academy-ar';
import { academyFr, lessonTitlesFr } from '../data/academy-fr';
import { lessonsOf, outlines } from '../data/academy-curriculum';
import { lessonVideo } from '../data/academy-videos';
import { reviewPool, tutors } from '../data/academy-people';
import { academyPeopleAr } from '../data/academy-people-ar';
import { academyPeopleFr } from '../data/academy-people-fr';
import {
  lessonIdPattern,
  lessonProgressBodySchema,
  watchedToComplete,
  watchProgressSchema,
} from '@/features/academy/types';
import { api, badRequest, jsonError, notFound, parseBody, parseId, parseQuery, requireAbility } from '../http';
import {
  coursesTable,
  daysFrom,
  isoDay,
  learningTable,
  type CompletedLesson,
  type LearningRecord,
} from './academy-store';
import { localeOf, translated } from '../locale';

const courseTexts = { fr: academyFr, ar: academyAr };
const lessonTexts = { fr: lessonTitlesFr, ar: lessonTitlesAr };
const tutorTexts = { fr: academyPeopleFr.tutors, ar: academyPeopleAr.tutors };
const reviewTexts = { fr: academyPeopleFr.reviews, ar: academyPeopleAr.reviews };

/** A course's prose in `locale`: its description, and its outline's "about", skills and chapter titles. */
function proseOf(seed: CourseSeed, locale: Locale) {
  const outline = outlines[seed.id];
  const english = {
    description: seed.description,
    about: outline?.about ?? seed.description,
    skills: outline?.skills ?? [],
    chapters: outline?.chapters ?? [],
  };
  return translated(english, seed.id, locale, courseTexts);
}

/** Lessons of a course with what the learner completed, titled in `locale`. */
export function chaptersOf(course: CourseSeed, record = learningTable.find(course.id), locale: Locale = 'en') {
  const enrolled = course.purchased && record;
  const done = new Set(enrolled ? record.completed.map((c) => c.lesson) : []);
  const watched = new Map(enrolled ? (record.watched ?? []).map((w) => [w.lesson, w]) : []);
  const video = lessonVideo(course.category);
  const { chapters: titles } = proseOf(course, locale);
  return lessonsOf(course).map((chapter, index) => ({
    ...chapter,
    title: titles[index] ?? chapter.title,
    lessons: chapter.lessons.map((lesson) => ({
      ...translated(lesson, lesson.title, locale, lessonTexts),
      done: done.has(lesson.id),
      video,
      position: watched.get(lesson.id)?.position ?? 0,
      watched: watched.get(lesson.id)?.percent ?? 0,
    })),
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

/** Everything the details screen shows about one course, in `locale` (its tutor's bio and its reviews too). */
function detailOf(seed: CourseSeed, locale: Locale, now = new Date()) {
  const outline = outlines[seed.id];
  const { description, about, skills } = proseOf(seed, locale);
  const known = tutors[seed.tutor.name];
  const profile = known && translated(known, seed.tutor.name, locale, tutorTexts);
  const reviews = [0, 1, 2].map((j) => {
    const index = (seed.id * 3 + j) % reviewPool.length;
    const review = translated(reviewPool[index]!, index, locale, reviewTexts);
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
    chapters: chaptersOf(seed, learningTable.find(seed.id), locale),
    reviews,
    reviewCount: Math.max(reviews.length, Math.round(seed.enrolls * 0.06)),
  };
}

const listQuery = z.object({ q: z.optional(z.string().check(z.maxLength(40, 'q must be at most 40 characters'))) });

/** The record of a course the learner is enrolled in, created on first use; or the error answer. */
function enrolledRecord(course: CourseSeed, lessonId: string): LearningRecord | Response {
  const exists = lessonsOf(course).some((chapter) => chapter.lessons.some((l) => l.id === lessonId));
  if (!exists) return notFound(`Lesson ${lessonId} of course ${course.id}`);
  if (!course.purchased) return jsonError(409, `Enroll in ${course.name} before tracking its lessons`);
  return learningTable.find(course.id) ?? learningTable.insert({ id: course.id, completed: [] });
}

/** The completed list with the lesson in or out; a lesson already done keeps its original day. */
function withLesson(record: LearningRecord, lessonId: string, done: boolean): CompletedLesson[] {
  const others = record.completed.filter((c) => c.lesson !== lessonId);
  const kept = record.completed.find((c) => c.lesson === lessonId);
  return done ? [...others, kept ?? { lesson: lessonId, on: isoDay(new Date()) }] : others;
}

/** The course named in the path, for a user who may read Academy; else the error answer. */
function findCourse(request: Request, rawId: unknown): CourseSeed | Response {
  const user = requireAbility(request, 'read', 'Academy');
  if (user instanceof Response) return user;
  const id = parseId(rawId, 'Course');
  if (id instanceof Response) return id;
  return coursesTable.find(id) ?? notFound(`Course ${id}`);
}

export const handlers = [
  http.get(api('academy/courses'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Academy');
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
    const body = await parseBody(lessonProgressBodySchema, request);
    if (body instanceof Response) return body;
    const record = enrolledRecord(course, body.lessonId);
    if (record instanceof Response) return record;
    learningTable.update(course.id, { completed: withLesson(record, body.lessonId, body.done) });
    return HttpResponse.json(detailOf(course, localeOf(request)));
  }),

  http.put(api('academy/courses/:id/lessons/:lessonId/watch'), async ({ request, params }) => {
    const course = findCourse(request, params.id);
    if (course instanceof Response) return course;
    const lessonId = String(params.lessonId);
    if (!lessonIdPattern.test(lessonId)) return badRequest('lessonId must be <chapter>.<lesson>, e.g. 2.3');
    const body = await parseBody(watchProgressSchema, request);
    if (body instanceof Response) return body;
    const record = enrolledRecord(course, lessonId);
    if (record instanceof Response) return record;
    const watched = record.watched ?? [];
    const before = watched.find((w) => w.lesson === lessonId)?.percent ?? 0;
    // Seeking back keeps the furthest point reached; only the resume position follows the player.
    const percent = Math.max(before, Math.round((body.position / body.duration) * 100));
    const entry = { lesson: lessonId, position: body.position, percent };
    const reached = percent >= watchedToComplete && before < watchedToComplete;
    learningTable.update(course.id, {
      watched: [...watched.filter((w) => w.lesson !== lessonId), entry],
      // Reaching the mark ticks the lesson once; a learner who unticks it afterwards is not overruled.
      ...(reached && { completed: withLesson(record, lessonId, true) }),
    });
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
