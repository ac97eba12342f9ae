/** Shared optimistic-update plumbing: change the cached list at once, roll back if the server refuses. */
import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '../types';
import { notificationKeys } from './keys';

export type Snapshot = { previous: Notification[] | undefined };

export async function applyOptimistic(
  queryClient: QueryClient,
  change: (list: Notification[]) => Notification[],
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
  const previous = queryClient.getQueryData<Notification[]>(notificationKeys.list());
  if (previous) queryClient.setQueryData(notificationKeys.list(), change(previous));
  return { previous };
}

export function rollback(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  if (snapshot?.previous) queryClient.setQueryData(notificationKeys.list(), snapshot.previous);
}

export function refetchList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
}
