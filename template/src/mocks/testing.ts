/**
 * Test helpers for the demo backend: the same handlers the browser uses, served by msw/node,
 * with a clean store before each test.
 */
import { setupServer } from 'msw/node';
import { enableDemoBackend } from '@/config/env';
import { setApiReady } from '@/lib/api-ready';
import { startSession, type LoginResult } from '@/lib/session';
import type { RoleRule } from '@/features/roles/types';
import { clientRoleId } from './data/roles';
import { resetDb } from './db';
import { handlers } from './handlers';
import { rolesTable } from './handlers/roles-store';
import { api } from './http';

/** Starts the demo backend for the current test file; returns the server for `server.use(...)`. */
export function useDemoServer() {
  const server = setupServer(...handlers);
  // As main.tsx does in the browser: screens that ask whether the demo backend answers hear yes.
  enableDemoBackend();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetDb({ everything: true }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * For tests of whole screens: the demo backend, the API client released, and before each test a
 * fresh session of `email` in the app's session store, as after a real sign-in. `token()` is its
 * access token, for raw `callApi` checks of what the server stored.
 */
export function withSignedInDemo(email: 'admin@demo.com' | 'client@demo.com' = 'admin@demo.com') {
  const server = useDemoServer();
  let token = '';
  beforeAll(() => setApiReady(Promise.resolve()));
  beforeEach(async () => {
    const result = (await loginAs(email)) as unknown as LoginResult;
    startSession(result);
    token = result.accessToken;
  });
  return { server, token: () => token };
}

/** Absolute URL of an API path (node's fetch needs one). */
export const apiUrl = (path: string) =>
  new URL(api(path), globalThis.location?.origin ?? 'http://localhost').toString();

/** Raw JSON call to the demo backend, bypassing the app's client. */
export async function callApi(
  method: string,
  path: string,
  init: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const response = await fetch(apiUrl(path), { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function loginAs(email: 'admin@demo.com' | 'client@demo.com') {
  const password = email.startsWith('admin') ? 'admin' : 'client';
  const { body } = await callApi('POST', '/auth/login', { body: { email, password } });
  return body as { accessToken: string; refreshToken: string; userData: { id: number; role: string } };
}

/**
 * For ability tests: an access token of the demo's client account. Its role (Client) as seeded may
 * read the FAQ and its own account only; given `rules`, the role has exactly those (until the store
 * is reset before the next test).
 */
export async function clientToken(rules?: RoleRule[]): Promise<string> {
  if (rules) rolesTable.update(clientRoleId, { rules });
  return (await loginAs('client@demo.com')).accessToken;
}

/**
 * Each call (`'PATCH /kanban/cards/card-1'`) answers `token` 403 with the API's error shape, naming
 * the ability it lacks (`'read Kanban'`), whatever its input: a server refuses before it reads it.
 */
export async function expectRefused(token: string, ability: string, calls: readonly string[]) {
  for (const call of calls) {
    const [method = '', path = ''] = call.split(' ');
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect(await callApi(method, path, { token, body }), call).toEqual({
      status: 403,
      body: { message: `You may not ${ability}` },
    });
  }
}
