/**
 * POST /academy/courses/:id/progress {lessonId, done}: ticks or unticks a lesson. The tick shows
 * at once; the server's answer (with the progress it counted) replaces the course when no later
 * tick is waiting, and a failure puts back what the server holds. The catalogue and the dashboard
 * are refreshed afterwards, since they show the same progress.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import { markLesson } from '../learning';
import type { CourseDetail } from '../types';
import { academyKeys } from './keys';

export interface LessonProgress {
  courseId: number;
  lessonId: string;
  done: boolean;
}

export async function updateLessonProgress({ courseId, lessonId, done }: LessonProgress): Promise<CourseDetail> {
  const answer = api.post<unknown>(`academy/courses/${courseId}/progress`, { body: { lessonId, done } });
  return parseAnswer(answer, () => import('../types').then((m) => m.courseDetailSchema));
}

/** Every save of a learner's progress (ticks and watched positions) runs under this key, one at a time. */
export const progressKey = ['academy', 'progress'];

export function useUpdateLessonProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    // The body states the wanted result, so sending it again after a timeout is safe.
    ...transientRetry,
    // One at a time, in order: a retried earlier tick never lands after a later one.
    scope: { id: 'academy-progress' },
    mutationKey: progressKey,
    mutationFn: updateLessonProgress,
    onMutate: async ({ courseId, lessonId, done }) => {
      const key = academyKeys.course(courseId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CourseDetail>(key, (detail) => detail && markLesson(detail, lessonId, done));
    },
    onSuccess: (detail) => {
      if (queryClient.isMutating({ mutationKey: progressKey }) <= 1) {
        queryClient.setQueryData(academyKeys.course(detail.course.id), detail);
      }
    },
    onError: (_error, { courseId }) => queryClient.invalidateQueries({ queryKey: academyKeys.course(courseId) }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: academyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'course',
      }),
  });
}
