#!/usr/bin/env node
/**
 * `npm run bench`: what each main route costs, compared with the product's performance goals.
 *
 * - bytes: brotli (q11) JS+CSS fetched per route on a cold load, `initial` and `afterIdle`
 *   (charts and below-the-fold parts loaded after first paint), from scripts/lib/route-bytes.mjs
 *   (the module the size-budget test uses). Routes and goals come from e2e/budgets.json.
 * - Lighthouse 13: performance (mobile and desktop), accessibility and CLS for /login and
 *   /dashboard/crm, median of --runs runs (default 3), each in a fresh browser profile. Signed-in
 *   routes get the session of a real login (cookies + the demo backend's stored tokens) before the
 *   run, so Lighthouse measures the dashboard, not the login redirect. Also the docs home `/`, a
 *   guide `/getting-started/` and a component page `/components/button/` (site root, as a guest;
 *   under `docs` in the JSON), against the docs' goals (>= 95 mobile performance, 100
 *   accessibility). `--route /getting-started/` runs one of them.
 *
 * - tables: client-side sorting and filtering of 10,000 rows with the data tables' own row models
 *   (scripts/lib/table-bench.mjs), against the goal of 50 ms each.
 *
 * Prints JSON on stdout (progress on stderr) and writes it to bench-results/bench.json.
 * Options: --runs N, --no-lighthouse, --route /path (repeatable), --no-build, --tables-only,
 *   --reports: also keep each Lighthouse report (bench-results/lighthouse/<route>-<form>-<n>.json),
 *   to see what the first paint waited for (the LCP element, the requests before it, long tasks),
 *   --update-budgets: rewrite e2e/budgets.json from today's figures (the goal where it is reached,
 *   else today's figure rounded up to the next 1000 bytes). Lowering is the normal use; a commit
 *   that raises a budget says why.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumBinary, findChromium } from './lib/chromium.mjs';
import { measureRoute, signIn } from './lib/route-bytes.mjs';
import { benchTable } from './lib/table-bench.mjs';
import { start } from './serve.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (...args) => console.error('[bench]', ...args);

/** Every route of e2e/budgets.json gets Lighthouse runs (sign-in, landing page, the four dashboards). */
/** Docs pages (at the site root, not under /demo/, read as a guest): Lighthouse only. */
const docsRoutes = ['/', '/getting-started/', '/components/button/'];
const docsGoals = { mobile: 95, desktop: 99, accessibility: 100, cls: 0.01 };
/** Lighthouse goals the product must meet. */
const lighthouseGoals = {
  ...Object.fromEntries(docsRoutes.map((route) => [route, docsGoals])),
  '/login': { mobile: 95, desktop: 99, accessibility: 100, cls: 0.01 },
  '/front-end/landing': { mobile: 95, desktop: 99, accessibility: 100, cls: 0.01 },
  default: { mobile: 90, desktop: 99, accessibility: 100, cls: 0.01 },
};

