import { useMemo } from 'react';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useAssignRole } from '../api/change-roles';
import { useMembers, useRoles } from '../api/get-roles';
import { RoleMenu } from './role-menu';

/** Texts from the screen's own namespace. */
export interface RoleAssignmentTexts {
  trigger: (name: string) => string;
  heading: string;
  bulk: string;
  noRole: string;
  assigned: (count: number) => string;
  failed: string;
}

/**
 * Roles for people of the users directory (`user:<id>`): each one's role name, a row's role menu and
 * the selection's "Assign role", all through PUT /roles/members. Only call it when the user may
 * manage roles (the roles API answers 403 otherwise). `access` is undefined until both lists are in
 * (or when they failed: the list goes without them); `pending` says they are still on their way.
 */
export function useDirectoryRoles(texts: RoleAssignmentTexts, enabled: boolean) {
  const roles = useRoles(enabled);
  const members = useMembers(enabled);
  const assign = useAssignRole();
  // Still asking for the roles: the list waits for them, so its role column does not appear later and move every other.
  const pending = enabled && (roles.isPending || members.isPending);
  const access = useMemo(() => {
    if (!enabled || !roles.data || !members.data) return undefined;
    const roleOf = new Map(members.data.map((m) => [m.id, m.roleId]));
    const nameOf = new Map(roles.data.map((r) => [r.id, r.name]));
    const list = roles.data;
    const give = (ids: number[], roleId: number) =>
      assign.mutate(
        { roleId, members: ids.map((id) => `user:${id}`) },
        {
          onSuccess: () => toast.success(texts.assigned(ids.length)),
          onError: (error) => toast.error(apiErrorMessage(error) ?? texts.failed),
        },
      );
    const current = (id: number) => roleOf.get(`user:${id}`) ?? null;
    return {
      roleName: (user: { id: number }) => {
        const id = current(user.id);
        return id === null ? texts.noRole : (nameOf.get(id) ?? texts.noRole);
      },
      rowMenu: (user: { id: number; name: string }) => (
        <RoleMenu
          roleId={current(user.id)}
          roles={list}
          disabled={assign.isPending}
          labels={{ trigger: texts.trigger(user.name), heading: texts.heading }}
          onChange={(roleId) => give([user.id], roleId)}
        />
      ),
      bulk: {
        label: texts.bulk,
        options: list.map((r) => ({ value: String(r.id), label: r.name })),
        onChange: (users: { id: number }[], value: string) =>
          give(
            users.map((u) => u.id),
            Number(value),
          ),
      },
    };
  }, [enabled, roles.data, members.data, assign, texts]);
  return { access, pending };
}
