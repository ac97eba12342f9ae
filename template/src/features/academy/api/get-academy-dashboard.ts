/** GET /academy/dashboard: the learner's stats, courses, time spent, classes, assignments and certificate. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { courseSchema } from '../types';
import { academyKeys } from './keys';

const tutorSchema = z.object({ name: z.string(), img: z.string() });

export const academyDashboardSchema = z.object({
  learner: z.object({ name: z.string() }),
  stats: z.object({
    minutesThisMonth: z.number(),
    lessonsCompleted: z.number(),
    activeCourses: z.number(),
    certificates: z.number(),
  }),
  activeCourses: z.array(
    z.extend(courseSchema, {
      nextLesson: z.nullable(z.object({ id: z.string(), title: z.string(), chapter: z.string() })),
    }),
  ),
  timeSpending: z.object({
    totalMinutes: z.number(),
    courses: z.array(z.object({ courseId: z.number(), name: z.string(), minutes: z.number() })),
    /** The last seven days, oldest first, ending today. */
    days: z.array(z.object({ date: z.string(), minutes: z.number() })),
  }),
  upcomingClasses: z.array(
    z.object({
      id: z.number(),
      courseId: z.number(),
      title: z.string(),
      kind: z.enum(['class', 'webinar']),
      session: z.number(),
      /** YYYY-MM-DD */
      date: z.string(),
      /** Local time, HH:mm. */
      start: z.string(),
      end: z.string(),
      tutor: tutorSchema,
    }),
  ),
  assignments: z.array(
    z.object({
      id: z.number(),
      courseId: z.number(),
      course: z.string(),
      title: z.string(),
      dueDate: z.string(),
      done: z.number(),
      total: z.number(),
    }),
  ),
  certificate: z.nullable(
    z.object({ courseId: z.number(), name: z.string(), tutor: z.string(), completedOn: z.string() }),
  ),
  courses: z.array(courseSchema),
});
export type AcademyDashboard = z.infer<typeof academyDashboardSchema>;

export async function getAcademyDashboard(signal?: AbortSignal): Promise<AcademyDashboard> {
  return academyDashboardSchema.parse(await api.get<unknown>('academy/dashboard', { signal }));
}

export const academyDashboardQuery = () =>
  queryOptions({ queryKey: academyKeys.dashboard(), queryFn: ({ signal }) => getAcademyDashboard(signal) });

export function useAcademyDashboard() {
  return useQuery(academyDashboardQuery());
}
