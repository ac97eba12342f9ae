import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Member, Permission, Role } from '@/features/roles/types';
import { resetDb } from '../db';
import { api } from '../http';
import { issueTokens } from '../sessions';
import { handlers as authHandlers } from './auth';
import { handlers as invoiceHandlers } from './invoices';
import { handlers } from './roles';

let admin = '';

beforeEach(() => {
  resetDb();
  admin = issueTokens(1).accessToken;
});

async function call(method: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${init.token ?? admin}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await getResponse([...handlers, ...authHandlers, ...invoiceHandlers], request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const roles = async () => (await call('GET', 'roles')).body as Role[];
const readInvoice = { action: 'read', subject: 'Invoice' };
const clientRules = [
  { action: 'read', subject: 'AclDemo' },
  { action: 'read', subject: 'Account' },
];

describe('roles CRUD', () => {
  it('lists the seeded roles, the Administrator locked with manage all', async () => {
    const list = await roles();
    expect(list.map((r) => r.name)).toEqual(['Administrator', 'Client', 'Manager', 'Support', 'Accountant']);
    expect(list[0]).toMatchObject({ locked: true, rules: [{ action: 'manage', subject: 'all' }] });
  });

  it('creates, renames and deletes a role; the new permission is dated and listed with its roles', async () => {
    const created = await call('POST', 'roles', { body: { name: ' Auditor ', rules: [readInvoice, readInvoice] } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Auditor', rules: [readInvoice], locked: false });
    const permissions = (await call('GET', 'roles/permissions')).body as Permission[];
    const read = permissions.find((p) => p.id === 'read:Invoice')!;
    expect(read.roles.map((r) => r.name)).toEqual(['Auditor']);

    const renamed = await call('PUT', `roles/${created.body.id}`, { body: { name: 'Auditors', rules: [] } });
    expect(renamed.body).toMatchObject({ name: 'Auditors', rules: [] });
    expect((await call('DELETE', `roles/${created.body.id}`)).status).toBe(204);
    expect((await roles()).some((r) => r.name === 'Auditors')).toBe(false);
  });

  it('refuses a missing or taken name, and unknown actions or subjects', async () => {
    const blank = await call('POST', 'roles', { body: { name: '  ', rules: [] } });
    expect(blank).toMatchObject({ status: 400, body: { errors: { name: ['Name is required'] } } });
    const taken = await call('POST', 'roles', { body: { name: 'manager', rules: [] } });
    expect(taken).toMatchObject({ status: 400, body: { errors: { name: ['A role with this name already exists'] } } });
    const odd = await call('POST', 'roles', { body: { name: 'Odd', rules: [{ action: 'fly', subject: 'Invoice' }] } });
    expect(odd.status).toBe(400);
  });

  it('keeps the Administrator from locking itself out, and from being deleted', async () => {
    const edit = await call('PUT', 'roles/1', { body: { name: 'Administrator', rules: [readInvoice] } });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/must keep "manage all"/);
    expect((await call('DELETE', 'roles/1')).status).toBe(400);
    expect((await call('DELETE', 'roles/permissions/manage:all')).status).toBe(400);
    expect((await roles())[0]!.rules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('refuses to delete a role that still has users, saying how many', async () => {
    const answer = await call('DELETE', 'roles/3');
    expect(answer).toEqual({
      status: 409,
      body: { message: 'Manager still has 4 user(s): give them another role first' },
    });
  });
});

describe('members', () => {
  it('assigns a role to accounts and directory users, and refuses to take the admin out of the Administrator', async () => {
    const moved = await call('PUT', 'roles/members', { body: { roleId: 5, members: ['account:2', 'user:3'] } });
    const byId = new Map((moved.body as Member[]).map((m) => [m.id, m.roleId]));
    expect([byId.get('account:2'), byId.get('user:3')]).toEqual([5, 5]);
    const self = await call('PUT', 'roles/members', { body: { roleId: 2, members: ['account:1'] } });
    expect(self.status).toBe(400);
    expect((await call('PUT', 'roles/members', { body: { roleId: 2, members: ['user:999'] } })).status).toBe(404);
  });
});

describe('the rules travel: login, refresh and the 403 path', () => {
  const login = () => call('POST', 'auth/login', { body: { email: 'client@demo.com', password: 'client' } });

  it('answers the role current rules at login and refresh, and the API obeys them', async () => {
    await call('PUT', 'roles/2', { body: { name: 'Client', rules: [...clientRules, readInvoice] } });
    const session = (await login()).body;
    expect(session.userAbilityRules).toContainEqual(readInvoice);
    expect((await call('GET', 'invoices', { token: session.accessToken })).status).toBe(200);
    expect((await call('POST', 'invoices', { token: session.accessToken, body: {} })).status).toBe(403);

    await call('PUT', 'roles/2', { body: { name: 'Client', rules: clientRules } });
    const refreshed = (await call('POST', 'auth/refresh', { body: { token: session.refreshToken } })).body;
    expect(refreshed.userAbilityRules).toEqual(clientRules);
    const forbidden = await call('GET', 'invoices', { token: refreshed.accessToken });
    expect(forbidden).toEqual({ status: 403, body: { message: 'You may not read Invoice' } });
  });

  it('answers 403 to a role without rights on roles', async () => {
    const client = issueTokens(2).accessToken;
    expect((await call('GET', 'roles', { token: client })).status).toBe(403);
    expect((await call('DELETE', 'roles/4', { token: client })).status).toBe(403);
  });
});
