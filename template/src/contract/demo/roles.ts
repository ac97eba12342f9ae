/**
 * The contract's roles endpoints: the check creates a role, renames it and deletes it, reads the
 * members and permissions, and gives a directory user the role it already has. Taking a permission
 * from every role changes who may do what for good: it runs only with --destructive.
 */
import {
  memberListSchema,
  permissionListSchema,
  roleAssignInputSchema,
  roleInputSchema,
  roleListSchema,
  roleSchema,
  type Member,
  type Permission,
  type Role,
} from '@/features/roles/types';
import type { AnswerOf, Endpoint } from '../types';

const createdRolePath = (answerOf: AnswerOf) => {
  const created = answerOf<Role>('createRole');
  return created && { path: { id: created.id } };
};

export const roleEndpoints: Endpoint[] = [
  {
    id: 'listRoles',
    method: 'get',
    path: '/roles',
    tag: 'Roles',
    summary: 'Every role, in creation order',
    answer: roleListSchema,
    ability: { action: 'read', subject: 'Role' },
    errors: [403],
  },
  {
    id: 'createRole',
    method: 'post',
    path: '/roles',
    tag: 'Roles',
    summary: 'Add a role (its name unique, its rules CASL `{ action, subject }`)',
    body: roleInputSchema,
    answer: roleSchema,
    status: 201,
    ability: { action: 'create', subject: 'Role' },
    errors: [400, 403],
    // Unique per run: a name in use answers 400.
    sample: () => ({
      body: { name: `Check ${Date.now().toString(36)}`, rules: [{ action: 'read', subject: 'Invoice' }] },
    }),
  },
  {
    id: 'updateRole',
    method: 'put',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Rename a role or change its rules (the Administrator keeps "manage all")',
    body: roleInputSchema,
    answer: roleSchema,
    ability: { action: 'update', subject: 'Role' },
    errors: [400, 403, 404],
    sample: (answerOf) => {
      const created = answerOf<Role>('createRole');
      return created && { path: { id: created.id }, body: { name: `${created.name} 2`, rules: created.rules } };
    },
  },
  {
    id: 'listRoleMembers',
    method: 'get',
    path: '/roles/members',
    tag: 'Roles',
    summary: 'Sign-in accounts and directory users, each with its role id',
    answer: memberListSchema,
    ability: { action: 'read', subject: 'Role' },
    errors: [403],
  },
  {
    id: 'assignRoleMembers',
    method: 'put',
    path: '/roles/members',
    tag: 'Roles',
    summary: 'Give one role to members (`account:<id>` or `user:<id>`); answers every member',
    body: roleAssignInputSchema,
    answer: memberListSchema,
    ability: { action: 'update', subject: 'Role' },
    errors: [400, 403, 404],
    sample: (answerOf) => {
      const member = answerOf<Member[]>('listRoleMembers')?.find((m) => m.kind === 'user' && m.roleId !== null);
      return member && { body: { roleId: member.roleId, members: [member.id] } };
    },
  },
  {
    id: 'listPermissions',
    method: 'get',
    path: '/roles/permissions',
    tag: 'Roles',
    summary: 'Every permission, newest first, with the roles that have it',
    answer: permissionListSchema,
    ability: { action: 'read', subject: 'Role' },
    errors: [403],
  },
  {
    id: 'deletePermission',
    method: 'delete',
    path: '/roles/permissions/{id}',
    tag: 'Roles',
    summary: 'Take a permission (`read:Invoice`) from every role (400 for "manage all")',
    status: 204,
    ability: { action: 'delete', subject: 'Role' },
    errors: [400, 403, 404],
    destructive: true,
    sample: (answerOf) => {
      const last = answerOf<Permission[]>('listPermissions')?.findLast((p) => p.id !== 'manage:all');
      return last && { path: { id: last.id } };
    },
  },
  {
    id: 'deleteRole',
    method: 'delete',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Delete a role (409 while it has users; the Administrator cannot go)',
    status: 204,
    ability: { action: 'delete', subject: 'Role' },
    errors: [400, 403, 404, 409],
    sample: createdRolePath,
  },
];
