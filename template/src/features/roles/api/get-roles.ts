/** GET /roles, GET /roles/members and GET /roles/permissions: the roles screen's three lists. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Member, Permission, Role } from '../types';
import { roleKeys } from './keys';

const schemas = () => import('../types');

/** `enabled` false: not asked (a screen whose user may not manage roles). */
export function useRoles(enabled = true) {
  return useQuery({
    enabled,
    queryKey: roleKeys.list(),
    queryFn: ({ signal }): Promise<Role[]> =>
      parseAnswer(api.get<unknown>('roles', { signal }), () => schemas().then((m) => m.roleListSchema)),
  });
}

export function useMembers(enabled = true) {
  return useQuery({
    enabled,
    queryKey: roleKeys.members(),
    queryFn: ({ signal }): Promise<Member[]> =>
      parseAnswer(api.get<unknown>('roles/members', { signal }), () => schemas().then((m) => m.memberListSchema)),
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: roleKeys.permissions(),
    queryFn: ({ signal }): Promise<Permission[]> =>
      parseAnswer(api.get<unknown>('roles/permissions', { signal }), () =>
        schemas().then((m) => m.permissionListSchema),
      ),
  });
}
