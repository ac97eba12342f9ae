/**
 * The contract's roles endpoints: the check creates a role, renames it and deletes it, and reads
 * the members and permissions. Assigning members and taking a permission from every role change
 * who may do what, so the check leaves them to the demo backend's own tests.
 */
import {
  memberListSchema,
  permissionListSchema,
  roleInputSchema,
  roleListSchema,
  roleSchema,
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
    errors: [403],
  },
  {
    id: 'listPermissions',
    method: 'get',
    path: '/roles/permissions',
    tag: 'Roles',
    summary: 'Every permission, newest first, with the roles that have it',
    answer: permissionListSchema,
    errors: [403],
  },
  {
    id: 'deleteRole',
    method: 'delete',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Delete a role (409 while it has users; the Administrator cannot go)',
    status: 204,
    errors: [400, 403, 404, 409],
    sample: createdRolePath,
  },
];
