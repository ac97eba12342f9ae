#!/usr/bin/env node
/**
 * `npm run bench`: what each main route costs, compared with the product's performance goals.
 *
 * - bytes: brotli (q11) JS+CSS fetched per route on a cold load, `initial` and `afterIdle`
 *   (charts and below-the-fold parts loaded after first paint), from scripts/lib/route-bytes.mjs
 *   (the module the size-budget test uses), a few routes at a time. The key routes are those of
 *   e2e/budgets.json; each route's budget (its entry there, else its kind's goal) comes from
 *   e2e/support/budgets.ts, as the test reads it.
 * - Lighthouse 13 (scripts/lib/lighthouse.mjs): performance (mobile and desktop), accessibility and
 *   CLS for every route of e2e/budgets.json (sign-in, landing page, the four dashboards), median of
 *   --runs runs (default 3), each in a fresh browser profile. Signed-in
 *   routes get the session of a real login (cookies + the demo backend's stored tokens) before the
 *   run, so Lighthouse measures the dashboard, not the login redirect. Also the docs home `/`, a
 *   guide `/getting-started/` and a component page `/components/button/` (site root, as a guest;
 *   under `docs` in the JSON), against the docs' goals (>= 95 mobile performance, 100
 *   accessibility). `--route /getting-started/` runs one of them.
 *
 * - tables: client-side sorting and filtering of 10,000 rows with the data tables' own row models
 *   (scripts/lib/table-bench.mjs), against the goal of 50 ms each.
 * - interactions (scripts/lib/interaction-bench.mjs): sort and filter 10,000 rows, the command
 *   palette, a dialog, the theme and language switches, a list's next page, dragging a calendar
 *   event and a kanban card, each at 4x CPU; the longest Event Timing duration of its interaction
 *   events (what INP counts) against the goal of 200 ms. Once per run of the key routes (not with
 *   --route); `--interactions-only` measures just them (medians of --runs, default 3), and
 *   `--interaction word` (repeatable) the scenarios whose name holds the word.
 * - --sweep: every page of the registry (e2e/support/routes.ts: template/src/config/paths.ts, a
 *   path with params at each of its pre-rendered samples; sign-in pages as a guest, the rest as the admin) and the docs
 *   pages, one Lighthouse run each unless --runs says otherwise. The routes of e2e/budgets.json are
 *   the fixed key set: measure them with medians of 3 (the default without --sweep).
 *   `--sweep --no-lighthouse` is the bytes of every route and nothing else (no tables, no
 *   interactions): a few minutes. It is the size-budget check of the routes `npm test` does not
 *   measure (the test holds the key routes): the run exits with 1 when a route is over its budget.
 *
 * A table of every route against its goals closes the run on stderr (✗ marks a goal missed), then,
 * for each route that misses a Lighthouse goal, why: its longest main-thread tasks, the scripts that
 * ran longest, the largest paint's element and the largest shift (scripts/lib/bench-report.mjs).
 *
 * Prints JSON on stdout (progress on stderr) and writes it to bench-results/bench.json.
 * Options: --runs N, --no-lighthouse, --no-interactions, --interactions-only, --interaction word, --route /path (repeatable), --no-build, --tables-only,
 *   --reports: also keep each Lighthouse report (bench-results/lighthouse/<route>-<form>-<n>.json),
 *   to see what the first paint waited for (the LCP element, the requests before it, long tasks),
 *   --update-budgets: rewrite the entries of e2e/budgets.json that were measured from today's
 *   figures (the goal where it is reached, else today's figure rounded up to the next 1000 bytes);
 *   with --sweep, `otherRoutes` too. Lowering is the normal use; a commit that raises a budget says
 *   why. A route newly over a default gets its `otherRoutes` entry, and its "why", by hand.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { measuringBrowser } from './lib/chromium.mjs';
import { lighthouseFor } from './lib/lighthouse.mjs';
import { measureRoutes, signIn } from './lib/route-bytes.mjs';
import { interactionTable, summaryTable } from './lib/bench-report.mjs';
import { benchInteractions } from './lib/interaction-bench.mjs';
import { benchTable } from './lib/table-bench.mjs';
import { buildIfNeeded } from './lib/site-build.mjs';
import { routesOverBudget, updateBudgets } from './lib/budget-ratchet.mjs';
import { start } from './serve.mjs';
import { registryRoutes } from '../e2e/support/routes.ts';
import { routeBudgets } from '../e2e/support/budgets.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (...args) => console.error('[bench]', ...args);

/** Docs pages (at the site root, not under /demo/, read as a guest): Lighthouse only. */
const docsRoutes = ['/', '/getting-started/', '/components/button/'];
const docsGoals = { mobile: 95, desktop: 99, accessibility: 100, cls: 0.01 };
/**
 * Lighthouse goals every route must meet: mobile >= 95, desktop
 * 100 (99 tolerates a run's noise on a shared 2-core machine), accessibility 100, CLS < 0.01 and a
 * total blocking time of at most 200 ms at Lighthouse's mobile 4x CPU throttle.
 */
const routeGoals = { mobile: 95, desktop: 99, accessibility: 100, cls: 0.01, tbtMs: 200 };
const lighthouseGoals = {
  ...Object.fromEntries(docsRoutes.map((route) => [route, docsGoals])),
  default: routeGoals,
};

