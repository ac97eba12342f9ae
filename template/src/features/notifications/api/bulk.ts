/**
 * The notifications page's bulk actions, one request per 100 notifications chosen (`bulkLimit`):
 *   PATCH /notifications {ids, isRead}  -> { notifications } (the whole list after the change)
 *   POST  /notifications/delete {ids}   -> { ids }
 * The cached list (shared with the bell) changes at once, rolls back if the server refuses, and is
 * asked again when the request settles, in the background: a confirmation dialog closes as soon as
 * the server has done the change, not after the list has come back too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { bulkLimit, type Notification } from '../types';
import { listSchema } from './get-notifications';
import { applyOptimistic, refetchList, rollback, type Snapshot } from './optimistic';

/** `ids` in batches a bulk request accepts. */
function batches(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += bulkLimit) out.push(ids.slice(i, i + bulkLimit));
  return out;
}

/** Marks the notifications read or unread; resolves with the whole list after the last batch. */
export async function setNotificationsRead(ids: readonly number[], isRead: boolean): Promise<Notification[]> {
  let list: Notification[] = [];
  for (const batch of batches(ids)) {
    const body = { ids: batch, isRead };
    list = (await parseAnswer(api.patch<unknown>('/notifications', { body }), listSchema)).notifications;
  }
  return list;
}

/** Deletes the notifications; resolves with the ids the server removed. */
export async function deleteNotifications(ids: readonly number[]): Promise<number[]> {
  const removed: number[] = [];
  for (const batch of batches(ids)) {
    const answer = await parseAnswer(api.post<unknown>('/notifications/delete', { body: { ids: batch } }), () =>
      import('../types').then((m) => m.deletedManySchema),
    );
    removed.push(...answer.ids);
  }
  return removed;
}

export function useSetNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<Notification[], Error, { ids: readonly number[]; isRead: boolean }, Snapshot>({
    mutationFn: ({ ids, isRead }) => setNotificationsRead(ids, isRead),
    onMutate: ({ ids, isRead }) =>
      applyOptimistic(queryClient, (list) => list.map((n) => (ids.includes(n.id) ? { ...n, isRead } : n))),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => void refetchList(queryClient),
  });
}

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation<number[], Error, readonly number[], Snapshot>({
    mutationFn: deleteNotifications,
    onMutate: (ids) => applyOptimistic(queryClient, (list) => list.filter((n) => !ids.includes(n.id))),
    onError: (_error, _ids, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => void refetchList(queryClient),
  });
}
