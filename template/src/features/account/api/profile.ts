/** GET and PATCH /account/profile, POST /account/deactivate: the Account tab. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { Profile } from '../types';
import { accountKeys } from './keys';

const profileSchema = () => import('../types').then((m) => m.profileSchema);

export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => parseAnswer(api.get<unknown>('account/profile', { signal }), profileSchema),
  });

export const useProfile = () => useQuery(profileQuery());

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole profile is sent: a repeat stores the same.
    ...transientRetry,
    mutationFn: (profile: Profile) =>
      parseAnswer(api.patch<unknown>('account/profile', { body: profile }), profileSchema),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.profile(), saved),
  });
}

export function useDeactivateAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      parseAnswer(api.post<unknown>('account/deactivate', { body: { confirmation } }), () =>
        import('../types').then((m) => m.messageSchema),
      ),
  });
}
