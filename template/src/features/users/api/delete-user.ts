/** DELETE /user/delete/:id: removes a user (204). Several are removed one after another. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import type { User } from '../types';
import { userKeys } from './keys';

export async function deleteUser(id: number): Promise<void> {
  try {
    await api.delete<unknown>(`user/delete/${id}`);
  } catch (error) {
    // Already gone (an earlier try that timed out on the way back did remove it): what was asked holds.
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export async function deleteUsers(ids: readonly number[]): Promise<void> {
  for (const id of ids) await deleteUser(id);
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    ...transientRetry,
    onSettled: (_result, _error, ids) => {
      // Even a partly failed batch removed some: the list is asked again either way.
      queryClient.setQueryData<User[]>(userKeys.list(), (list) => list?.filter((u) => !ids.includes(u.id)));
      void queryClient.invalidateQueries({ queryKey: userKeys.list() });
      ids.forEach((id) => queryClient.removeQueries({ queryKey: userKeys.detail(id) }));
      // Other people's follower and friend lists may have named them.
      void queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'connections'] });
      void queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'detail'] });
    },
  });
}