/** Lighthouse figures of one route (demo route, or a docs page at the site root) against its goals. */
function lighthouseOf(route, siteUrl, storageState, runs, keepReports) {
  const docs = docsRoutes.includes(route);
  const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  return lighthouseFor({
    label: route,
    url: new URL(docs ? route.slice(1) : `demo${route}`, siteUrl).href,
    storageState,
    runs,
    goals: lighthouseGoals[route] ?? lighthouseGoals.default,
    reportFile: keepReports
      ? (formFactor, run) => join(root, `bench-results/lighthouse/${slug}-${formFactor}-${run}.json`)
      : null,
    log,
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'update-budgets': { type: 'boolean', default: false },
      'tables-only': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
      reports: { type: 'boolean', default: false },
      sweep: { type: 'boolean', default: false },
      'no-interactions': { type: 'boolean', default: false },
      'interactions-only': { type: 'boolean', default: false },
      interaction: { type: 'string', multiple: true },
    },
  });
  const budgets = JSON.parse(await readFile(join(root, 'e2e/budgets.json'), 'utf8')).routes;
  const budgetOf = (route) => routeBudgets.find((b) => b.route === route);
  const roleOf = (route) => budgetOf(route)?.role ?? 'admin';
  // A sweep without Lighthouse is the bytes of every route, nothing else.
  const bytesOnly = values.sweep && values['no-lighthouse'];
  // A sweep reads each route once; the key routes' medians come from a run without --sweep.
  const runs = Math.max(1, Number(values.runs ?? (values.sweep ? 1 : 3)) || 1);
  const requested = values.route?.length
    ? values.route
    : values.sweep
      ? [...registryRoutes.flatMap((r) => r.addresses), ...docsRoutes]
      : [...Object.keys(budgets), ...docsRoutes];
  const docsRequested = requested.filter((route) => docsRoutes.includes(route));
  const interactionsOnly = values['interactions-only'] || Boolean(values.interaction?.length);
  const routes = interactionsOnly ? [] : requested.filter((route) => !docsRoutes.includes(route));

  const benchTables = !interactionsOnly && !bytesOnly;
  if (benchTables) log('tables: sorting and filtering 10,000 rows');
  const tables = benchTables ? await benchTable() : null;
  if (values['tables-only']) {
    console.log(JSON.stringify({ date: new Date().toISOString(), tables }, null, 2));
    return;
  }

  await buildIfNeeded(root, { allowed: !values['no-build'], log });
  const browserInfo = await measuringBrowser();
  const server = await start();
  const { executablePath, args, ignoreDefaultArgs } = browserInfo;
  const browser = await chromium.launch({ executablePath, args, ignoreDefaultArgs });
  const report = {
    date: new Date().toISOString(),
    unit: 'bytes (brotli q11 of JS+CSS bodies)',
    site: server.url,
    browser: `${browserInfo.source}: ${await browser.version()}`,
    tables,
    routes: {},
    docs: {},
    interactions: {},
  };
  try {
    const sessions = {};
    const measureInteractions = !values['no-interactions'] && !bytesOnly && (interactionsOnly || !values.route?.length);
    const roles = new Set(routes.map(roleOf));
    if (measureInteractions) roles.add('admin');
    for (const role of roles) {
      if (role === 'guest') continue;
      try {
        log(`signing in as ${role}`);
        sessions[role] = await signIn(browser, server.url, role);
      } catch (error) {
        log(`sign-in as ${role} failed (${error.message.split('\n')[0]}); measuring as a guest`);
      }
    }
    const list = routes.map((route) => ({ route, storageState: sessions[roleOf(route)] }));
    log(`bytes of ${list.length} route(s)`);
    const measured = await measureRoutes(browser, server.url, list, {
      onResult: (m) =>
        log(
          `bytes ${m.route}: ${m.initial.total} (+ demo backend ${m.backend.total}), after idle ${m.afterIdle?.total}`,
        ),
    });
    for (const m of measured) {
      const role = roleOf(m.route);
      const limits = budgetOf(m.route);
      report.routes[m.route] = {
        role,
        signedIn: role === 'guest' || Boolean(sessions[role]),
        finalPath: m.finalPath,
        bytes: {
          initial: m.initial,
          backend: m.backend,
          afterIdle: m.afterIdle,
          goal: limits?.initial.goal ?? null,
          budget: limits?.initial.budget ?? null,
          meetsGoal: limits ? m.initial.total <= limits.initial.goal : null,
          afterIdleGoal: limits?.afterIdle.goal ?? null,
          afterIdleBudget: limits?.afterIdle.budget ?? null,
          afterIdleMeetsGoal: limits && m.afterIdle ? m.afterIdle.total <= limits.afterIdle.goal : null,
          largest: m.files.slice(0, 5).map(({ url, brotli }) => ({ url, brotli })),
        },
      };
    }
    if (measureInteractions) {
      report.interactions = await benchInteractions(browser, server.url, sessions.admin, {
        runs: interactionsOnly ? runs : 1,
        log,
        only: values.interaction,
      });
    }
    await browser.close();
    if (!values['no-lighthouse'] && !interactionsOnly) {
      for (const route of routes) {
        const role = roleOf(route);
        report.routes[route].lighthouse = await lighthouseOf(route, server.url, sessions[role], runs, values.reports);
      }
      for (const route of docsRequested) {
        report.docs[route] = { lighthouse: await lighthouseOf(route, server.url, undefined, runs, values.reports) };
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
  if (values['update-budgets']) await updateBudgets(join(root, 'e2e/budgets.json'), report, log);
  const json = JSON.stringify(report, null, 2);
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(join(root, 'bench-results/bench.json'), `${json}\n`);
  console.log(json);
  console.error(summaryTable(report));
  if (Object.keys(report.interactions).length) console.error(interactionTable(report.interactions));
  // The bytes of every route are the size-budget check of the routes npm test does not measure.
  const overBudget = routesOverBudget(report);
  if (overBudget.length && !values['update-budgets']) {
    console.error(`[bench] over budget: ${overBudget.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.message ?? error}`);
  process.exit(1);
});
