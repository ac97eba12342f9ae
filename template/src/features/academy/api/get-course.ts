/** GET /academy/courses/:id: one course with its chapters, lessons, instructor and reviews. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadGet } from '@/lib/api-preload';
import { parseAnswer } from '@/lib/parse-answer';
import type { CourseDetail } from '../types';
import { academyKeys } from './keys';

const coursePath = (id: number) => `academy/courses/${id}`;

export async function getCourse(id: number, signal?: AbortSignal): Promise<CourseDetail> {
  return parseAnswer(api.get<unknown>(coursePath(id), { signal }), () =>
    import('../types').then((m) => m.courseDetailSchema),
  );
}

/** Sends GET /academy/courses/:id before the screen that reads it renders (lib/api-preload.ts). */
export const preloadCourse = (id: number) => preloadGet(coursePath(id));

export const courseQuery = (id: number) =>
  queryOptions({ queryKey: academyKeys.course(id), queryFn: ({ signal }) => getCourse(id, signal) });

/** `null` (an id that cannot exist) asks nothing. */
export function useCourse(id: number | null) {
  return useQuery({ ...courseQuery(id ?? 0), enabled: id !== null });
}
