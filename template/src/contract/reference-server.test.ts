// @vitest-environment node
/**
 * The reference server (server/) on a free port with a fresh database: the contract check passes
 * against it, and what the check cannot see from outside (a reused refresh token ends the whole
 * session, a refresh repeated within seconds gets the same answer, sign-in throttling, permissions,
 * limits, data kept across a restart) is checked here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sign } from 'hono/jwt';
import { createApp } from '../../../server/src/app';
import { openDb, type Db } from '../../../server/src/db';
import { seed } from '../../../server/src/seed';
import type { Invoice } from '@/features/invoices/types';
import type { Member, Role } from '@/features/roles/types';
import type { UserDetails } from '@/features/users/types';
import { invoicesAr } from '@/mocks/data/invoices-ar';
import { invoicesFr } from '@/mocks/data/invoices-fr';
import { userProfiles } from '@/mocks/data/users';
import { usersAr } from '@/mocks/data/users-ar';
import { usersFr } from '@/mocks/data/users-fr';
import { caller } from './check-shared';
import { checkApi } from './check';
import { endpoints } from './endpoints';

const tokens = { secret: 'test-secret-of-at-least-32-characters!', accessTtlSeconds: 60, refreshTtlSeconds: 3600 };
const origin = 'http://app.example';
const dir = mkdtempSync(join(tmpdir(), 'tessera-server-'));
let db: Db;
let server: ServerType;
let baseUrl = '';

async function start() {
  db = openDb(join(dir, 'api.db'));
  await seed(db);
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: createApp({ db, tokens, corsOrigin: origin }).fetch, port: 0, hostname: '127.0.0.1' },
      (info) => {
        baseUrl = `http://127.0.0.1:${info.port}/api`;
        resolve();
      },
    );
  });
}
const stop = () => new Promise<void>((resolve) => server.close(() => (db.close(), resolve())));

beforeAll(start);
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What server/ serves today; every other endpoint of the contract must be reported as skipped. */
const served = [
  ...['listNotifications', 'updateNotification', 'updateNotifications', 'readAllNotifications'],
  ...['deleteNotification', 'deleteNotifications'],
  ...['listInvoices', 'getInvoice', 'createInvoice', 'updateInvoice', 'deleteInvoice'],
  ...['listProducts', 'getProduct', 'createProduct', 'updateProduct', 'deleteProduct'],
  ...['listUsers', 'createUser', 'getUser', 'updateUser', 'listFollowers', 'listFriends', 'deleteUser'],
  ...['listOrders', 'getOrder', 'updateOrder', 'deleteOrder'],
  ...['listRoles', 'createRole', 'updateRole', 'listRoleMembers', 'assignRoleMembers', 'listPermissions'],
  ...['deletePermission', 'deleteRole'],
];
const servedPublic = ['login', 'refresh', 'register', 'forgotPassword', 'resetPassword'];
const admin = { email: 'admin@demo.com', password: 'admin' };
const signIn = async (account = admin) =>
  (await caller(baseUrl)('post', '/auth/login', { body: account })).body as {
    accessToken: string;
    refreshToken: string;
  };

