import { delay, http, HttpResponse } from 'msw';
import { api as path, requireUser } from '@/mocks/http';
import { rolesTable } from '@/mocks/handlers/roles-store';
import { rotateRefreshToken, tokenLifetimes } from '@/mocks/sessions';
import { useDemoServer } from '@/mocks/testing';
import { api, apiFieldErrors, ApiError, requestTimeoutMs, setSessionExpiredHandler } from './api-client';
import { setApiReady } from './api-ready';
import { ability } from './ability';
import {
  getAbilityRules,
  getAccessToken,
  getRefreshToken,
  getUserData,
  setTokens,
  startSession,
  type LoginResult,
} from './session';

const server = useDemoServer();

// A protected endpoint like the real ones: it answers only to a valid, unexpired bearer token.
const secure = http.get(path('/secure'), ({ request }) => {
  const user = requireUser(request);
  return user instanceof Response
    ? user
    : HttpResponse.json({ email: user.email, n: new URL(request.url).searchParams.get('n') });
});

let calls: string[] = [];
const expired = vi.fn();

beforeEach(() => {
  server.use(secure);
  calls = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  expired.mockReset();
  setSessionExpiredHandler(expired);
  setApiReady(Promise.resolve());
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

async function signIn(email = 'admin@demo.com', password = 'admin') {
  startSession(await api.post<LoginResult>('/auth/login', { body: { email, password }, public: true }));
}

/** Moves the demo backend's clock past the access token's lifetime. */
function expireAccessToken() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + tokenLifetimes.access + 1000);
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );
const refreshCalls = () => calls.filter((c) => c === 'POST /api/auth/refresh').length;

