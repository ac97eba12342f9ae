/**
 * The roles screen's changes: POST /roles and PUT /roles/:id (save), DELETE /roles/:id,
 * PUT /roles/members (give people a role), DELETE /roles/permissions/:id. Each one asks the
 * three lists again, since a role's rules, its people and the permissions list depend on each other.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Member, Role, RoleInput } from '../types';
import { roleKeys } from './keys';

function useRolesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

/** Creates a role, or saves the one with `id`. */
export function useSaveRole() {
  return useRolesMutation(({ id, ...input }: RoleInput & { id?: number }) =>
    parseAnswer(
      id ? api.put<unknown>(`roles/${id}`, { body: input }) : api.post<unknown>('roles', { body: input }),
      () => import('../types').then((m) => m.roleSchema),
    ),
  );
}

export function useDeleteRole() {
  return useRolesMutation((role: Pick<Role, 'id'>) => api.delete<unknown>(`roles/${role.id}`));
}

/** Gives a role to accounts and directory users (`account:<id>`, `user:<id>`). */
export function useAssignRole() {
  return useRolesMutation((input: { roleId: number; members: string[] }): Promise<Member[]> =>
    parseAnswer(api.put<unknown>('roles/members', { body: input }), () =>
      import('../types').then((m) => m.memberListSchema),
    ),
  );
}

export function useDeletePermission() {
  return useRolesMutation((id: string) => api.delete<unknown>(`roles/permissions/${encodeURIComponent(id)}`));
}
