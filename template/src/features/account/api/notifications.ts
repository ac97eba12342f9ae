/** GET and PUT /account/notifications: the Notifications tab's event x channel matrix. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { NotificationPrefs } from '../types';
import { accountKeys } from './keys';

const prefsSchema = () => import('../types').then((m) => m.notificationPrefsSchema);

export const notificationPrefsQuery = () =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: ({ signal }) => parseAnswer(api.get<unknown>('account/notifications', { signal }), prefsSchema),
  });

export const useNotificationPrefs = () => useQuery(notificationPrefsQuery());

export function useSaveNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole matrix is sent: a repeat stores the same.
    ...transientRetry,
    mutationFn: (prefs: NotificationPrefs) =>
      parseAnswer(api.put<unknown>('account/notifications', { body: prefs }), prefsSchema),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
}
