/**
 * Roles and permissions, as the demo backend serves them (mocks/handlers/roles.ts): every route
 * needs the action's right on Role. An account's rules are its role's rules: each change to a role,
 * to who has it, or to a permission is copied to the accounts concerned in the same transaction, so
 * their next request, refresh or sign-in uses the new rules.
 */
import { Hono } from 'hono';
import {
  permissionId,
  roleAssignInputSchema,
  roleInputSchema,
  type Member,
  type Role,
  type RoleRule,
} from '@/features/roles/types';
import { administratorId, clientRoleId } from '@/mocks/data/roles';
import type { Db } from '../db';
import { ApiError, bodyOf, notFound, type Allow, type Env } from '../http';

interface RoleRow {
  id: number;
  name: string;
  rules: string;
  locked: number;
  created_at: string;
}

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  rules: JSON.parse(row.rules) as RoleRule[],
  locked: row.locked === 1,
  createdAt: row.created_at,
});

const lockedOut = 'The Administrator role must keep "manage all": without it nobody could manage roles any more';
const keepsEverything = (rules: RoleRule[]) => rules.some((r) => r.action === 'manage' && r.subject === 'all');
/** One copy of each rule: the matrix cannot send duplicates, a hand-written request could. */
const distinct = (rules: RoleRule[]) =>
  rules.filter((r, i) => rules.findIndex((o) => permissionId(o) === permissionId(r)) === i);

/** Roles, members and permissions over the database; `seedRoles` (seed.ts) fills them. */
export function roleStore(db: Db) {
  const roles = () => db.all<RoleRow>('SELECT * FROM roles ORDER BY id').map(toRole);
  const find = (id: number) => {
    const row = db.get<RoleRow>('SELECT * FROM roles WHERE id = ?', id);
    return row && toRole(row);
  };
  const assigned = () =>
    new Map(
      db.all<{ member_id: string; role_id: number }>('SELECT * FROM role_members').map((m) => [m.member_id, m.role_id]),
    );

  /** Every account and directory person with their role (an account without one: its kind's). */
  const members = (): Member[] => {
    const byMember = assigned();
    const known = new Set(roles().map((r) => r.id));
    const accounts = db.all<{ id: number; email: string; full_name: string; role: string }>(
      'SELECT id, email, full_name, role FROM accounts ORDER BY id',
    );
    const users = db.all<{ id: number; data: string }>('SELECT id, data FROM users ORDER BY id');
    return [
      ...accounts.map((a) => {
        const roleId = byMember.get(`account:${a.id}`);
        return {
          id: `account:${a.id}`,
          kind: 'account' as const,
          name: a.full_name,
          email: a.email,
          avatar: '',
          roleId:
            roleId !== undefined && known.has(roleId) ? roleId : a.role === 'client' ? clientRoleId : administratorId,
        };
      }),
      ...users.map((u) => {
        const user = JSON.parse(u.data) as { name: string; email: string; avatar: string };
        return {
          id: `user:${u.id}`,
          kind: 'user' as const,
          name: user.name,
          email: user.email,
          avatar: user.avatar,
          roleId: byMember.get(`user:${u.id}`) ?? null,
        };
      }),
    ];
  };

  /** Copies each account's role's rules to the account, where the guard reads them. */
  const syncAccounts = () => {
    const rulesById = new Map(roles().map((r) => [r.id, JSON.stringify(r.rules)]));
    for (const m of members()) {
      if (m.kind !== 'account' || m.roleId === null) continue;
      db.run(
        'UPDATE accounts SET ability_rules = ? WHERE id = ?',
        rulesById.get(m.roleId) ?? '[]',
        Number(m.id.slice(8)),
      );
    }
  };

  /** Remembers when each permission was first granted. */
  const record = (rules: RoleRule[], at = new Date().toISOString()) => {
    for (const rule of rules) {
      db.run(
        'INSERT INTO permissions (id, action, subject, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
        permissionId(rule),
        rule.action,
        rule.subject,
        at,
      );
    }
  };

  return { roles, find, members, syncAccounts, record, assigned };
}

function roleId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) {
    throw new ApiError(400, 'Role id must be a positive whole number');
  }
  return id;
}

