import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User, UserConnection, UserDetails } from '@/features/users/types';
import { resetDb } from '../db';
import { users as seeds } from '../data/users';
import { api, rolesReady } from '../http';
import { issueTokens } from '../sessions';
import { handlers } from './users';

let token = '';

// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  token = issueTokens(1).accessToken;
});

async function call(method: string, path: string, init: { body?: unknown; auth?: boolean; raw?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.auth !== false) headers.Authorization = `Bearer ${token}`;
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const list = async () => (await call('GET', 'users')).body as User[];

const newcomer = {
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  company: 'Orbit Analytics',
  role: 'QA Engineer',
  status: 'active',
};

describe('user handlers', () => {
  it('lists the fourteen seed users in reversed order, every time', async () => {
    const { status, body } = await call('GET', 'users');
    expect(status).toBe(200);
    expect((body as User[]).map((u) => u.id)).toEqual(seeds.map((u) => u.id).reverse());
    expect(body).toHaveLength(14);
    // Asking again gives the same order: the stored list is not reversed in place.
    expect((await list()).map((u) => u.id)).toEqual(seeds.map((u) => u.id).reverse());
    const statuses = new Set((body as User[]).map((u) => u.status));
    expect(statuses).toEqual(new Set(['active', 'inactive']));
    expect(new Set((body as User[]).map((u) => u.email)).size).toBe(14);
  });

  it('refuses every endpoint without a bearer token', async () => {
    for (const [method, path] of [
      ['GET', 'users'],
      ['POST', 'user/add'],
      ['DELETE', 'user/delete/1'],
      ['GET', 'user/1'],
      ['PATCH', 'user/1'],
      ['GET', 'user/1/followers'],
      ['GET', 'user/1/friends'],
    ] as const) {
      const { status, body } = await call(method, path, { auth: false, body: method === 'GET' ? undefined : newcomer });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ message: 'Missing bearer token' });
    }
    expect(await list()).toHaveLength(14);
  });

  it('adds a user with id = last id + 1 and answers 201 with it, listed first', async () => {
    const { status, body } = await call('POST', 'user/add', { body: newcomer });
    expect(status).toBe(201);
    expect(body).toEqual({ ...newcomer, id: 15, avatar: '' });
    const [first] = await list();
    expect(first).toEqual(body);
    // An id sent by the client is ignored: the next one is 16 again after 15.
    const second = await call('POST', 'user/add', { body: { ...newcomer, email: 'p2@example.com', id: 3 } });
    expect(second.body.id).toBe(16);
    const profile = await call('GET', 'user/15');
    expect(profile.body.profile).toMatchObject({ followersCount: 0, friendsCount: 0, bio: '' });
    expect(profile.body.profile.activity[0]).toMatchObject({ kind: 'joined', title: 'Joined Orbit Analytics' });
  });

  it('answers 400 with field messages for a bad new user, and stores nothing', async () => {
    const bad = await call('POST', 'user/add', {
      body: { ...newcomer, name: '  ', email: 'not-an-email', status: 'retired' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email must be a valid email address'],
      status: ['Status must be one of active, inactive'],
    });
    expect(bad.body.message).toMatch(/^Invalid body: name: Name is required/);
    const missing = await call('POST', 'user/add', { body: { name: 'Solo' } });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['company', 'email', 'role', 'status']);
    expect(await call('POST', 'user/add')).toEqual({ status: 400, body: { message: 'Request body is required' } });
    expect((await call('POST', 'user/add', { raw: '{oops' })).body).toEqual({
      message: 'Request body must be valid JSON',
    });
    const extra = await call('POST', 'user/add', { body: { ...newcomer, password: 'x' } });
    expect(extra.status).toBe(400);
    const taken = await call('POST', 'user/add', { body: { ...newcomer, email: 'AMARA.okafor@lumenlabs.io' } });
    expect(taken).toMatchObject({ status: 400, body: { errors: { email: ['Email is already in use'] } } });
    expect(await list()).toHaveLength(14);
  });

  it('deletes a user with 204, and forgets them in everyone else’s lists', async () => {
    const before = (await call('GET', 'user/1')).body as UserDetails;
    expect(before.profile.followersCount).toBe(9);
    const { status, body } = await call('DELETE', 'user/delete/3');
    expect(status).toBe(204);
    expect(body).toBeUndefined();
    expect((await list()).map((u) => u.id)).not.toContain(3);
    const after = (await call('GET', 'user/1')).body as UserDetails;
    expect(after.profile.followersCount).toBe(8);
    expect(after.profile.followingCount).toBe(before.profile.followingCount - 1);
    expect(await call('DELETE', 'user/delete/3')).toEqual({ status: 404, body: { message: 'User 3 not found' } });
  });

  it('answers 400 for an id that is not a positive whole number, 404 for an unknown one', async () => {
    for (const path of ['user/abc', 'user/0', 'user/1.5', 'user/delete/-2', 'user/x/friends']) {
      const method = path.includes('delete') ? 'DELETE' : 'GET';
      const { status, body } = await call(method, path);
      expect(status, path).toBe(400);
      expect(body).toEqual({ message: 'User id must be a positive whole number' });
    }
    for (const [method, path] of [
      ['GET', 'user/99'],
      ['PATCH', 'user/99'],
      ['GET', 'user/99/followers'],
      ['GET', 'user/99/friends'],
    ] as const) {
      const { status, body } = await call(method, path, { body: method === 'PATCH' ? { bio: 'x' } : undefined });
      expect(status, `${method} ${path}`).toBe(404);
      expect(body).toEqual({ message: 'User 99 not found' });
    }
  });

  it('answers one user with their profile and the counts of who follows whom', async () => {
    const { status, body } = await call('GET', 'user/1');
    expect(status).toBe(200);
    const { user, profile } = body as UserDetails;
    expect(user).toMatchObject({ id: 1, name: 'Amara Okafor', role: 'Product Manager', status: 'active' });
    expect(profile).toMatchObject({ followersCount: 9, followingCount: 6, friendsCount: 6 });
    expect(profile.teams.length).toBeGreaterThan(0);
    expect(profile.activity.map((a) => a.at)).toEqual([...profile.activity.map((a) => a.at)].sort().reverse());
    expect(Object.keys(profile.notifications)).toHaveLength(6);
  });

  it('lists followers (marking mutual ones) and friends', async () => {
    const followers = (await call('GET', 'user/1/followers')).body.users as UserConnection[];
    expect(followers).toHaveLength(9);
    expect(followers.find((u) => u.id === 2)).toMatchObject({ name: 'Daniel Brooks', mutual: false });
    expect(followers.find((u) => u.id === 3)).toMatchObject({ mutual: true });
    const friends = (await call('GET', 'user/1/friends')).body.users as UserConnection[];
    expect(friends.map((u) => u.id).sort((a, b) => a - b)).toEqual([3, 4, 8, 10, 11, 13]);
    expect(friends.every((u) => u.mutual)).toBe(true);
  });

  it('updates account fields and profile texts, logs the change, and keeps what was not sent', async () => {
    const { status, body } = await call('PATCH', 'user/2', {
      body: { status: 'active', role: 'Sales Director', bio: 'Back from leave.', phone: '+1 312 555 0100' },
    });
    expect(status).toBe(200);
    const { user, profile } = body as UserDetails;
    expect(user).toMatchObject({ id: 2, name: 'Daniel Brooks', role: 'Sales Director', status: 'active' });
    expect(profile).toMatchObject({
      bio: 'Back from leave.',
      phone: '+1 312 555 0100',
      location: 'Chicago, United States',
    });
    expect(profile.activity.slice(0, 2).map((a) => a.kind)).toEqual(['status', 'profile']);
    expect((await list()).find((u) => u.id === 2)?.role).toBe('Sales Director');

    const notifications = { ...profile.notifications, comments: { push: false, email: false, sms: false } };
    const saved = await call('PATCH', 'user/2', { body: { notifications } });
    expect(saved.body.profile.notifications.comments).toEqual({ push: false, email: false, sms: false });
    expect(saved.body.profile.activity).toHaveLength(profile.activity.length);
  });

  it('answers 400 for a bad or empty update, and changes nothing', async () => {
    expect(await call('PATCH', 'user/2', { body: {} })).toEqual({
      status: 400,
      body: { message: 'Send at least one field to update' },
    });
    const bad = await call('PATCH', 'user/2', {
      body: { email: 'nope', phone: 'call me', notifications: { comments: { push: true } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(['Email must be a valid email address']);
    expect(bad.body.errors.phone).toEqual(['Phone may only hold digits, spaces and + ( ) . -']);
    expect(Object.keys(bad.body.errors).some((k) => k.startsWith('notifications'))).toBe(true);
    const clash = await call('PATCH', 'user/2', { body: { email: 'grace.kim@northwind.co' } });
    expect(clash.body.errors).toEqual({ email: ['Email is already in use'] });
    // Keeping one's own address is not a clash.
    expect((await call('PATCH', 'user/2', { body: { email: 'd.brooks@northwind.co' } })).status).toBe(200);
    const id = await call('PATCH', 'user/2', { body: { id: 9 } });
    expect(id.status).toBe(400);
    expect((await call('GET', 'user/2')).body.user).toEqual(seeds.find((u) => u.id === 2));
  });

  it('restores the seeds on reset', async () => {
    await call('POST', 'user/add', { body: newcomer });
    await call('DELETE', 'user/delete/1');
    await call('PATCH', 'user/2', { body: { name: 'Someone Else' } });
    resetDb();
    const again = await list();
    expect(again).toHaveLength(14);
    expect(again.map((u) => u.id)).toEqual(seeds.map((u) => u.id).reverse());
    expect(again.find((u) => u.id === 2)?.name).toBe('Daniel Brooks');
  });
});
