import { http, HttpResponse } from 'msw';
import { api as path, requireUser } from '@/mocks/http';
import { useDemoServer } from '@/mocks/testing';
import { api, ApiError } from './api-client';
import { setApiReady } from './api-ready';
import { earlyAnswerMaxAgeMs, preloadGet } from './api-preload';
import { startSession, type LoginResult } from './session';

const server = useDemoServer();

// Each answer says how many times the endpoint was asked, so a test sees which request it got.
let asked = 0;
const counter = http.get(path('/counter'), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  asked += 1;
  return HttpResponse.json({ asked, q: new URL(request.url).searchParams.get('q') });
});

beforeEach(async () => {
  asked = 0;
  server.use(counter);
  setApiReady(Promise.resolve());
  startSession(
    await api.post<LoginResult>('/auth/login', { body: { email: 'admin@demo.com', password: 'admin' }, public: true }),
  );
});
afterEach(() => vi.useRealTimers());

describe('early answers (preloadGet)', () => {
  it("serve the screen's first GET of the same URL, once: the next one asks again", async () => {
    preloadGet('/counter', { q: 'a' });
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(await api.get('/counter', { params: { q: 'a' } })).toEqual({ asked: 1, q: 'a' });
    expect(await api.get('/counter', { params: { q: 'a' } })).toEqual({ asked: 2, q: 'a' });
  });

  it('serve only the same address: other query values ask the server', async () => {
    preloadGet('/counter', { q: 'a' });
    expect(await api.get('/counter', { params: { q: 'b' } })).toMatchObject({ q: 'b' });
    expect(asked).toBe(2);
  });

  it('are dropped by any write, so nothing is drawn from an answer older than a change', async () => {
    preloadGet('/counter');
    await vi.waitFor(() => expect(asked).toBe(1));
    await api.post('/auth/forgot-password', { body: { email: 'a@b.co' }, public: true });
    expect(await api.get('/counter')).toMatchObject({ asked: 2 });
  });

  it('are not served once too old', async () => {
    preloadGet('/counter');
    await vi.waitFor(() => expect(asked).toBe(1));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + earlyAnswerMaxAgeMs + 1);
    expect(await api.get('/counter')).toMatchObject({ asked: 2 });
  });

  it("end as cancelled when the screen's query is cancelled while the answer is on its way", async () => {
    let up!: () => void;
    setApiReady(new Promise<void>((resolve) => (up = resolve)));
    preloadGet('/counter');
    const controller = new AbortController();
    const taken = api.get('/counter', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    up();
    const error = await taken;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('cancelled');
    // The early GET itself still completes; the next screen's GET asks anew.
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(await api.get('/counter')).toMatchObject({ asked: 2 });
  });
});