describe('requests and answers', () => {
  it('sends the bearer token and query params and returns parsed JSON', async () => {
    await signIn();
    expect(await api.get('/secure', { params: { n: 7, skip: undefined } })).toEqual({
      email: 'admin@demo.com',
      n: '7',
    });
  });

  it('rejects non-2xx answers with the status, kind and JSON body (field errors for forms)', async () => {
    const error = await caught(
      api.post('/auth/login', { body: { email: 'admin@demo.com', password: 'bad' }, public: true }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Request failed with status code 400', kind: 'bad-request', status: 400 });
    expect(apiFieldErrors(error)).toEqual({ email: ['Invalid email or password'] });
  });

  it('types server failures, broken bodies, network errors, timeouts and cancellations', async () => {
    await signIn();
    server.use(
      http.get(path('/boom'), () => HttpResponse.json({ message: 'x' }, { status: 503 })),
      http.get(path('/garbled'), () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })),
      http.get(path('/offline'), () => HttpResponse.error()),
      http.get(path('/slow'), async () => {
        await delay(1500);
        return HttpResponse.json({});
      }),
    );
    expect(await caught(api.get('/boom'))).toMatchObject({
      kind: 'bad-response',
      status: 503,
      message: 'Request failed with status code 503',
    });
    expect(await caught(api.get('/garbled'))).toMatchObject({ kind: 'bad-response', status: 200 });
    expect(await caught(api.get('/offline'))).toMatchObject({ kind: 'network', message: 'Network Error' });

    const started = Date.now();
    expect(await caught(api.get('/slow'))).toMatchObject({ kind: 'timeout', message: 'timeout of 1000ms exceeded' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(1400);

    expect(await api.get('/slow', { timeout: 3000 })).toEqual({});

    const controller = new AbortController();
    const pending = caught(api.get('/slow', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled' });
  });

  it('waits for the demo backend before sending, and starts the timeout only then', async () => {
    let ready!: () => void;
    setApiReady(new Promise<void>((resolve) => (ready = resolve)));
    const pending = api.post('/auth/login', { body: { email: 'admin@demo.com', password: 'admin' }, public: true });
    await new Promise((r) => setTimeout(r, 1100));
    expect(calls).toEqual([]);
    ready();
    await expect(pending).resolves.toMatchObject({ userData: { email: 'admin@demo.com' } });
  });

  it('starts a lazily configured backend once, on the first request', async () => {
    const start = vi.fn(() => Promise.resolve());
    setApiReady(start);
    expect(start).not.toHaveBeenCalled();
    await Promise.all([
      api.post('/auth/forgot-password', { body: { email: 'a@b.co' }, public: true }),
      api.get('/secure').catch(() => null),
    ]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tells a starting backend of the requests waiting for it, those before its start and after', async () => {
    const heard: string[] = [];
    let up!: () => void;
    setApiReady((waiting) => {
      waiting((url) => void heard.push(new URL(url, 'http://x').pathname));
      return new Promise<void>((resolve) => (up = resolve));
    });
    const first = api.post('/auth/forgot-password', { body: { email: 'a@b.co' }, public: true });
    await vi.waitFor(() => expect(heard).toEqual(['/api/auth/forgot-password']));
    const second = api.get('/secure').catch(() => null);
    await vi.waitFor(() => expect(heard).toEqual(['/api/auth/forgot-password', '/api/secure']));
    expect(calls).toEqual([]);
    up();
    await Promise.all([first, second]);
    expect(calls).toContain('POST /api/auth/forgot-password');
  });
});

describe('a backend that loads the code of its answers on demand', () => {
  it('has that code loaded before the request leaves, so the timeout counts only the answer', async () => {
    let loaded!: () => void;
    const code = new Promise<void>((resolve) => (loaded = resolve));
    server.use(http.post(path('/slow-domain'), async () => (await code, HttpResponse.json({ ok: true }))));
    setApiReady((waiting) => {
      waiting(() => code);
      return Promise.resolve();
    });
    const answer = api.post('/slow-domain', { public: true });
    await new Promise((r) => setTimeout(r, requestTimeoutMs + 200));
    expect(calls).toEqual([]);
    loaded();
    await expect(answer).resolves.toEqual({ ok: true });
  });
});

describe('expired access tokens', () => {
  it('run ONE refresh for many concurrent 401s, then retry each request once', async () => {
    await signIn();
    const before = { access: getAccessToken(), refresh: getRefreshToken() };
    expireAccessToken();

    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => api.get<{ n: string }>('/secure', { params: { n } })));

    expect(results.map((r) => r.n)).toEqual(['1', '2', '3', '4', '5']);
    expect(refreshCalls()).toBe(1);
    expect(calls.filter((c) => c === 'GET /api/secure')).toHaveLength(10);
    expect(getAccessToken()).not.toBe(before.access);
    expect(getRefreshToken()).not.toBe(before.refresh);
    expect(expired).not.toHaveBeenCalled();
  });

  it("store the role's current rules from the refresh answer: an admin's change reaches the open session", async () => {
    await signIn('client@demo.com', 'client');
    expect(getAbilityRules()).not.toContainEqual({ action: 'read', subject: 'Invoice' });
    const client = rolesTable.find(2)!;
    rolesTable.update(2, { rules: [...client.rules, { action: 'read', subject: 'Invoice' }] });
    expireAccessToken();
    await api.get('/secure');
    expect(refreshCalls()).toBe(1);
    expect(getAbilityRules()).toContainEqual({ action: 'read', subject: 'Invoice' });
    expect(ability.can('read', 'Invoice')).toBe(true);
  });

  it('do not refresh again for a 401 that raced a refresh already done', async () => {
    await signIn();
    expireAccessToken();
    await api.get('/secure');
    expect(refreshCalls()).toBe(1);
    // Same token pair, fresh clock: a second expiry needs a second refresh, but never more than one.
    vi.setSystemTime(Date.now() + tokenLifetimes.access + 1000);
    await Promise.all([api.get('/secure'), api.get('/secure')]);
    expect(refreshCalls()).toBe(2);
  });

  it('wait for a refresh slower than the request timeout instead of abandoning the rotation', async () => {
    await signIn();
    const before = getRefreshToken();
    // Runs before the real refresh handler, which then answers: the rotation takes 1.5 s.
    server.use(
      http.post(path('/auth/refresh'), async () => {
        await delay(requestTimeoutMs + 500);
      }),
    );
    expireAccessToken();
    const results = await Promise.all([1, 2].map((n) => api.get<{ n: string }>('/secure', { params: { n } })));
    expect(results.map((r) => r.n)).toEqual(['1', '2']);
    expect(refreshCalls()).toBe(1);
    expect(getRefreshToken()).not.toBe(before);
    expect(expired).not.toHaveBeenCalled();
  });

  it("wait for another tab's refresh and use the pair it stored instead of spending the old token", async () => {
    await signIn();
    expireAccessToken();
    // The tabs' lock: granted once the other tab, holding it, has rotated the shared cookies.
    let otherTab: { accessToken: string; refreshToken: string } | null = null;
    const request = vi.fn(async (_name: string, refresh: () => Promise<void>) => {
      otherTab = rotateRefreshToken(getRefreshToken()!);
      setTokens(otherTab!.accessToken, otherTab!.refreshToken);
      return refresh();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      expect(await api.get<{ n: string }>('/secure', { params: { n: 1 } })).toMatchObject({ n: '1' });
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(request).toHaveBeenCalledOnce();
    expect(refreshCalls()).toBe(0);
    expect(getRefreshToken()).toBe(otherTab!.refreshToken);
    expect(expired).not.toHaveBeenCalled();
  });

  it('give up after one retry when the retried request is refused again', async () => {
    await signIn();
    server.use(http.get(path('/always-401'), () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    const error = await caught(api.get('/always-401'));
    expect(error).toMatchObject({ status: 401, message: 'Request failed with status code 401' });
    expect(calls.filter((c) => c === 'GET /api/always-401')).toHaveLength(2);
    expect(refreshCalls()).toBe(1);
  });

  it('end the session when the refresh fails: tokens and user cleared, sent to login once', async () => {
    await signIn();
    startSession({
      ...(await api.post<LoginResult>('/auth/login', {
        body: { email: 'client@demo.com', password: 'client' },
        public: true,
      })),
      refreshToken: 'used-or-unknown',
    });
    expireAccessToken();

    const errors = await Promise.all([
      caught(api.get('/secure')),
      caught(api.get('/secure')),
      caught(api.get('/secure')),
    ]);

    expect(errors.map((e) => e?.status)).toEqual([401, 401, 401]);
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getUserData()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keep the session when the refresh gets no answer: the request fails as the refresh did', async () => {
    await signIn();
    const before = { access: getAccessToken(), refresh: getRefreshToken() };
    server.use(http.post(path('/auth/refresh'), () => HttpResponse.error()));
    expireAccessToken();

    const error = await caught(api.get('/secure'));

    expect(error).toMatchObject({ kind: 'network' });
    expect(refreshCalls()).toBe(1);
    expect({ access: getAccessToken(), refresh: getRefreshToken() }).toEqual(before);
    expect(getUserData()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('answer 401 locally when no session is stored: nothing is sent, nothing refreshed', async () => {
    const error = await caught(api.get('/secure'));
    expect(error).toMatchObject({ status: 401, kind: 'bad-request', data: { message: 'Not signed in' } });
    expect(calls).toEqual([]);
    expect(expired).not.toHaveBeenCalled();
  });

  it("pass the server's 401 on for a public request, without a refresh", async () => {
    const error = await caught(api.get('/secure', { public: true }));
    expect(error).toMatchObject({ status: 401, data: { message: 'Missing bearer token' } });
    expect(calls).toEqual(['GET /api/secure']);
    expect(refreshCalls()).toBe(0);
  });
});
