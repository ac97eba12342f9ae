/**
 * Token expiry against the real demo backend: access tokens are made to last 4 s through the
 * backend's documented knob (localStorage `tessera-demo:access-token-ttl`), then the app's own
 * concurrent requests must trigger ONE refresh and each be retried once; a refused refresh ends
 * the session. While a token expires the tab sits on about:blank, so no request of the app
 * (a retry, a background refetch) can refresh the session behind the test's back.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, demoPath, users } from '../support/fixtures';

// One pattern: a two-element array would read as Playwright's [value, options] fixture tuple.
test.use({ allowConsoleErrors: [/status of 40[01]/] });

const ttl = 4000;
const refreshPath = '/demo/api/auth/refresh';

interface Answer {
  method: string;
  path: string;
  status: number;
}

/** The page's demo API traffic: requests in flight, answers, and when the last token pair was issued. */
function trackApi(page: Page) {
  const api = { inFlight: 0, done: 0, issuedAt: 0, answers: [] as Answer[] };
  const isApi = (url: string) => new URL(url).pathname.startsWith('/demo/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) api.inFlight++;
  });
  const finished = (url: string) => {
    if (!isApi(url)) return;
    api.inFlight--;
    api.done++;
  };
  page.on('requestfinished', (request) => finished(request.url()));
  page.on('requestfailed', (request) => finished(request.url()));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!isApi(url.href)) return;
    const status = response.status();
    if (/\/auth\/(login|refresh)$/.test(url.pathname) && status === 200) api.issuedAt = Date.now();
    api.answers.push({ method: response.request().method(), path: url.pathname + url.search, status });
  });
  return api;
}
type Api = ReturnType<typeof trackApi>;

/** Waits until the page has made at least `atLeast` more API calls and nothing has been in flight for a while. */
async function settle(api: Api, atLeast: number) {
  const start = api.done;
  let quietSince = 0;
  await expect
    .poll(() => {
      if (api.done - start < atLeast || api.inFlight > 0) quietSince = 0;
      else quietSince ||= Date.now();
      return quietSince > 0 && Date.now() - quietSince > 500;
    })
    .toBe(true);
}

async function signInWithShortTokens(page: Page): Promise<Api> {
  await page.addInitScript((value) => {
    // about:blank has no storage; only the app's own pages matter.
    if (location.protocol.startsWith('http')) localStorage.setItem('tessera-demo:access-token-ttl', value);
  }, String(ttl));
  const api = trackApi(page);
  await page.goto(demoPath('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(users.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(users.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
  await settle(api, 3);
  return api;
}

/** Leaves the app (nothing of it can run) until the last access token issued has expired. */
async function leaveUntilExpired(page: Page, api: Api) {
  await page.goto('about:blank');
  await page.waitForTimeout(Math.max(0, api.issuedAt + ttl + 500 - Date.now()));
}

const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'refreshToken')?.value;

test('concurrent requests with an expired token share one refresh and are each retried once', async ({
  page,
  context,
}) => {
  const api = await signInWithShortTokens(page);
  const before = await refreshCookie(context);
  await leaveUntilExpired(page, api);

  const from = api.answers.length;
  const answers = () => api.answers.slice(from);
  await page.goto(demoPath(users.admin.landing));
  await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
  await expect
    .poll(() => answers().filter((a) => a.path === refreshPath))
    .toEqual([{ method: 'POST', path: refreshPath, status: 200 }]);

  const refused = answers().filter((a) => a.status === 401);
  expect(refused.length, JSON.stringify(answers())).toBeGreaterThanOrEqual(2);
  for (const request of refused) {
    await expect
      .poll(() => answers().filter((a) => a.method === request.method && a.path === request.path && a.status === 200))
      .toHaveLength(1);
  }
  await settle(api, 0);
  expect(answers().filter((a) => a.path === refreshPath)).toHaveLength(1);
  expect(await refreshCookie(context)).not.toBe(before);
  await expect(page.getByRole('button', { name: /^Account menu for John Doe/ })).toBeVisible();
});

test('a refresh with an already-used token is refused: the session ends on the login page', async ({
  page,
  context,
}) => {
  const api = await signInWithShortTokens(page);
  const usedCookie = (await context.cookies()).find((c) => c.name === 'refreshToken');
  expect(usedCookie?.value).toBeTruthy();
  const used = usedCookie!.value;

  // Two expiries: the app rotates the pair twice, which consumes `used` and then its successor (a
  // used token whose successor is still unused may come again for a few seconds: a lost answer).
  let from = 0;
  for (const expiry of [1, 2]) {
    await leaveUntilExpired(page, api);
    from = api.answers.length;
    const before = await refreshCookie(context);
    await page.goto(demoPath(users.admin.landing));
    await expect
      .poll(() => api.answers.slice(from).filter((a) => a.path === refreshPath), `expiry ${expiry}`)
      .toEqual([{ method: 'POST', path: refreshPath, status: 200 }]);
    await expect.poll(() => refreshCookie(context)).not.toBe(before);
    await settle(api, 0);
  }

  // Put the consumed token back (as a stale or stolen copy would be) and let the new access token expire.
  await leaveUntilExpired(page, api);
  await context.addCookies([usedCookie!]);
  expect(await refreshCookie(context)).toBe(used);

  from = api.answers.length;
  await page.goto(demoPath(users.admin.landing));
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(api.answers.slice(from).filter((a) => a.path === refreshPath)).toEqual([
    { method: 'POST', path: refreshPath, status: 400 },
  ]);
  const left = (await context.cookies()).filter((c) => c.value !== '').map((c) => c.name);
  expect(left).not.toContain('accessToken');
  expect(left).not.toContain('refreshToken');
  expect(left).not.toContain('userData');
});
