/**
 * DELETE /academy/courses/:id: removes courses from the catalogue (several one after another). The
 * catalogue, the dashboard's figures and the deleted courses' details are refreshed, since each shows them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import { academyKeys } from './keys';

export async function deleteCourse(id: number): Promise<number> {
  try {
    const answer = api.delete<unknown>(`academy/courses/${id}`);
    return (await parseAnswer(answer, () => import('../types').then((m) => m.courseDeletedSchema))).id;
  } catch (error) {
    // Already gone (an earlier try whose answer was lost did remove it): what was asked holds.
    if (isApiError(error) && error.status === 404) return id;
    throw error;
  }
}

/** Deletes several courses one after another; a failure stops there and is passed on. */
export async function deleteCourses(ids: readonly number[]): Promise<void> {
  for (const id of ids) await deleteCourse(id);
}

export function useDeleteCourses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourses,
    // Safe to send again after a timeout: a course already gone counts as deleted.
    ...transientRetry,
    // Also after a failure part-way: the courses deleted before it are gone all the same.
    onSettled: (_result, _error, ids) => {
      ids.forEach((id) => queryClient.removeQueries({ queryKey: academyKeys.course(id) }));
      return queryClient.invalidateQueries({
        queryKey: academyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'course',
      });
    },
  });
}
