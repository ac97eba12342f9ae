import { z } from 'zod/mini';
import { api, notFound, parseBody, parseId, parseQuery, requireUser } from './http';
import { accessTtlKey, issueTokens, tokenLifetimes } from './sessions';
import { resetDb } from './db';

beforeEach(() => resetDb({ everything: true }));

const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const withAuth = (value?: string) =>
  new Request('http://localhost/api/x', value === undefined ? {} : { headers: { Authorization: value } });

describe('api()', () => {
  it('puts paths under the API base', () => {
    expect(api('/invoices')).toBe('/api/invoices');
    expect(api('user/delete/:id')).toBe('/api/user/delete/:id');
  });
});

describe('requireUser()', () => {
  it('returns the user behind a valid access token', () => {
    const { accessToken } = issueTokens(2);
    expect(requireUser(withAuth(`Bearer ${accessToken}`))).toEqual({
      id: 2,
      fullName: 'Jane Miller',
      username: 'janemiller',
      email: 'client@demo.com',
      role: 'client',
    });
  });

  it.each([
    ['no header', undefined, 'Missing bearer token'],
    ['another scheme', 'Basic abc', 'Missing bearer token'],
    ['an unknown token', 'Bearer 1234', 'Invalid access token'],
  ])('answers 401 JSON for %s', async (_, header, message) => {
    const result = requireUser(withAuth(header));
    expect(result).toBeInstanceOf(Response);
    expect(await json(result as Response)).toEqual({ status: 401, body: { message } });
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refreshToken } = issueTokens(1);
    expect(await json(requireUser(withAuth(`Bearer ${refreshToken}`)) as Response)).toEqual({
      status: 401,
      body: { message: 'Invalid access token' },
    });
  });

  it('expires access tokens after their lifetime', async () => {
    const { accessToken } = issueTokens(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + tokenLifetimes.access - 1000);
      expect(requireUser(withAuth(`Bearer ${accessToken}`))).not.toBeInstanceOf(Response);
      vi.setSystemTime(Date.now() + 2000);
      expect(await json(requireUser(withAuth(`Bearer ${accessToken}`)) as Response)).toEqual({
        status: 401,
        body: { message: 'Access token expired' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('access token lifetime knob', () => {
  afterEach(() => localStorage.removeItem(accessTtlKey));

  it('shortens the lifetime of new access tokens, within bounds', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      localStorage.setItem(accessTtlKey, '5000');
      const short = issueTokens(1).accessToken;
      localStorage.setItem(accessTtlKey, '10'); // below 1 s: ignored
      const normal = issueTokens(1).accessToken;
      vi.setSystemTime(Date.now() + 6000);
      expect(requireUser(withAuth(`Bearer ${short}`))).toBeInstanceOf(Response);
      expect(requireUser(withAuth(`Bearer ${normal}`))).not.toBeInstanceOf(Response);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('parseQuery()', () => {
  const schema = z.object({ page: z.coerce.number().check(z.int(), z.gte(1)), tags: z.optional(z.array(z.string())) });

  it('returns typed data, repeated keys as arrays', () => {
    expect(parseQuery(schema, 'http://x/api?page=2&tags=a&tags=b')).toEqual({ page: 2, tags: ['a', 'b'] });
  });

  it('answers 400 with the field and a readable message', async () => {
    const result = parseQuery(schema, new URL('http://x/api?page=0'));
    const { status, body } = await json(result as Response);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Invalid query: page: /);
    expect(Object.keys(body.errors)).toEqual(['page']);
  });
});

describe('parseBody()', () => {
  const schema = z.object({ name: z.string().check(z.minLength(1, 'Name is required')) });
  const post = (body?: string) => new Request('http://x/api', { method: 'POST', body });

  it('returns the parsed body', async () => {
    expect(await parseBody(schema, post('{"name":"Ada"}'))).toEqual({ name: 'Ada' });
  });

  it.each([
    [undefined, { message: 'Request body is required' }],
    ['{oops', { message: 'Request body must be valid JSON' }],
    ['{"name":""}', { message: 'Invalid body: name: Name is required', errors: { name: ['Name is required'] } }],
    [
      '[1]',
      {
        message: 'Invalid body: Invalid input: expected object, received array',
        errors: { _: ['Invalid input: expected object, received array'] },
      },
    ],
  ])('answers 400 for %j', async (raw, expected) => {
    expect(await json((await parseBody(schema, post(raw))) as Response)).toEqual({ status: 400, body: expected });
  });
});

describe('parseId()', () => {
  it('returns a positive whole number', () => {
    expect(parseId('12', 'Row')).toBe(12);
  });

  it.each(['0', '-3', '1.5', 'abc', ''])('answers 400 naming the id for %j', async (raw) => {
    expect(await json(parseId(raw, 'Menu item') as Response)).toEqual({
      status: 400,
      body: { message: 'Menu item id must be a positive whole number' },
    });
  });
});

describe('notFound()', () => {
  it('answers 404 JSON', async () => {
    expect(await json(notFound('Invoice INV9999'))).toEqual({
      status: 404,
      body: { message: 'Invoice INV9999 not found' },
    });
  });
});
