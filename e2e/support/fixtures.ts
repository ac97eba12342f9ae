/**
 * Shared Playwright fixtures. Every spec imports `test` and `expect` from here:
 *
 *   import { test, expect, demoPath } from '../support/fixtures';
 *   test.use({ role: 'admin' });                    // signed in (UI login once per worker)
 *   test('crm', async ({ page }) => { await page.goto(demoPath('/dashboard/crm')); ... });
 *
 * - `role`: 'guest' (default), 'admin' or 'client'. Signed-in roles reuse a storage state made by
 *   ONE real login per worker, so specs stay fast without faking the session.
 * - `appSettings`: display settings written to localStorage (`app-1-<key>`) before the first page
 *   load of the test, e.g. `test.use({ appSettings: { theme: 'dark', locale: 'ar' } })`.
 * - Console guard (automatic): a test fails when the page logs a console error or throws
 *   (pageerror). Expected errors are declared with `test.use({ allowConsoleErrors: [/regex/] })`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoPath, demoUrl, users, type Role } from './site';

export { expect };
export { expectNoSeriousA11yViolations } from './a11y';
export { demoBase, demoPath, demoUrl, siteUrl, users, type Role } from './site';

export type AppSettings = Partial<
  Record<
    'locale' | 'preset' | 'theme' | 'skin' | 'menu' | 'menu-mini' | 'semi-dark' | 'box-layout' | 'rtl' | 'navbar-fixed',
    string
  >
>;

/**
 * Waits until the app has taken the pre-rendered page over (main.tsx lifts `inert` from #root then).
 * A click waits for that by itself, by its hit test; `fill`, a key press or a read of the page do not,
 * and text typed into markup React has not taken over yet is lost.
 */
export async function pageIsLive(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', options);
}

/** Fills and submits the login form as the given demo user, then waits for the landing page. */
export async function loginViaUi(page: Page, role: Role, options: { to?: string } = {}): Promise<void> {
  const user = users[role];
  const query = options.to ? `?to=${encodeURIComponent(options.to)}` : '';
  await page.goto(demoPath(`/login${query}`));
  await pageIsLive(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const target = demoPath(options.to ?? user.landing);
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000 });
}

interface ConsoleEntry {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
}

type TestFixtures = {
  /** Who the test runs as. @default 'guest' */
  role: Role | 'guest';
  /** localStorage display settings applied before the first load. @default {} */
  appSettings: AppSettings;
  /** Console errors that are expected in this test (matched against the message text). @default [] */
  allowConsoleErrors: (string | RegExp)[];
  /** Errors collected so far (read it to assert on them yourself). */
  consoleErrors: ConsoleEntry[];
};

type WorkerFixtures = {
  /** Storage-state file per signed-in role, made by one UI login per worker. */
  authState: (role: Role) => Promise<string>;
};

function allowed(entry: ConsoleEntry, allow: (string | RegExp)[]): boolean {
  // A blank page is not the app: init scripts that touch storage throw there before any navigation.
  if (entry.url === 'about:blank') return true;
  return allow.some((rule) => (typeof rule === 'string' ? entry.text.includes(rule) : rule.test(entry.text)));
}

function collectErrors(context: BrowserContext, into: ConsoleEntry[]): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    into.push({ kind: 'console', text: message.text(), url: message.page()?.url() ?? '' });
  });
  context.on('weberror', (error) => {
    const err = error.error();
    into.push({ kind: 'pageerror', text: `${err.name}: ${err.message}`, url: error.page()?.url() ?? '' });
  });
}

async function makeAuthState(browser: Browser, role: Role, file: string): Promise<void> {
  // Inside a test, Playwright gives a new context the test's own options, its storage state (a
  // session) included: this one must start signed out, or /login sends it on to the dashboard.
  const context = await browser.newContext({
    baseURL: demoUrl('/'),
    locale: 'en-US',
    colorScheme: 'light',
    storageState: { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    await loginViaUi(page, role);
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: ['guest', { option: true }],
  appSettings: [{}, { option: true }],
  allowConsoleErrors: [[], { option: true }],

  authState: [
    async ({ browser }, use, workerInfo) => {
      const dir = join(workerInfo.project.outputDir, '.auth');
      await mkdir(dir, { recursive: true });
      // The demo's access token lives 15 minutes: a login older than 10 is made again, so a test
      // never starts on an expired token (its first request's 401 would be logged by Chromium).
      const freshForMs = 10 * 60 * 1000;
      const made = new Map<Role, { file: Promise<string>; at: number }>();
      await use((role) => {
        const known = made.get(role);
        if (known && Date.now() - known.at < freshForMs) return known.file;
        const path = join(dir, `${role}-${workerInfo.workerIndex}.json`);
        const file = makeAuthState(browser, role, path).then(() => path);
        made.set(role, { file, at: Date.now() });
        return file;
      });
    },
    { scope: 'worker' },
  ],

  storageState: async ({ role, authState, storageState }, use) => {
    await use(role === 'guest' ? storageState : await authState(role));
  },

  context: async ({ context, appSettings }, use) => {
    const entries = Object.entries(appSettings);
    if (entries.length) {
      // Applied once per tab (sessionStorage flag), so a setting the test changes survives reloads.
      await context.addInitScript(
        (pairs: [string, string][]) => {
          if (sessionStorage.getItem('e2e-settings-applied')) return;
          for (const [key, value] of pairs) localStorage.setItem(`app-1-${key}`, value);
          sessionStorage.setItem('e2e-settings-applied', '1');
        },
        entries as [string, string][],
      );
    }
    await use(context);
  },

  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: ConsoleEntry[] = [];
      collectErrors(context, errors);
      await use(errors);
      const unexpected = errors.filter((entry) => !allowed(entry, allowConsoleErrors));
      expect(
        unexpected,
        `console errors / page errors:\n${unexpected.map((e) => `  [${e.kind}] ${e.text} (${e.url})`).join('\n')}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});
