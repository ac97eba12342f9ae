/** DELETE /notifications/:id: hides a notification for good (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

export async function deleteNotification(id: number): Promise<number> {
  return z.object({ id: z.number() }).parse(await api.delete<unknown>(`/notifications/${id}`)).id;
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
