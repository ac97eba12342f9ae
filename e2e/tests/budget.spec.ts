/**
 * Size budget: the brotli bytes of JS+CSS each main route fetches on a cold load stay at or under
 * e2e/budgets.json. Bytes are deterministic for a given build, so this is a test, not a benchmark.
 * Measured by scripts/lib/route-bytes.mjs, the same code `npm run bench` reports with.
 */
import { readFileSync } from 'node:fs';
import { measureRoute } from '../../scripts/lib/route-bytes.mjs';
import { test, expect, siteUrl, type Role } from '../support/fixtures';

interface Budget {
  role: Role | 'guest';
  goal: number;
  budget: number;
  /** The same after scrolling to the bottom and idling: charts, lazy cards, the demo backend. */
  afterIdle: { goal: number; budget: number };
}

const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as {
  routes: Record<string, Budget>;
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

test.describe('size budget (brotli JS+CSS per route)', () => {
  for (const [route, { role, budget, goal, afterIdle }] of Object.entries(budgets.routes)) {
    test(`${route} stays within ${kb(budget)}, ${kb(afterIdle.budget)} after idle`, async ({ browser, authState }) => {
      const storageState = role === 'guest' ? undefined : await authState(role);
      const result = await measureRoute(browser, siteUrl, route, { storageState });
      expect(result.finalPath, `${route} redirected (is the ${role} session valid?)`).toBe(route);
      const largest = result.files
        .slice(0, 8)
        .map((f) => `  ${kb(f.brotli).padStart(9)}  ${f.url}`)
        .join('\n');
      test.info().annotations.push({
        type: 'bytes',
        description: `${route}: ${kb(result.initial.total)} (budget ${kb(budget)}, goal ${kb(goal)}), after idle ${kb(result.afterIdle!.total)}`,
      });
      expect(
        result.initial.total,
        `${route} fetches ${kb(result.initial.total)} of JS+CSS (budget ${kb(budget)}, goal ${kb(goal)}). Largest:\n${largest}`,
      ).toBeLessThanOrEqual(budget);
      const idle = result.afterIdle!.total;
      expect(
        idle,
        `${route} fetches ${kb(idle)} of JS+CSS once scrolled and idle (budget ${kb(afterIdle.budget)}, goal ${kb(afterIdle.goal)})`,
      ).toBeLessThanOrEqual(afterIdle.budget);
    });
  }
});
