/** DELETE /notifications/:id: hides a notification for good (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

export async function deleteNotification(id: number): Promise<number> {
  const deleted = await parseAnswer(api.delete<unknown>(`/notifications/${id}`), () =>
    import('../types').then((m) => m.deletedSchema),
  );
  return deleted.id;
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation<number, Error, number, Snapshot>({
    mutationFn: deleteNotification,
    onMutate: (id) => applyOptimistic(queryClient, (list) => list.filter((n) => n.id !== id)),
    onError: (_error, _id, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchList(queryClient),
  });
}
