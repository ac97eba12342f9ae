/**
 * Stores of the roles demo backend: the roles, who has which role, and the permissions ever
 * granted (with the date each was first granted). Kept free of the users directory's data: the
 * backend loads this module as it starts, before it answers any request (rolesReady in ../http.ts).
 * Sign-in, token refresh and `requireAbility` read a user's CURRENT rules from here, so an edited
 * role takes effect at the next sign-in or refresh.
 */
import type { Permission, Role, RoleRule } from '@/features/roles/types';
import { permissionId } from '@/features/roles/types';
import type { AbilityRule } from '@/lib/session';
import { administratorId, clientRoleId, seedMembers, seedRoles } from '../data/roles';
import { collection } from '../db';
import { accounts } from '../sessions';

interface StoredPermission {
  id: string;
  action: string;
  subject: string;
  createdAt: string;
}

export const rolesTable = collection<Role>('roles', seedRoles);
export const membersTable = collection<{ id: string; roleId: number }>('role-members', seedMembers);

function seedPermissions(): StoredPermission[] {
  const byId = new Map<string, StoredPermission>();
  for (const role of seedRoles()) {
    for (const rule of role.rules) {
      const id = permissionId(rule);
      if (!byId.has(id)) byId.set(id, { id, ...rule, createdAt: role.createdAt });
    }
  }
  return [...byId.values()];
}
export const permissionsTable = collection<StoredPermission>('permissions', seedPermissions);

/** The role of a sign-in account: its assignment, else the one matching its kind (new sign-ups). */
export function roleIdOfAccount(accountId: number): number {
  const assigned = membersTable.find(`account:${accountId}`);
  if (assigned && rolesTable.find(assigned.roleId)) return assigned.roleId;
  return accounts.find(accountId)?.role === 'client' ? clientRoleId : administratorId;
}

/** The rules sign-in and refresh answer, and the API checks: the role's rules as they are now. */
export function rulesOfAccount(accountId: number): AbilityRule[] {
  return rolesTable.find(roleIdOfAccount(accountId))?.rules ?? [];
}

export function assignRole(memberIds: string[], roleId: number): void {
  for (const id of memberIds) {
    if (membersTable.find(id)) membersTable.update(id, { roleId });
    else membersTable.insert({ id, roleId });
  }
}

/** Remembers when each permission was first granted (a role saved with a new one dates it now). */
export function recordPermissions(rules: RoleRule[]): void {
  const now = new Date().toISOString();
  for (const rule of rules) {
    const id = permissionId(rule);
    if (!permissionsTable.find(id)) permissionsTable.insert({ id, ...rule, createdAt: now });
  }
}

/** Every permission, newest first, with the roles that have it (one no role has any more stays listed). */
export function listPermissions(): Permission[] {
  const roles = rolesTable.all();
  return permissionsTable
    .all()
    .map((p) => ({
      ...p,
      roles: roles
        .filter((r) => r.rules.some((rule) => permissionId(rule) === p.id))
        .map(({ id, name }) => ({ id, name })),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
