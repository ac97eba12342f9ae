/**
 * Demo backend for roles and permissions (every endpoint needs "manage Role" or the action's own right on Role).
 *   GET    /roles                  -> Role[] (in creation order)
 *   POST   /roles                  -> 201 Role; body { name, rules } (name required and unique, rules CASL { action, subject })
 *   PUT    /roles/:id              -> Role; same body; the Administrator must keep "manage all" (400 otherwise)
 *   DELETE /roles/:id              -> 204; 409 while the role still has users; 400 for the Administrator
 *   GET    /roles/members          -> Member[] (sign-in accounts and directory users, with their role id)
 *   PUT    /roles/members          -> Member[]; body { roleId, members: string[] } (`account:<id>` / `user:<id>`)
 *   GET    /roles/permissions      -> Permission[] (newest first, with the roles that have each)
 *   DELETE /roles/permissions/:id  -> 204; takes the permission (`read:Invoice`) from every role
 * Sign-in and token refresh answer a user's role's rules as they are now (auth.ts).
 */
import { http, HttpResponse } from 'msw';
import {
  roleAssignInputSchema as assignBody,
  roleInputSchema as roleBody,
  type Member,
  type Role,
} from '@/features/roles/types';
import { administratorId } from '../data/roles';
import { api, badRequest, jsonError, notFound, parseBody, parseId, requireAbility } from '../http';
import { accounts } from '../sessions';
import {
  assignRole,
  listPermissions,
  membersTable,
  permissionsTable,
  recordPermissions,
  roleIdOfAccount,
  rolesTable,
} from './roles-store';
import { usersTable } from './users-store';

/** Every account and directory person with their role (null: none given yet). */
export function listMembers(): Member[] {
  const fromAccounts = accounts.all().map((a) => ({
    id: `account:${a.id}`,
    kind: 'account' as const,
    name: a.fullName,
    email: a.email,
    avatar: a.avatar ?? '',
    roleId: roleIdOfAccount(a.id),
  }));
  const fromUsers = usersTable.all().map((u) => ({
    id: `user:${u.id}`,
    kind: 'user' as const,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    roleId: membersTable.find(`user:${u.id}`)?.roleId ?? null,
  }));
  return [...fromAccounts, ...fromUsers];
}

export const membersOf = (roleId: number) => listMembers().filter((m) => m.roleId === roleId);

const keepsEverything = (rules: { action: string; subject: string }[]) =>
  rules.some((r) => r.action === 'manage' && r.subject === 'all');

/** A role name is unique without regard to case; `except` is the role being saved. */
function nameTaken(name: string, except?: number): Response | null {
  const clash = rolesTable.all().find((r) => r.id !== except && r.name.toLowerCase() === name.toLowerCase());
  return clash
    ? badRequest('A role with this name already exists', { name: ['A role with this name already exists'] })
    : null;
}

/** One copy of each rule: the matrix cannot send duplicates, a hand-written request could. */
const distinct = (rules: { action: string; subject: string }[]) =>
  rules.filter((r, i) => rules.findIndex((o) => o.action === r.action && o.subject === r.subject) === i);

function findRole(raw: unknown): Role | Response {
  const id = parseId(raw, 'Role');
  if (id instanceof Response) return id;
  return rolesTable.find(id) ?? notFound(`Role ${id}`);
}

const lockedOut = 'The Administrator role must keep "manage all": without it nobody could manage roles any more';

export const handlers = [
  http.get(api('roles'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Role');
    return user instanceof Response ? user : HttpResponse.json(rolesTable.all());
  }),

  http.post(api('roles'), async ({ request }) => {
    const user = requireAbility(request, 'create', 'Role');
    if (user instanceof Response) return user;
    const body = await parseBody(roleBody, request);
    if (body instanceof Response) return body;
    const clash = nameTaken(body.name);
    if (clash) return clash;
    const rules = distinct(body.rules);
    recordPermissions(rules);
    const role = {
      id: rolesTable.nextId(),
      name: body.name,
      rules,
      locked: false,
      createdAt: new Date().toISOString(),
    };
    return HttpResponse.json(rolesTable.insert(role), { status: 201 });
  }),

  http.get(api('roles/members'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Role');
    return user instanceof Response ? user : HttpResponse.json(listMembers());
  }),

  http.put(api('roles/members'), async ({ request }) => {
    const user = requireAbility(request, 'update', 'Role');
    if (user instanceof Response) return user;
    const body = await parseBody(assignBody, request);
    if (body instanceof Response) return body;
    if (!rolesTable.find(body.roleId)) return notFound(`Role ${body.roleId}`);
    const known = new Set(listMembers().map((m) => m.id));
    const unknown = body.members.find((id) => !known.has(id));
    if (unknown) return notFound(`Member ${unknown}`);
    if (body.roleId !== administratorId && body.members.includes(`account:${user.id}`)) {
      return badRequest('You cannot take yourself out of the Administrator role: another administrator has to');
    }
    assignRole(body.members, body.roleId);
    return HttpResponse.json(listMembers());
  }),

  http.get(api('roles/permissions'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Role');
    return user instanceof Response ? user : HttpResponse.json(listPermissions());
  }),

  http.delete(api('roles/permissions/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'delete', 'Role');
    if (user instanceof Response) return user;
    const id = String(params.id);
    if (!permissionsTable.find(id)) return notFound(`Permission ${id}`);
    if (id === 'manage:all') return badRequest(lockedOut);
    for (const role of rolesTable.all()) {
      const rules = role.rules.filter((r) => `${r.action}:${r.subject}` !== id);
      if (rules.length !== role.rules.length) rolesTable.update(role.id, { rules });
    }
    permissionsTable.remove(id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.put(api('roles/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'update', 'Role');
    if (user instanceof Response) return user;
    const role = findRole(params.id);
    if (role instanceof Response) return role;
    const body = await parseBody(roleBody, request);
    if (body instanceof Response) return body;
    const clash = nameTaken(body.name, role.id);
    if (clash) return clash;
    if (role.locked && !keepsEverything(body.rules)) return badRequest(lockedOut, { rules: [lockedOut] });
    const rules = distinct(body.rules);
    recordPermissions(rules);
    return HttpResponse.json(rolesTable.update(role.id, { name: body.name, rules }));
  }),

  http.delete(api('roles/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'delete', 'Role');
    if (user instanceof Response) return user;
    const role = findRole(params.id);
    if (role instanceof Response) return role;
    if (role.locked) return badRequest('The Administrator role cannot be deleted');
    const count = membersOf(role.id).length;
    if (count) {
      return jsonError(409, `${role.name} still has ${count} user(s): give them another role first`);
    }
    rolesTable.remove(role.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
