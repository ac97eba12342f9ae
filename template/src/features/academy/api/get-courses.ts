/** GET /academy/courses?q=: the catalogue tab's courses, chosen by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { courseSchema, type Course, type CourseTab } from '../types';
import { academyKeys } from './keys';

export async function getCourses(tab: CourseTab, signal?: AbortSignal): Promise<Course[]> {
  const answer = await api.get<unknown>('academy/courses', { params: { q: tab === 'all' ? undefined : tab }, signal });
  return z.object({ courses: z.array(courseSchema) }).parse(answer).courses;
}

export const coursesQuery = (tab: CourseTab) =>
  queryOptions({ queryKey: academyKeys.courses(tab), queryFn: ({ signal }) => getCourses(tab, signal) });

export function useCourses(tab: CourseTab) {
  return useQuery({ ...coursesQuery(tab), placeholderData: keepPreviousData });
}
