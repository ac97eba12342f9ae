/**
 * Size budget: the brotli bytes of JS+CSS the key routes (`routes` in e2e/budgets.json: sign-in,
 * landing, the dashboards, the apps) fetch on a cold load, before their first paint and once
 * scrolled and idle, stay within their budgets. Bytes are deterministic for a given build, so this
 * is a test, not a benchmark. Measured by scripts/lib/route-bytes.mjs, the same code `npm run bench`
 * reports with.
 *
 * Every other route of the registry has a budget too (its `otherRoutes` entry, else its kind's
 * goals): measuring all of them takes minutes of page loads that `npm test` cannot spare, so
 * `npm run bench -- --sweep --no-lighthouse` checks them (and exits with 1 when one is over).
 *
 * A measurement is mostly waiting for the network to settle, so the key routes load two at a time
 * (each in its own fresh context, so each from a cold cache), each checked softly: one route over
 * budget does not hide the next.
 */
import { measureRoutes, type RouteBytes } from '../../scripts/lib/route-bytes.mjs';
import { budgetFile, routeBudgets, strayBudgets, type RouteBudget } from '../support/budgets';
import { test, expect, siteUrl } from '../support/fixtures';

/** Routes per test, and how many of them load at once (more would slow the other worker's tests). */
const batchSize = 5;
const concurrency = 2;
/** Generous per route: four at a time on a loaded 2-core machine took up to 12 s a route. */
const perRouteMs = 30_000;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function largest(files: RouteBytes['files'], count = 8): string {
  return files
    .slice(0, count)
    .map((f) => `  ${kb(f.brotli).padStart(9)}  ${f.phase.padEnd(8)}  ${f.url}`)
    .join('\n');
}

function check(limits: RouteBudget, result: RouteBytes) {
  const { route, initial, afterIdle } = limits;
  const where = limits.listed ? 'its entry in budgets.json' : 'the default for its kind';
  expect.soft(result.finalPath, `${route} redirected (is the ${limits.role} session valid?)`).toBe(route);
  expect.soft(result.screenPainted, `${route} never showed its <h1>, so its first paint is unknown`).toBe(true);
  const idle = result.afterIdle!.total;
  test.info().annotations.push({
    type: 'bytes',
    description: `${route}: ${kb(result.initial.total)} (budget ${kb(initial.budget)}; demo backend beside it ${kb(result.backend.total)}), after idle ${kb(idle)} (budget ${kb(afterIdle.budget)})`,
  });
  const initialFiles = result.files.filter((f) => f.phase === 'initial');
  expect
    .soft(
      result.initial.total,
      `${route} fetches ${kb(result.initial.total)} of JS+CSS before its first paint (budget ${kb(initial.budget)}, goal ${kb(initial.goal)}, ${where}). Largest:\n${largest(initialFiles)}`,
    )
    .toBeLessThanOrEqual(initial.budget);
  expect
    .soft(
      idle,
      `${route} fetches ${kb(idle)} of JS+CSS once scrolled and idle (budget ${kb(afterIdle.budget)}, goal ${kb(afterIdle.goal)}, ${where}). Largest:\n${largest(result.files)}`,
    )
    .toBeLessThanOrEqual(afterIdle.budget);
}

test('every entry of budgets.json is a route of the registry', () => {
  expect(strayBudgets, 'budgets for routes config/paths.ts no longer has').toEqual([]);
});

const keyRoutes = routeBudgets.filter(({ route }) => route in budgetFile.routes);
const batches = Array.from({ length: Math.ceil(keyRoutes.length / batchSize) }, (_, i) =>
  keyRoutes.slice(i * batchSize, (i + 1) * batchSize),
);

test.describe('size budget (brotli JS+CSS per route)', () => {
  for (const batch of batches) {
    const title = `${batch[0]!.route} to ${batch.at(-1)!.route} (${batch.length} routes)`;
    test(title, async ({ browser, authState }) => {
      test.setTimeout(batch.length * perRouteMs);
      const list = await Promise.all(
        batch.map(async ({ route, role }) => ({
          route,
          storageState: role === 'guest' ? undefined : await authState(role),
        })),
      );
      const results = await measureRoutes(browser, siteUrl, list, { concurrency });
      batch.forEach((limits, i) => check(limits, results[i]!));
    });
  }
});
