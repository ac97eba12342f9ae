/**
 * Token expiry against the real demo backend: access tokens are made to last 4 s through the
 * backend's documented knob (localStorage `tessera-demo:access-token-ttl`), then the app's own
 * concurrent requests must trigger ONE refresh and each be retried once.
 */
import type { Page, Response } from '@playwright/test';
import { test, expect, demoPath, users } from '../support/fixtures';

// One pattern: a two-element array would read as Playwright's [value, options] fixture tuple.
test.use({ allowConsoleErrors: [/status of 40[01]/] });

const ttl = 4000;

/**
 * Signs in with short-lived tokens and waits until the landing page's own requests are over, so
 * no refresh is in flight when the test reloads (a refresh cut off by an unload loses its rotated
 * pair, as with any rotation scheme). Returns when the last token pair was issued.
 */
async function signInWithShortTokens(page: Page): Promise<number> {
  await page.addInitScript((value) => {
    // about:blank has no storage; only the app's own pages matter.
    if (location.protocol.startsWith('http')) localStorage.setItem('tessera-demo:access-token-ttl', value);
  }, String(ttl));
  let inFlight = 0;
  let done = 0;
  let issuedAt = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/demo/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  page.on('requestfinished', (request) => {
    if (!isApi(request.url())) return;
    inFlight--;
    done++;
    if (/\/auth\/(login|refresh)$/.test(new URL(request.url()).pathname)) issuedAt = Date.now();
  });
  await page.goto(demoPath('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(users.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(users.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
  // Quiet means: the landing page has loaded data and nothing has been in flight for a while.
  let quietSince = 0;
  await expect
    .poll(() => {
      if (done < 3 || inFlight > 0) quietSince = 0;
      else quietSince ||= Date.now();
      return quietSince > 0 && Date.now() - quietSince > 400;
    })
    .toBe(true);
  return issuedAt;
}

/** Waits until the last access token issued has expired. */
async function waitForExpiry(page: Page, issuedAt: number) {
  await page.waitForTimeout(Math.max(0, issuedAt + ttl + 500 - Date.now()));
}

function recordApi(page: Page) {
  const answers: { method: string; path: string; status: number }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/demo/api/')) return;
    answers.push({ method: response.request().method(), path: url.pathname + url.search, status: response.status() });
  });
  return answers;
}

test('concurrent requests with an expired token share one refresh and are each retried once', async ({
  page,
  context,
}) => {
  const loggedInAt = await signInWithShortTokens(page);
  const before = (await context.cookies()).find((c) => c.name === 'refreshToken')?.value;
  await waitForExpiry(page, loggedInAt);

  const answers = recordApi(page);
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
  await expect.poll(() => answers.filter((a) => a.path === '/demo/api/auth/refresh').length).toBe(1);

  const refused = answers.filter((a) => a.status === 401);
  expect(refused.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(2);
  for (const request of refused) {
    await expect
      .poll(
        () => answers.filter((a) => a.method === request.method && a.path === request.path && a.status === 200).length,
      )
      .toBe(1);
  }
  expect(answers.filter((a) => a.path === '/demo/api/auth/refresh')[0]?.status).toBe(200);
  expect((await context.cookies()).find((c) => c.name === 'refreshToken')?.value).not.toBe(before);
});

test('a refresh with an already-used token is refused: the session ends on the login page', async ({
  page,
  context,
}) => {
  const refreshCookie = async () => (await context.cookies()).find((c) => c.name === 'refreshToken')?.value;
  const loggedInAt = await signInWithShortTokens(page);
  const used = await refreshCookie();
  expect(used).toBeTruthy();
  await waitForExpiry(page, loggedInAt);

  // A first expiry: the app rotates the pair, which consumes `used`.
  const rotation = recordApi(page);
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === demoPath(users.admin.landing));
  await expect.poll(refreshCookie).not.toBe(used);
  await expect
    .poll(() => rotation.filter((a) => a.path === '/demo/api/auth/refresh'))
    .toEqual([{ method: 'POST', path: '/demo/api/auth/refresh', status: 200 }]);
  const rotatedAt = Date.now();

  // Put the consumed token back (as a stolen or stale copy would be) and let the new access token expire.
  const domain = new URL(page.url()).hostname;
  await context.addCookies([{ name: 'refreshToken', value: used!, domain, path: '/' }]);
  await waitForExpiry(page, rotatedAt);

  const answers = recordApi(page);
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/login'));
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(answers.filter((a) => a.path === '/demo/api/auth/refresh')).toEqual([
    { method: 'POST', path: '/demo/api/auth/refresh', status: 400 },
  ]);
  const left = (await context.cookies()).filter((c) => c.value !== '').map((c) => c.name);
  expect(left).not.toContain('accessToken');
  expect(left).not.toContain('refreshToken');
  expect(left).not.toContain('userData');
});
