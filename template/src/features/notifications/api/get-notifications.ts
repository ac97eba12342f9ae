/** GET /notifications: the signed-in user's notifications, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUserData } from '@/lib/session';
import { parseAnswer } from '@/lib/parse-answer';
import type { Notification } from '../types';
import { notificationKeys } from './keys';

/** The answers' schemas load beside the request: the bell is part of every signed-in page's first paint. */
export const listSchema = () => import('../types').then((m) => m.notificationListSchema);
export const itemSchema = () => import('../types').then((m) => m.notificationSchema);

export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const list = await parseAnswer(api.get<unknown>('/notifications', { signal }), listSchema);
  return list.notifications;
}

// A slow first answer (the demo backend still starting, a busy device) is retried quietly before
// the dialog shows an error: the app-wide transient retry rule (lib/query-retry.ts).
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

/**
 * The bell's list; asked only while someone is signed in (never a request doomed to 401). The build
 * has no session but asks too: a page built with its answers (config/paths.ts `answersInPage`)
 * shows the demo admin's list, and the browser takes it over with that list in its cache.
 */
export function useNotifications() {
  const signedIn = useUserData() !== null;
  return useQuery({ ...notificationsQuery(), enabled: signedIn || import.meta.env.SSR });
}
