/** POST /notifications/read-all: every notification becomes read (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationListSchema, type Notification } from '../types';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

export async function markAllRead(): Promise<Notification[]> {
  return notificationListSchema.parse(await api.post<unknown>('/notifications/read-all')).notifications;
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation<Notification[], Error, void, Snapshot>({
    mutationFn: markAllRead,
    onMutate: () => applyOptimistic(queryClient, (list) => list.map((n) => ({ ...n, isRead: true }))),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchList(queryClient),
  });
}
