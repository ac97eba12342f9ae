/**
 * Demo backend of the academy dashboard, computed from the same store as the course screens, so a
 * lesson ticked on a course's page shows here at once.
 *   GET /academy/dashboard -> { learner, stats, activeCourses, timeSpending, upcomingClasses,
 *                               assignments, certificate, courses }
 * A course deleted from the catalogue leaves every card, its classes and assignments included.
 * "Time spent" counts the length of the lessons completed: in the last 30 days per course, and per
 * day over the last 7 days. The next lesson's title and chapter, and the titles of the classes and
 * assignments, come in the reader's language (Accept-Language, mocks/locale.ts).
 * Needs read Academy, what the academy screens' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { assignments, upcomingClasses } from '../data/academy-schedule';
import { academyScheduleAr } from '../data/academy-schedule-ar';
import { academyScheduleFr } from '../data/academy-schedule-fr';
import { api, requireAbility } from '../http';
import { localeOf, translated } from '../locale';
import { chaptersOf, toCourse } from './academy';
import { coursesTable, daysFrom, learningTable } from './academy-store';

const classTexts = { fr: academyScheduleFr.classes, ar: academyScheduleAr.classes };
const assignmentTexts = { fr: academyScheduleFr.assignments, ar: academyScheduleAr.assignments };

export const handlers = [
  http.get(api('academy/dashboard'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Academy');
    if (user instanceof Response) return user;
    const now = new Date();
    const today = daysFrom(now, 0);
    const monthStart = daysFrom(now, -29);
    const weekDays = Array.from({ length: 7 }, (_, i) => daysFrom(now, i - 6));
    const seeds = coursesTable.all();
    const records = new Map(learningTable.all().map((r) => [r.id, r]));
    const locale = localeOf(request);

    const perCourse = seeds.map((seed) => {
      const record = records.get(seed.id);
      const course = toCourse(seed, now, record);
      const chapters = chaptersOf(seed, record, locale);
      const lessons = chapters.flatMap((chapter) => chapter.lessons.map((l) => ({ ...l, chapter: chapter.title })));
      const minutesOf = new Map(lessons.map((l) => [l.id, l.minutes]));
      const completions = seed.purchased ? (record?.completed ?? []) : [];
      const next = lessons.find((l) => !l.done);
      return {
        course,
        next: next ? { id: next.id, title: next.title, chapter: next.chapter } : null,
        completions: completions.map((c) => ({ ...c, minutes: minutesOf.get(c.lesson) ?? 0 })),
      };
    });
    const mine = perCourse.filter((p) => p.course.purchased);
    const lastStudied = (p: (typeof perCourse)[number]) =>
      p.completions.reduce((latest, c) => (c.on > latest ? c.on : latest), '');
    const active = mine
      .filter((p) => p.course.progress < 100)
      .sort((a, b) => lastStudied(b).localeCompare(lastStudied(a)));
    const finished = mine
      .filter((p) => p.course.progress === 100)
      .sort((a, b) => lastStudied(b).localeCompare(lastStudied(a)));
    const spent = mine
      .map((p) => ({
        courseId: p.course.id,
        name: p.course.name,
        minutes: p.completions.filter((c) => c.on >= monthStart && c.on <= today).reduce((s, c) => s + c.minutes, 0),
      }))
      .filter((c) => c.minutes > 0)
      .sort((a, b) => b.minutes - a.minutes);
    const allCompletions = mine.flatMap((p) => p.completions);
    const totalMinutes = spent.reduce((s, c) => s + c.minutes, 0);
    const certificate = finished[0];

    return HttpResponse.json({
      learner: { name: user.fullName },
      stats: {
        minutesThisMonth: totalMinutes,
        lessonsCompleted: allCompletions.length,
        activeCourses: active.length,
        certificates: finished.length,
      },
      activeCourses: active.map((p) => ({ ...p.course, nextLesson: p.next })),
      timeSpending: {
        totalMinutes,
        courses: spent,
        days: weekDays.map((date) => ({
          date,
          minutes: allCompletions.filter((c) => c.on === date).reduce((s, c) => s + c.minutes, 0),
        })),
      },
      // Classes and assignments of a course deleted from the catalogue go with it.
      upcomingClasses: upcomingClasses.flatMap((row) => {
        const { inDays, ...c } = translated(row, row.id, locale, classTexts);
        const course = seeds.find((seed) => seed.id === c.courseId);
        return course ? [{ ...c, date: daysFrom(now, inDays), tutor: course.tutor }] : [];
      }),
      assignments: assignments.flatMap((row) => {
        const { dueInDays, ...a } = translated(row, row.id, locale, assignmentTexts);
        const course = seeds.find((seed) => seed.id === a.courseId);
        return course ? [{ ...a, course: course.name, dueDate: daysFrom(now, dueInDays) }] : [];
      }),
      certificate: certificate
        ? {
            courseId: certificate.course.id,
            name: certificate.course.name,
            tutor: certificate.course.tutor.name,
            completedOn: lastStudied(certificate),
          }
        : null,
      courses: perCourse.map((p) => p.course),
    });
  }),
];
