/**
 * PUT /jobs/:id/bookmark {bookmarked}. The star flips at once in every cached list and detail;
 * if the save fails, the lists and detail are fetched again so they show what the server holds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Job } from '../types';
import { jobKeys } from './keys';

export async function bookmarkJob({ id, bookmarked }: { id: number; bookmarked: boolean }): Promise<Job> {
  return parseAnswer(api.put<unknown>(`jobs/${id}/bookmark`, { body: { bookmarked } }), () =>
    import('../types').then((m) => m.jobSchema),
  );
}

export function useBookmarkJob() {
  const queryClient = useQueryClient();
  const patch = (id: number, bookmarked: boolean) => {
    queryClient.setQueriesData<Job[]>({ queryKey: jobKeys.lists() }, (list) =>
      list?.map((job) => (job.id === id ? { ...job, bookmarked } : job)),
    );
    queryClient.setQueryData<Job>(jobKeys.detail(id), (job) => (job ? { ...job, bookmarked } : job));
  };
  return useMutation({
    mutationFn: bookmarkJob,
    onMutate: async ({ id, bookmarked }) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.all });
      patch(id, bookmarked);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
