/** GET /academy/courses?q=: the catalogue tab's courses, chosen by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Course, CourseTab } from '../types';
import { academyKeys } from './keys';

export async function getCourses(tab: CourseTab, signal?: AbortSignal): Promise<Course[]> {
  const answer = api.get<unknown>('academy/courses', { params: { q: tab === 'all' ? undefined : tab }, signal });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.courseListSchema))).courses;
}

export const coursesQuery = (tab: CourseTab) =>
  queryOptions({ queryKey: academyKeys.courses(tab), queryFn: ({ signal }) => getCourses(tab, signal) });

export function useCourses(tab: CourseTab) {
  return useQuery({ ...coursesQuery(tab), placeholderData: keepPreviousData });
}
