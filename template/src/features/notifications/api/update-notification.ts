/** PATCH /notifications/:id {isRead}: marks one notification read or unread (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Notification } from '../types';
import { itemSchema } from './get-notifications';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

export async function updateNotification(id: number, isRead: boolean): Promise<Notification> {
  return parseAnswer(api.patch<unknown>(`/notifications/${id}`, { body: { isRead } }), itemSchema);
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
