/**
 * PUT /academy/courses/:id/lessons/:lessonId/watch {position, duration}: where the learner is in a
 * lesson's video. The server keeps the position to resume from and the furthest share watched, and
 * ticks the lesson once enough of it was watched; its answer (the course) replaces the cached one,
 * so the curriculum and the progress bar follow. Saves queue behind lesson ticks, in order.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { CourseDetail, WatchProgress } from '../types';
import { academyKeys } from './keys';
import { progressKey } from './update-lesson-progress';

export interface LessonWatch extends WatchProgress {
  courseId: number;
  lessonId: string;
}

export async function saveWatchProgress({ courseId, lessonId, ...body }: LessonWatch): Promise<CourseDetail> {
  const answer = api.put<unknown>(`academy/courses/${courseId}/lessons/${lessonId}/watch`, { body });
  return parseAnswer(answer, () => import('../types').then((m) => m.courseDetailSchema));
}

export function useSaveWatchProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    // The body states where the player is, so sending it again after a timeout is safe.
    ...transientRetry,
    scope: { id: 'academy-progress' },
    mutationKey: progressKey,
    mutationFn: saveWatchProgress,
    onSuccess: (detail) => {
      if (queryClient.isMutating({ mutationKey: progressKey }) <= 1) {
        queryClient.setQueryData(academyKeys.course(detail.course.id), detail);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: academyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'course',
      }),
  });
}
