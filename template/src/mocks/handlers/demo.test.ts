import { getResponse } from 'msw';
import { callApi, loginAs, useDemoServer } from '../testing';
import { requireUser } from '../http';
import { handlers } from '.';

useDemoServer();

const bearer = (token: string) => new Request('http://localhost/x', { headers: { Authorization: `Bearer ${token}` } });

describe('POST /demo/reset', () => {
  it('restores the seeded accounts and keeps everybody signed in', async () => {
    const session = await loginAs('admin@demo.com');
    await callApi('POST', '/register', {
      body: { fullName: 'Temp User', email: 'temp@demo.com', password: 'secret1' },
    });
    expect(
      (await callApi('POST', '/auth/login', { body: { email: 'temp@demo.com', password: 'secret1' } })).status,
    ).toBe(200);

    const reset = await callApi('POST', '/demo/reset');
    expect(reset).toEqual({ status: 200, body: { message: 'Demo data restored' } });

    expect(
      (await callApi('POST', '/auth/login', { body: { email: 'temp@demo.com', password: 'secret1' } })).status,
    ).toBe(400);
    expect(requireUser(bearer(session.accessToken))).toMatchObject({ email: 'admin@demo.com' });
    expect(
      (
        await callApi('POST', '/register', {
          body: { fullName: 'Temp User', email: 'temp@demo.com', password: 'secret1' },
        })
      ).body.id,
    ).toBe(3);
  });
});

describe('POST /demo/reset, bad input', () => {
  it('is a POST: other methods answer 404 JSON and change nothing', async () => {
    await callApi('POST', '/register', {
      body: { fullName: 'Kept User', email: 'kept@demo.com', password: 'secret1' },
    });
    expect(await callApi('GET', '/demo/reset')).toEqual({
      status: 404,
      body: { message: 'No endpoint GET /api/demo/reset' },
    });
    const login = await callApi('POST', '/auth/login', { body: { email: 'kept@demo.com', password: 'secret1' } });
    expect(login.status).toBe(200);
  });
});

describe('unmatched requests under the API base', () => {
  it('answer 404 JSON naming the endpoint', async () => {
    expect(await callApi('GET', '/no/such/thing')).toEqual({
      status: 404,
      body: { message: 'No endpoint GET /api/no/such/thing' },
    });
    expect((await callApi('DELETE', '/auth/login')).status).toBe(404);
  });
});

describe('requests outside the API base', () => {
  it('are left alone, so they pass through to the network', async () => {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    for (const url of [
      `${origin}/demo/assets/app.js`,
      `${origin}/apix/users`,
      'https://tile.openstreetmap.org/1/0/0.png',
    ]) {
      expect(await getResponse(handlers, new Request(url)), url).toBeUndefined();
    }
    expect((await getResponse(handlers, new Request(`${origin}/api/nope`)))?.status).toBe(404);
  });
});
