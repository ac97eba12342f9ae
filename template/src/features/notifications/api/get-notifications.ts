/** GET /notifications: the signed-in user's notifications, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationListSchema, type Notification } from '../types';
import { notificationKeys } from './keys';

export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const data = await api.get<unknown>('/notifications', { signal });
  return notificationListSchema.parse(data).notifications;
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    // The bell loads in the background on every page: a slow first answer (the demo backend
    // still starting, a busy device) is retried quietly before the dialog shows an error.
    retry: 3,
  });

export function useNotifications() {
  return useQuery(notificationsQuery());
}