export function roleRoutes(db: Db, allow: Allow) {
  const store = roleStore(db);
  const refuseTakenName = (name: string, except?: number) => {
    if (store.roles().some((r) => r.id !== except && r.name.toLowerCase() === name.toLowerCase())) {
      const message = 'A role with this name already exists';
      throw new ApiError(400, message, { name: [message] });
    }
  };
  const roleAt = (raw: string) => {
    const id = roleId(raw);
    const role = store.find(id);
    if (!role) throw notFound(`Role ${id}`);
    return role;
  };
  const app = new Hono<Env>();

  // The fixed paths first: `/roles/members` is not the role with id "members".
  app.get('/roles/members', allow('read', 'Role'), (c) => c.json(store.members()));

  app.put('/roles/members', allow('update', 'Role'), async (c) => {
    const body = await bodyOf(c, roleAssignInputSchema);
    if (!store.find(body.roleId)) throw notFound(`Role ${body.roleId}`);
    const known = new Set(store.members().map((m) => m.id));
    const unknown = body.members.find((id) => !known.has(id));
    if (unknown) throw notFound(`Member ${unknown}`);
    if (body.roleId !== administratorId && body.members.includes(`account:${c.get('account').id}`)) {
      throw new ApiError(400, 'You cannot take yourself out of the Administrator role: another administrator has to');
    }
    db.transaction(() => {
      for (const id of body.members) {
        db.run(
          'INSERT INTO role_members (member_id, role_id) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET role_id = excluded.role_id',
          id,
          body.roleId,
        );
      }
      store.syncAccounts();
    });
    return c.json(store.members());
  });

  app.get('/roles/permissions', allow('read', 'Role'), (c) => {
    const roles = store.roles();
    const permissions = db.all<{ id: string; action: string; subject: string; created_at: string }>(
      'SELECT * FROM permissions ORDER BY created_at DESC, id',
    );
    return c.json(
      permissions.map(({ created_at, ...p }) => ({
        ...p,
        createdAt: created_at,
        roles: roles
          .filter((r) => r.rules.some((rule) => permissionId(rule) === p.id))
          .map(({ id, name }) => ({ id, name })),
      })),
    );
  });

  app.delete('/roles/permissions/:id', allow('delete', 'Role'), (c) => {
    const id = c.req.param('id');
    if (!db.get('SELECT id FROM permissions WHERE id = ?', id)) throw notFound(`Permission ${id}`);
    if (id === 'manage:all') throw new ApiError(400, lockedOut);
    db.transaction(() => {
      for (const role of store.roles()) {
        const rules = role.rules.filter((r) => permissionId(r) !== id);
        if (rules.length !== role.rules.length)
          db.run('UPDATE roles SET rules = ? WHERE id = ?', JSON.stringify(rules), role.id);
      }
      db.run('DELETE FROM permissions WHERE id = ?', id);
      store.syncAccounts();
    });
    return c.body(null, 204);
  });

  app.get('/roles', allow('read', 'Role'), (c) => c.json(store.roles()));

  app.post('/roles', allow('create', 'Role'), async (c) => {
    const body = await bodyOf(c, roleInputSchema);
    refuseTakenName(body.name);
    const rules = distinct(body.rules);
    const created = db.transaction(() => {
      store.record(rules);
      const row = db.run(
        'INSERT INTO roles (name, rules, locked, created_at) VALUES (?, ?, 0, ?)',
        body.name,
        JSON.stringify(rules),
        new Date().toISOString(),
      );
      return store.find(Number(row.lastInsertRowid))!;
    });
    return c.json(created, 201);
  });

  app.put('/roles/:id', allow('update', 'Role'), async (c) => {
    const role = roleAt(c.req.param('id'));
    const body = await bodyOf(c, roleInputSchema);
    refuseTakenName(body.name, role.id);
    if (role.locked && !keepsEverything(body.rules)) throw new ApiError(400, lockedOut, { rules: [lockedOut] });
    const rules = distinct(body.rules);
    db.transaction(() => {
      store.record(rules);
      db.run('UPDATE roles SET name = ?, rules = ? WHERE id = ?', body.name, JSON.stringify(rules), role.id);
      store.syncAccounts();
    });
    return c.json(store.find(role.id));
  });

  app.delete('/roles/:id', allow('delete', 'Role'), (c) => {
    const role = roleAt(c.req.param('id'));
    if (role.locked) throw new ApiError(400, 'The Administrator role cannot be deleted');
    const count = store.members().filter((m) => m.roleId === role.id).length;
    if (count) throw new ApiError(409, `${role.name} still has ${count} user(s): give them another role first`);
    db.run('DELETE FROM roles WHERE id = ?', role.id);
    return c.body(null, 204);
  });

  return app;
}
