/**
 * Demo backend of the academy.
 *   GET /academy/courses?q=  -> { courses }
 *       my-learning: purchased; latest: released in the last month; recent-updated: updated in the
 *       last month on a date other than the release; free: price 0; anything else (or none): all.
 *   GET /academy/courses/:id -> { course, chapters }  (chapters with lessons and progress)
 *   GET /academy/dashboard   -> { activeCourses, timeSpending, upcomingClasses, assignments, certificate }
 * Dates are `YYYY-MM-DD` text, computed from the seeds' day offsets so the demo always looks current.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { collection } from '../db';
import {
  assignments,
  certificateCourseId,
  chapterTitles,
  courses,
  studyMinutes,
  upcomingClasses,
  type CourseSeed,
} from '../data/academy';
import { api, badRequest, notFound, parseQuery, requireUser } from '../http';

export const coursesTable = collection<CourseSeed>('academy-courses', () => courses);

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysFrom = (now: Date, days: number) => isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

export function toCourse({ releasedDaysAgo, updatedDaysAgo, ...course }: CourseSeed, now = new Date()) {
  return { ...course, releaseDate: daysFrom(now, -releasedDaysAgo), lastUpdated: daysFrom(now, -updatedDaysAgo) };
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

const listQuery = z.object({ q: z.string().max(40, 'q must be at most 40 characters').optional() });

/** Chapters of a course: each has five lessons; progress fills them in order. */
export function chaptersOf(course: CourseSeed) {
  const lessonsPerChapter = 5;
  const total = course.chapter * lessonsPerChapter;
  const done = Math.round((course.progress / 100) * total);
  return Array.from({ length: course.chapter }, (_, c) => {
    const lessons = Array.from({ length: lessonsPerChapter }, (_, l) => ({
      title: `Lesson ${l + 1}`,
      minutes: 6 + ((course.id * 7 + c * 5 + l * 3) % 14),
      done: c * lessonsPerChapter + l < done,
    }));
    return {
      title: chapterTitles[c % chapterTitles.length]!,
      lessons,
      progress: Math.round((lessons.filter((l) => l.done).length / lessonsPerChapter) * 100),
    };
  });
}

export const handlers = [
  http.get(api('academy/courses'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const now = new Date();
    const list = coursesTable
      .all()
      .map((c) => toCourse(c, now))
      .filter((c) => matchesTab(c, query.q, now));
    return HttpResponse.json({ courses: list });
  }),

  http.get(api('academy/courses/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = z.coerce.number().int().positive().safeParse(params.id);
    if (!id.success) return badRequest('Course id must be a positive whole number');
    const course = coursesTable.find(id.data);
    if (!course) return notFound(`Course ${id.data}`);
    return HttpResponse.json({ course: toCourse(course), chapters: chaptersOf(course) });
  }),

  http.get(api('academy/dashboard'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const now = new Date();
    const all = coursesTable.all();
    const active = all.filter((c) => c.purchased && c.progress < 100);
    const certificate = all.find((c) => c.id === certificateCourseId);
    return HttpResponse.json({
      activeCourses: active.map((c) => toCourse(c, now)),
      timeSpending: all
        .filter((c) => c.purchased && studyMinutes[c.id])
        .map((c) => ({ courseId: c.id, name: c.name, minutes: studyMinutes[c.id]! })),
      upcomingClasses: upcomingClasses.map(({ inDays, ...c }) => ({
        ...c,
        date: daysFrom(now, inDays),
        tutor: all.find((course) => course.id === c.courseId)?.tutor ?? { name: '', img: '' },
      })),
      assignments: assignments.map(({ dueInDays, ...a }) => ({ ...a, dueDate: daysFrom(now, dueInDays) })),
      certificate: certificate ? { courseId: certificate.id, name: certificate.name } : null,
    });
  }),
];
