/**
 * The notifications page's bulk actions: PATCH /notifications/:id {isRead} and DELETE /notifications/:id
 * for each chosen notification, one after another. The cached list (shared with the bell) changes at
 * once and is asked again when the batch settles, done or not.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from './delete-notification';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';
import { updateNotification } from './update-notification';

export function useSetNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, { ids: readonly number[]; isRead: boolean }, Snapshot>({
    mutationFn: async ({ ids, isRead }) => {
      for (const id of ids) await updateNotification(id, isRead);
    },
    onMutate: ({ ids, isRead }) =>
      applyOptimistic(queryClient, (list) => list.map((n) => (ids.includes(n.id) ? { ...n, isRead } : n))),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchList(queryClient),
  });
}

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, readonly number[], Snapshot>({
    mutationFn: async (ids) => {
      for (const id of ids) await deleteNotification(id);
    },
    onMutate: (ids) => applyOptimistic(queryClient, (list) => list.filter((n) => !ids.includes(n.id))),
    onError: (_error, _ids, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchList(queryClient),
  });
}
