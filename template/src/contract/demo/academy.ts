/**
 * The contract's academy endpoints: the learner's dashboard, the catalogue, a course, and what the
 * learner does with a course (enroll, tick lessons, remove it from the catalogue). The check enrolls
 * again in a course the learner has, ticks one of its lessons as it was, and deletes the last course.
 */
import { z } from 'zod/mini';
import {
  academyDashboardSchema,
  courseDeletedSchema,
  courseDetailSchema,
  courseListSchema,
  lessonProgressBodySchema,
  watchProgressSchema,
  type Course,
  type CourseDetail,
} from '@/features/academy/types';
import type { AnswerOf, Endpoint } from '../types';

const courses = (answerOf: AnswerOf) => answerOf<{ courses: Course[] }>('listCourses')?.courses;
/** A course the learner is enrolled in: enrolling again changes nothing, and its lessons can be ticked. */
const enrolledPath = (answerOf: AnswerOf) => {
  const course = courses(answerOf)?.find((c) => c.purchased);
  return course && { path: { id: course.id } };
};

export const academyEndpoints: Endpoint[] = [
  {
    id: 'getAcademyDashboard',
    method: 'get',
    path: '/academy/dashboard',
    tag: 'Academy',
    summary: "The learner's dashboard: stats, active courses, time spent, upcoming classes",
    answer: academyDashboardSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [],
  },
  {
    id: 'listCourses',
    method: 'get',
    path: '/academy/courses',
    tag: 'Academy',
    summary: 'The course catalogue; `q` is a tab (my-learning, latest, recent-updated, free)',
    query: z.object({ q: z.optional(z.string()) }),
    answer: courseListSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [400],
  },
  {
    id: 'getCourse',
    method: 'get',
    path: '/academy/courses/{id}',
    tag: 'Academy',
    summary: 'A course with its lessons',
    answer: courseDetailSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = courses(answerOf)?.[0];
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'enrollCourse',
    method: 'post',
    path: '/academy/courses/{id}/enroll',
    tag: 'Academy',
    summary: 'Enroll the learner in a course (a second time changes nothing)',
    answer: courseDetailSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [400, 404],
    sample: enrolledPath,
  },
  {
    id: 'updateLessonProgress',
    method: 'post',
    path: '/academy/courses/{id}/progress',
    tag: 'Academy',
    summary: 'Tick a lesson done or not done (409 before enrolling)',
    body: lessonProgressBodySchema,
    answer: courseDetailSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [400, 404, 409],
    sample: (answerOf) => {
      const detail = answerOf<CourseDetail>('enrollCourse');
      const lesson = detail?.chapters[0]?.lessons[0];
      return detail && lesson && { path: { id: detail.course.id }, body: { lessonId: lesson.id, done: lesson.done } };
    },
  },
  {
    id: 'watchLesson',
    method: 'put',
    path: '/academy/courses/{id}/lessons/{lessonId}/watch',
    tag: 'Academy',
    summary: "Save where the learner is in a lesson's video; the lesson is done once 90% was watched",
    body: watchProgressSchema,
    answer: courseDetailSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [400, 404, 409],
    sample: (answerOf) => {
      const detail = answerOf<CourseDetail>('enrollCourse');
      const lesson = detail?.chapters[0]?.lessons[0];
      // The lesson's own saved position: the check leaves the learner's progress as it found it.
      return detail && lesson
        ? { path: { id: detail.course.id, lessonId: lesson.id }, body: { position: lesson.position, duration: 12 } }
        : undefined;
    },
  },
  {
    id: 'deleteCourse',
    method: 'delete',
    path: '/academy/courses/{id}',
    tag: 'Academy',
    summary: "Take a course out of the catalogue, with the learner's record of it",
    answer: courseDeletedSchema,
    ability: { action: 'read', subject: 'Academy' },
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const last = courses(answerOf)?.at(-1);
      return last && { path: { id: last.id } };
    },
  },
];
