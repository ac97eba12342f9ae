/** POST /academy/courses/:id/enroll: adds a course to the learner's courses (enrolling twice changes nothing). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { CourseDetail } from '../types';
import { academyKeys } from './keys';

export async function enrollCourse(courseId: number): Promise<CourseDetail> {
  return parseAnswer(api.post<unknown>(`academy/courses/${courseId}/enroll`), () =>
    import('../types').then((m) => m.courseDetailSchema),
  );
}

export function useEnrollCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    // Enrolling twice changes nothing, so a request that timed out is simply sent again.
    ...transientRetry,
    mutationFn: enrollCourse,
    onSuccess: (detail) => {
      queryClient.setQueryData(academyKeys.course(detail.course.id), detail);
      return queryClient.invalidateQueries({
        queryKey: academyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'course',
      });
    },
    // The server may have enrolled the learner before the answer was lost: show what it holds.
    onError: (_error, courseId) => queryClient.invalidateQueries({ queryKey: academyKeys.course(courseId) }),
  });
}
