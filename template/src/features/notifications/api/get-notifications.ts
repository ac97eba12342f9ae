/** GET /notifications: the signed-in user's notifications, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUserData } from '@/lib/session';
import { notificationListSchema, type Notification } from '../types';
import { notificationKeys } from './keys';

export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const data = await api.get<unknown>('/notifications', { signal });
  return notificationListSchema.parse(data).notifications;
}

// A slow first answer (the demo backend still starting, a busy device) is retried quietly before
// the dialog shows an error: the app-wide transient retry rule (lib/query-retry.ts).
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

/** The bell's list; asked only while someone is signed in (never a request doomed to 401). */
export function useNotifications() {
  const signedIn = useUserData() !== null;
  return useQuery({ ...notificationsQuery(), enabled: signedIn });
}