describe('the reference server', () => {
  it('passes the contract check; endpoints it does not serve are skipped, saying so', async () => {
    const expiredToken = await sign({ sub: '1', exp: Math.floor(Date.now() / 1000) - 5 }, tokens.secret, 'HS256');
    const results = await checkApi({
      baseUrl,
      ...admin,
      client: { email: 'client@demo.com', password: 'client' },
      destructive: true,
      expiredToken,
      // The fuzz cases of seed 1 unless API_CHECK_SEED asks for others (to look further, or to replay).
      seed: Number(process.env.API_CHECK_SEED) || 1,
    });
    expect(results.filter((r) => r.outcome === 'failed')).toEqual([]);
    const skipped = results.filter((r) => r.outcome === 'skipped');
    // Public endpoints it serves: sign-in, refresh, register and both password resets (whose good input
    // needs an emailed token, so the check skips it).
    const unserved = endpoints.filter((e) => !served.includes(e.id) && !servedPublic.includes(e.id)).map((e) => e.id);
    expect(skipped.map((r) => r.name.split(' ')[0])).toEqual(
      endpoints.map((e) => e.id).filter((id) => id === 'resetPassword' || unserved.includes(id)),
    );
    const notServed = skipped.filter((r) => !r.name.startsWith('resetPassword'));
    expect(notServed.every((r) => r.detail.startsWith('the server does not serve it'))).toBe(true);
    expect(results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(60);
    // Every endpoint it serves behind an ability refused the client, and every body or query was fuzzed.
    const ids = (what: string) => results.filter((r) => r.name.includes(what)).map((r) => r.name.split(' ')[0]);
    expect(ids('refused with 403 without')).toEqual(
      endpoints.filter((e) => e.ability && served.includes(e.id)).map((e) => e.id),
    );
    expect(ids('fuzz cases')).toEqual(
      endpoints.filter((e) => (e.body || e.query) && [...served, ...servedPublic].includes(e.id)).map((e) => e.id),
    );
  }, 60_000);

  it('ends the whole session when a used refresh token comes back', async () => {
    const call = caller(baseUrl);
    const refresh = (token: string) => call('post', '/auth/refresh', { body: { token } });
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).body as typeof first;
    const third = (await refresh(second.refreshToken)).body as typeof first;
    expect((await refresh(first.refreshToken)).status).toBe(400);
    // The thief's copy was refused, and the rightful holder's newer token goes with it.
    expect((await refresh(third.refreshToken)).body).toEqual({ message: 'Invalid refresh token' });
  });

  it('answers a refresh asked twice with the same successor, within the grace and while it is unused', async () => {
    const call = caller(baseUrl);
    const refresh = async (token: string) => {
      const { status, body } = await call('post', '/auth/refresh', { body: { token } });
      return { status, token: (body as { refreshToken?: string }).refreshToken };
    };
    // The app reloaded while its refresh was on the way: it never stored the answer, and asks again.
    const first = await signIn();
    const lost = await refresh(first.refreshToken);
    const again = await refresh(first.refreshToken);
    expect(again).toEqual({ status: 200, token: lost.token });
    expect((await refresh(again.token!)).status).toBe(200);

    // After the grace, the same repeat is a copied token: refused, and the session ends.
    const late = await signIn();
    const next = await refresh(late.refreshToken);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    try {
      expect((await refresh(late.refreshToken)).status).toBe(400);
      expect((await refresh(next.token!)).status).toBe(400);
    } finally {
      clock.mockRestore();
    }
  });

  it("gives a role's rules to its members at once, and keeps a role with members", async () => {
    const call = caller(baseUrl);
    const admin = (await signIn()).accessToken;
    const client = (await signIn({ email: 'client@demo.com', password: 'client' })).accessToken;
    expect(await call('get', '/roles', { token: client })).toEqual({
      status: 403,
      body: { message: 'You may not read Role' },
    });
    expect((await call('get', '/invoices', { token: client })).status).toBe(403);

    const members = (await call('get', '/roles/members', { token: admin })).body as Member[];
    const account = members.find((m) => m.email === 'client@demo.com')!;
    const role = (
      await call('post', '/roles', {
        token: admin,
        body: { name: 'Invoice readers', rules: [{ action: 'read', subject: 'Invoice' }] },
      })
    ).body as Role;
    const assign = (roleId: number) =>
      call('put', '/roles/members', { token: admin, body: { roleId, members: [account.id] } });
    expect((await assign(role.id)).status).toBe(200);
    // The client's token is the same; its account's rules are not.
    expect((await call('get', '/invoices', { token: client })).status).toBe(200);
    expect((await call('delete', `/roles/${role.id}`, { token: admin })).status).toBe(409);

    expect((await assign(account.roleId!)).status).toBe(200);
    expect((await call('get', '/invoices', { token: client })).status).toBe(403);
    expect((await call('delete', `/roles/${role.id}`, { token: admin })).status).toBe(204);
    expect((await call('delete', `/roles/${role.id}`, { token: admin })).status).toBe(404);
    expect((await call('put', '/roles/1', { token: admin, body: { name: 'Administrator', rules: [] } })).status).toBe(
      400,
    );
  });

  it("answers seed prose in the reader's language, as the demo backend does", async () => {
    const { accessToken } = await signIn();
    const get = async <T>(path: string, language: string) => {
      const headers = { Authorization: `Bearer ${accessToken}`, 'Accept-Language': language };
      return (await (await fetch(`${baseUrl}${path}`, { headers })).json()) as T;
    };
    const profileIn = async (language: string) => (await get<UserDetails>('/user/1', language)).profile;
    const [en, fr, ar] = [await profileIn('en'), await profileIn('fr-FR,fr;q=0.9'), await profileIn('ar')];
    expect(en.bio).toBe(userProfiles[0]!.bio);
    expect(fr.bio).toBe(usersFr.bios[1]!.bio);
    expect(fr.languages).toEqual(['anglais', 'igbo', 'français']);
    expect(ar.bio).toBe(usersAr.bios[1]!.bio);
    expect(ar.activity.map((a) => a.id)).toEqual(en.activity.map((a) => a.id));
    expect(ar.activity[0]!.title).not.toBe(en.activity[0]!.title);
    const [invoice] = await get<Invoice[]>('/invoice?invoiceId=INV0001', 'fr');
    expect(invoice!.note).toBe(invoicesFr.note);
    expect(invoice!.products.map((p) => p.name)).toEqual(['Forfait d’assistance', 'Refonte du site web']);
    expect((await get<Invoice[]>('/invoices', 'ar')).find((i) => i.id === 'INV0001')!.note).toBe(invoicesAr.note);
  });

  it('slows down password guessing with 429 and Retry-After', async () => {
    const call = caller(baseUrl);
    const wrong = { email: 'client@demo.com', password: 'guess' };
    for (let i = 0; i < 5; i++) expect((await call('post', '/auth/login', { body: wrong })).status).toBe(400);
    const response = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.com', password: 'client' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(800);
  });

  it('refuses what the role may not do with 403, and large bodies with 413; allows the app origin', async () => {
    const call = caller(baseUrl);
    const { accessToken } = await signIn({ email: 'admin@demo.com', password: 'admin' });
    // Rules that grant nothing: what needs an ability is refused, the account's notifications are not.
    db.run('UPDATE accounts SET ability_rules = ? WHERE id = 1', JSON.stringify([]));
    try {
      expect(await call('get', '/invoices', { token: accessToken })).toEqual({
        status: 403,
        body: { message: 'You may not read Invoice' },
      });
      expect((await call('get', '/notifications', { token: accessToken })).status).toBe(200);
      expect((await call('post', '/notifications/read-all', { token: accessToken })).status).toBe(200);
    } finally {
      db.run(
        'UPDATE accounts SET ability_rules = ? WHERE id = 1',
        JSON.stringify([{ action: 'manage', subject: 'all' }]),
      );
    }
    const huge = await call('post', '/product/add', {
      token: accessToken,
      rawBody: JSON.stringify({ name: 'x'.repeat(600_000) }),
    });
    expect(huge.status).toBe(413);
    const preflight = await fetch(`${baseUrl}/invoices`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  });

  it('keeps a change across a restart', async () => {
    const call = caller(baseUrl);
    const { accessToken } = await signIn();
    const { body } = await call('get', '/products', { token: accessToken });
    const first = (body as { products: { uid: string }[] }).products[0]!;
    await call('put', `/products/${first.uid}`, { token: accessToken, body: { name: 'Kept after restart' } });
    await stop();
    await start();
    // A new port: a new caller.
    const again = await caller(baseUrl)('get', `/products/${first.uid}`, { token: (await signIn()).accessToken });
    expect((again.body as { product: { name: string } }).product.name).toBe('Kept after restart');
  });
});
