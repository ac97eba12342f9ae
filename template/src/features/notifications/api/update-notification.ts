/** PATCH /notifications/:id {isRead}: marks one notification read or unread (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationSchema, type Notification } from '../types';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

export async function updateNotification(id: number, isRead: boolean): Promise<Notification> {
  return notificationSchema.parse(await api.patch<unknown>(`/notifications/${id}`, { body: { isRead } }));
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation<Notification, Error, { id: number; isRead: boolean }, Snapshot>({
    mutationFn: ({ id, isRead }) => updateNotification(id, isRead),
    onMutate: ({ id, isRead }) =>
      applyOptimistic(queryClient, (list) => list.map((n) => (n.id === id ? { ...n, isRead } : n))),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchList(queryClient),
  });
}
