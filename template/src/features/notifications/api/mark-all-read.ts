/** POST /notifications/read-all: every notification becomes read (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Notification } from '../types';
import { listSchema } from './get-notifications';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

export async function markAllRead(): Promise<Notification[]> {
  return (await parseAnswer(api.post<unknown>('/notifications/read-all'), listSchema)).notifications;
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