async function newestMtime(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.astro') continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

async function buildIfNeeded(allowed) {
  const built = await stat(join(root, 'dist/demo/index.html')).catch(() => null);
  const sources = await Promise.all(
    [
      'template/src',
      'template/public',
      'template/index.html',
      'template/vite.config.ts',
      'docs-site/src',
      'scripts',
    ].map((p) => newestMtime(join(root, p))),
  );
  const stale = !built || Math.max(...sources) > built.mtimeMs;
  if (!stale) return;
  if (!allowed) throw new Error('dist/ is missing or older than the sources: run npm run build (or drop --no-build)');
  log('building the site (dist/ is missing or stale)');
  const code = await new Promise((done) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 2, 2] });
    child.on('exit', (c) => done(c ?? 1));
  });
  if (code !== 0) throw new Error('the build failed');
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh profile (cold cache), optionally with a session restored first. */
async function lighthouseRun(url, formFactor, storageState, lighthouse, desktopConfig, reportFile) {
  const profile = await mkdtemp(join(tmpdir(), 'tessera-lh-'));
  const port = await freePort();
  const { args, executablePath } = findChromium();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: executablePath ?? chromiumBinary(),
    headless: true,
    args: [...args, `--remote-debugging-port=${port}`],
  });
  try {
    if (storageState) {
      await context.addCookies(storageState.cookies);
      const page = await context.newPage();
      const origin = new URL(url).origin;
      // A tiny same-origin document: it sets localStorage without warming the app's cache.
      await page.goto(`${origin}/demo/favicon.svg`);
      const stored = storageState.origins.find((o) => o.origin === origin)?.localStorage ?? [];
      await page.evaluate((pairs) => pairs.forEach(({ name, value }) => localStorage.setItem(name, value)), stored);
      await page.close();
    }
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The profile is fresh anyway; a reset would also wipe the session set up above.
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    if (reportFile) {
      await mkdir(dirname(reportFile), { recursive: true });
      await writeFile(reportFile, JSON.stringify(lhr));
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      finalUrl: lhr.finalDisplayedUrl,
      // What to fix when accessibility is under 100: the failing audits and an element of each.
      accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.details?.items?.[0]?.node?.snippet ?? ''}`.slice(0, 300)),
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function lighthouseFor(route, siteUrl, storageState, runs, reports) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const docs = docsRoutes.includes(route);
  const url = new URL(docs ? route.slice(1) : `demo${route}`, siteUrl).href;
  const out = {};
  for (const formFactor of ['mobile', 'desktop']) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      log(`lighthouse ${route} ${formFactor} run ${i + 1}/${runs}`);
      try {
        const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
        const reportFile = reports ? join(root, `bench-results/lighthouse/${slug}-${formFactor}-${i + 1}.json`) : null;
        samples.push(await lighthouseRun(url, formFactor, storageState, lighthouse, desktopConfig, reportFile));
      } catch (error) {
        log(`  failed: ${error.message}`);
      }
    }
    out[formFactor] = {
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      cls: median(samples.map((s) => s.cls)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      runs: samples,
    };
  }
  const goals = lighthouseGoals[route] ?? lighthouseGoals.default;
  const worstA11y = Math.min(out.mobile.accessibility ?? 0, out.desktop.accessibility ?? 0);
  const worstCls = Math.max(out.mobile.cls ?? 1, out.desktop.cls ?? 1);
  return {
    ...out,
    goals: {
      mobilePerformance: {
        goal: `>= ${goals.mobile}`,
        actual: out.mobile.performance,
        met: (out.mobile.performance ?? 0) >= goals.mobile,
      },
      desktopPerformance: {
        goal: `>= ${goals.desktop}`,
        actual: out.desktop.performance,
        met: (out.desktop.performance ?? 0) >= goals.desktop,
      },
      accessibility: { goal: `${goals.accessibility}`, actual: worstA11y, met: worstA11y >= goals.accessibility },
      cls: { goal: `< ${goals.cls}`, actual: worstCls, met: worstCls < goals.cls },
    },
  };
}

async function updateBudgets(report) {
  const file = join(root, 'e2e/budgets.json');
  const data = JSON.parse(await readFile(file, 'utf8'));
  for (const [route, result] of Object.entries(report.routes)) {
    const entry = data.routes[route];
    if (!entry || !result.signedIn || result.finalPath !== route) continue;
    const figure = result.bytes.initial.total;
    const next = figure <= entry.goal ? entry.goal : Math.ceil(figure / 1000) * 1000;
    if (next !== entry.budget)
      log(
        `budget ${route}: ${entry.budget} -> ${next}${next > entry.budget ? ' (RAISED: say why in the commit)' : ''}`,
      );
    entry.budget = next;
  }
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'update-budgets': { type: 'boolean', default: false },
      'tables-only': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
      reports: { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 3);
  const budgets = JSON.parse(await readFile(join(root, 'e2e/budgets.json'), 'utf8')).routes;
  const requested = values.route?.length ? values.route : [...Object.keys(budgets), ...docsRoutes];
  const docsRequested = requested.filter((route) => docsRoutes.includes(route));
  const routes = requested.filter((route) => !docsRoutes.includes(route));

  log('tables: sorting and filtering 10,000 rows');
  const tables = await benchTable();
  if (values['tables-only']) {
    console.log(JSON.stringify({ date: new Date().toISOString(), tables }, null, 2));
    return;
  }

  await buildIfNeeded(!values['no-build']);
  const browserInfo = findChromium();
  const server = await start();
  const browser = await chromium.launch({ executablePath: browserInfo.executablePath, args: browserInfo.args });
  const report = {
    date: new Date().toISOString(),
    unit: 'bytes (brotli q11 of JS+CSS bodies)',
    site: server.url,
    browser: `${browserInfo.source}: ${await browser.version()}`,
    tables,
    routes: {},
    docs: {},
  };
  try {
    const sessions = {};
    for (const role of new Set(routes.map((r) => budgets[r]?.role ?? 'guest'))) {
      if (role === 'guest') continue;
      try {
        log(`signing in as ${role}`);
        sessions[role] = await signIn(browser, server.url, role);
      } catch (error) {
        log(`sign-in as ${role} failed (${error.message.split('\n')[0]}); measuring as a guest`);
      }
    }
    for (const route of routes) {
      const role = budgets[route]?.role ?? 'guest';
      log(`bytes ${route} (${role})`);
      const measured = await measureRoute(browser, server.url, route, { storageState: sessions[role] });
      const goal = budgets[route]?.goal ?? null;
      report.routes[route] = {
        role,
        signedIn: role === 'guest' || Boolean(sessions[role]),
        finalPath: measured.finalPath,
        bytes: {
          initial: measured.initial,
          afterIdle: measured.afterIdle,
          goal,
          budget: budgets[route]?.budget ?? null,
          meetsGoal: goal === null ? null : measured.initial.total <= goal,
          largest: measured.files.slice(0, 5).map(({ url, brotli }) => ({ url, brotli })),
        },
      };
    }
    await browser.close();
    if (!values['no-lighthouse']) {
      for (const route of routes) {
        const role = budgets[route]?.role ?? 'guest';
        report.routes[route].lighthouse = await lighthouseFor(route, server.url, sessions[role], runs, values.reports);
      }
      for (const route of docsRequested) {
        report.docs[route] = { lighthouse: await lighthouseFor(route, server.url, undefined, runs, values.reports) };
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
  if (values['update-budgets']) await updateBudgets(report);
  const json = JSON.stringify(report, null, 2);
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(join(root, 'bench-results/bench.json'), `${json}\n`);
  console.log(json);
}

main().catch((error) => {
  console.error(`[bench] ${error.message ?? error}`);
  process.exit(1);
});
