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

/** The selection's "Set status": PATCH /user/:id for each chosen user, one after another. */
export function useSetUsersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: readonly number[]; status: User['status'] }) => {
      for (const id of ids) await updateUser(id, { status });
    },
    ...transientRetry,
    // Even a partly done batch changed some: the list is asked again either way.
    onSettled: (_result, _error, { ids }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.list() });
      ids.forEach((id) => void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }));
    },
  });
}
