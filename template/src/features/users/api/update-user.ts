/** PATCH /user/:id: saves some account, profile or notification fields; answers the user and profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { User, UserDetails, UserPatch } from '../types';
import { userKeys } from './keys';

export async function updateUser(id: number, patch: UserPatch): Promise<UserDetails> {
  return parseAnswer(api.patch<unknown>(`user/${id}`, { body: patch }), () =>
    import('../types').then((m) => m.userDetailsSchema),
  );
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(id, patch),
    // The patch names the values to store, so sending it twice changes nothing more.
    ...transientRetry,
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.detail(id), saved);
      queryClient.setQueryData<User[]>(userKeys.list(), (list) => list?.map((u) => (u.id === id ? saved.user : u)));
      // Names and titles show in other people's follower and friend cards too.
      void queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'connections'] });
    },
  });
}
