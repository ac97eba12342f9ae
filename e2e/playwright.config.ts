/**
 * End-to-end tests run in Chromium against the BUILT static site (dist/), served by
 * scripts/serve.mjs exactly like a static host: no SPA rewrite, per-route HTML, 404.html, and the
 * production Content-Security-Policy header. Build first (`npm run build`; `npm test` does it).
 *
 * The server takes a free port; the URL travels to the workers in TESSERA_SITE_URL. Set
 * TESSERA_SITE_URL yourself to test a site that is already running.
 */
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../scripts/lib/chromium.mjs';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// The config is evaluated by the runner and again by each worker: the first evaluation picks the
// port and the workers inherit it through the environment.
const external = process.env.TESSERA_SITE_URL !== undefined && process.env.TESSERA_E2E_PORT === undefined;
if (!external) {
  process.env.TESSERA_E2E_PORT ??= String(await freePort());
  process.env.TESSERA_SITE_URL = `http://127.0.0.1:${process.env.TESSERA_E2E_PORT}/`;
}
const siteUrl = process.env.TESSERA_SITE_URL!;

const browser = findChromium({ headlessShell: true });
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  // Overridable so parallel runs in one checkout do not wipe each other's artifacts (npm test sets both).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry in CI: a test that passes only on retry is reported as flaky by name (npm test's
  // summary says how many) and is a defect to fix, but it does not block a landing on a busy runner.
  retries: isCI ? 1 : 0,
  // Two workers on two cores. A third browser once filled the gaps while a test waited (724 s for
  // the whole suite against 819 s with two, on an earlier machine), but on the slower machines of
  // late 2026 every page load already keeps both cores busy (0% idle, a third of it kernel time):
  // the same four spec files took 322 and 251 s with two workers against 354 and 268 s with three,
  // and a walk through every signed-in page, one page after another, took longer per page in three
  // parallel parts than in two, each part then running out of its time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    [isCI ? 'line' : 'list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? './reports/results.json' }],
  ],
  use: {
    baseURL: `${siteUrl}demo/`,
    locale: 'en-US',
    colorScheme: 'light',
    serviceWorkers: 'allow',
    // Tests run as a reader who prefers less motion (the app honours it: animations end at once, and
    // their end events still fire). On this 2-core machine every running animation is drawn in
    // software: one load of the users list, under its shimmering placeholders, cost all of
    // Chromium 4.4 CPU seconds with motion and 2.7 without. Five app specs, run in turns: 111 and
    // 125 s with motion, 94 and 112 s without. The motion itself is tested where it is the
    // subject, in full motion (`reducedMotion: 'no-preference'`): the shell's menus and drawer, the
    // customizer's panel, the components' interactions (dialog, drawer, menus, toasts, carousel),
    // the landing page's glide and the CRM carousel's autoplay. `E2E_MOTION=full` runs in full
    // motion every test that does not ask for less motion itself.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    screenshot: 'only-on-failure',
    trace: isCI ? 'off' : 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: browser.executablePath, args: browser.args },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: `node ../scripts/serve.mjs --port ${process.env.TESSERA_E2E_PORT}`,
        url: `${siteUrl}demo/`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
